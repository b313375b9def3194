import type { CardIds } from "@/lib/loyalty/expiring-points-query";

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
  const known = [ids.programId, ids.memberId, ids.cardId].filter(Boolean);
  return (
    <div class="notice v2-hint" role="status">
      <p>
        This card may belong to a loyalty v2 program. Get Member reads only cards of v1 loyalty campaigns (the
        v1 API is in maintenance mode since loyalty v2 became generally available), and this ticket shows v2
        ids: {known.join(", ")}.
      </p>
      <button type="button" onClick={onShow}>
        Show expiring points for these ids
      </button>
      {ids.programId && ids.memberId && ids.cardId ? null : (
        <p class="muted">Fill in the missing Program, Member or Card ID there.</p>
      )}
    </div>
  );
}
