import { useWords } from "@/components/use-words";
import type { CardIds } from "@/lib/loyalty/expiring-points-query";
import { fieldList } from "./loyalty-say";
import { loyaltyWords } from "./words";

export interface V2CardHintProps {
  /** The loyalty v2 ids known for this ticket (from the page or the lookup). */
  ids: Partial<CardIds>;
  /** Opens Expiring points with these ids, loading the buckets when all three are known. */
  onShow(): void;
}

/**
 * Get Member reads cards of loyalty v1 campaigns only; since loyalty v2 became generally available
 * (August 2026) a customer's card may be a v2 card, which Get Member does not know. Said only when
 * the ticket carries v2 member or card ids, with the one view that can read such a card.
 */
export function V2CardHint({ ids, onShow }: V2CardHintProps) {
  const say = useWords(loyaltyWords);
  const known = [ids.programId, ids.memberId, ids.cardId].filter((id): id is string => Boolean(id));
  return (
    <div class="notice v2-hint" role="status">
      <p>{say("v2Hint", { ids: fieldList(known, say) })}</p>
      <button type="button" onClick={onShow}>
        {say("showForTheseIds")}
      </button>
      {ids.programId && ids.memberId && ids.cardId ? null : <p class="muted">{say("fillMissingIds")}</p>}
    </div>
  );
}
