import {
  CARD_TRANSACTIONS_EXAMPLE,
  MEMBERSHIPS_EXAMPLE,
  PROGRAM_MEMBERSHIP_EXAMPLE,
  REWARD_PURCHASES_EXAMPLE,
  SUMMER_CARD_TRANSACTION_EXAMPLES,
} from "./loyalty-v2-examples";
import { type PointsBucket, Rng, type SeedData, type V2Card, type V2Member } from "./seed";

/**
 * What happened to the seeded loyalty cards: the local API's answers to List card transactions,
 * List member tier transactions and List member reward purchases (loyalty v2), and to List Loyalty
 * Card Transactions (v1), built from the seeded data and shaped on the API's own examples
 * (loyalties-v2.json, loyalties.json).
 *
 * Every seeded v2 card has a history that agrees with what the memberships answers say of it: the
 * APPROVED transactions add up to its balance (CREDIT_TYPES count up, DEBIT_TYPES down, whatever the
 * sign written), each ACTIVE, EXPIRED or DELETED bucket was earned once, each pending bucket was
 * added once and each ACTIVATED one activated. Spends were drawn from the buckets, so a bucket's
 * earning can be larger than what is left in it. Dates are offsets from the seed's `now`, like the
 * seed's (the API's examples keep their own dates). Ids are a time part that grows with the date, as
 * the API's do, and a random part from a PRNG stream of their own: name them through `subjects`.
 *
 * Decisions the API's documentation leaves open are marked "Choice:".
 */

export const CARD_TRANSACTION_TYPES = [
  "ADMIN_CREDIT",
  "ADMIN_DEBIT",
  "ADMIN_POINTS_EXPIRATION",
  "POINTS_EARNED",
  "POINTS_SPENT_ON_REWARD",
  "POINTS_PURCHASED",
  "POINTS_PURCHASE_REVERSED",
  "POINTS_SPENT_ON_ORDER",
  "POINTS_REFUNDED",
  "POINTS_RETURNED",
  "POINTS_EXPIRED",
  "PENDING_POINTS_ADDED",
  "PENDING_POINTS_ACTIVATED",
  "PENDING_POINTS_CANCELED",
] as const;
export type CardTransactionType = (typeof CARD_TRANSACTION_TYPES)[number];
export const CARD_TRANSACTION_STATUSES = ["PENDING", "PROCESSING", "APPROVED", "REJECTED"] as const;
export type CardTransactionStatus = (typeof CARD_TRANSACTION_STATUSES)[number];

/** Types that take points off the balance when APPROVED. */
export const DEBIT_TYPES: readonly CardTransactionType[] = [
  "ADMIN_DEBIT",
  "ADMIN_POINTS_EXPIRATION",
  "POINTS_SPENT_ON_REWARD",
  "POINTS_SPENT_ON_ORDER",
  "POINTS_EXPIRED",
  "POINTS_PURCHASE_REVERSED",
];
/** Types that add to the balance when APPROVED; PENDING_POINTS_ADDED and _CANCELED move pending points only. */
export const CREDIT_TYPES: readonly CardTransactionType[] = [
  "ADMIN_CREDIT",
  "POINTS_EARNED",
  "POINTS_PURCHASED",
  "POINTS_REFUNDED",
  "POINTS_RETURNED",
  "PENDING_POINTS_ACTIVATED",
];

export interface CardTransactionDetails {
  reason: string | null;
  rejection: { reason: string; details?: string } | null;
  metadata: Record<string, unknown>;
  points?: {
    total: number;
    expiration_date?: string | null;
    expiration_type?: PointsBucket["expiration_type"] | null;
    date?: string;
    type?: "IMMEDIATE" | "PERIOD_BASED" | "FIXED_DATES" | "EVENT_BASED";
  };
  [key: string]: unknown;
}

/** loyalties-v2.json, CardTransaction. */
export interface CardTransaction {
  id: string;
  card_id: string;
  program_id: string;
  member_id: string;
  card_definition_id: string;
  card_type: "INDIVIDUAL";
  type: CardTransactionType;
  details: CardTransactionDetails;
  status: CardTransactionStatus;
  created_at: string;
  updated_at: string | null;
  object: "card_transaction";
}

/** loyalties-v2.json, TierTransaction. */
export interface TierTransaction {
  id: string;
  card_id: string;
  program_id: string;
  member_id: string;
  card_definition_id: string;
  tier_structure_id: string;
  tier_id: string | null;
  type: "UPGRADED" | "DOWNGRADED" | "JOINED" | "LEFT" | "PROLONGED";
  details: {
    points: number | null;
    tier_from: string | null;
    tier_to: string | null;
    origin: {
      type: "card_operations" | "daily_task_operations" | "member_card_created" | "member_card_deleted";
      card_transaction_ids: string[];
    } | null;
    rejection: { reason: string; details?: string } | null;
    start_at: string | null;
    expires_at: string | null;
  };
  status: "PENDING" | "APPROVED" | "REJECTED";
  created_at: string;
  updated_at: string | null;
  object: "tier_transaction";
}

/** loyalties-v2.json, RewardPurchaseTransaction of type PURCHASE. */
export interface RewardPurchase {
  id: string;
  card_id: string;
  card_transaction_id: string | null;
  program_id: string;
  member_id: string;
  reward_id: string;
  status: "PENDING" | "PROCESSING" | "APPROVED" | "REJECTED" | "REFUNDED";
  type: "PURCHASE";
  details: {
    reason: string;
    rejection: { reason: string; details?: Record<string, unknown> } | null;
    metadata: Record<string, unknown>;
    points: { total: number } | null;
    result: Record<string, unknown> | null;
  };
  created_at: string;
  updated_at: string | null;
  object: "reward_transaction";
}

/** loyalties.json, LoyaltyCardTransaction: a legacy card's transaction, keys in the example's order. */
export interface V1Transaction {
  id: string;
  source_id: string | null;
  voucher_id: string;
  campaign_id: string;
  source: string | null;
  reason: string | null;
  type:
    | "PENDING_POINTS_ACTIVATION"
    | "POINTS_ACCRUAL"
    | "POINTS_REDEMPTION"
    | "POINTS_REFUND"
    | "POINTS_ADDITION"
    | "POINTS_REMOVAL"
    | "POINTS_EXPIRATION"
    | "POINTS_TRANSFER_IN"
    | "POINTS_TRANSFER_OUT";
  details: Record<string, unknown>;
  related_transaction_id: string | null;
  created_at: string;
}

