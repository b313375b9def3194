import type { IdentificationType } from "@/lib/core/api/params";
import type { Membership, Memberships, PendingBucketPage, V2Card } from "@/lib/core/api/schemas";
import type { QueryState } from "@/lib/core/query/query-state";
import type { HistoryCard } from "@/lib/history/index.sidepanel";
import type { Lookup } from "@/lib/lookup";
import type { CardIds } from "./expiring-points-query";

/**
 * Whose loyalty v2 memberships are asked for: a customer by id or source id, or a member by id.
 * `forCode`: a code Get Member did not know, whose v2 card the answer should name.
 */
export interface MembershipsQuestion {
  customerId: string;
  identificationType: IdentificationType;
  forCode?: string;
}

/** Get customer memberships, asked once with a customer lookup, through the same guard as every query. */
export type MembershipsQuery = QueryState<MembershipsQuestion, Memberships>;
/** One program's membership with its tier progress: asked only when the agent opens the program. */
export type ProgramQuestion = MembershipsQuestion & { programId: string };
export type ProgramQuery = QueryState<ProgramQuestion, Membership>;
/** A card's pending point buckets: asked only when the agent opens them. */
export type PendingQuery = QueryState<CardIds, PendingBucketPage>;

/** More than a card holds in practice; a longer list says that more are left. */
export const PENDING_LIMIT = 50;

export const membershipsInput = ({ customerId, identificationType }: MembershipsQuestion) => ({
  params: { customerId, identificationType },
});
export const programInput = ({ customerId, identificationType, programId }: ProgramQuestion) => ({
  params: { customerId, identificationType, programId },
});
export const pendingInput = (ids: CardIds) => ({ params: { ...ids, limit: PENDING_LIMIT } });

/** The memberships a lookup asks for: a customer's (by id, email or source id) or a member's; none else. */
export function membershipsFor(lookup: Lookup): MembershipsQuestion | undefined {
  const identificationType: IdentificationType | undefined =
    lookup.kind === "customer_id"
      ? "customer_id"
      : lookup.kind === "customer_source_id"
        ? "customer_source_id"
        : lookup.kind === "loyalty_member_id"
          ? "member_id"
          : undefined;
  return identificationType ? { customerId: lookup.value, identificationType } : undefined;
}

/** The card ids of a membership's card, when the API gave all three (`lcard_…` as it came). */
export function cardIdsOf(membership: Membership, cardId: string | null | undefined): CardIds | undefined {
  const programId = membership.program?.id;
  const memberId = membership.member?.id;
  return programId && memberId && cardId ? { programId, memberId, cardId } : undefined;
}

/** A membership's card as its history is asked, when the API gave its three ids. */
export function v2HistoryCard(membership: Membership, card: V2Card): HistoryCard | undefined {
  const ids = cardIdsOf(membership, card.id);
  if (!ids) return undefined;
  return {
    kind: "v2",
    ...ids,
    ...(card.code ? { code: card.code } : {}),
    ...(typeof card.balance?.points === "number" ? { balance: card.balance.points } : {}),
  };
}

/**
 * The card an answer is about, as its history is asked: its only card, or among several the one
 * whose code the ticket shows (`ticketCodes`). Its summary is asked with no click; otherwise the
 * agent opens the card the customer means. None for a card without its three ids.
 */
export function cardAnswered(
  memberships: Memberships,
  ticketCodes: ReadonlySet<string>,
): HistoryCard | undefined {
  const held = memberships.memberships.flatMap((membership) =>
    (membership.cards ?? []).flatMap((c) => (c.card ? [{ membership, card: c.card }] : [])),
  );
  const named = held.filter(({ card }) => card.code && ticketCodes.has(card.code));
  const [only] = held.length === 1 ? held : named.length === 1 ? named : [];
  return only ? v2HistoryCard(only.membership, only.card) : undefined;
}
