import { onDemand, useDrawnAfterPaint } from "@/components/on-demand";
import { useWords } from "@/components/use-words";
import { withWords } from "@/lib/core/i18n/words";
import { failureWords } from "@/lib/failures";
import { insertReplyWords } from "@/lib/insert-reply";
import { repliesWords } from "@/lib/replies/index.sidepanel";
import type { FailureDetailsProps } from "./FailureDetails";
import { redemptionWords } from "./words";

/**
 * A failed row's details (FailureDetails.tsx: the failure code in words, the code's validity
 * windows, a suggested reply and what builds it) in a chunk of their own: only answers with a failed
 * redemption need them. They load as soon as a lookup of redemptions has asked its question, so they
 * are there when its answer is; a failed row shown before that asks for them itself.
 */
// The row's suggested reply is drawn in this chunk: the replies' words come with it.
const details = onDemand(() =>
  withWords(import("./FailureDetails"), [redemptionWords, failureWords, repliesWords, insertReplyWords]),
);

/**
 * For a lookup of redemptions that has started; resolves once they are loaded. A failed load is said
 * by the row that needs them, which asks again.
 */
export function preloadFailureDetails(): Promise<unknown> {
  return details.preload().catch(() => undefined);
}

export interface FailureDetailsOnDemandProps extends FailureDetailsProps {
  /** The row may be out of sight when its list is first painted: its details are drawn right after. */
  belowTheFold?: boolean;
}

export function FailureDetailsOnDemand({ belowTheFold = false, ...props }: FailureDetailsOnDemandProps) {
  const say = useWords(redemptionWords);
  const loaded = details.useModule();
  const drawn = useDrawnAfterPaint(belowTheFold);
  if (typeof loaded === "object" && drawn) return <loaded.FailureDetails {...props} />;
  const code = <code>{props.redemption.failure_code ?? say("unknownFailureCode")}</code>;
  return (
    <div class="failure" aria-busy={loaded === "loading" || !drawn}>
      <p class="failure-code">
        {code}
        {loaded === "failed" ? ` ${say("failureDetailsFailed")}` : null}
      </p>
    </div>
  );
}
