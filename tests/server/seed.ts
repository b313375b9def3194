import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { MEMBERSHIPS_EXAMPLE, PROGRAM_MEMBERSHIP_EXAMPLE } from "./loyalty-v2-examples";

/**
 * Deterministic seeded data for the local Voucherify API.
 *
 * Everything random comes from one small PRNG (mulberry32) seeded with `seed`, so the same seed
 * always gives the same ids, codes, names and amounts. Dates are offsets from `now` (the server's
 * start time unless given): ids do not depend on `now`, only the timestamps do. The data added for
 * the panel's answers (#19, near the end) draws from a second stream seeded from `seed`, and the
 * Spanish-speaking customer of the demo's first ticket (#20, at the end) from a third, so each leaves
 * everything generated before it as it was.
 *
 * The real example bodies of /work/shared/fixtures/voucherify/ are included verbatim: the 6
 * redemptions of the list example, the 2 rollbacks and the Get Member body.
 */

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

export interface SimpleCustomer {
  id: string;
  name?: string;
  email?: string;
  source_id: string | null;
  metadata: Record<string, unknown>;
  object: "customer";
}

export interface VoucherRef {
  id: string;
  code: string;
  campaign?: string | null;
  campaign_id: string | null;
  [key: string]: unknown;
}

export interface OrderRedemptionRef {
  date: string;
  related_object_type: string;
  related_object_id: string;
  related_object_parent_id?: string;
  rollback_id?: string;
  rollback_date?: string;
  [key: string]: unknown;
}

export interface Order {
  id: string;
  source_id: string | null;
  created_at: string;
  updated_at: string | null;
  status: "CREATED" | "PAID" | "CANCELED" | "FULFILLED";
  amount: number;
  items: Record<string, unknown>[];
  metadata: Record<string, unknown>;
  customer_id: string | null;
  referrer_id: string | null;
  object: "order";
  redemptions: Record<string, OrderRedemptionRef>;
  [key: string]: unknown;
}

export type ChannelType = "USER" | "API" | "AUTO_REDEEM";

/** A redemption or a redemption rollback, as List Redemptions returns it. */
export interface RedemptionRow {
  id: string;
  object: "redemption" | "redemption_rollback";
  date: string;
  customer_id: string | null;
  tracking_id: string | null;
  metadata: Record<string, unknown> | null;
  amount?: number;
  redemption?: string | null;
  reason?: string;
  result: "SUCCESS" | "FAILURE";
  status?: "SUCCEEDED" | "FAILED" | "ROLLED_BACK";
  session?: { key: string };
  related_redemptions?: {
    rollbacks?: { id: string; date: string; rollback_order_mode?: "WITH_ORDER" | "WITHOUT_ORDER" }[];
    redemptions?: { id: string; date: string }[];
  };
  failure_code?: string;
  failure_message?: string;
  order: Order | null;
  /** Absent from the rollback examples, although the interface calls it required. */
  channel?: { channel_id: string; channel_type: ChannelType };
  customer: SimpleCustomer | null;
  related_object_type: "voucher" | "promotion_tier" | "redemption";
  related_object_id: string;
  voucher?: VoucherRef | null;
  promotion_tier?: { id: string; campaign: { id: string }; [key: string]: unknown };
  reward?: Record<string, unknown>;
  gift?: { amount: number };
  loyalty_card?: { points: number };
}

export type VoucherType = "DISCOUNT_VOUCHER" | "GIFT_VOUCHER" | "LOYALTY_CARD";

export interface Campaign {
  id: string;
  name: string;
  campaign_type: "DISCOUNT_COUPONS" | "GIFT_VOUCHERS" | "LOYALTY_PROGRAM" | "PROMOTION" | "REFERRAL_PROGRAM";
}

/** One period of `validity_hours.daily`: times are HH:mm, days 0 = Sunday … 6 = Saturday. */
export interface DailyPeriod {
  start_time: string;
  expiration_time: string;
  days_of_week: number[];
}

/** The recurring validity windows a voucher, a promotion tier or a loyalty card may carry. */
export interface ValidityWindows {
  start_date?: string | null;
  expiration_date?: string | null;
  validity_timeframe?: { interval: string; duration: string } | null;
  validity_day_of_week?: number[] | null;
  validity_hours?: { daily: DailyPeriod[] } | null;
}

/** The validity fields are set only on the tiers added for the failure answers. */
export interface PromotionTier extends ValidityWindows {
  id: string;
  name: string;
  campaign_id: string;
  discount: { type: "PERCENT"; percent_off: number } | { type: "AMOUNT"; amount_off: number };
  active?: boolean;
}

export interface Voucher {
  id: string;
  code: string;
  type: VoucherType;
  campaign: string | null;
  campaign_id: string | null;
  discount: { type: "PERCENT"; percent_off: number } | { type: "AMOUNT"; amount_off: number } | null;
  gift: { amount: number; balance: number } | null;
  holder_id: string | null;
}

export interface DashboardUser {
  id: string;
  login: string;
}

/** The Get Member body (a loyalty card voucher). */
export interface MemberBody {
  id: string;
  code: string;
  campaign: string;
  campaign_id: string;
  type: "LOYALTY_CARD";
  loyalty_card: {
    points: number;
    balance: number;
    next_expiration_date: string | null;
    next_expiration_points: number | null;
    /**
     * On every generated member (not on the verbatim fixture, which has none): balance = points −
     * expired_points − subtracted_points − redemption.redeemed_points, as the API documents.
     */
    pending_points?: number;
    expired_points?: number;
    subtracted_points?: number;
  };
  start_date: string | null;
  expiration_date: string | null;
  active: boolean | null;
  holder_id: string;
  [key: string]: unknown;
}

export type ExpirationType =
  | "NO_EXPIRATION"
  | "ROLLING_EXPIRATION"
  | "CALENDAR_EXPIRATION"
  | "SLIDING_EXPIRATION";

export interface PointsBucket {
  id: string;
  card_id: string;
  customer_id: string;
  card_definition_id: string;
  program_id: string;
  card_type: "INDIVIDUAL";
  member_id: string;
  points: { total: number };
  expiration_date: string;
  expiration_type: ExpirationType;
  status: "ACTIVE" | "DELETED" | "EXPIRED";
  created_at: string;
  updated_at: string | null;
  object: "card_points_bucket";
}

export interface V2Program {
  id: string;
  name: string;
}
export interface V2Member {
  id: string;
  program_id: string;
  customer_id: string;
  /** When the customer joined (the memberships' member.created_at). */
  created_at?: string;
}

/** A pending point bucket (loyalties-v2.json, CardPendingPointsBucket). */
export interface PendingPointsBucket {
  id: string;
  card_id: string;
  card_definition_id: string;
  program_id: string;
  card_type: "INDIVIDUAL";
  member_id: string;
  points: { total: number };
  /** When the points activate; for EVENT_BASED, the day after which they can no longer be cancelled. */
  date: string;
  type: "PERIOD_BASED" | "FIXED_DATES" | "EVENT_BASED";
  status: "PENDING" | "ACTIVATED" | "CANCELED" | "DELETED";
  created_at: string;
  updated_at: string | null;
  object: "card_pending_points_bucket";
}

/** A card's tier progress, as Get program membership gives it (MemberTierProgress). */
export interface V2TierProgress {
  current: {
    tier: { id: string; name: string } | null;
    start_at: string | null;
    expires_at: string | null;
    points: { current: number; min: number; max?: number } | null;
  } | null;
  tier_structure: { id: string; object: "tier_structure" } | null;
  deferred: unknown[];
  risks: {
    type: "TIER_DOWNGRADE" | "TIER_LEFT";
    date: string | null;
    tier: { id: string; name: string } | null;
  }[];
  opportunities: { valid_until: string | null; tier: { id: string; name: string } | null; points: number }[];
  object: "member_tier_progress";
}
export interface V2Card {
  id: string;
  /** The card's code, when a sample needs one (the endpoint does not return it). */
  code?: string;
  program_id: string;
  member_id: string;
  customer_id: string;
  card_definition_id: string;
  card_type: "INDIVIDUAL";
  /** Every bucket of the card, whatever its status (the endpoint lists the ACTIVE ones). */
  buckets: PointsBucket[];
  /** Pending point buckets, whatever their status (the endpoint lists the PENDING ones). */
  pending?: PendingPointsBucket[];
  tier?: V2TierProgress;
}

export interface Samples {
  customerId: string;
  /** A customer source id that is an email. */
  customerSourceId: string;
  /** Customer id with >= 150 rows (redemptions and rollbacks). */
  customerWithManyRedemptions: string;
  successfulCode: string;
  failedCode: string;
  failedCodeFailureCode: string;
  rolledBackRedemptionId: string;
  rollbackId: string;
  loyaltyCardCode: string;
  loyaltyCampaignId: string;
  /** A loyalty card code containing "/" (send it as %2F). */
  loyaltyCardCodeWithSlash: string;
  /** A loyalty card code with a space, "#", "%" and "?". */
  loyaltyCardCodeWithSpecials: string;
  expiredLoyaltyCardCode: string;
  inactiveLoyaltyCardCode: string;
  programId: string;
  memberId: string;
  /** A card with >= 25 ACTIVE buckets: several pages at limit 10. */
  cardId: string;
  /** Same program and member as cardId, 3 ACTIVE buckets. */
  cardWithFewBuckets: string;
  /** Same program and member as cardId, no ACTIVE bucket. */
  cardWithNoActiveBuckets: string;
  /** A redemption whose related_redemptions.redemptions lists stacked children. */
  stackedParentRedemptionId: string;
  xssCustomerId: string;
  /** A v1 loyalty card with pending_points > 0 (350): points earned but not usable yet. */
  pendingPointsCardCode: string;
  /** A card code Get Member answers 404 for: the card lives in a loyalty v2 program only. */
  v2OnlyCardCode: string;
  /** The v2 program of v2OnlyCardCode (the main program, programId). */
  v2OnlyProgramId: string;
  /** The v2 member holding v2OnlyCardCode; its customer has no v1 card. */
  v2OnlyMemberId: string;
  /** The v2 card of v2OnlyCardCode: ACTIVE buckets, NO_EXPIRATION among them, one page at limit 10. */
  v2OnlyCardId: string;
  /** Customer whose rows hold a FAILURE for every failure code of the current list, and one unknown code. */
  customerWithEveryFailure: string;
  /** The code of that customer's voucher_not_active_now row: a voucher with happy hours (validity windows). */
  notActiveNowCode: string;
  /**
   * The two days of the week (0 = Sunday) its happy hours, 17:00–19:00, are on: Friday and Saturday,
   * or Tuesday and Wednesday when those are open around the time the seed is made, so a test that
   * reads the next usable time never finds the code usable now, whatever the hour it runs.
   */
  happyHourDays: [number, number];
  /** A successful loyalty redemption with a COIN reward (parameters.coin: exchange_ratio, points_ratio). */
  rewardRedemptionId: string;
  /** A successful reward redemption whose channel is AUTO_REDEEM, channel_id the reward assignment (rewa_…). */
  autoRedeemRedemptionId: string;
  /** A redemption of a voucher held by holderCustomerId, redeemed by customerWithEveryFailure. */
  heldByOtherRedemptionId: string;
  /** The holder (voucher.holder_id) of heldByOtherRedemptionId's voucher; no rows of their own. */
  holderCustomerId: string;
  /**
   * A Spanish-speaking customer (metadata `locale: "es-ES"`), the one customer of the demo's first
   * sample ticket (ticket-reply.html): one SUCCESS, then a FAILURE of spanishFailedCode.
   */
  spanishCustomerId: string;
  /** Her own voucher, redeemed once in time and tried again after its expiration_date (voucher_expired). */
  spanishFailedCode: string;
  /**
   * A customer with two loyalty v2 memberships (customerId): four cards in all, the first with
   * points pending and expiring, a tier about to lapse and one to reach.
   */
  membershipsCustomerId: string;
  /** The code of that first card (cardId), which holds pending and expiring points. */
  membershipsCardCode: string;
  /** A customer the project knows who has no loyalty v2 membership. */
  noMembershipCustomerId: string;
  /** The customer of the API's own memberships example, served as the example gives it (an lcard_ card). */
  exampleMembershipsCustomerId: string;
}

