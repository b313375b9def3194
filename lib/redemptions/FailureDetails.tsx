import type { RefObject } from "preact";
import { PersonalText } from "@/components/PersonalText";
import { useWords } from "@/components/use-words";
import type { RedemptionOrRollback } from "@/lib/core/api/schemas";
import { failureWords } from "@/lib/failures";
import { type ReplyActions, SuggestedReply } from "@/lib/replies/index.sidepanel-answers";
import { failureFacts } from "./failure-facts";
import { type RowContext, rowPersonalValues } from "./row-facts";
import { redemptionWords } from "./words";

export interface FailureDetailsProps extends RowContext {
  /** A row whose result is FAILURE. */
  redemption: RedemptionOrRollback;
  /** Filled with the reply's copy and insert, for the row's keyboard shortcuts. */
  replyActions: RefObject<ReplyActions | undefined>;
}

/**
 * What a failed redemption tells the agent: its code in words, what to check, when the code is
 * valid and next usable, and a reply to send.
 */
export function FailureDetails({ redemption, replyActions, ...context }: FailureDetailsProps) {
  const say = useWords(redemptionWords);
  const sayFailure = useWords(failureWords);
  const failure = failureFacts(redemption, context, say, sayFailure);
  // The explanation may name the card's holder, and the API's message the customer.
  const personal = rowPersonalValues(redemption);
  return (
    <div class="failure">
      <p class="failure-code">
        <code>{failure.code}</code> <PersonalText text={failure.explanation} values={personal} />
      </p>
      <p class="failure-check">
        <strong>{say("check")}</strong> <PersonalText text={failure.check} values={personal} />
      </p>
      {failure.validity ? (
        // Lines, not a nested list: a row is one item of the list of redemptions.
        <div class="validity">
          <p class="validity-title">
            <strong>{say("whenValid")}</strong> <span class="muted">({failure.validity.note})</span>
          </p>
          {failure.validity.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {failure.nextUsable ? (
        <p class="next-usable">
          <strong>{say("nextUsable")}</strong> {failure.nextUsable}
        </p>
      ) : failure.usableNow ? (
        <p class="next-usable">
          <strong>{failure.usableNow}</strong>
        </p>
      ) : null}
      <SuggestedReply
        topic={failure.reply.topic}
        facts={failure.reply.facts}
        customerMetadata={failure.reply.customerMetadata}
        customer={failure.reply.customer}
        actions={replyActions}
      />
    </div>
  );
}
