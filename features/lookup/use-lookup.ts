import type { SetStateAction } from "preact/compat";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { type CardIds, useExpiringPoints } from "@/features/loyalty/use-expiring-points";
import { useMemberCard } from "@/features/loyalty/use-member-card";
import { useRedemptions } from "@/features/redemptions/use-redemptions";
import type { DetectedTokenRecord } from "@/features/ticket/detected-tokens";
import {
  alternativesFor,
  answerOf,
  isRedemptionLookup,
  type Lookup,
  type LookupKind,
  lookupOfToken,
} from "./classify";
import type { PageSize, RedemptionQuery } from "./query";
import { recentLookups, rememberLookup } from "./recent-lookups";

export type PanelView = "redemptions" | "points";

export interface CurrentLookup {
  lookup: Lookup;
  /** Other readings offered as "read as … instead". */
  alternatives: LookupKind[];
  /** The ticket tab the panel spoke about when the lookup started. */
  ticketTabId?: number;
  /** Set when the agent moved to another ticket before its answer came: the answer was dropped. */
  dropped?: boolean;
  /** Why the panel looked it up on its own, when the agent did not ask ("The only customer on this ticket"). */
  auto?: string;
}

const LOYALTY_FIELDS = {
  loyalty_program_id: "programId",
  loyalty_member_id: "memberId",
  loyalty_card_id: "cardId",
} as const satisfies Partial<Record<LookupKind, keyof CardIds>>;

/** The card ids for the Expiring points view: the one looked up, the others from the ticket's page. */
export function cardIdsFor(lookup: Lookup, onPage: DetectedTokenRecord[]): Partial<CardIds> {
  const ids: Partial<CardIds> = {};
  for (const token of onPage) {
    const found = lookupOfToken(token);
    const field =
      found && found.kind in LOYALTY_FIELDS
        ? LOYALTY_FIELDS[found.kind as keyof typeof LOYALTY_FIELDS]
        : undefined;
    if (found && field) ids[field] ??= found.value;
  }
  if (lookup.kind in LOYALTY_FIELDS)
    ids[LOYALTY_FIELDS[lookup.kind as keyof typeof LOYALTY_FIELDS]] = lookup.value;
  return ids;
}

const complete = (ids: Partial<CardIds>): ids is CardIds =>
  Boolean(ids.programId && ids.memberId && ids.cardId);
const FIELDS = ["programId", "memberId", "cardId"] as const;
const sameIds = (a: Partial<CardIds>, b: Partial<CardIds>) => FIELDS.every((f) => a[f] === b[f]);
/** The ids that are set, so they win over the page's. */
export const definedIds = (ids: Partial<CardIds> | undefined): Partial<CardIds> =>
  ids ? Object.fromEntries(FIELDS.filter((f) => ids[f]).map((f) => [f, ids[f]])) : {};

/**
 * The panel's lookups: each goes, with its kind, to the view that answers it (redemptions and,
 * for a code, the member card; expiring points for loyalty ids; none for an order id). Every
 * question runs through the one query hook, so a reply for an older lookup, another profile or
 * another ticket never reaches the screen.
 */