export interface SeedData {
  /** The anchor every date is relative to (ISO). */
  now: string;
  credentials: { appId: string; appToken: string; oauthToken: string; secondOauthToken: string };
  users: DashboardUser[];
  customers: SimpleCustomer[];
  campaigns: Campaign[];
  promotionTiers: PromotionTier[];
  vouchers: Voucher[];
  /** Redemptions and rollbacks, newest first. */
  redemptions: RedemptionRow[];
  /** Get Member bodies keyed by loyalty card code. */
  members: Record<string, MemberBody>;
  v2: {
    programs: V2Program[];
    members: V2Member[];
    cards: V2Card[];
    /** Bodies served as the OpenAPI examples give them, by customer id: memberships, and by program. */
    examples: Record<string, { memberships: unknown; programs: Record<string, unknown> }>;
  };
  samples: Samples;
}

/** The codes the generated history draws from, in this order: the order drives the PRNG, keep it. */
const GENERATED_FAILURE_MESSAGES = {
  resource_not_found: "voucher with given code does not exist",
  voucher_not_active: "voucher not active",
  voucher_expired: "voucher expired",
  voucher_disabled: "voucher is disabled",
  quantity_exceeded: "quantity exceeded",
  gift_amount_exceeded: "gift amount exceeded",
  customer_rules_violated: "customer does not match validation rules",
  order_rules_violated: "order does not match validation rules",
  invalid_order: "invalid order",
  invalid_amount: "invalid amount",
  missing_amount: "missing amount",
  missing_order_items: "missing order items",
  missing_customer: "Missing customer",
  loyalty_card_points_exceeded: "loyalty card points exceeded",
} as const;

/** The validation rule the redemption_rules_violated row names (a real rule id's shape: val_ and 12). */
export const VIOLATED_RULE_ID = "val_Hq4nT7bW2cXe";
/** A failure code no version of Voucher Lens knows, as a new API release could send. */
export const UNKNOWN_FAILURE_CODE = "brand_new_failure_2027";

/**
 * failure_message by failure_code: the codes of the generated history, then the rest of the current
 * list (failure-codes.md, sections 1a and 1b), worded as the API's examples word them where they have
 * one, and a code nobody knows yet. All of them are on samples.customerWithEveryFailure.
 */
export const FAILURE_MESSAGES = {
  ...GENERATED_FAILURE_MESSAGES,
  not_found: "Resource not found",
  invalid_customer: "Customer must be a holder of a loyalty card.",
  promotion_inactive: "Inactive Promotion",
  no_applicable_redeemables: "No applicable redeemables",
  already_rolled_back: "Redemption has been already rolled back.",
  voucher_not_active_now: "voucher not active now",
  promotion_not_active_now: "promotion not active now",
  redemption_rules_violated: `redemption does not match validation rules: ${VIOLATED_RULE_ID} (at least 2 items from Footwear)`,
  referrer_not_permitted_to_redeem: "referrer is not permitted to redeem their own referral code",
  missing_order_items_amount: "missing order items amount: no applicable order item has an amount",
  missing_reward: "missing reward: a loyalty card redemption needs reward.id",
  missing_order: "missing order: paying with points needs an order",
  multiple_requests: "multiple requests: another request holds this redemption session, retry when it ends",
  [UNKNOWN_FAILURE_CODE]: "Points wallet frozen while a payout review is open",
} as const;
export type FailureCode = keyof typeof FAILURE_MESSAGES;
export const FAILURE_CODES = Object.keys(FAILURE_MESSAGES) as FailureCode[];
const GENERATED_FAILURE_CODES = Object.keys(GENERATED_FAILURE_MESSAGES) as FailureCode[];

// ---------------------------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------------------------

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const HEX = "0123456789abcdef";

/** mulberry32: small, fast, deterministic. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  chars(alphabet: string, n: number): string {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
  hex(n: number): string {
    return this.chars(HEX, n);
  }
  alnum(n: number): string {
    return this.chars(ALNUM, n);
  }
  upper(n: number): string {
    return this.chars(UPPER, n);
  }
  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

// A checkout elsewhere than beside shared/ (a git worktree) names the folder in VOUCHER_LENS_FIXTURES.
export const FIXTURES_DIR = process.env.VOUCHER_LENS_FIXTURES
  ? pathToFileURL(`${process.env.VOUCHER_LENS_FIXTURES.replace(/\/$/, "")}/`)
  : new URL("../../../shared/fixtures/voucherify/", import.meta.url);

export function readFixture<T>(name: string): T {
  const url = new URL(name, FIXTURES_DIR);
  try {
    return JSON.parse(readFileSync(url, "utf8")) as T;
  } catch (cause) {
    throw new Error(`Cannot read the Voucherify fixture ${url.pathname}: ${String(cause)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** UTC calendar date (YYYY-MM-DD) `days` after the date of `fromMs`. */
const calendarDate = (fromMs: number, days: number) => {
  const d = new Date(fromMs);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};
const clone = <T>(value: T): T => structuredClone(value);

/** How far back generated redemptions go: 18 months. */
const MAX_AGE_MS = 548 * DAY;

/**
 * Redemption-like ids: 18 hex digits, the first 10 growing with the creation time (like the real
 * ones), the rest random. Independent of `now`: the prefix encodes "seconds before the window end".
 */
/** Whether any of the daily periods is open at `atMs` somewhere, in a zone from UTC-12 to UTC+14. */
function openAround(atMs: number, periods: DailyPeriod[]): boolean {
  const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  for (let offset = -12 * 60; offset <= 14 * 60; offset += 15) {
    const local = new Date(atMs + offset * MINUTE);
    const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
    for (const p of periods)
      if (
        p.days_of_week.includes(local.getUTCDay()) &&
        minutes >= minutesOf(p.start_time) &&
        minutes < minutesOf(p.expiration_time)
      )
        return true;
  }
  return false;
}

function timeOrderedHex(rng: Rng, ageMs: number): string {
  const seconds = Math.max(0, Math.floor((MAX_AGE_MS - ageMs) / 1000) + 200 * 86_400);
  return (0x0d00000000 + seconds).toString(16).padStart(10, "0") + rng.hex(8);
}

interface Product {
  id: string;
  source_id: string;
  name: string;
  price: number;
  sku?: { id: string; source_id: string; sku: string; price: number };
}

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

export interface SeedOptions {
  seed?: number;
  now?: number;
}