export interface HistoryCard {
  id: string;
  program_id: string;
  member_id: string;
  /** Newest first. */
  transactions: CardTransaction[];
}

export interface HistoryMember {
  id: string;
  program_id: string;
  customer_id: string;
  /** Newest first. */
  tiers: TierTransaction[];
  /** Newest first. */
  purchases: RewardPurchase[];
}

/** A first page served as an OpenAPI example gives it, its cursor reading on after the example's rows. */
export interface FixedPage {
  list: "reward purchases";
  memberId: string;
  body: { data: unknown[]; cursor: { next: string; expires_at: string } | null; object: "list" };
}

/** Who to look up for each part of the history, so tests name them instead of hard-coding ids. */
export interface CardSubject {
  customerId: string;
  programId: string;
  memberId: string;
  cardId: string;
  /** The card's code, as the memberships answers give it. */
  cardCode: string;
}

export interface HistorySubjects {
  /**
   * The memberships customer's first card (samples.cardId): over 50 transactions, six pages at
   * limit 10; debits negative, as the schema says; PENDING, PROCESSING and REJECTED transactions
   * among its newest; the reward purchases of `rejectedPurchase` were paid from it.
   */
  multiPage: CardSubject;
  /** A card whose debits (spends, expiries, admin debits) are positive totals, as the guide writes them. */
  positiveDebits: CardSubject;
  /**
   * The member whose tier transactions hold a DOWNGRADED (Gold to Silver) caused by a POINTS_EXPIRED
   * of `cardId` (the member's card with no points left), then LEFT; JOINED and UPGRADED on the others.
   */
  tierDowngrade: CardSubject & { downgradeId: string; expiredTransactionId: string };
  /**
   * The member whose reward purchases hold a REJECTED one (NOT_ENOUGH_BALANCE), a PENDING one, a
   * discount coupon and a gift voucher issued, points moved to another card, and a REFUNDED one.
   */
  rejectedPurchase: CardSubject & {
    rejectedPurchaseId: string;
    pendingPurchaseId: string;
    couponCode: string;
    giftVoucherCode: string;
  };
  /**
   * The API's own example member. Its memberships card (lcard_…) and the program membership's
   * AutumnTime card answer the listCardTransactions example; the SummerTime card answers the four
   * transactions of the write examples and the rows that make up its balance (160).
   */
  example: {
    customerId: string;
    programId: string;
    memberId: string;
    membershipsCardId: string;
    transactionsCardId: string;
    summerCardId: string;
  };
  /** A v1 card Get Member answers (samples.pendingPointsCardCode), its history ending at its balance. */
  v1: { code: string; campaignId: string; customerId: string; voucherId: string };
}

export interface LoyaltyHistory {
  /** Every program the history knows: the seeded ones and the example's. */
  programIds: string[];
  members: HistoryMember[];
  cards: HistoryCard[];
  /** v1 transactions by card code, newest first; a card Get Member knows but absent here has none. */
  v1: Record<string, V1Transaction[]>;
  fixedPages: FixedPage[];
  /** Cursors the API's examples give, honoured for their member: cursor -> rows of the example already given. */
  exampleCursors: { list: FixedPage["list"]; memberId: string; cursor: string; offset: number }[];
  subjects: HistorySubjects;
}

// ---------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** UTC calendar date (YYYY-MM-DD) `days` after the date of `fromMs`. */
const calendarDate = (fromMs: number, days = 0) => {
  const d = new Date(fromMs);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};
const dayStartMs = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

/**
 * 18 hex digits, the first 10 growing with the creation time (like the API's ids), the rest random.
 * Made from the age, so they do not depend on `now`; `base` keeps v1 and v2 ids apart.
 */
const timeHex = (rng: Rng, ageMs: number, base: number) =>
  (base + Math.max(0, Math.floor((1000 * DAY - ageMs) / 1000))).toString(16).padStart(10, "0") + rng.hex(8);
/** The id after `id` (same prefix length): the API numbers a purchase right after its card transaction. */
const nextHex = (hex: string) => (BigInt(`0x${hex}`) + 1n).toString(16).padStart(hex.length, "0");

const isDebit = (type: CardTransactionType) => DEBIT_TYPES.includes(type);
const isCredit = (type: CardTransactionType) => CREDIT_TYPES.includes(type);

/** What the APPROVED transactions of a list add up to, each counted by its type. */
export function balanceOf(rows: readonly CardTransaction[]): number {
  let sum = 0;
  for (const row of rows) {
    if (row.status !== "APPROVED") continue;
    const points = Math.abs(row.details.points?.total ?? 0);
    if (isCredit(row.type)) sum += points;
    else if (isDebit(row.type)) sum -= points;
  }
  return sum;
}

const newestFirst = <T extends { created_at: string; id: string }>(rows: T[]) =>
  rows.sort((a, b) =>
    a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
  );

interface AddOptions {
  status?: CardTransactionStatus;
  reason?: string | null;
  rejection?: CardTransactionDetails["rejection"];
  metadata?: Record<string, unknown>;
  points?: CardTransactionDetails["points"];
  /** Type-specific detail fields, after `points`. */
  extra?: Record<string, unknown>;
}

/** One card's transactions as they are made; debits are written with the card's sign. */
class CardLog {
  readonly rows: CardTransaction[] = [];
  constructor(
    readonly card: Pick<V2Card, "id" | "program_id" | "member_id" | "card_definition_id">,
    private readonly rng: Rng,
    private readonly nowMs: number,
    /** -1: debits negative, as the schema says; 1: positive, as the guide's examples write them. */
    readonly debitSign: 1 | -1,
  ) {}

  add(type: CardTransactionType, atMs: number, o: AddOptions = {}): CardTransaction {
    const status = o.status ?? "APPROVED";
    const points = o.points
      ? { ...o.points, total: isDebit(type) ? this.debitSign * Math.abs(o.points.total) : o.points.total }
      : undefined;
    const row: CardTransaction = {
      id: `lctx_${timeHex(this.rng, this.nowMs - atMs, 0x1280000000)}`,
      card_id: this.card.id,
      program_id: this.card.program_id,
      member_id: this.card.member_id,
      card_definition_id: this.card.card_definition_id,
      card_type: "INDIVIDUAL",
      type,
      details: {
        reason: o.reason ?? null,
        rejection: o.rejection ?? null,
        metadata: o.metadata ?? {},
        ...(points ? { points } : {}),
        ...o.extra,
      },
      status,
      created_at: iso(atMs),
      // Like the examples: a written transaction is settled about a second later; PENDING ones are not yet.
      updated_at: status === "PENDING" ? null : iso(atMs + this.rng.int(400, 1400)),
      object: "card_transaction",
    };
    this.rows.push(row);
    return row;
  }
}

