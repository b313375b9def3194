import type { Gaps } from "@/lib/core/api/schemas";
import { useWords } from "./use-words";
import { componentWords } from "./words";

/** The fields of an answer the API gave in a shape that cannot be read: named, the rest shown. */
export function GapsNote({ gaps }: { gaps: Gaps | undefined }) {
  const say = useWords(componentWords);
  if (!gaps?.length) return null;
  return (
    <p class="gaps" role="note">
      {say("gaps", { gaps: gaps.map((gap) => `${gap.path} (${gap.message})`).join("; ") })}
    </p>
  );
}