export function generateSeedData(options: SeedOptions = {}): SeedData {
  const seed = options.seed ?? 1;
  // Reassigned once, to a second stream, before the data added for the panel's answers (below).
  let rng = new Rng(seed);
  const nowMs = options.now ?? Date.now();

  const credentials = {
    appId: rng.uuid(),
    appToken: rng.uuid(),
    oauthToken: rng.alnum(50),
    secondOauthToken: rng.alnum(50),
  };

  // --- fixtures ------------------------------------------------------------------------------
  const listFixture = readFixture<{ redemptions: RedemptionRow[] }>("list-redemptions__200__example.json");
  const rollbackDiscount = readFixture<RedemptionRow>(
    "SIBLING-rollback-redemption__200__discount-coupon.json",
  );
  const rollbackGift = readFixture<RedemptionRow>("SIBLING-rollback-redemption__200__gift-card.json");
  const memberFixture = readFixture<MemberBody>("get-member__200__loyalty-card.json");

  const FIXTURE_USER = "user_g24UoRO3Caxu7FCT4n5tpYEa3zUG0FrH";
  const users: DashboardUser[] = [
    { id: FIXTURE_USER, login: "support.lead@acme-outdoor.example" },
    { id: `user_${rng.alnum(32)}`, login: "anna.kowalska@acme-outdoor.example" },
    { id: `user_${rng.alnum(32)}`, login: "ops+bot@acme-outdoor.example" },
  ];
  const dashboardUsers = users.slice(0, 2);

  // --- customers -----------------------------------------------------------------------------
  const people: [string | undefined, string | undefined, string | null, Record<string, unknown>][] = [
    ["Jane Cooper", "jane.cooper@example.com", "crm-100231", { tier: "gold", lang: "en" }],
    ["Marcus Lee", "marcus.lee@example.com", "crm-100412", { tier: "silver" }],
    [
      "Priya Sharma",
      "priya.sharma@example.net",
      "priya.sharma@example.net",
      { lang: "en", newsletter: true },
    ],
    ["Tomás García", "tomas.garcia@example.es", "tomas.garcia@example.es", { lang: "es" }],
    ["Anna Kowalska", "anna.k@example.pl", "shopify:7834512", {}],
    ["Kenji Watanabe", undefined, "crm-100977", { lang: "ja", vip: false }],
    [
      "Chloé Martin",
      "chloe.martin@example.fr",
      "chloe.martin@example.fr",
      { acquisition_channel: "Instagram" },
    ],
    ["Olusegun Adeyemi", "olu.adeyemi@example.com", "crm-101203", { customer_life_time_value: 48200 }],
    [undefined, "sofia.rossi@example.it", "sofia.rossi@example.it", {}],
    ["Liam O'Brien", "liam.obrien@example.ie", "crm-101388", { tier: "bronze" }],
    ["Mei Chen", "mei.chen@example.com", "mei.chen@example.com", { lang: "zh", tier: "gold" }],
    ["Noah Fischer", "noah.fischer@example.de", null, { acquisition_channel: "Facebook" }],
  ];
  const customers: SimpleCustomer[] = people.map(([name, email, sourceId, metadata]) => {
    const c: SimpleCustomer = {
      id: `cust_${rng.alnum(24)}`,
      source_id: sourceId,
      metadata,
      object: "customer",
    };
    if (name !== undefined) c.name = name;
    if (email !== undefined) c.email = email;
    return withCustomerKeyOrder(c);
  });
  const XSS_IMG = '<img src=x onerror="window.__pwned=1">';
  const XSS_SCRIPT = "<script>window.__pwned=1</script>";
  const xssCustomer = withCustomerKeyOrder({
    id: `cust_${rng.alnum(24)}`,
    name: `${XSS_IMG}Mallory ${XSS_SCRIPT}`,
    email: `mallory+${XSS_SCRIPT}@example.com`,
    source_id: "mallory-<img src=x onerror=window.__pwned=1>",
    metadata: { [XSS_IMG]: XSS_SCRIPT, note: "<b>bold</b> & <i>italic</i>" },
    object: "customer",
  });
  const trackingIds = new Map<string, string>();
  const trackingOf = (customer: SimpleCustomer) => {
    let t = trackingIds.get(customer.id);
    if (!t) {
      t = `track_${rng.chars(`${ALNUM}+/`, 30)}==`;
      trackingIds.set(customer.id, t);
    }
    return t;
  };

  // --- campaigns, promotion tiers, vouchers ---------------------------------------------------
  const campaign = (name: string, type: Campaign["campaign_type"]): Campaign => ({
    id: `camp_${rng.alnum(24)}`,
    name,
    campaign_type: type,
  });
  const bf25 = campaign("Black Friday 2025", "DISCOUNT_COUPONS");
  const welcome = campaign("Welcome Offer", "DISCOUNT_COUPONS");
  const spring26 = campaign("Spring Sale 2026", "DISCOUNT_COUPONS");
  const summer24 = campaign("Summer Sale 2024", "DISCOUNT_COUPONS");
  const giftCards = campaign("Gift Cards", "GIFT_VOUCHERS");
  const loyaltyClub = campaign("Loyalty Club", "LOYALTY_PROGRAM");
  const cartPromos = campaign("Cart Promotions", "PROMOTION");
  const campaigns: Campaign[] = [bf25, welcome, spring26, summer24, giftCards, loyaltyClub, cartPromos];
  // Campaigns named in the fixtures, so campaign filters see them too.
  campaigns.push(
    {
      id: "camp_fkZ28pe7DUAEmmabofkxHI8N",
      name: "Loyalty Campaign - Tiers - 1",
      campaign_type: "LOYALTY_PROGRAM",
    },
    { id: "camp_hC2GdqYtOmTT45zfhib62cK1", name: "SL-Gift", campaign_type: "GIFT_VOUCHERS" },
    { id: "camp_B2Gx83JsSbmvj05MOwxYbNm6", name: "Gift Card Campaign", campaign_type: "GIFT_VOUCHERS" },
    { id: "camp_7s3uXI44aKfIk5IhmeOPr6ic", name: "Loyalty Program", campaign_type: "LOYALTY_PROGRAM" },
  );

  const promotionTiers: PromotionTier[] = [
    { name: "10% off orders over $100", discount: { type: "PERCENT", percent_off: 10 } as const },
    { name: "$5 off your first order", discount: { type: "AMOUNT", amount_off: 500 } as const },
    { name: "Free shipping", discount: { type: "AMOUNT", amount_off: 495 } as const },
  ].map((t) => ({
    id: `promo_${rng.alnum(24)}`,
    name: t.name,
    campaign_id: cartPromos.id,
    discount: t.discount,
  }));

  const vouchers: Voucher[] = [];
  const addVoucher = (
    code: string,
    type: VoucherType,
    camp: Campaign | null,
    discount: Voucher["discount"],
    gift: Voucher["gift"] = null,
    holderId: string | null = null,
  ): Voucher => {
    const v: Voucher = {
      id: `v_${rng.alnum(32)}`,
      code,
      type,
      campaign: camp?.name ?? null,
      campaign_id: camp?.id ?? null,
      discount,
      gift,
      holder_id: holderId,
    };
    vouchers.push(v);
    return v;
  };
  const bfVouchers = Array.from({ length: 20 }, () =>
    addVoucher(`BF25-${rng.upper(6)}`, "DISCOUNT_VOUCHER", bf25, { type: "PERCENT", percent_off: 25 }),
  );
  const welcomeVouchers = [
    addVoucher("WELCOME10", "DISCOUNT_VOUCHER", welcome, { type: "AMOUNT", amount_off: 1000 }),
    addVoucher("WELCOME15", "DISCOUNT_VOUCHER", welcome, { type: "AMOUNT", amount_off: 1500 }),
    addVoucher("WELCOME20", "DISCOUNT_VOUCHER", welcome, { type: "AMOUNT", amount_off: 2000 }),
  ];
  const springVouchers = Array.from({ length: 12 }, () =>
    addVoucher(`SPRING26-${rng.upper(4)}`, "DISCOUNT_VOUCHER", spring26, {
      type: "PERCENT",
      percent_off: 15,
    }),
  );
  const summerVouchers = Array.from({ length: 6 }, () =>
    addVoucher(`SUMMER24-${rng.upper(6)}`, "DISCOUNT_VOUCHER", summer24, {
      type: "PERCENT",
      percent_off: 20,
    }),
  );
  const standaloneVouchers = Array.from({ length: 3 }, () =>
    addVoucher(rng.alnum(8), "DISCOUNT_VOUCHER", null, { type: "AMOUNT", amount_off: 500 }),
  );
  const giftVouchers = Array.from({ length: 10 }, () => {
    const amount = rng.pick([5000, 10000, 20000]);
    return addVoucher(`GC-${rng.upper(4)}-${rng.upper(4)}`, "GIFT_VOUCHER", giftCards, null, {
      amount,
      balance: amount,
    });
  });
  const loyaltyHolders = [0, 1, 2, 3, 6, 7, 9, 10, 4, 5, 8];
  const loyaltyCodes = [
    ...Array.from({ length: 7 }, () => `LT1-${rng.alnum(8)}`),
    `LC/2025/${rng.upper(4)}`,
    `VIP #7 50%? ${rng.upper(3)}`,
    `LT1-${rng.alnum(8)}`,
    `LT1-${rng.alnum(8)}`,
  ];
  const loyaltyVouchers = loyaltyCodes.map((code, i) =>
    addVoucher(code, "LOYALTY_CARD", loyaltyClub, null, null, customers[loyaltyHolders[i] ?? 0]!.id),
  );
  const loyaltyByHolder = new Map<string, Voucher>();
  for (const v of loyaltyVouchers)
    if (v.holder_id && !loyaltyByHolder.has(v.holder_id)) loyaltyByHolder.set(v.holder_id, v);

  const voucherRef = (v: Voucher): VoucherRef =>
    v.campaign === null
      ? { id: v.id, code: v.code, campaign_id: null }
      : { id: v.id, code: v.code, campaign: v.campaign, campaign_id: v.campaign_id };

  // --- catalogue and rewards -----------------------------------------------------------------
  const catalogue: [string, string, number, string?][] = [
    ["trail-shoe", "Trail Running Shoes", 12900, "Size 42"],
    ["merino-socks-3", "Merino Wool Socks (3-pack)", 2400],
    ["bottle-750", "Water Bottle 750 ml", 1500],
    ["rain-jacket", "Rain Jacket", 18900, "Size M"],
    ["yoga-mat", "Yoga Mat", 3900],
    ["headlamp-400", "Headlamp 400 lm", 4500],
    ["camp-mug", "Camping Mug", 900],
    ["cycling-gloves", "Cycling Gloves", 2900, "Size L"],
    ["backpack-28", "Backpack 28 L", 8900],
    ["sunglasses", "Sunglasses", 5900],
    ["flask-1l", "Insulated Flask 1 L", 3400],
    ["gift-wrap", "Gift wrapping", 500],
  ];
  const products: Product[] = catalogue.map(([sourceId, name, price, skuName]) => {
    const p: Product = { id: `prod_${rng.hex(18)}`, source_id: sourceId, name, price };
    if (skuName)
      p.sku = {
        id: `sku_${rng.hex(18)}`,
        source_id: `${sourceId}-${skuName.split(" ").pop()}`,
        sku: skuName,
        price,
      };
    return p;
  });
  const rewards = [
    {
      id: `rew_${rng.alnum(24)}`,
      name: "100 Points = $20",
      exchange_ratio: 20,
      points_ratio: 100,
      created_at: nowMs - 600 * DAY,
    },
    {
      id: `rew_${rng.alnum(24)}`,
      name: "500 Points = $100",
      exchange_ratio: 100,
      points_ratio: 500,
      created_at: nowMs - 580 * DAY,
    },
  ];
  const assignments = rewards.map(() => `rewa_${rng.alnum(24)}`);

  // --- order builder -------------------------------------------------------------------------
  type DiscountPlan =
    | { level: "items"; percent: number }
    | { level: "order"; amount: number | ((orderAmount: number) => number) }
    | { level: "none" };

  function buildOrder(
    customer: SimpleCustomer | null,
    dateMs: number,
    plan: DiscountPlan,
    extra: { name?: string } = {},
  ): { order: Order; discount: number } {
    const count = rng.int(1, 3);
    const chosen = new Set<Product>();
    while (chosen.size < count) chosen.add(rng.pick(products));
    const items: Record<string, unknown>[] = [];
    let amount = 0;
    let itemsDiscount = 0;
    let first = true;
    for (const product of chosen) {
      const quantity = rng.int(1, 3);
      const itemAmount = product.price * quantity;
      const discount = plan.level === "items" ? Math.round((itemAmount * plan.percent) / 100) : 0;
      amount += itemAmount;
      itemsDiscount += discount;
      const item: Record<string, unknown> = {
        object: "order_item",
        product_id: product.id,
        ...(product.sku ? { sku_id: product.sku.id } : {}),
        related_object: product.sku ? "sku" : "product",
        source_id: product.sku ? product.sku.source_id : product.source_id,
        quantity,
        ...(discount ? { discount_quantity: quantity } : {}),
        initial_quantity: quantity,
        amount: itemAmount,
        ...(discount ? { discount_amount: discount, applied_discount_amount: discount } : {}),
        initial_amount: itemAmount,
        price: product.price,
        subtotal_amount: itemAmount - discount,
        product: {
          id: product.id,
          source_id: product.source_id,
          name: first && extra.name ? extra.name : product.name,
          price: product.price,
        },
        ...(product.sku ? { sku: { ...product.sku } } : {}),
      };
      first = false;
      items.push(item);
    }
    const orderDiscount =
      plan.level === "order"
        ? Math.min(amount, typeof plan.amount === "function" ? plan.amount(amount) : plan.amount)
        : 0;
    const totalDiscount = orderDiscount + itemsDiscount;
    const created = dateMs - rng.int(200, 3000);
    const order: Order = {
      id: `ord_${rng.alnum(24)}`,
      source_id: rng.chance(0.5) ? `#${rng.int(100000, 199999)}` : null,
      created_at: iso(created),
      updated_at: null,
      status: rng.pick(["PAID", "PAID", "PAID", "FULFILLED", "CREATED"] as const),
      amount,
      initial_amount: amount,
      ...(orderDiscount ? { discount_amount: orderDiscount } : {}),
      ...(itemsDiscount ? { items_discount_amount: itemsDiscount } : {}),
      total_discount_amount: totalDiscount,
      total_amount: amount - totalDiscount,
      ...(orderDiscount ? { applied_discount_amount: orderDiscount } : {}),
      ...(itemsDiscount ? { items_applied_discount_amount: itemsDiscount } : {}),
      total_applied_discount_amount: totalDiscount,
      items,
      metadata: rng.chance(0.3) ? { store: rng.pick(["Berlin Mitte", "Online", "Warsaw Centrum"]) } : {},
      ...(customer ? { customer: { id: customer.id, object: "customer" } } : {}),
      customer_id: customer?.id ?? null,
      referrer_id: null,
      object: "order",
      redemptions: {},
    };
    return { order, discount: totalDiscount };
  }

  // --- redemptions ---------------------------------------------------------------------------
  const rows: RedemptionRow[] = [];
  const metadataFor = (): Record<string, unknown> | null => {
    const r = rng.next();
    if (r < 0.08) return null;
    if (r < 0.55) return {};
    if (r < 0.8) return { store_names: rng.pick(["Store 2 - Florida - Miami", "Berlin Mitte", "Online"]) };
    return { pos: `POS-${rng.int(1, 12)}`, cashier: rng.pick(["A. Nowak", "J. Smith", "K. Ito"]) };
  };
  const channelFor = (kind: "redeem" | "auto"): RedemptionRow["channel"] => {
    if (kind === "auto") return { channel_id: rng.pick(assignments), channel_type: "AUTO_REDEEM" };
    return rng.chance(0.55)
      ? { channel_id: credentials.appId, channel_type: "API" }
      : { channel_id: rng.pick(dashboardUsers).id, channel_type: "USER" };
  };
  const sessionFor = () =>
    rng.chance(0.5)
      ? { key: rng.chance(0.8) ? `ssn_${rng.alnum(24)}` : `checkout-${rng.int(1000, 9999)}` }
      : undefined;

  type Target = { kind: "voucher"; voucher: Voucher } | { kind: "promotion_tier"; tier: PromotionTier };

  function redemptionRow(args: {
    ageMs: number;
    customer: SimpleCustomer | null;
    target: Target;
    failure?: FailureCode;
    failureMessage?: string;
    orderName?: string;
    metadata?: Record<string, unknown> | null;
  }): RedemptionRow {
    const { customer, target } = args;
    const dateMs = nowMs - args.ageMs;
    const failed = args.failure !== undefined;
    const id = `${failed ? "rf" : "r"}_${timeOrderedHex(rng, args.ageMs)}`;
    const voucher = target.kind === "voucher" ? target.voucher : null;
    const relatedId = voucher ? voucher.id : (target as { tier: PromotionTier }).tier.id;
    const parentId = voucher ? voucher.campaign_id : (target as { tier: PromotionTier }).tier.campaign_id;
    const auto = voucher?.type === "LOYALTY_CARD" && rng.chance(0.25);
    const row: RedemptionRow = {
      id,
      object: "redemption",
      date: iso(dateMs),
      customer_id: customer?.id ?? null,
      tracking_id: customer ? trackingOf(customer) : null,
      metadata: args.metadata !== undefined ? args.metadata : metadataFor(),
      result: failed ? "FAILURE" : "SUCCESS",
      order: null,
      channel: channelFor(auto ? "auto" : "redeem"),
      customer: customer ? clone(customer) : null,
      related_object_type: voucher ? "voucher" : "promotion_tier",
      related_object_id: relatedId,
    };
    if (failed) {
      row.failure_code = args.failure;
      row.failure_message = args.failureMessage ?? FAILURE_MESSAGES[args.failure as FailureCode];
      if (rng.chance(0.85)) row.status = "FAILED";
    } else {
      if (rng.chance(0.85)) row.status = "SUCCEEDED";
      if (rng.chance(0.3)) row.redemption = null;
      let plan: DiscountPlan = { level: "none" };
      let pointsUsed = 0;
      if (target.kind === "promotion_tier") {
        const d = target.tier.discount;
        plan =
          d.type === "PERCENT"
            ? { level: "order", amount: (a) => Math.round((a * d.percent_off) / 100) }
            : { level: "order", amount: d.amount_off };
      } else if (voucher?.type === "DISCOUNT_VOUCHER") {
        const d = voucher.discount!;
        plan =
          d.type === "PERCENT"
            ? { level: "items", percent: d.percent_off }
            : { level: "order", amount: d.amount_off };
      } else if (voucher?.type === "GIFT_VOUCHER") {
        const giftAmount = voucher.gift!.amount;
        plan = { level: "order", amount: (a) => Math.min(a, giftAmount) };
      } else if (voucher?.type === "LOYALTY_CARD") {
        plan = {
          level: "order",
          amount: (a) => {
            pointsUsed = 100 * Math.max(1, Math.min(rng.int(1, 5), Math.floor(a / 2000)));
            return pointsUsed * 20;
          },
        };
      }
      const { order, discount } = buildOrder(customer, dateMs, plan, { name: args.orderName });
      order.redemptions[id] = {
        date: iso(dateMs - rng.int(5, 60)),
        related_object_type: row.related_object_type,
        related_object_id: relatedId,
        ...(parentId ? { related_object_parent_id: parentId } : {}),
      };
      row.order = order;
      if (voucher?.type !== "LOYALTY_CARD") {
        const session = sessionFor();
        if (session) row.session = session;
      }
      if (voucher?.type === "GIFT_VOUCHER") {
        row.amount = discount;
        row.gift = { amount: discount };
      }
      if (voucher?.type === "LOYALTY_CARD") {
        row.amount = pointsUsed;
        const reward = rewards[0]!;
        row.reward = {
          ...(customer ? { customer: clone(customer) } : {}),
          assignment_id: assignments[0],
          id: reward.id,
          object: "reward",
          name: reward.name,
          created_at: iso(reward.created_at),
          updated_at: null,
          parameters: { coin: { exchange_ratio: reward.exchange_ratio, points_ratio: reward.points_ratio } },
          type: "COIN",
        };
        row.loyalty_card = { points: pointsUsed };
      }
    }
    if (voucher) row.voucher = voucherRef(voucher);
    else {
      row.voucher = null;
      const tier = (target as { tier: PromotionTier }).tier;
      row.promotion_tier = { id: tier.id, campaign: { id: tier.campaign_id } };
    }
    return orderKeys(row);
  }

  // Which target fits a failure code.
  const discountPool = [...bfVouchers, ...welcomeVouchers, ...springVouchers, ...standaloneVouchers];
  function targetFor(failure: FailureCode | undefined, forCustomer: SimpleCustomer | null): Target {
    if (failure === "gift_amount_exceeded") return { kind: "voucher", voucher: rng.pick(giftVouchers) };
    if (failure === "loyalty_card_points_exceeded") {
      const own = forCustomer ? loyaltyByHolder.get(forCustomer.id) : undefined;
      return { kind: "voucher", voucher: own ?? rng.pick(loyaltyVouchers.slice(0, 7)) };
    }
    if (failure === "voucher_expired") return { kind: "voucher", voucher: rng.pick(summerVouchers.slice(1)) };
    const r = rng.next();
    if (failure === undefined) {
      if (r < 0.45) return { kind: "voucher", voucher: rng.pick(discountPool) };
      if (r < 0.6) return { kind: "promotion_tier", tier: rng.pick(promotionTiers) };
      if (r < 0.75) return { kind: "voucher", voucher: rng.pick(giftVouchers) };
      const own = forCustomer ? loyaltyByHolder.get(forCustomer.id) : undefined;
      return { kind: "voucher", voucher: own ?? rng.pick(loyaltyVouchers.slice(0, 7)) };
    }
    if (failure === "order_rules_violated" && r < 0.5)
      return { kind: "promotion_tier", tier: rng.pick(promotionTiers) };
    return { kind: "voucher", voucher: rng.pick(discountPool) };
  }

  const heavy = customers[0]!;
  const others = customers.slice(1);
  const GENERATED = 430;
  let failureIndex = 0;
  for (let i = 0; i < GENERATED; i++) {
    const ageMs = rng.int(30 * MINUTE, MAX_AGE_MS - DAY);
    let customer: SimpleCustomer | null = i % 5 < 2 ? heavy : rng.pick(others);
    let failure: FailureCode | undefined;
    if (rng.chance(0.27)) {
      // Every failure code appears: the first failures take them in turn.
      failure =
        failureIndex < GENERATED_FAILURE_CODES.length * 2
          ? GENERATED_FAILURE_CODES[failureIndex % GENERATED_FAILURE_CODES.length]
          : rng.pick(GENERATED_FAILURE_CODES);
      failureIndex++;
      if (failure === "missing_customer") customer = null;
    }
    rows.push(redemptionRow({ ageMs, customer, target: targetFor(failure, customer), failure }));
  }

  // The failed code: an expired Summer 2024 coupon, redeemed once in season, refused since.
  const expiredVoucher = summerVouchers[0]!;
  const expiredCustomer = customers[3]!;
  rows.push(
    redemptionRow({
      ageMs: 470 * DAY,
      customer: expiredCustomer,
      target: { kind: "voucher", voucher: expiredVoucher },
    }),
  );
  for (const days of [2, 9, 33, 61]) {
    rows.push(
      redemptionRow({
        ageMs: days * DAY + rng.int(0, DAY / 2),
        customer: expiredCustomer,
        target: { kind: "voucher", voucher: expiredVoucher },
        failure: "voucher_expired",
      }),
    );
  }

  // Stacked redemptions: a parent (related_object_type "redemption") and its children.
  const stackedParents: RedemptionRow[] = [];
  for (const [age, who] of [
    [3 * DAY, customers[2]!],
    [40 * DAY, heavy],
    [200 * DAY, customers[6]!],
  ] as const) {
    const childA = redemptionRow({
      ageMs: age,
      customer: who,
      target: { kind: "voucher", voucher: rng.pick(springVouchers) },
    });
    const childB = redemptionRow({
      ageMs: age,
      customer: who,
      target: { kind: "promotion_tier", tier: promotionTiers[2]! },
    });
    const parentId = `r_${timeOrderedHex(rng, age)}`;
    const order = childA.order!;
    order.redemptions = {
      [parentId]: {
        date: childA.date,
        related_object_type: "redemption",
        related_object_id: parentId,
        stacked: [childA.id, childB.id],
      },
    };
    childB.order = order;
    childA.redemption = parentId;
    childB.redemption = parentId;
    const parent: RedemptionRow = orderKeys({
      id: parentId,
      object: "redemption",
      date: childA.date,
      customer_id: who.id,
      tracking_id: trackingOf(who),
      metadata: {},
      redemption: null,
      result: "SUCCESS",
      status: "SUCCEEDED",
      related_redemptions: { redemptions: [childA, childB].map((c) => ({ id: c.id, date: c.date })) },
      order: clone(order),
      channel: childA.channel,
      customer: clone(who),
      related_object_type: "redemption",
      related_object_id: parentId,
      voucher: null,
    });
    stackedParents.push(parent);
    rows.push(parent, childA, childB);
  }

  // XSS customer: markup wherever a string is shown.
  rows.push(
    redemptionRow({
      ageMs: 2 * 3_600_000,
      customer: xssCustomer,
      target: { kind: "voucher", voucher: springVouchers[1]! },
      orderName: `${XSS_IMG}Socks ${XSS_SCRIPT}`,
      metadata: { [XSS_IMG]: XSS_SCRIPT, "<b>note</b>": "<i>gift</i>" },
    }),
    redemptionRow({
      ageMs: 26 * 3_600_000,
      customer: xssCustomer,
      target: { kind: "voucher", voucher: springVouchers[1]! },
      failure: "customer_rules_violated",
      failureMessage: `${XSS_IMG} customer does not match validation rules ${XSS_SCRIPT}`,
      metadata: { "<svg onload=window.__pwned=1>": "x" },
    }),
  );
  const xssUnknown = redemptionRow({
    ageMs: 50 * 3_600_000,
    customer: xssCustomer,
    target: { kind: "voucher", voucher: bfVouchers[2]! },
    failure: "resource_not_found",
  });
  xssUnknown.voucher = {
    id: `v_${rng.alnum(32)}`,
    code: '"><img src=x onerror=window.__pwned=1>',
    campaign_id: null,
  };
  xssUnknown.related_object_id = xssUnknown.voucher.id;
  rows.push(xssUnknown);

  // Rollbacks of some successful redemptions, linked both ways.
  const rollbackReasons = [
    "Order canceled by the customer",
    "Wrong code applied at checkout",
    "Duplicate transaction",
    undefined,
  ];
  const rolledBack: { parent: RedemptionRow; rollback: RedemptionRow }[] = [];
  const candidates = rows.filter(
    (r) =>
      r.result === "SUCCESS" &&
      r.related_object_type !== "redemption" &&
      r.redemption === undefined &&
      r.customer !== xssCustomer,
  );
  for (const parent of candidates) {
    if (!rng.chance(0.09)) continue;
    const parentMs = Date.parse(parent.date);
    const latest = nowMs - 10 * MINUTE;
    if (latest - parentMs < 20 * MINUTE) continue;
    const rollbackMs = Math.min(latest, parentMs + rng.int(10 * MINUTE, 20 * DAY));
    const mode = rng.chance(0.8) ? "WITH_ORDER" : "WITHOUT_ORDER";
    const id = `rr_${timeOrderedHex(rng, nowMs - rollbackMs)}`;
    const order = clone(parent.order!);
    if (mode === "WITH_ORDER") order.status = "CANCELED";
    order.updated_at = iso(rollbackMs + 150);
    const ref = order.redemptions[parent.id];
    if (ref) {
      const { date, ...rest } = ref;
      order.redemptions[parent.id] = { date, rollback_id: id, rollback_date: iso(rollbackMs), ...rest };
    }
    const reason = rng.pick(rollbackReasons);
    const rollback: RedemptionRow = {
      id,
      object: "redemption_rollback",
      date: iso(rollbackMs),
      customer_id: parent.customer_id,
      tracking_id: parent.tracking_id,
      metadata: rng.chance(0.5) ? null : {},
      ...(parent.amount !== undefined ? { amount: -parent.amount } : {}),
      redemption: parent.id,
      ...(reason ? { reason } : {}),
      result: "SUCCESS",
      order,
      channel: rng.chance(0.7)
        ? { channel_id: rng.pick(dashboardUsers).id, channel_type: "USER" }
        : { channel_id: credentials.appId, channel_type: "API" },
      customer: parent.customer ? clone(parent.customer) : null,
      related_object_type: parent.related_object_type,
      related_object_id: parent.related_object_id,
      ...(parent.voucher !== undefined ? { voucher: clone(parent.voucher) } : {}),
      ...(parent.promotion_tier ? { promotion_tier: clone(parent.promotion_tier) } : {}),
      ...(parent.reward ? { reward: clone(parent.reward) } : {}),
      ...(parent.gift ? { gift: { amount: -parent.gift.amount } } : {}),
      ...(parent.loyalty_card ? { loyalty_card: { points: -parent.loyalty_card.points } } : {}),
    };
    if (rng.chance(0.85)) rollback.status = "SUCCEEDED";
    parent.status = "ROLLED_BACK";
    parent.related_redemptions = {
      rollbacks: [{ id, date: rollback.date, rollback_order_mode: mode }],
      redemptions: [],
    };
    rolledBack.push({ parent, rollback: orderKeys(rollback) });
  }
  for (const { parent, rollback } of rolledBack) {
    const index = rows.indexOf(parent);
    rows[index] = orderKeys(parent);
    rows.push(rollback);
  }

  // Fixture rows, verbatim, and the parents of the fixture rollbacks (made from what they say).
  rows.push(...listFixture.redemptions.map(clone));
  for (const fixture of [rollbackDiscount, rollbackGift]) {
    const rollback = clone(fixture);
    const parentId = rollback.redemption!;
    const order = clone(rollback.order!);
    const ref = order.redemptions[parentId]!;
    order.status = "PAID";
    order.updated_at = null;
    const { rollback_id: _rid, rollback_date: _rdate, ...plainRef } = ref;
    order.redemptions = { [parentId]: plainRef };
    const v = rollback.voucher!;
    const parent: RedemptionRow = orderKeys({
      id: parentId,
      object: "redemption",
      date: ref.date,
      customer_id: rollback.customer_id,
      tracking_id: rollback.tracking_id,
      metadata: {},
      ...(rollback.amount !== undefined ? { amount: -rollback.amount } : {}),
      result: "SUCCESS",
      status: "ROLLED_BACK",
      related_redemptions: {
        rollbacks: [{ id: rollback.id, date: rollback.date, rollback_order_mode: "WITH_ORDER" }],
        redemptions: [],
      },
      order,
      channel: { channel_id: FIXTURE_USER, channel_type: "USER" },
      customer: clone(rollback.customer),
      related_object_type: rollback.related_object_type,
      related_object_id: rollback.related_object_id,
      voucher:
        v.campaign === null
          ? { id: v.id, code: v.code, campaign_id: null }
          : { id: v.id, code: v.code, campaign: v.campaign, campaign_id: v.campaign_id },
      ...(rollback.gift ? { gift: { amount: -rollback.gift.amount } } : {}),
    });
    rows.push(parent, rollback);
  }

  // Customers seen only in the fixtures.
  const fixtureCustomers = new Map<string, SimpleCustomer>();
  for (const row of rows.slice(-10)) {
    if (row.customer && !fixtureCustomers.has(row.customer.id))
      fixtureCustomers.set(row.customer.id, clone(row.customer));
  }
  const allCustomers = [...customers, xssCustomer, ...fixtureCustomers.values()];

  // Newest first (ties: id descending), like the API's default order.
  rows.sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1));

  // --- loyalty members (v1 Get Member) -------------------------------------------------------
  const members: Record<string, MemberBody> = {};
  const redeemedPoints = new Map<string, { quantity: number; points: number }>();
  for (const row of rows) {
    if (row.object !== "redemption" || row.result !== "SUCCESS" || !row.voucher || !row.loyalty_card)
      continue;
    const entry = redeemedPoints.get(row.voucher.code) ?? { quantity: 0, points: 0 };
    if (row.status !== "ROLLED_BACK") {
      entry.quantity++;
      entry.points += row.loyalty_card.points;
    }
    redeemedPoints.set(row.voucher.code, entry);
  }
  const memberVariants: ((m: MemberBody) => void)[] = [
    () => {},
    (m) => {
      m.validity_day_of_week = [1, 2, 3, 4, 5];
      m.validity_hours = {
        daily: [{ start_time: "09:00", expiration_time: "17:00", days_of_week: [1, 2, 3, 4, 5] }],
      };
    },
    (m) => {
      m.start_date = iso(nowMs - 400 * DAY);
      m.expiration_date = iso(nowMs - 20 * DAY);
    },
    (m) => {
      m.active = false;
    },
    (m) => {
      m.start_date = iso(nowMs + 12 * DAY);
      m.validity_timeframe = { interval: "P1W", duration: "P2D" };
    },
    (m) => {
      m.loyalty_card = { points: 0, balance: 0, next_expiration_date: null, next_expiration_points: null };
    },
    (m) => {
      m.metadata = { tier: "gold", region: "EU" };
      m.additional_info = "Migrated from the old card system";
    },
  ];
  /** A Get Member body of a Loyalty Club card; draws its assets and updated_at, in that order. */
  const memberBody = (
    v: Voucher,
    loyaltyCard: MemberBody["loyalty_card"],
    used: { quantity: number; points: number },
    createdMs: number,
  ): MemberBody => {
    const enc = encodeURIComponent(v.code);
    return {
      id: v.id,
      code: v.code,
      campaign: loyaltyClub.name,
      campaign_id: loyaltyClub.id,
      category: null,
      category_id: null,
      categories: [],
      type: "LOYALTY_CARD",
      discount: null,
      gift: null,
      loyalty_card: loyaltyCard,
      start_date: null,
      expiration_date: null,
      validity_timeframe: null,
      validity_day_of_week: null,
      active: true,
      additional_info: null,
      metadata: {},
      assets: {
        qr: { id: `U2FsdGVkX1${rng.alnum(86)}==`, url: "{{internalVoucherifyURL}}" },
        barcode: { id: `U2FsdGVkX1${rng.alnum(86)}==`, url: "{{internalVoucherifyURL}}" },
      },
      is_referral_code: false,
      created_at: iso(createdMs),
      updated_at: iso(nowMs - rng.int(1, 30) * DAY),
      holder_id: v.holder_id!,
      redemption: {
        quantity: null,
        redeemed_quantity: used.quantity,
        redeemed_points: used.points,
        object: "list",
        url: `/v1/vouchers/${enc}/redemptions?page=1&limit=10`,
      },
      publish: { object: "list", count: 1, url: `/v1/vouchers/${enc}/publications?page=1&limit=10` },
      object: "voucher",
    };
  };
  loyaltyVouchers.forEach((v, i) => {
    const earned = rng.int(2, 150) * 100 + rng.int(0, 99);
    const used = redeemedPoints.get(v.code) ?? { quantity: 0, points: 0 };
    const createdMs = nowMs - rng.int(500, 700) * DAY;
    const m = memberBody(
      v,
      {
        points: earned + used.points,
        balance: earned,
        next_expiration_date: calendarDate(nowMs, rng.int(10, 300)),
        next_expiration_points: rng.int(1, 40) * 10,
      },
      used,
      createdMs,
    );
    // The first 7 cards take one variant each; the odd codes (slash, specials) are plain and active.
    (memberVariants[i] ?? (() => {}))(m);
    members[v.code] = m;
  });
  // The fixture member, verbatim, and the loyalty card of the list example.
  members[memberFixture.code] = clone(memberFixture);
  const lt1: MemberBody = clone(memberFixture);
  Object.assign(lt1, {
    id: "v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4",
    code: "LT1-wMPnRhxb",
    campaign: "Loyalty Campaign - Tiers - 1",
    campaign_id: "camp_fkZ28pe7DUAEmmabofkxHI8N",
    category_id: null,
    loyalty_card: {
      points: 1500,
      balance: 1300,
      next_expiration_date: calendarDate(nowMs, 45),
      next_expiration_points: 100,
    },
    created_at: "2022-09-09T06:30:11.000Z",
    updated_at: "2022-11-10T06:49:03.900Z",
    holder_id: "cust_tAED42tFhLM9v7GmZUaklJFd",
    redemption: {
      quantity: null,
      redeemed_quantity: 1,
      redeemed_points: 200,
      object: "list",
      url: "/v1/vouchers/LT1-wMPnRhxb/redemptions?page=1&limit=10",
    },
    publish: { object: "list", count: 1, url: "/v1/vouchers/LT1-wMPnRhxb/publications?page=1&limit=10" },
  });
  members[lt1.code] = lt1;

  // --- v2 loyalty: programs, members, cards, buckets ------------------------------------------
  const program: V2Program = { id: `lprg_${rng.hex(18)}`, name: "Acme Outdoor Rewards" };
  const otherProgram: V2Program = { id: `lprg_${rng.hex(18)}`, name: "Acme Partner Points" };
  const pointsDef = `lcdef_${rng.hex(18)}`;
  const bonusDef = `lcdef_${rng.hex(18)}`;
  const v2Member: V2Member = {
    id: `lmbr_${rng.hex(18)}`,
    program_id: program.id,
    customer_id: customers[1]!.id,
  };
  const otherMember: V2Member = {
    id: `lmbr_${rng.hex(18)}`,
    program_id: program.id,
    customer_id: customers[2]!.id,
  };
  const partnerMember: V2Member = {
    id: `lmbr_${rng.hex(18)}`,
    program_id: otherProgram.id,
    customer_id: customers[1]!.id,
  };
  const TYPES: ExpirationType[] = [
    "ROLLING_EXPIRATION",
    "CALENDAR_EXPIRATION",
    "SLIDING_EXPIRATION",
    "NO_EXPIRATION",
  ];

  function makeCard(
    member: V2Member,
    definition: string,
    plan: { active: number; expired: number; deleted: number },
  ): V2Card {
    const card: V2Card = {
      id: `lcrd_${rng.hex(18)}`,
      program_id: member.program_id,
      member_id: member.id,
      customer_id: member.customer_id,
      card_definition_id: definition,
      card_type: "INDIVIDUAL",
      buckets: [],
    };
    const total = plan.active + plan.expired + plan.deleted;
    for (let i = 0; i < total; i++) {
      const status: PointsBucket["status"] =
        i < plan.active ? "ACTIVE" : i < plan.active + plan.expired ? "EXPIRED" : "DELETED";
      // ACTIVE: spread over the next 14 months, about two per month (several share a month).
      const days =
        status === "ACTIVE"
          ? Math.floor((i * 425) / Math.max(1, plan.active)) + rng.int(1, 12)
          : status === "EXPIRED"
            ? -rng.int(3, 90)
            : rng.int(5, 400);
      const createdMs = nowMs - rng.int(20, 400) * DAY;
      card.buckets.push({
        id: `lcpeb_${rng.hex(18)}`,
        card_id: card.id,
        customer_id: card.customer_id,
        card_definition_id: card.card_definition_id,
        program_id: card.program_id,
        card_type: "INDIVIDUAL",
        member_id: card.member_id,
        points: { total: rng.int(1, 60) * 5 },
        expiration_date: calendarDate(nowMs, days),
        // The brief asks for all four types with dates in the window, NO_EXPIRATION included.
        expiration_type: TYPES[i % TYPES.length]!,
        status,
        created_at: iso(createdMs),
        updated_at: rng.chance(0.4) ? iso(createdMs + rng.int(1, 15) * DAY) : null,
        object: "card_points_bucket",
      });
    }
    // Stored in no particular order: the endpoint sorts.
    card.buckets.sort((a, b) => (a.id < b.id ? -1 : 1));
    return card;
  }
  const bigCard = makeCard(v2Member, pointsDef, { active: 28, expired: 2, deleted: 2 });
  const fewCard = makeCard(v2Member, bonusDef, { active: 3, expired: 1, deleted: 0 });
  const emptyCard = makeCard(v2Member, `lcdef_${rng.hex(18)}`, { active: 0, expired: 1, deleted: 1 });
  const otherCard = makeCard(otherMember, pointsDef, { active: 6, expired: 0, deleted: 1 });
  const partnerCard = makeCard(partnerMember, `lcdef_${rng.hex(18)}`, { active: 4, expired: 0, deleted: 0 });

  // --- samples -------------------------------------------------------------------------------
  const rowsOfCode = (code: string) => rows.filter((r) => r.voucher?.code === code);
  const successfulCode =
    discountPool.find((v) => {
      const list = rowsOfCode(v.code);
      return list.length >= 2 && list.every((r) => r.result === "SUCCESS" && r.status !== "ROLLED_BACK");
    })?.code ?? welcomeVouchers[0]!.code;
  const firstRollback = rows.find((r) => r.object === "redemption_rollback" && r.customer_id === heavy.id)!;

  const baseSamples = {
    customerId: customers[1]!.id,
    customerSourceId: customers[2]!.source_id!,
    customerWithManyRedemptions: heavy.id,
    successfulCode,
    failedCode: expiredVoucher.code,
    failedCodeFailureCode: "voucher_expired",
    rolledBackRedemptionId: firstRollback.redemption!,
    rollbackId: firstRollback.id,
    loyaltyCardCode: loyaltyVouchers[0]!.code,
    loyaltyCampaignId: loyaltyClub.id,
    loyaltyCardCodeWithSlash: loyaltyVouchers[7]!.code,
    loyaltyCardCodeWithSpecials: loyaltyVouchers[8]!.code,
    expiredLoyaltyCardCode: loyaltyVouchers[2]!.code,
    inactiveLoyaltyCardCode: loyaltyVouchers[3]!.code,
    programId: program.id,
    memberId: v2Member.id,
    cardId: bigCard.id,
    cardWithFewBuckets: fewCard.id,
    cardWithNoActiveBuckets: emptyCard.id,
    stackedParentRedemptionId: stackedParents[0]!.id,
    xssCustomerId: xssCustomer.id,
  };

  // =============================================================================================
  // Data for the panel's answers (#19): points counters on v1 cards, a v2-only card, every failure
  // code on one customer, reward and AUTO_REDEEM redemptions, a voucher redeemed by a non-holder.
  //
  // Added after everything above, from a stream of its own: every row, member, sample and count
  // above stays as it was (members only gain their three counters, and `points` where the formula
  // needs it). Every helper above reads `rng`, so from here on they all draw from this stream.
  // =============================================================================================
  rng = new Rng(seed * 104_729 + 19);
  const HOUR = 3_600_000;

  // --- points counters on every generated v1 card ---------------------------------------------
  /**
   * Adds pending, expired and subtracted points in the API's key order. `balance` is kept and the
   * lifetime `points` derived, so that balance = points − expired − subtracted − redeemed_points.
   */
  const withCounters = (m: MemberBody, c: { pending: number; expired: number; subtracted: number }) => {
    const { balance, next_expiration_date, next_expiration_points } = m.loyalty_card;
    const redeemed = (m.redemption as { redeemed_points: number }).redeemed_points;
    m.loyalty_card = {
      points: balance + c.expired + c.subtracted + redeemed,
      balance,
      next_expiration_date,
      next_expiration_points,
      pending_points: c.pending,
      expired_points: c.expired,
      subtracted_points: c.subtracted,
    };
  };
  for (const v of loyaltyVouchers)
    withCounters(members[v.code]!, {
      pending: rng.chance(0.3) ? rng.int(1, 30) * 10 : 0,
      expired: rng.chance(0.5) ? rng.int(1, 50) * 10 : 0,
      subtracted: rng.chance(0.25) ? rng.int(1, 20) * 10 : 0,
    });
  // The list example's card keeps its numbers (1500 − 200 redeemed = 1300): nothing else happened.
  withCounters(lt1, { pending: 0, expired: 0, subtracted: 0 });

  // --- customers, campaigns, promotion tiers and vouchers -------------------------------------
  const grace = withCustomerKeyOrder({
    id: `cust_${rng.alnum(24)}`,
    name: "Grace Okafor",
    email: "grace.okafor@example.co.uk",
    source_id: "crm-102311",
    metadata: { tier: "silver", lang: "en" },
    object: "customer",
  });
  const daniel = withCustomerKeyOrder({
    id: `cust_${rng.alnum(24)}`,
    name: "Daniel Okafor",
    email: "daniel.okafor@example.co.uk",
    source_id: "crm-102312",
    metadata: { tier: "gold" },
    object: "customer",
  });
  allCustomers.push(grace, daniel);

  const happyHours = campaign("Happy Hours 2026", "DISCOUNT_COUPONS");
  const autumn26 = campaign("Autumn Sale 2026", "DISCOUNT_COUPONS");
  const newsletter = campaign("Newsletter Welcome", "DISCOUNT_COUPONS");
  const referFriend = campaign("Refer a Friend", "REFERRAL_PROGRAM");
  const birthdays = campaign("Birthday Treats", "DISCOUNT_COUPONS");
  campaigns.push(happyHours, autumn26, newsletter, referFriend, birthdays);

  /** Midnight UTC, `days` from today, as the API writes start and expiration dates. */
  const dayStart = (days: number) => `${calendarDate(nowMs, days)}T00:00:00.000Z`;
  const dayEnd = (days: number) => `${calendarDate(nowMs, days)}T23:59:59.999Z`;
  // Closed within three hours either side of now in every zone from UTC-12 to UTC+14 (the agent's and
  // the customers' zones in the tests): the days are chosen so.
  const happyOpenNearNow = (days: number[]) =>
    Array.from({ length: 25 }, (_, i) => nowMs + (i - 12) * 15 * MINUTE).some((at) =>
      openAround(at, [{ start_time: "17:00", expiration_time: "19:00", days_of_week: days }]),
    );
  const happyHourDays: [number, number] = happyOpenNearNow([5, 6]) ? [2, 3] : [5, 6];
  const HAPPY_HOURS: DailyPeriod[] = [
    { start_time: "17:00", expiration_time: "19:00", days_of_week: [...happyHourDays] },
  ];
  const BRUNCH: DailyPeriod[] = [{ start_time: "10:00", expiration_time: "13:00", days_of_week: [0] }];
  const brunch: PromotionTier = {
    id: `promo_${rng.alnum(24)}`,
    name: "Sunday brunch: 10% off",
    campaign_id: cartPromos.id,
    discount: { type: "PERCENT", percent_off: 10 },
    active: true,
    start_date: dayStart(-200),
    expiration_date: null,
    validity_timeframe: null,
    validity_day_of_week: [0],
    validity_hours: { daily: BRUNCH },
  };
  const clearance: PromotionTier = {
    id: `promo_${rng.alnum(24)}`,
    name: "Clearance: extra 20% off",
    campaign_id: cartPromos.id,
    discount: { type: "PERCENT", percent_off: 20 },
    active: false,
  };
  promotionTiers.push(brunch, clearance);

  const happy = addVoucher(`HAPPY-${rng.upper(6)}`, "DISCOUNT_VOUCHER", happyHours, {
    type: "PERCENT",
    percent_off: 20,
  });
  const autumn = addVoucher(`AUTUMN26-${rng.upper(4)}`, "DISCOUNT_VOUCHER", autumn26, {
    type: "PERCENT",
    percent_off: 15,
  });
  const news = Array.from({ length: 5 }, () =>
    addVoucher(`NEWS-${rng.upper(6)}`, "DISCOUNT_VOUCHER", newsletter, { type: "AMOUNT", amount_off: 1000 }),
  );
  const referral = addVoucher(
    `REF-${rng.upper(6)}`,
    "DISCOUNT_VOUCHER",
    referFriend,
    { type: "AMOUNT", amount_off: 1500 },
    null,
    grace.id,
  );
  const graceBirthday = addVoucher(
    `BDAY-${rng.upper(6)}`,
    "DISCOUNT_VOUCHER",
    birthdays,
    { type: "AMOUNT", amount_off: 1500 },
    null,
    grace.id,
  );
  const danielBirthday = addVoucher(
    `BDAY-${rng.upper(6)}`,
    "DISCOUNT_VOUCHER",
    birthdays,
    { type: "AMOUNT", amount_off: 1500 },
    null,
    daniel.id,
  );
  const graceGift = addVoucher(
    `GC-${rng.upper(4)}-${rng.upper(4)}`,
    "GIFT_VOUCHER",
    giftCards,
    null,
    { amount: 5000, balance: 1200 },
    grace.id,
  );
  const graceCard = addVoucher(`LT1-${rng.alnum(8)}`, "LOYALTY_CARD", loyaltyClub, null, null, grace.id);
  const danielCard = addVoucher(`LT1-${rng.alnum(8)}`, "LOYALTY_CARD", loyaltyClub, null, null, daniel.id);

  // --- where rows whose time of day matters go -------------------------------------------------
  /**
   * A try outside a weekly window must be outside it in every time zone (UTC−12 to UTC+14), whatever
   * day of the week `now` is, so its date is picked per `now`. It goes in a gap of at least 4 days
   * between the rows above: wherever it lands there, it stays between the same two rows, and its id
   * is made from the gap's age, so ids and order still do not depend on `now`. The rows added below
   * at fixed ages step over these gaps.
   */
  const gaps: { newerAgeMs: number; olderAgeMs: number }[] = [];
  for (let i = 0; i + 1 < rows.length && gaps.length < 2; i++) {
    const newerAgeMs = nowMs - Date.parse(rows[i]!.date);
    const olderAgeMs = nowMs - Date.parse(rows[i + 1]!.date);
    if (newerAgeMs >= DAY && olderAgeMs - newerAgeMs >= 4 * DAY) gaps.push({ newerAgeMs, olderAgeMs });
  }
  /** The latest hh:10 between 08:10 and 20:10 UTC in the gap when `periods` are closed everywhere. */
  const closedTimeIn = (gap: (typeof gaps)[number], periods: DailyPeriod[]): number => {
    const oldest = nowMs - gap.olderAgeMs + HOUR;
    let at = Math.floor((nowMs - gap.newerAgeMs - HOUR) / HOUR) * HOUR - 50 * MINUTE;
    for (; at >= oldest; at -= HOUR) {
      const hour = new Date(at).getUTCHours();
      if (hour >= 8 && hour <= 20 && !openAround(at, periods)) return at;
    }
    // A 4-day gap always has such a time: the windows are open somewhere for at most 52 hours in a row.
    throw new Error("seed: no time outside the validity window in the gap");
  };
  /** An age in days, moved past the gaps above when it falls in or near one. */
  const clearOfGaps = (days: number) => {
    let ageMs = days * DAY + rng.int(0, 6 * HOUR);
    for (const g of gaps)
      if (ageMs > g.newerAgeMs - 3 * HOUR && ageMs < g.olderAgeMs + 3 * HOUR)
        ageMs += g.olderAgeMs - g.newerAgeMs + 6 * HOUR;
    return ageMs;
  };

  // --- Grace's rows: a FAILURE for every failure code, and the successes they follow -----------
  const added: RedemptionRow[] = [];
  /** Adds what the failure needs to the row's voucher (and the holder, when the voucher has one). */
  const withVoucherFields = (row: RedemptionRow, v: Voucher | null, extra: Record<string, unknown> = {}) => {
    if (row.voucher && v)
      row.voucher = { ...row.voucher, ...(v.holder_id ? { holder_id: v.holder_id } : {}), ...extra };
    return row;
  };
  const graceRow = (days: number, v: Voucher, failure?: FailureCode, extra?: Record<string, unknown>) => {
    const row = redemptionRow({
      ageMs: clearOfGaps(days),
      customer: grace,
      target: { kind: "voucher", voucher: v },
      ...(failure ? { failure } : {}),
    });
    added.push(withVoucherFields(row, v, extra));
    return row;
  };
  const graceTierRow = (
    days: number,
    tier: PromotionTier,
    failure: FailureCode,
    extra: Record<string, unknown>,
  ) => {
    const row = redemptionRow({
      ageMs: clearOfGaps(days),
      customer: grace,
      target: { kind: "promotion_tier", tier },
      failure,
    });
    row.promotion_tier = { id: tier.id, name: tier.name, campaign: { id: tier.campaign_id }, ...extra };
    added.push(row);
    return row;
  };
  const coinReward = (reward: (typeof rewards)[number], assignmentId: string) => ({
    customer: clone(grace),
    assignment_id: assignmentId,
    id: reward.id,
    object: "reward",
    name: reward.name,
    created_at: iso(reward.created_at),
    updated_at: null,
    parameters: { coin: { exchange_ratio: reward.exchange_ratio, points_ratio: reward.points_ratio } },
    type: "COIN",
  });

  // Successes: two reward redemptions on her card (one by the API, one AUTO_REDEEM), a newsletter
  // code, one redeemed and then rolled back, and Daniel's birthday coupon redeemed by her.
  const rewardRow = graceRow(34, graceCard);
  rewardRow.channel = { channel_id: credentials.appId, channel_type: "API" };
  const autoRow = graceRow(47, graceCard);
  autoRow.channel = { channel_id: assignments[0]!, channel_type: "AUTO_REDEEM" };
  graceRow(40, news[0]!);
  const rolledParent = graceRow(9, news[1]!);
  const heldRow = graceRow(16, danielBirthday);

  // The rollback of rolledParent, two hours later, linked both ways like the ones above.
  const rollbackMs = Date.parse(rolledParent.date) + 2 * HOUR;
  const rollbackId = `rr_${timeOrderedHex(rng, nowMs - rollbackMs)}`;
  const canceledOrder = clone(rolledParent.order!);
  canceledOrder.status = "CANCELED";
  canceledOrder.updated_at = iso(rollbackMs + 150);
  const { date: refDate, ...refRest } = canceledOrder.redemptions[rolledParent.id]!;
  canceledOrder.redemptions[rolledParent.id] = {
    date: refDate,
    rollback_id: rollbackId,
    rollback_date: iso(rollbackMs),
    ...refRest,
  };
  rolledParent.status = "ROLLED_BACK";
  rolledParent.related_redemptions = {
    rollbacks: [{ id: rollbackId, date: iso(rollbackMs), rollback_order_mode: "WITH_ORDER" }],
    redemptions: [],
  };
  added[added.indexOf(rolledParent)] = orderKeys(rolledParent);
  added.push(
    orderKeys({
      id: rollbackId,
      object: "redemption_rollback",
      date: iso(rollbackMs),
      customer_id: grace.id,
      tracking_id: rolledParent.tracking_id,
      metadata: {},
      redemption: rolledParent.id,
      reason: "Order canceled by the customer",
      result: "SUCCESS",
      status: "SUCCEEDED",
      order: canceledOrder,
      channel: { channel_id: dashboardUsers[1]!.id, channel_type: "USER" },
      customer: clone(grace),
      related_object_type: rolledParent.related_object_type,
      related_object_id: rolledParent.related_object_id,
      voucher: clone(rolledParent.voucher),
    }),
  );

  // Failures, newest first. The unknown code and a code typed in lower case.
  graceRow(0.7, news[4]!, UNKNOWN_FAILURE_CODE);
  const typo = graceRow(1.2, news[4]!, "resource_not_found");
  typo.voucher = { id: `v_${rng.alnum(32)}`, code: news[4]!.code.toLowerCase(), campaign_id: null };
  typo.related_object_id = typo.voucher.id;
  graceRow(2.2, danielCard, "invalid_customer");
  graceRow(3.4, autumn, "voucher_not_active", { start_date: dayStart(24), expiration_date: dayEnd(70) });
  graceRow(5.1, news[2]!, "voucher_disabled", { active: false });
  graceRow(6.3, news[0]!, "quantity_exceeded", { redemption: { quantity: 1, redeemed_quantity: 1 } });
  graceRow(8, news[1]!, "already_rolled_back");
  // Points: her balance (320) is below the reward's 500 points; 350 more are still pending.
  const exceeded = graceRow(10.5, graceCard, "loyalty_card_points_exceeded");
  exceeded.reward = coinReward(rewards[1]!, assignments[1]!);
  graceRow(10.6, graceCard, "missing_reward");
  const noOrder = graceRow(12.2, graceCard, "missing_order");
  noOrder.reward = coinReward(rewards[0]!, assignments[0]!);
  graceRow(13.4, graceGift, "gift_amount_exceeded");
  graceRow(13.5, graceGift, "missing_order_items_amount");
  graceRow(18, news[3]!, "customer_rules_violated");
  graceRow(19, news[3]!, "order_rules_violated");
  graceRow(20, news[3]!, "redemption_rules_violated", {
    validation_rules_assignments: {
      object: "list",
      data_ref: "data",
      data: [
        {
          id: `asgm_${rng.alnum(16)}`,
          rule_id: VIOLATED_RULE_ID,
          related_object_id: news[3]!.id,
          related_object_type: "voucher",
          object: "validation_rules_assignment",
        },
      ],
      total: 1,
    },
  });
  graceRow(21, news[4]!, "missing_order_items");
  graceRow(22, news[4]!, "missing_amount");
  graceRow(23, news[4]!, "invalid_amount");
  graceRow(24, news[4]!, "invalid_order");
  graceRow(26, news[3]!, "multiple_requests");
  graceRow(27, news[4]!, "no_applicable_redeemables");
  graceRow(29, news[1]!, "not_found");
  graceRow(30, graceBirthday, "voucher_expired", { start_date: dayStart(-75), expiration_date: dayEnd(-45) });
  graceRow(31, referral, "referrer_not_permitted_to_redeem", { is_referral_code: true });
  graceTierRow(36, clearance, "promotion_inactive", { active: false });

  // The two tries outside a weekly window, each in its gap (see above).
  const happyWindows = {
    start_date: dayStart(-120),
    expiration_date: dayEnd(180),
    validity_timeframe: null,
    validity_day_of_week: [...happyHourDays],
    validity_hours: { daily: HAPPY_HOURS },
    active: true,
  };
  const brunchWindows = {
    active: true,
    start_date: brunch.start_date,
    expiration_date: brunch.expiration_date,
    validity_timeframe: brunch.validity_timeframe,
    validity_day_of_week: brunch.validity_day_of_week,
    validity_hours: brunch.validity_hours,
  };
  const [happyGap, brunchGap] = gaps;
  if (!happyGap || !brunchGap) throw new Error("seed: no 4-day gap between rows for the window failures");
  const notActiveNow = withVoucherFields(
    redemptionRow({
      ageMs: happyGap.newerAgeMs + HOUR,
      customer: grace,
      target: { kind: "voucher", voucher: happy },
      failure: "voucher_not_active_now",
    }),
    happy,
    happyWindows,
  );
  notActiveNow.date = iso(closedTimeIn(happyGap, HAPPY_HOURS));
  const promotionNotNow = redemptionRow({
    ageMs: brunchGap.newerAgeMs + HOUR,
    customer: grace,
    target: { kind: "promotion_tier", tier: brunch },
    failure: "promotion_not_active_now",
  });
  promotionNotNow.date = iso(closedTimeIn(brunchGap, BRUNCH));
  promotionNotNow.promotion_tier = {
    id: brunch.id,
    name: brunch.name,
    campaign: { id: brunch.campaign_id },
    ...brunchWindows,
  };
  added.push(notActiveNow, promotionNotNow);

  // Into the list, each at its date (newest first; ties: id descending).
  for (const row of added) {
    const at = rows.findIndex((r) => (r.date === row.date ? r.id < row.id : r.date < row.date));
    rows.splice(at < 0 ? rows.length : at, 0, row);
  }

  // --- Grace's and Daniel's cards (Get Member) -------------------------------------------------
  const usedOn = (v: Voucher) => {
    const used = { quantity: 0, points: 0 };
    for (const r of added)
      if (
        r.object === "redemption" &&
        r.result === "SUCCESS" &&
        r.status !== "ROLLED_BACK" &&
        r.voucher?.code === v.code
      ) {
        used.quantity++;
        used.points += r.loyalty_card?.points ?? 0;
      }
    return used;
  };
  const graceMember = memberBody(
    graceCard,
    { points: 0, balance: 320, next_expiration_date: calendarDate(nowMs, 41), next_expiration_points: 80 },
    usedOn(graceCard),
    nowMs - 260 * DAY,
  );
  withCounters(graceMember, { pending: 350, expired: 150, subtracted: 0 });
  members[graceCard.code] = graceMember;
  const danielMember = memberBody(
    danielCard,
    {
      points: 0,
      balance: rng.int(40, 90) * 10,
      next_expiration_date: calendarDate(nowMs, rng.int(20, 200)),
      next_expiration_points: rng.int(1, 20) * 10,
    },
    usedOn(danielCard),
    nowMs - rng.int(300, 500) * DAY,
  );
  withCounters(danielMember, { pending: 0, expired: rng.int(0, 30) * 10, subtracted: 0 });
  members[danielCard.code] = danielMember;

  // --- a card that lives in the v2 program only: Get Member does not know its code -------------
  const v2OnlyCustomer = customers.find((c) => !loyaltyVouchers.some((v) => v.holder_id === c.id))!;
  const v2OnlyMember: V2Member = {
    id: `lmbr_${rng.hex(18)}`,
    program_id: program.id,
    customer_id: v2OnlyCustomer.id,
  };
  // Six ACTIVE buckets take the four expiration types in turn: NO_EXPIRATION is the fourth.
  const v2OnlyCard = makeCard(v2OnlyMember, pointsDef, { active: 6, expired: 1, deleted: 1 });
  v2OnlyCard.code = `AOR-${rng.upper(8)}`;

  // =============================================================================================
  // The demo's first sample ticket (#20): a Spanish-speaking customer whose own code was refused as
  // expired, so her failed row's suggested reply comes in Spanish (metadata `locale`).
  //
  // Added after everything above, from a stream of its own, like the #19 data: every row, member,
  // sample and count above stays as it was. Her rows go in at their dates, 1.6 days old or more:
  // with seed 1, the ten newest rows of the whole list (its first page) stay the same.
  // =============================================================================================
  rng = new Rng(seed * 130_363 + 20);
  const lucia = withCustomerKeyOrder({
    id: `cust_${rng.alnum(24)}`,
    name: "Lucía Fernández",
    email: "lucia.fernandez@example.es",
    source_id: "crm-102547",
    metadata: { locale: "es-ES", tier: "silver" },
    object: "customer",
  });
  allCustomers.push(lucia);
  const welcomeSpain = campaign("Bienvenida 2026", "DISCOUNT_COUPONS");
  campaigns.push(welcomeSpain);
  const luciaVoucher = addVoucher(
    `BIENVENIDA-${rng.upper(6)}`,
    "DISCOUNT_VOUCHER",
    welcomeSpain,
    { type: "AMOUNT", amount_off: 1000 },
    null,
    lucia.id,
  );
  const luciaWindow = { start_date: dayStart(-150), expiration_date: dayEnd(-12) };
  // Used once while it was valid…
  const luciaSuccess = withVoucherFields(
    redemptionRow({
      ageMs: 64 * DAY + rng.int(0, 6 * HOUR),
      customer: lucia,
      target: { kind: "voucher", voucher: luciaVoucher },
    }),
    luciaVoucher,
    luciaWindow,
  );
  // …and tried again after it expired. Like every FAILURE row (and the API's examples), no order.
  const luciaFailure = withVoucherFields(
    redemptionRow({
      ageMs: 1.6 * DAY + rng.int(0, 3 * HOUR),
      customer: lucia,
      target: { kind: "voucher", voucher: luciaVoucher },
      failure: "voucher_expired",
    }),
    luciaVoucher,
    luciaWindow,
  );
  for (const row of [luciaSuccess, luciaFailure]) {
    const at = rows.findIndex((r) => (r.date === row.date ? r.id < row.id : r.date < row.date));
    rows.splice(at < 0 ? rows.length : at, 0, row);
  }

  // =============================================================================================
  // Loyalty v2 memberships: card codes, pending point buckets and tier progress, shaped on the
  // OpenAPI examples (loyalties-v2.json). Added after everything above, from a stream of its own:
  // every row, member, bucket and sample above stays as it was.
  // =============================================================================================
  rng = new Rng(seed * 155_921 + 31);
  const allV2Members = [v2Member, otherMember, partnerMember, v2OnlyMember];
  const allV2Cards = [bigCard, fewCard, emptyCard, otherCard, partnerCard, v2OnlyCard];
  for (const member of allV2Members) member.created_at = iso(nowMs - rng.int(120, 400) * DAY);
  for (const card of allV2Cards) card.code ??= `AOR-${rng.upper(8)}`;
  const pendingBucket = (
    card: V2Card,
    days: number,
    type: PendingPointsBucket["type"],
    status: PendingPointsBucket["status"] = "PENDING",
  ): PendingPointsBucket => {
    const createdMs = nowMs - rng.int(1, 20) * DAY;
    return {
      id: `lcppb_${rng.hex(18)}`,
      card_id: card.id,
      card_definition_id: card.card_definition_id,
      program_id: card.program_id,
      card_type: "INDIVIDUAL",
      member_id: card.member_id,
      points: { total: rng.int(2, 40) * 5 },
      date: calendarDate(nowMs, days),
      type,
      status,
      created_at: iso(createdMs),
      updated_at: null,
      object: "card_pending_points_bucket",
    };
  };
  // The first card: points pending on three days, one bucket already activated (not listed).
  bigCard.pending = [
    pendingBucket(bigCard, 6, "PERIOD_BASED"),
    pendingBucket(bigCard, 21, "PERIOD_BASED"),
    pendingBucket(bigCard, 45, "FIXED_DATES"),
    pendingBucket(bigCard, -3, "PERIOD_BASED", "ACTIVATED"),
  ];
  // The partner card: points waiting for an event, cancelled after the day given.
  partnerCard.pending = [pendingBucket(partnerCard, 12, "EVENT_BASED")];
  v2OnlyCard.pending = [pendingBucket(v2OnlyCard, 9, "FIXED_DATES")];
  const tierRef = (name: string) => ({ id: `lt_${rng.hex(18)}`, name });
  const structure = { id: `lts_${rng.hex(18)}`, object: "tier_structure" as const };
  const noTier: V2TierProgress = {
    current: null,
    tier_structure: null,
    deferred: [],
    risks: [],
    opportunities: [],
    object: "member_tier_progress",
  };
  const [silver, gold, platinum] = [tierRef("Silver"), tierRef("Gold"), tierRef("Platinum")];
  // Gold until next year, 240 points from Platinum, and about to fall to Silver.
  bigCard.tier = {
    current: {
      tier: gold,
      start_at: iso(nowMs - 90 * DAY),
      expires_at: `${calendarDate(nowMs, 300)}T00:00:00.000Z`,
      points: { current: 760, min: 500, max: 1000 },
    },
    tier_structure: structure,
    deferred: [],
    risks: [{ type: "TIER_DOWNGRADE", date: `${calendarDate(nowMs, 25)}T00:00:00.000Z`, tier: silver }],
    opportunities: [
      { valid_until: `${calendarDate(nowMs, 300)}T00:00:00.000Z`, tier: platinum, points: 240 },
    ],
    object: "member_tier_progress",
  };
  partnerCard.tier = {
    current: {
      tier: silver,
      start_at: iso(nowMs - 30 * DAY),
      expires_at: null,
      points: { current: 120, min: 0, max: 500 },
    },
    tier_structure: { id: `lts_${rng.hex(18)}`, object: "tier_structure" },
    deferred: [],
    risks: [],
    opportunities: [{ valid_until: null, tier: gold, points: 380 }],
    object: "member_tier_progress",
  };
  for (const card of allV2Cards) card.tier ??= noTier;
  const v2Customers = new Set(allV2Members.map((m) => m.customer_id));
  const noMembershipCustomer = customers.find((c) => !v2Customers.has(c.id))!;

  const samples: Samples = {
    ...baseSamples,
    membershipsCustomerId: v2Member.customer_id,
    membershipsCardCode: bigCard.code!,
    noMembershipCustomerId: noMembershipCustomer.id,
    exampleMembershipsCustomerId: MEMBERSHIPS_EXAMPLE.customer.id,
    pendingPointsCardCode: graceCard.code,
    v2OnlyCardCode: v2OnlyCard.code,
    v2OnlyProgramId: program.id,
    v2OnlyMemberId: v2OnlyMember.id,
    v2OnlyCardId: v2OnlyCard.id,
    customerWithEveryFailure: grace.id,
    notActiveNowCode: happy.code,
    happyHourDays,
    rewardRedemptionId: rewardRow.id,
    autoRedeemRedemptionId: autoRow.id,
    heldByOtherRedemptionId: heldRow.id,
    holderCustomerId: daniel.id,
    spanishCustomerId: lucia.id,
    spanishFailedCode: luciaVoucher.code,
  };

  return {
    now: iso(nowMs),
    credentials,
    users,
    customers: allCustomers,
    campaigns,
    promotionTiers,
    vouchers,
    redemptions: rows,
    members,
    v2: {
      programs: [program, otherProgram],
      members: allV2Members,
      cards: allV2Cards,
      examples: {
        [MEMBERSHIPS_EXAMPLE.customer.id]: {
          memberships: MEMBERSHIPS_EXAMPLE,
          programs: { [PROGRAM_MEMBERSHIP_EXAMPLE.program.id]: PROGRAM_MEMBERSHIP_EXAMPLE },
        },
      },
    },
    samples,
  };
}

function withCustomerKeyOrder(c: SimpleCustomer): SimpleCustomer {
  const out: Partial<SimpleCustomer> = { id: c.id };
  if (c.name !== undefined) out.name = c.name;
  if (c.email !== undefined) out.email = c.email;
  out.source_id = c.source_id;
  out.metadata = c.metadata;
  out.object = "customer";
  return out as SimpleCustomer;
}

const ROW_KEY_ORDER = [
  "id",
  "object",
  "date",
  "customer_id",
  "tracking_id",
  "metadata",
  "amount",
  "redemption",
  "reason",
  "result",
  "status",
  "session",
  "related_redemptions",
  "failure_code",
  "failure_message",
  "order",
  "channel",
  "customer",
  "related_object_type",
  "related_object_id",
  "voucher",
  "promotion_tier",
  "reward",
  "gift",
  "loyalty_card",
];

/** The key order of the real bodies, so dumps read like the API's. */
function orderKeys(row: RedemptionRow): RedemptionRow {
  const source = row as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ROW_KEY_ORDER) if (key in source) out[key] = source[key];
  for (const key of Object.keys(source)) if (!(key in out)) out[key] = source[key];
  return out as unknown as RedemptionRow;
}