const bucketSimple = (b: PointsBucket) => ({
  id: b.id,
  points: { total: b.points.total },
  expiration_date: b.expiration_date,
  expiration_type: b.expiration_type,
});

// ---------------------------------------------------------------------------------------------

export function buildLoyaltyHistory(data: SeedData, seed = 1): LoyaltyHistory {
  const rng = new Rng(seed * 179_981 + 43);
  const nowMs = Date.parse(data.now);
  const hex = (n = 18) => rng.hex(n);
  const s = data.samples;

  const memberOf = (id: string) => data.v2.members.find((m) => m.id === id)!;
  const joinedMs = (m: V2Member) => (m.created_at ? Date.parse(m.created_at) : nowMs - 200 * DAY);
  const cardById = (id: string) => data.v2.cards.find((c) => c.id === id)!;
  const codeOf = (c: V2Card) => c.code ?? "";

  // The earning rules of each program: what a POINTS_EARNED (and a pending addition) names.
  const rulesOf = new Map<string, { id: string; item: string; reason: string; order: boolean }[]>();
  for (const p of data.v2.programs)
    rulesOf.set(p.id, [
      { id: `lern_${hex()}`, item: `lernei_${hex()}`, reason: "Everyday earning / Order paid", order: true },
      {
        id: `lern_${hex()}`,
        item: `lernei_${hex()}`,
        reason: "Double points weekend / Order paid",
        order: true,
      },
      { id: `lern_${hex()}`, item: `lernei_${hex()}`, reason: "Engagement / Product review", order: false },
    ]);
  /** Earning details as the example's pending additions write them, with the order that earned them. */
  const earning = (card: V2Card, i: number) => {
    const rules = rulesOf.get(card.program_id)!;
    const rule = rules[i % rules.length]!;
    return {
      reason: rule.reason,
      metadata: {
        event_id: `evcus_${hex()}`,
        member_id: card.member_id,
        program_id: card.program_id,
        earning_item_id: rule.item,
        earning_rule_id: rule.id,
      },
      extra: rule.order ? { order: { id: `ord_${rng.alnum(24)}` } } : {},
    };
  };

  /** When a bucket was earned: its creation time, kept within the card's life (joined .. now − 1 day). */
  const earnedAt = (b: { created_at: string }, member: V2Member) => {
    const from = joinedMs(member) + DAY;
    const to = nowMs - DAY;
    const at = Date.parse(b.created_at);
    return at >= from && at <= to ? at : from + rng.int(0, 1000) * ((to - from) / 1000);
  };

  interface Built {
    log: CardLog;
    /** The earnings of ACTIVE buckets, which carry the points later spent from them. */
    activeEarnings: CardTransaction[];
    expiries: CardTransaction[];
    adminExpiries: CardTransaction[];
  }

  /**
   * A card's buckets, each earned once (except `skip`), then expired on its day or expired by an
   * admin (DELETED); its pending buckets added, activated or canceled.
   */
  function bucketsAndPending(card: V2Card, debitSign: 1 | -1, skip: Set<string> = new Set()): Built {
    const member = memberOf(card.member_id);
    const log = new CardLog(card, rng, nowMs, debitSign);
    const built: Built = { log, activeEarnings: [], expiries: [], adminExpiries: [] };
    // An admin expires a DELETED bucket after the card's last points expired on their day.
    const lastExpiryMs = Math.max(
      0,
      ...card.buckets.filter((b) => b.status === "EXPIRED").map((b) => dayStartMs(b.expiration_date)),
    );
    card.buckets.forEach((b, i) => {
      if (skip.has(b.id)) return;
      let at = earnedAt(b, member);
      if (b.status === "EXPIRED") {
        // Earned well before the day it expired on.
        const expiresMs = dayStartMs(b.expiration_date);
        at = Math.max(joinedMs(member) + HOUR, Math.min(at, expiresMs - 30 * DAY));
        log.add("POINTS_EARNED", at, {
          ...earning(card, i),
          points: { total: b.points.total, expiration_date: b.expiration_date },
        });
        // The daily task expires the bucket a few minutes into its day.
        const expiry = log.add("POINTS_EXPIRED", expiresMs + rng.int(2, 40) * MINUTE, {
          points: { total: b.points.total },
          extra: { date: b.expiration_date, buckets: [bucketSimple(b)] },
        });
        built.expiries.push(expiry);
        return;
      }
      if (b.status === "DELETED") {
        const deletedMs = Math.max(
          at + Math.floor((nowMs - at) * 0.6),
          lastExpiryMs + Math.floor((nowMs - lastExpiryMs) / 2),
        );
        log.add("POINTS_EARNED", at, {
          ...earning(card, i),
          points: { total: b.points.total, expiration_date: b.expiration_date },
        });
        built.adminExpiries.push(
          log.add("ADMIN_POINTS_EXPIRATION", deletedMs, {
            reason: "Points expired manually",
            points: { total: b.points.total },
            extra: { bucket: bucketSimple(b) },
          }),
        );
        return;
      }
      built.activeEarnings.push(
        log.add("POINTS_EARNED", at, {
          ...earning(card, i),
          points: { total: b.points.total, expiration_date: b.expiration_date },
        }),
      );
    });
    (card.pending ?? []).forEach((p, i) => {
      const points = { total: p.points.total, date: p.date, type: p.type };
      const activatesMs = dayStartMs(p.date);
      // Added before it activates (a bucket made days ago may activate sooner than that).
      const addedMs = Math.min(Date.parse(p.created_at), activatesMs - 7 * DAY);
      const details = earning(card, i);
      log.add("PENDING_POINTS_ADDED", Math.max(addedMs, joinedMs(member) + HOUR), { ...details, points });
      if (p.status === "ACTIVATED")
        log.add("PENDING_POINTS_ACTIVATED", activatesMs + rng.int(2, 40) * MINUTE, {
          metadata: details.metadata,
          points,
        });
      else if (p.status === "CANCELED")
        log.add("PENDING_POINTS_CANCELED", Math.min(nowMs - HOUR, activatesMs - DAY), {
          reason: "Order returned before the points activated",
          points,
        });
    });
    return built;
  }

  /**
   * Spends were drawn from the buckets: the earnings of the oldest ACTIVE buckets carry what the
   * rest of the history took, so the APPROVED transactions add up to the card's balance.
   */
  function settle(built: Built, card: V2Card) {
    const balance = card.buckets.filter((b) => b.status === "ACTIVE").reduce((n, b) => n + b.points.total, 0);
    let need = balance - balanceOf(built.log.rows);
    if (need < 0 || need % 5 !== 0)
      throw new Error(`loyalty history: card ${card.id} cannot settle (${need})`);
    const oldest = [...built.activeEarnings].sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
    if (need > 0 && oldest.length === 0) throw new Error(`loyalty history: card ${card.id} has no earning`);
    for (let i = 0; need > 0; i++) {
      const row = oldest[i % Math.min(4, oldest.length)]!;
      const share = i < 3 ? Math.ceil(need / 2 / 5) * 5 : need;
      row.details.points!.total += share;
      need -= share;
    }
  }

  // --- the seeded cards ----------------------------------------------------------------------
  const bigCard = cardById(s.cardId);
  const fewCard = cardById(s.cardWithFewBuckets);
  const emptyCard = cardById(s.cardWithNoActiveBuckets);
  const v2Member = memberOf(s.memberId);
  const otherMember = data.v2.members.find(
    (m) => m.program_id === s.programId && m.id !== s.memberId && m.id !== s.v2OnlyMemberId,
  )!;
  const otherCard = data.v2.cards.find((c) => c.member_id === otherMember.id)!;
  const partnerMember = data.v2.members.find((m) => m.program_id !== s.programId)!;
  const partnerCard = data.v2.cards.find((c) => c.member_id === partnerMember.id)!;
  const v2OnlyCard = cardById(s.v2OnlyCardId);

  const purchases = new Map<string, RewardPurchase[]>();
  const tiers = new Map<string, TierTransaction[]>();
  const rewardId = () => `lrew_${hex()}`;

  /** A purchase paid by the card transaction `spend`, numbered right after it. */
  function purchase(
    spend: CardTransaction,
    reward: { id: string; type: "MATERIAL" | "DIGITAL" },
    status: RewardPurchase["status"],
    result: Record<string, unknown> | null,
    o: { rejection?: RewardPurchase["details"]["rejection"]; updatedMs?: number } = {},
  ): RewardPurchase {
    const row: RewardPurchase = {
      id: `lrtx_${nextHex(spend.id.slice(5))}`,
      card_id: spend.card_id,
      card_transaction_id: spend.id,
      program_id: spend.program_id,
      member_id: spend.member_id,
      reward_id: reward.id,
      status,
      type: "PURCHASE",
      details: {
        reason: "Points spent on reward",
        rejection: o.rejection ?? null,
        metadata: {},
        points: { total: Math.abs(spend.details.points!.total) },
        result,
      },
      created_at: spend.created_at,
      updated_at:
        o.updatedMs !== undefined ? iso(o.updatedMs) : status === "PENDING" ? null : spend.updated_at,
      object: "reward_transaction",
    };
    const list = purchases.get(spend.member_id) ?? [];
    list.push(row);
    purchases.set(spend.member_id, list);
    return row;
  }
  /** The card transaction a purchase is paid with; its reward_transaction is the purchase's id. */
  function spendOnReward(
    log: CardLog,
    atMs: number,
    points: number,
    reward: { id: string },
    o: { status?: CardTransactionStatus; rejection?: CardTransactionDetails["rejection"] } = {},
  ) {
    const row = log.add("POINTS_SPENT_ON_REWARD", atMs, {
      status: o.status,
      reason: "Points spent on reward",
      rejection: o.rejection,
      points: { total: points },
      extra: {
        reward: { id: reward.id },
        reward_transaction: null,
        target_card: null,
        purchase_transaction: null,
      },
    });
    row.details.reward_transaction = { id: `lrtx_${nextHex(row.id.slice(5))}` };
    return row;
  }
  const material = (reward: { id: string }) => ({
    reward: { id: reward.id, type: "MATERIAL" },
    quantity: 1,
    material: { type: "PRODUCT", product: { id: `prod_${hex()}` } },
    digital: null,
  });
  const digital = (reward: { id: string }, payload: Record<string, unknown>) => ({
    reward: { id: reward.id, type: "DIGITAL" },
    quantity: 1,
    material: null,
    digital: payload,
  });

  // The first card (several pages): every bucket, pending points, spends of every kind, and the
  // newest transactions still PENDING, PROCESSING or REJECTED. Debits negative, as the schema says.
  // A bucket of the bonus card was bought with points from it (POINTS_PURCHASED), so is not earned.
  const boughtBucket = [...fewCard.buckets]
    .filter((b) => b.status === "ACTIVE")
    .sort((a, b) => (a.id < b.id ? -1 : 1))[0];
  const big = bucketsAndPending(bigCard, -1);
  const few = bucketsAndPending(fewCard, -1, new Set(boughtBucket ? [boughtBucket.id] : []));
  const bigLog = big.log;
  const ago = (days: number, hours = 0) => nowMs - days * DAY - hours * HOUR + rng.int(0, 59) * MINUTE;

  // The points that lifted the card to Gold 90 days ago (its tier's start_at).
  const upgradeAt = Date.parse(bigCard.tier?.current?.start_at ?? iso(nowMs - 90 * DAY));
  const upgradeEarning = bigLog.add("POINTS_EARNED", upgradeAt - 2 * MINUTE, {
    ...earning(bigCard, 1),
    points: { total: 400, expiration_date: calendarDate(upgradeAt, 365) },
  });

  // Purchases: a product, a discount coupon, a gift voucher, points moved to the bonus card, points
  // moved and refunded, one refused for want of points, one not processed yet.
  const productReward = { id: rewardId(), type: "MATERIAL" as const };
  const couponReward = { id: rewardId(), type: "DIGITAL" as const };
  const giftReward = { id: rewardId(), type: "DIGITAL" as const };
  const pointsReward = { id: rewardId(), type: "DIGITAL" as const };
  const bigReward = { id: rewardId(), type: "MATERIAL" as const };

  const productSpend = spendOnReward(bigLog, ago(118), 750, productReward);
  purchase(productSpend, productReward, "APPROVED", material(productReward));

  const couponCode = `ACME10-${rng.upper(8)}`;
  const couponSpend = spendOnReward(bigLog, ago(60), 500, couponReward);
  purchase(
    couponSpend,
    couponReward,
    "APPROVED",
    digital(couponReward, {
      type: "DISCOUNT_COUPONS",
      discount_coupons: [{ id: `v_${rng.alnum(32)}`, code: couponCode }],
    }),
  );

  const giftCode = `GIFT-${rng.upper(4)}-${rng.upper(4)}`;
  const giftSpend = spendOnReward(bigLog, ago(40), 1000, giftReward);
  purchase(
    giftSpend,
    giftReward,
    "APPROVED",
    digital(giftReward, {
      type: "GIFT_VOUCHERS",
      gift_vouchers: [{ id: `v_${rng.alnum(32)}`, code: giftCode, amount: 2000, balance: 2000 }],
    }),
  );

  /** Points bought on the bonus card with points of the first (two for one). */
  function movePoints(atMs: number, points: number, bucket?: PointsBucket) {
    const spend = spendOnReward(bigLog, atMs, points * 2, pointsReward);
    const bought = few.log.add("POINTS_PURCHASED", atMs + 2000, {
      reason: "Points purchased with points",
      points: {
        total: points,
        expiration_date: bucket?.expiration_date ?? calendarDate(atMs, 365),
        expiration_type: bucket?.expiration_type ?? "ROLLING_EXPIRATION",
      },
      extra: {
        reward: { id: pointsReward.id },
        reward_transaction: spend.details.reward_transaction,
        card_transaction: { id: spend.id },
      },
    });
    spend.details.target_card = { id: fewCard.id };
    spend.details.purchase_transaction = { id: bought.id };
    return { spend, bought };
  }
  const pointsResult = (points: number) =>
    digital(pointsReward, {
      type: "LOYALTY_CARD_POINTS",
      loyalty_card_points: { points, card_definition_id: fewCard.card_definition_id, card_id: fewCard.id },
    });
  if (boughtBucket) {
    const moved = movePoints(ago(75), boughtBucket.points.total, boughtBucket);
    purchase(moved.spend, pointsReward, "APPROVED", pointsResult(boughtBucket.points.total));
  }
  // Moved, then refunded: the points come back to the first card and leave the bonus card.
  const refundedAt = ago(95);
  const refunded = movePoints(ago(100), 50);
  const refundId = `lrtx_${hex()}`;
  const refundedPurchase = purchase(refunded.spend, pointsReward, "REFUNDED", pointsResult(50), {
    updatedMs: refundedAt,
  });
  const purchaseRefs = {
    card_transaction: { id: refunded.spend.id },
    reward_transaction: { id: refundedPurchase.id },
  };
  bigLog.add("POINTS_RETURNED", refundedAt + 3000, {
    reason: "Reward purchase refunded",
    points: {
      total: 100,
      expiration_date: calendarDate(refundedAt, 365),
      expiration_type: "ROLLING_EXPIRATION",
    },
    extra: { reward: { id: pointsReward.id }, purchase: purchaseRefs, reward_transaction: { id: refundId } },
  });
  few.log.add("POINTS_PURCHASE_REVERSED", refundedAt + 2000, {
    reason: "Reward purchase refunded",
    points: {
      total: 50,
      expiration_date: refunded.bought.details.points!.expiration_date!,
      expiration_type: "ROLLING_EXPIRATION",
    },
    extra: { reward: { id: pointsReward.id }, purchase: purchaseRefs, reward_transaction: { id: refundId } },
  });

  // Choice: the API names no reason for a purchase refused after it was accepted; the card side's
  // NOT_ENOUGH_BALANCE (the order payments' list of reasons) is used, worded as the 423 answer is.
  const rejection = { reason: "NOT_ENOUGH_BALANCE", details: "Operation exceeds the available card balance" };
  const rejectedSpend = spendOnReward(bigLog, ago(9), 9000, bigReward, { status: "REJECTED", rejection });
  const rejectedPurchase = purchase(rejectedSpend, bigReward, "REJECTED", null, {
    rejection: { reason: "NOT_ENOUGH_BALANCE" },
  });
  const pendingSpend = spendOnReward(bigLog, nowMs - 2 * HOUR, 300, couponReward, { status: "PENDING" });
  const pendingPurchase = purchase(pendingSpend, couponReward, "PENDING", null);

  // Orders paid with points, one refunded, one still being processed; the admin's corrections.
  const orderPayment = (atMs: number, points: number, status: CardTransactionStatus = "APPROVED") =>
    bigLog.add("POINTS_SPENT_ON_ORDER", atMs, {
      status,
      reason: "Points spent on order payment",
      points: { total: points },
      extra: { order: { id: `ord_${rng.alnum(24)}` }, order_transaction: { id: `lotx_${hex()}` } },
    });
  orderPayment(ago(30), 250);
  bigLog.add("POINTS_REFUNDED", ago(26), { reason: "Order returned", points: { total: 250 } });
  orderPayment(nowMs - 15 * MINUTE, 150, "PROCESSING");
  bigLog.add("ADMIN_CREDIT", ago(50), {
    reason: "Goodwill: late delivery",
    points: { total: 100, expiration_date: calendarDate(nowMs, 300) },
  });
  bigLog.add("ADMIN_DEBIT", ago(33), { reason: "Points of a cancelled order", points: { total: 40 } });
  // Like the write example: an admin credit just made, still PENDING.
  bigLog.add("ADMIN_CREDIT", nowMs - 5 * MINUTE, {
    status: "PENDING",
    reason: "Sorry points",
    points: { total: 50, expiration_date: calendarDate(nowMs, 365) },
  });
  settle(big, bigCard);
  settle(few, fewCard);

  // The card with nothing left: its points earned, expired on their day and by an admin.
  const empty = bucketsAndPending(emptyCard, -1);
  settle(empty, emptyCard);

  // The second member's card: debits written positive, as the guide's examples write them.
  const other = bucketsAndPending(otherCard, 1);
  const otherReward = { id: rewardId(), type: "DIGITAL" as const };
  const otherSpend = spendOnReward(other.log, ago(20), 300, otherReward);
  purchase(
    otherSpend,
    otherReward,
    "APPROVED",
    digital(otherReward, {
      type: "DISCOUNT_COUPONS",
      discount_coupons: [{ id: `v_${rng.alnum(32)}`, code: `ACME15-${rng.upper(8)}` }],
    }),
  );
  other.log.add("POINTS_SPENT_ON_ORDER", ago(45), {
    reason: "Points spent on order payment",
    points: { total: 200 },
    extra: { order: { id: `ord_${rng.alnum(24)}` }, order_transaction: { id: `lotx_${hex()}` } },
  });
  other.log.add("ADMIN_CREDIT", ago(70), {
    reason: "Birthday bonus",
    points: { total: 75, expiration_date: calendarDate(nowMs, 200) },
  });
  other.log.add("ADMIN_DEBIT", ago(12), { reason: "Points given by mistake", points: { total: 30 } });
  settle(other, otherCard);

  // The partner card: points waiting for an event, and points canceled before they activated.
  const partner = bucketsAndPending(partnerCard, -1);
  const canceledDate = calendarDate(nowMs, -10);
  const canceledPoints = { total: 45, date: canceledDate, type: "EVENT_BASED" as const };
  partner.log.add("PENDING_POINTS_ADDED", ago(40), { ...earning(partnerCard, 0), points: canceledPoints });
  partner.log.add("PENDING_POINTS_CANCELED", ago(22), {
    reason: "Order returned before the points activated",
    points: canceledPoints,
  });
  settle(partner, partnerCard);

  const v2Only = bucketsAndPending(v2OnlyCard, -1);
  settle(v2Only, v2OnlyCard);

  // --- tier transactions ---------------------------------------------------------------------
  const gold = bigCard.tier?.current?.tier ?? { id: `lt_${hex()}`, name: "Gold" };
  const silver = bigCard.tier?.risks[0]?.tier ?? { id: `lt_${hex()}`, name: "Silver" };
  const structureId = bigCard.tier?.tier_structure?.id ?? `lts_${hex()}`;
  function tier(
    card: V2Card,
    type: TierTransaction["type"],
    atMs: number,
    d: {
      from: { id: string } | null;
      to: { id: string } | null;
      points: number;
      origin: TierTransaction["details"]["origin"];
      startAt?: string | null;
      expiresAt?: string | null;
      structure?: string;
    },
  ): TierTransaction {
    const row: TierTransaction = {
      id: `lttx_${timeHex(rng, nowMs - atMs, 0x1280000000)}`,
      card_id: card.id,
      program_id: card.program_id,
      member_id: card.member_id,
      card_definition_id: card.card_definition_id,
      tier_structure_id: d.structure ?? structureId,
      tier_id: (d.to ?? d.from)?.id ?? null,
      type,
      details: {
        points: d.points,
        tier_from: d.from?.id ?? null,
        tier_to: d.to?.id ?? null,
        origin: d.origin,
        rejection: null,
        start_at: type === "LEFT" ? null : (d.startAt ?? iso(atMs)),
        expires_at: type === "LEFT" ? null : (d.expiresAt ?? null),
      },
      status: "APPROVED",
      created_at: iso(atMs),
      updated_at: iso(atMs + rng.int(400, 1400)),
      object: "tier_transaction",
    };
    const list = tiers.get(card.member_id) ?? [];
    list.push(row);
    tiers.set(card.member_id, list);
    return row;
  }
  const joined = joinedMs(v2Member);
  const created = { type: "member_card_created" as const, card_transaction_ids: [] };
  const byCard = (...rows: CardTransaction[]) => ({
    type: "card_operations" as const,
    card_transaction_ids: rows.map((r) => r.id),
  });
  tier(bigCard, "JOINED", joined + MINUTE, { from: null, to: silver, points: 0, origin: created });
  tier(bigCard, "UPGRADED", upgradeAt, {
    from: silver,
    to: gold,
    points: 520,
    origin: byCard(upgradeEarning),
    startAt: bigCard.tier?.current?.start_at ?? iso(upgradeAt),
    expiresAt: bigCard.tier?.current?.expires_at ?? null,
  });
  // The card with nothing left: Gold while its points lasted, Silver once they expired, then none.
  tier(emptyCard, "JOINED", joined + 2 * MINUTE, { from: null, to: silver, points: 0, origin: created });
  const emptyEarning = [...empty.log.rows]
    .filter((r) => r.type === "POINTS_EARNED")
    .sort((a, b) => (a.created_at < b.created_at ? -1 : 1))[0]!;
  const emptyExpiry = empty.expiries[0]!;
  const emptyAdminExpiry = empty.adminExpiries[0];
  tier(emptyCard, "UPGRADED", Date.parse(emptyEarning.created_at) + 2000, {
    from: silver,
    to: gold,
    points: 500 + (emptyEarning.details.points?.total ?? 0),
    origin: byCard(emptyEarning),
  });
  const downgrade = tier(emptyCard, "DOWNGRADED", Date.parse(emptyExpiry.created_at) + 2000, {
    from: gold,
    to: silver,
    points: 0,
    origin: byCard(emptyExpiry),
  });
  if (emptyAdminExpiry)
    tier(emptyCard, "LEFT", Date.parse(emptyAdminExpiry.created_at) + 2000, {
      from: silver,
      to: null,
      points: 0,
      origin: byCard(emptyAdminExpiry),
    });
  // The partner card: Silver since its tier began, the daily task's doing.
  const partnerTier = partnerCard.tier?.current;
  if (partnerTier?.tier)
    tier(partnerCard, "JOINED", Date.parse(partnerTier.start_at ?? iso(nowMs - 30 * DAY)), {
      from: null,
      to: partnerTier.tier,
      points: partnerTier.points?.current ?? 0,
      origin: { type: "daily_task_operations", card_transaction_ids: [] },
      startAt: partnerTier.start_at,
      expiresAt: partnerTier.expires_at,
      structure: partnerCard.tier?.tier_structure?.id ?? structureId,
    });

  // --- the API's example member --------------------------------------------------------------
  const example = PROGRAM_MEMBERSHIP_EXAMPLE;
  const exampleMember = example.member;
  const [summer, autumn] = example.cards;
  const membershipsCard = MEMBERSHIPS_EXAMPLE.memberships[0]!.cards[0]!.card;
  const summerCard = {
    id: summer!.card.id,
    program_id: exampleMember.program_id,
    member_id: exampleMember.id,
    card_definition_id: summer!.card.card_definition_id,
  };
  // The SummerTime card's balance (160) and pending points (120), as its lifetime bucket counts them:
  // 700 added, 40 earned (activated), 30 subtracted, 300 expired, 250 spent on the example's purchase.
  // Fixed dates, as the example's own; ids from this stream.
  const summerLog = new CardLog(summerCard, rng, nowMs, -1);
  const at = (isoDate: string) => Date.parse(isoDate);
  const fixedId = (row: CardTransaction, id: string) => {
    row.id = id;
    return row;
  };
  const summerAdd = (type: CardTransactionType, when: string, o: AddOptions) => {
    const row = summerLog.add(type, at(when), o);
    row.id = `lctx_128f${hex(14)}`;
    return row;
  };
  summerAdd("ADMIN_CREDIT", "2026-06-11T16:02:10.114Z", {
    reason: "Welcome points",
    points: { total: 300, expiration_date: "2026-07-01" },
  });
  summerAdd("ADMIN_CREDIT", "2026-06-11T16:03:27.502Z", {
    reason: "Summer launch bonus",
    points: { total: 400, expiration_date: "2026-08-08" },
  });
  const summerPoints = { total: 40, date: "2026-06-15", type: "PERIOD_BASED" as const };
  summerAdd("PENDING_POINTS_ADDED", "2026-06-12T09:41:05.730Z", {
    reason: "AnnualProgram / SummerPaid",
    points: summerPoints,
  });
  const summerActivation = summerAdd("PENDING_POINTS_ACTIVATED", "2026-06-15T00:04:12.306Z", {
    points: summerPoints,
  });
  const examplePurchase = REWARD_PURCHASES_EXAMPLE.data[1]!;
  fixedId(
    summerAdd("POINTS_SPENT_ON_REWARD", examplePurchase.created_at, {
      reason: "Points spent on reward",
      points: { total: examplePurchase.details.points.total },
      extra: {
        reward: { id: examplePurchase.reward_id },
        reward_transaction: { id: examplePurchase.id },
        target_card: null,
        purchase_transaction: null,
      },
    }),
    examplePurchase.card_transaction_id,
  ).updated_at = examplePurchase.updated_at;
  summerAdd("ADMIN_DEBIT", "2026-06-25T10:12:44.019Z", { reason: "Mistake", points: { total: 30 } });
  summerAdd("POINTS_EXPIRED", "2026-07-01T00:06:31.877Z", {
    points: { total: 300 },
    extra: {
      date: "2026-07-01",
      buckets: [
        {
          id: `lcpeb_128f${hex(14)}`,
          points: { total: 300 },
          expiration_date: "2026-07-01",
          expiration_type: "CALENDAR_EXPIRATION",
        },
      ],
    },
  });
  summerAdd("PENDING_POINTS_ADDED", "2026-07-10T13:20:51.448Z", {
    reason: "AnnualProgram / SummerPaid",
    points: { total: 10, date: "2026-07-20", type: "PERIOD_BASED" },
  });
  summerAdd("PENDING_POINTS_ADDED", "2026-07-30T11:32:06.254Z", {
    reason: "AnnualProgram / SummerPaid",
    points: { total: 110, date: "2026-08-09", type: "PERIOD_BASED" },
  });
  const summerRows = [
    ...summerLog.rows,
    ...(structuredClone(SUMMER_CARD_TRANSACTION_EXAMPLES) as unknown as CardTransaction[]),
  ];
  const exampleRows = () => structuredClone(CARD_TRANSACTIONS_EXAMPLE.data) as unknown as CardTransaction[];
  const goldExample = summer!.tier_progress!.current;
  const exampleTiers: TierTransaction[] = [
    {
      id: `lttx_128f${hex(14)}`,
      card_id: summerCard.id,
      program_id: summerCard.program_id,
      member_id: summerCard.member_id,
      card_definition_id: summerCard.card_definition_id,
      tier_structure_id: summer!.tier_progress!.tier_structure.id,
      tier_id: goldExample.tier.id,
      type: "JOINED",
      details: {
        points: goldExample.points.current,
        tier_from: null,
        tier_to: goldExample.tier.id,
        origin: { type: "card_operations", card_transaction_ids: [summerActivation.id] },
        rejection: null,
        start_at: goldExample.start_at,
        expires_at: goldExample.expires_at,
      },
      status: "APPROVED",
      created_at: "2026-06-15T00:04:13.118Z",
      updated_at: "2026-06-15T00:04:14.020Z",
      object: "tier_transaction",
    },
  ];

  // --- v1: the pending points card's history, ending at what Get Member says of it -------------
  const v1 = buildV1History(data, rng, nowMs);

  // --- together --------------------------------------------------------------------------------
  const built = new Map<string, CardTransaction[]>([
    [bigCard.id, big.log.rows],
    [fewCard.id, few.log.rows],
    [emptyCard.id, empty.log.rows],
    [otherCard.id, other.log.rows],
    [partnerCard.id, partner.log.rows],
    [v2OnlyCard.id, v2Only.log.rows],
  ]);
  const cards: HistoryCard[] = data.v2.cards.map((c) => ({
    id: c.id,
    program_id: c.program_id,
    member_id: c.member_id,
    transactions: newestFirst([...(built.get(c.id) ?? [])]),
  }));
  // Choice: the example's card_id (lcrd_…5e0) is the program membership's AutumnTime card, while
  // Get customer memberships gives the member's card as lcard_…5dc: both ids the server gives
  // answer the example, served as it is (its rows keep card_id lcrd_…5e0).
  for (const id of [membershipsCard.id, autumn!.card.id])
    cards.push({
      id,
      program_id: exampleMember.program_id,
      member_id: exampleMember.id,
      transactions: exampleRows(),
    });
  cards.push({
    id: summerCard.id,
    program_id: summerCard.program_id,
    member_id: summerCard.member_id,
    transactions: newestFirst(summerRows),
  });

  const members: HistoryMember[] = data.v2.members.map((m) => ({
    id: m.id,
    program_id: m.program_id,
    customer_id: m.customer_id,
    tiers: newestFirst([...(tiers.get(m.id) ?? [])]),
    purchases: newestFirst([...(purchases.get(m.id) ?? [])]),
  }));
  members.push({
    id: exampleMember.id,
    program_id: exampleMember.program_id,
    customer_id: exampleMember.customer_id,
    tiers: exampleTiers,
    purchases: structuredClone(REWARD_PURCHASES_EXAMPLE.data) as unknown as RewardPurchase[],
  });

  const subject = (card: V2Card): CardSubject => ({
    customerId: card.customer_id,
    programId: card.program_id,
    memberId: card.member_id,
    cardId: card.id,
    cardCode: codeOf(card),
  });
  const v1Member = data.members[s.pendingPointsCardCode]!;
  return {
    programIds: [...data.v2.programs.map((p) => p.id), exampleMember.program_id],
    members,
    cards,
    v1: { [v1Member.code]: v1 },
    fixedPages: [
      {
        list: "reward purchases",
        memberId: exampleMember.id,
        body: structuredClone(REWARD_PURCHASES_EXAMPLE) as FixedPage["body"],
      },
    ],
    // Choice: the example's cursor (expired on 2026-07-27 by its expires_at) is honoured for its
    // member, until expireCursors(): it reads on after the example's three purchases, where no
    // purchase is left, so its page is the last, empty.
    exampleCursors: [
      {
        list: "reward purchases",
        memberId: exampleMember.id,
        cursor: REWARD_PURCHASES_EXAMPLE.cursor.next,
        offset: REWARD_PURCHASES_EXAMPLE.data.length,
      },
    ],
    subjects: {
      multiPage: subject(bigCard),
      positiveDebits: subject(otherCard),
      tierDowngrade: {
        ...subject(emptyCard),
        downgradeId: downgrade.id,
        expiredTransactionId: emptyExpiry.id,
      },
      rejectedPurchase: {
        ...subject(bigCard),
        rejectedPurchaseId: rejectedPurchase.id,
        pendingPurchaseId: pendingPurchase.id,
        couponCode,
        giftVoucherCode: giftCode,
      },
      example: {
        customerId: exampleMember.customer_id,
        programId: exampleMember.program_id,
        memberId: exampleMember.id,
        membershipsCardId: membershipsCard.id,
        transactionsCardId: autumn!.card.id,
        summerCardId: summerCard.id,
      },
      v1: {
        code: v1Member.code,
        campaignId: v1Member.campaign_id,
        customerId: v1Member.holder_id,
        voucherId: v1Member.id,
      },
    },
  };
}

