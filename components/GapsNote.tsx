import type { Gaps } from "@/lib/core/api/schemas";

/** The fields of an answer the API gave in a shape that cannot be read: named, the rest shown. */
export function GapsNote({ gaps }: { gaps: Gaps | undefined }) {
  if (!gaps?.length) return null;
  return (
    <p class="gaps" role="note">
      Not shown, the API gave them in a shape Voucher Lens cannot read:{" "}
      {gaps.map((gap) => `${gap.path} (${gap.message})`).join("; ")}.
    </p>
  );
}
