import { useDrawnAfterPaint } from "@/components/on-demand";
import { useWords } from "@/components/use-words";
import { FailureDetails, type FailureDetailsProps } from "./FailureDetails";
import { redemptionWords } from "./words";

export interface FailureDetailsAfterPaintProps extends FailureDetailsProps {
  /** The row may be out of sight when its list is first painted: its details are drawn right after. */
  belowTheFold?: boolean;
}

/**
 * A failed row's details (FailureDetails.tsx: the failure code in words, the code's validity
 * windows, a suggested reply and what builds it), in the list's own chunk: every lookup of
 * redemptions loads them with the list, and one file costs an opening panel less than two. A row
 * in sight draws them with the list; a row below the fold shows its failure code until the list is
 * painted, so the first paint is not held up by what it could not show.
 */
export function FailureDetailsAfterPaint({ belowTheFold = false, ...props }: FailureDetailsAfterPaintProps) {
  const say = useWords(redemptionWords);
  const drawn = useDrawnAfterPaint(belowTheFold);
  if (drawn) return <FailureDetails {...props} />;
  return (
    <div class="failure" aria-busy="true">
      <p class="failure-code">
        <code>{props.redemption.failure_code ?? say("unknownFailureCode")}</code>
      </p>
    </div>
  );
}