/**
 * The v1 card with points pending (samples.pendingPointsCardCode), in the shape of the API's
 * example (loyalties.json, List Loyalty Card Transactions): earned in accruals, a welcome addition
 * and an activation of pending points, some expired, spent in its own successful redemptions (same
 * ids, orders and rewards as the redemptions list gives). Running `total` and `balance` as the
 * example keeps them: a redemption lowers the balance only, and the last row ends at Get Member's
 * numbers (total = points − expired − subtracted, balance).
 */
function buildV1History(data: SeedData, rng: Rng, nowMs: number): V1Transaction[] {
  const code = data.samples.pendingPointsCardCode;
  const member = data.members[code]!;
  const card = member.loyalty_card;
  const expired = card.expired_points ?? 0;
  const subtracted = card.subtracted_points ?? 0;
  const redemptions = data.redemptions
    .filter(
      (r) =>
        r.object === "redemption" &&
        r.result === "SUCCESS" &&
        r.status !== "ROLLED_BACK" &&
        r.voucher?.code === code &&
        (r.loyalty_card?.points ?? 0) > 0,
    )
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const createdMs = Date.parse(member.created_at as string);
  const firstSpendMs = redemptions[0] ? Date.parse(redemptions[0].date) : nowMs - 10 * DAY;
  const lastSpendMs = redemptions.at(-1) ? Date.parse(redemptions.at(-1)!.date) : firstSpendMs;

  // The points earned, in five parts: four before the first redemption, the last after the last one
  // (no more than the final balance, so the balance never goes below zero).
  const round10 = (n: number) => Math.round(n / 10) * 10;
  const last = Math.min(card.balance, round10(card.points * 0.16));
  const before = card.points - last;
  const parts = [round10(before * 0.3), round10(before * 0.2), round10(before * 0.3)];
  parts.push(before - parts[0]! - parts[1]! - parts[2]!);
  const span = firstSpendMs - createdMs;
  const when = (share: number) => createdMs + Math.floor(span * share) + rng.int(0, 600) * MINUTE;

  type Step = {
    type: V1Transaction["type"];
    atMs: number;
    points: number;
    extra?: Partial<V1Transaction>;
  } & {
    details?: Record<string, unknown>;
  };
  const accrual = (atMs: number, points: number): Step => ({
    type: "POINTS_ACCRUAL",
    atMs,
    points,
    extra: { source: "Automation" },
    details: {
      order: { id: `ord_${rng.alnum(24)}`, source_id: `#${rng.int(120_000, 129_999)}` },
      event: { id: `evcus_${rng.hex(18)}`, type: "customer.order.paid" },
      earning_rule: { id: `ern_${rng.alnum(24)}`, source: { banner: "Order paid" } },
    },
  });
  const steps: Step[] = [
    accrual(when(0.05), parts[0]!),
    {
      type: "POINTS_ADDITION",
      atMs: when(0.12),
      points: parts[1]!,
      extra: { source: "voucherify-web-ui", reason: "Welcome bonus for joining the club" },
    },
    accrual(when(0.35), parts[2]!),
    {
      type: "PENDING_POINTS_ACTIVATION",
      atMs: when(0.6),
      points: parts[3]!,
      extra: { source: "Automation" },
      details: { order: { id: `ord_${rng.alnum(24)}`, source_id: `#${rng.int(120_000, 129_999)}` } },
    },
  ];
  if (expired > 0) steps.push({ type: "POINTS_EXPIRATION", atMs: when(0.8), points: -expired });
  if (subtracted > 0)
    steps.push({
      type: "POINTS_REMOVAL",
      atMs: when(0.85),
      points: -subtracted,
      extra: { source: "voucherify-web-ui", reason: "Points of a cancelled order" },
    });
  for (const r of redemptions)
    steps.push({
      type: "POINTS_REDEMPTION",
      atMs: Date.parse(r.date) + 150,
      points: -(r.loyalty_card?.points ?? 0),
      details: {
        order: r.order ? { id: r.order.id, source_id: r.order.source_id } : undefined,
        redemption: { id: r.id },
        reward: r.reward ? { id: r.reward.id, name: r.reward.name } : undefined,
      },
    });
  if (last > 0) steps.push(accrual(lastSpendMs + Math.floor((nowMs - lastSpendMs) / 2), last));
  steps.sort((a, b) => a.atMs - b.atMs);

  let total = 0;
  let balance = 0;
  const rows: V1Transaction[] = [];
  for (const step of steps) {
    if (step.type !== "POINTS_REDEMPTION") total += step.points;
    balance += step.points;
    const dated = iso(step.atMs).slice(0, 10).replace(/-/g, "");
    const source = step.extra?.source ?? null;
    rows.push({
      id: `vtx_${timeHex(rng, nowMs - step.atMs, 0x0c00000000)}`,
      source_id: source === "voucherify-web-ui" ? `${dated}_${step.type.toLowerCase()}_1` : null,
      voucher_id: member.id,
      campaign_id: member.campaign_id,
      source,
      reason: step.extra?.reason ?? null,
      type: step.type,
      details: {
        balance: {
          type: "loyalty_card",
          total,
          object: "balance",
          points: step.points,
          balance,
          related_object: { id: member.id, type: "voucher" },
        },
        ...JSON.parse(JSON.stringify(step.details ?? {})),
      },
      related_transaction_id: null,
      created_at: iso(step.atMs),
    });
  }
  return rows.reverse();
}