export function usePanelLookup(options: {
  profileId: string | undefined;
  pageSize: PageSize;
  ticketTabId: number | undefined;
  onPage: DetectedTokenRecord[];
}) {
  const { profileId, pageSize, ticketTabId, onPage } = options;
  const redemptions = useRedemptions(profileId);
  const member = useMemberCard(profileId);
  const points = useExpiringPoints(profileId);
  const [current, setCurrentState] = useState<CurrentLookup>();
  // The lookup shown, known at once: two lookups started in one turn (a page click and the
  // ticket's customer) see each other before the panel renders.
  const latest = useRef<CurrentLookup | undefined>(undefined);
  const setCurrent = useCallback((next: SetStateAction<CurrentLookup | undefined>) => {
    latest.current = typeof next === "function" ? next(latest.current) : next;
    setCurrentState(latest.current);
  }, []);
  const latestLookup = useCallback(() => latest.current, []);
  const [view, setView] = useState<PanelView>("redemptions");
  const [cardIds, setCardIds] = useState<Partial<CardIds>>();
  const [recent, setRecent] = useState<Lookup[]>([]);
  // Recent lookups are shown only for the profile they belong to, however late they are read.
  const profileRef = useRef(profileId);
  profileRef.current = profileId;
  const showRecent = useCallback((of: string, list: Lookup[]) => {
    if (profileRef.current === of) setRecent(list);
  }, []);

  // Another project: what is on screen and what was asked belong to the previous one.
  useEffect(() => {
    setCurrent(undefined);
    setRecent([]);
    if (profileId) void recentLookups(profileId).then((list) => showRecent(profileId, list));
  }, [profileId, showRecent]);

  // Another ticket: answers still on their way were asked for the previous one.
  const { abandon: abandonRedemptions } = redemptions;
  const { abandon: abandonMember } = member;
  const { abandon: abandonPoints } = points;
  const lastTab = useRef(ticketTabId);
  useEffect(() => {
    if (lastTab.current !== undefined && ticketTabId !== lastTab.current) {
      const waiting = [abandonRedemptions(), abandonMember(), abandonPoints()].some(Boolean);
      // Said, not silent: the agent sees why no answer came, and can ask again.
      if (waiting) setCurrent((shown) => (shown ? { ...shown, dropped: true } : shown));
    }
    lastTab.current = ticketTabId;
  }, [ticketTabId, abandonRedemptions, abandonMember, abandonPoints]);

  const pointsRef = useRef(points);
  pointsRef.current = points;

  const lookUp = useCallback(
    (lookup: Lookup, alternatives: LookupKind[] = alternativesFor(lookup), auto?: string) => {
      if (!profileId) return;
      setCurrent({ lookup, alternatives, ticketTabId: lastTab.current, ...(auto ? { auto } : {}) });
      // Remembered after the question is asked: the agent never waits for the write. A lookup the
      // panel made on its own is not one the agent made: it stays out of recent lookups.
      if (!auto) void rememberLookup(profileId, lookup).then((list) => showRecent(profileId, list));
      const answer = answerOf(lookup.kind);
      if (answer === "redemptions" && isRedemptionLookup(lookup)) {
        setView("redemptions");
        const query: RedemptionQuery = { lookup, filters: {}, order: "-created_at", pageSize, page: 1 };
        void redemptions.run(query);
        // A code may be a loyalty card: asked at the same time; 404 means it is not one.
        if (lookup.kind === "code" || lookup.kind === "card_in_campaign") void member.run(lookup);
        else member.clear();
        return;
      }
      redemptions.clear();
      member.clear();
      if (answer === "expiring_points") {
        // Another card's buckets (or a reply still on its way for it) never stand under this one.
        // The ids are filled, and the buckets asked for, by the effect below.
        pointsRef.current.clear();
        setCardIds(undefined);
        setView("points");
      }
    },
    [profileId, pageSize, redemptions.run, redemptions.clear, member.run, member.clear, showRecent],
  );

  // A loyalty lookup's card ids: the one looked up and the others from its ticket, as the page
  // reports them (a click can come before the page's report), never over what is already there.
  // The buckets are asked for once, when all three are first known.
  const cardIdsRef = useRef(cardIds);
  cardIdsRef.current = cardIds;
  useEffect(() => {
    if (!current || answerOf(current.lookup.kind) !== "expiring_points") return;
    // Only the ticket the id was looked up on: another ticket's ids would make a card of two.
    if (current.ticketTabId !== ticketTabId) return;
    const shown = cardIdsRef.current ?? {};
    const next: Partial<CardIds> = { ...cardIdsFor(current.lookup, onPage), ...definedIds(shown) };
    if (sameIds(next, shown)) return;
    setCardIds(next);
    if (complete(next) && !complete(shown)) void pointsRef.current.load(next, pointsRef.current.state.order);
  }, [current, onPage, ticketTabId]);

  /** Fills Expiring points with a card's ids from elsewhere (the v2 hint), loading them once complete. */
  const showCardIds = useCallback((ids: Partial<CardIds>) => {
    setCardIds(ids);
    setView("points");
    if (complete(ids)) void pointsRef.current.load(ids, pointsRef.current.state.order);
  }, []);

  return {
    current,
    latestLookup,
    view,
    setView,
    cardIds,
    showCardIds,
    recent,
    lookUp,
    redemptions,
    member,
    points,
  };
}
