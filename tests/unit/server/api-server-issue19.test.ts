// @vitest-environment node
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, type RedemptionRow, startApiServer } from "../../server/api-server";
import { startHelpdeskServer } from "../../server/helpdesk-server";
import {
  type DailyPeriod,
  FAILURE_MESSAGES,
  generateSeedData,
  readFixture,
  UNKNOWN_FAILURE_CODE,
  type ValidityWindows,
  VIOLATED_RULE_ID,
} from "../../server/seed";
import { call, get } from "../../server/test-client";
import { PROJECT_ROOT } from "../helpers/paths";

/** The seeded data for the panel's answers (#19), as the local API serves it. */

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ tls: false });
});
afterAll(async () => {
  await api.close();
});

const s = () => api.data.samples;
const FIXTURE_CODE = readFixture<{ code: string }>("get-member__200__loyalty-card.json").code;
const member = (code: string) => `/v1/loyalties/members/${encodeURIComponent(code)}`;

/** Every row of a customer, through the API, page by page. */
async function rowsOfCustomer(customer: string): Promise<RedemptionRow[]> {
  const rows: RedemptionRow[] = [];
  for (let page = 1; page <= 10; page++) {
    const answer = await get(
      api,
      `/v1/redemptions?customer=${encodeURIComponent(customer)}&limit=100&page=${page}`,
    );
    expect(answer.status).toBe(200);
    const body = answer.json();
    rows.push(...body.redemptions);
    if (rows.length >= body.total || body.redemptions.length === 0) break;
  }
  return rows;
}

/** Whether some time zone (UTC−12 to UTC+14) is inside one of the periods at `atMs`. */
function openSomewhere(atMs: number, periods: DailyPeriod[]): boolean {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  for (let offset = -12 * 60; offset <= 14 * 60; offset += 15) {
    const local = new Date(atMs + offset * 60_000);
    const now = local.getUTCHours() * 60 + local.getUTCMinutes();
    if (
      periods.some(
        (p) =>
          p.days_of_week.includes(local.getUTCDay()) &&
          now >= minutes(p.start_time) &&
          now < minutes(p.expiration_time),
      )
    )
      return true;
  }
  return false;
}

describe("loyalty card counters (Get Member)", () => {
  it("gives every generated card pending, expired and subtracted points, and the documented formula holds", async () => {
    const codes = Object.keys(api.data.members).filter((code) => code !== FIXTURE_CODE);
    expect(codes.length).toBeGreaterThanOrEqual(14);
    for (const code of codes) {
      const answer = await get(api, member(code));
      expect(answer.status, code).toBe(200);
      const body = answer.json();
      const card = body.loyalty_card;
      for (const key of ["points", "balance", "pending_points", "expired_points", "subtracted_points"])
        expect(Number.isInteger(card[key]) && card[key] >= 0, `${code} ${key}`).toBe(true);
      expect(card.balance, code).toBe(
        card.points - card.expired_points - card.subtracted_points - body.redemption.redeemed_points,
      );
    }
    // Some cards have each counter, so the breakdown has something to show.
    const cards = codes.map((code) => api.data.members[code]!.loyalty_card);
    expect(cards.filter((c) => c.expired_points! > 0).length).toBeGreaterThan(1);
    expect(cards.filter((c) => c.subtracted_points! > 0).length).toBeGreaterThan(0);
    expect(cards.filter((c) => c.pending_points! > 0).length).toBeGreaterThan(1);
  });

  it("keeps the fixture member verbatim, without the counters it does not have", async () => {
    const fixture = readFixture<{ campaign_id: string }>("get-member__200__loyalty-card.json");
    const body = (await get(api, member(FIXTURE_CODE))).json();
    expect(body).toEqual(fixture);
    expect(Object.keys(body.loyalty_card)).not.toContain("pending_points");
  });

  it("serves the pending-points card with 350 pending points that the balance leaves out", async () => {
    const code = s().pendingPointsCardCode;
    const answer = await get(api, member(code));
    expect(answer.status).toBe(200);
    const body = answer.json();
    expect(body.loyalty_card).toMatchObject({ pending_points: 350, balance: 320 });
    // redeemed_points is what the card's successful, not rolled back, redemptions took.
    const taken = api.data.redemptions
      .filter(
        (r) =>
          r.object === "redemption" &&
          r.result === "SUCCESS" &&
          r.status !== "ROLLED_BACK" &&
          r.voucher?.code === code,
      )
      .reduce((sum, r) => sum + (r.loyalty_card?.points ?? 0), 0);
    expect(taken).toBeGreaterThan(0);
    expect(body.redemption.redeemed_points).toBe(taken);
    // It belongs to the customer with every failure: the points-exceeded row is explained by pending points.
    expect(body.holder_id).toBe(s().customerWithEveryFailure);
  });
});

describe("a card that lives only in loyalty v2", () => {
  it("is unknown to Get Member, with and without the v1 campaign", async () => {
    const { v2OnlyCardCode, loyaltyCampaignId } = s();
    expect(Object.hasOwn(api.data.members, v2OnlyCardCode)).toBe(false);
    const plain = await get(api, member(v2OnlyCardCode));
    expect(plain.status).toBe(404);
    expect(plain.json()).toMatchObject({
      key: "not_found",
      resource_type: "voucher",
      resource_id: v2OnlyCardCode,
    });
    const inCampaign = await get(
      api,
      `/v1/loyalties/${loyaltyCampaignId}/members/${encodeURIComponent(v2OnlyCardCode)}`,
    );
    expect(inCampaign.status).toBe(404);
  });

  it("has a program, member and card in v2 whose buckets list answers ACTIVE buckets, NO_EXPIRATION among them", async () => {
    const { v2OnlyProgramId, v2OnlyMemberId, v2OnlyCardId, v2OnlyCardCode } = s();
    expect(v2OnlyProgramId).toMatch(/^lprg_[0-9a-f]{18}$/);
    expect(v2OnlyMemberId).toMatch(/^lmbr_[0-9a-f]{18}$/);
    expect(v2OnlyCardId).toMatch(/^lcrd_[0-9a-f]{18}$/);
    const card = api.data.v2.cards.find((c) => c.id === v2OnlyCardId)!;
    expect(card).toMatchObject({
      code: v2OnlyCardCode,
      member_id: v2OnlyMemberId,
      program_id: v2OnlyProgramId,
    });
    expect(api.data.v2.members.some((m) => m.id === v2OnlyMemberId && m.program_id === v2OnlyProgramId)).toBe(
      true,
    );
    const answer = await get(
      api,
      `/v2/loyalties/programs/${v2OnlyProgramId}/members/${v2OnlyMemberId}/cards/${v2OnlyCardId}/expiring-points?limit=100`,
    );
    expect(answer.status).toBe(200);
    const buckets: { status: string; expiration_type: string; card_id: string }[] = answer.json().data;
    expect(buckets.length).toBeGreaterThanOrEqual(4);
    expect(buckets.every((b) => b.status === "ACTIVE" && b.card_id === v2OnlyCardId)).toBe(true);
    expect(buckets.map((b) => b.expiration_type)).toContain("NO_EXPIRATION");
    // Its holder has no v1 card at all.
    const holder = api.data.v2.members.find((m) => m.id === v2OnlyMemberId)!.customer_id;
    expect(Object.values(api.data.members).some((m) => m.holder_id === holder)).toBe(false);
  });
});

describe("the customer with every failure", () => {
  /** Section 1a of failure-codes.md (missing_customer aside: its rows have no customer), the 1b codes of the brief, and an unknown one. */
  const EXPECTED = [
    "resource_not_found",
    "not_found",
    "voucher_not_active",
    "voucher_expired",
    "voucher_disabled",
    "quantity_exceeded",
    "gift_amount_exceeded",
    "customer_rules_violated",
    "order_rules_violated",
    "invalid_order",
    "invalid_amount",
    "missing_amount",
    "missing_order_items",
    "invalid_customer",
    "loyalty_card_points_exceeded",
    "promotion_inactive",
    "no_applicable_redeemables",
    "already_rolled_back",
    "voucher_not_active_now",
    "promotion_not_active_now",
    "redemption_rules_violated",
    "referrer_not_permitted_to_redeem",
    "missing_reward",
    "missing_order",
    "missing_order_items_amount",
    "multiple_requests",
    UNKNOWN_FAILURE_CODE,
  ];
  let rows: RedemptionRow[];
  const failure = (code: string) => rows.find((r) => r.failure_code === code)!;
  beforeAll(async () => {
    rows = await rowsOfCustomer(s().customerWithEveryFailure);
  });

  it("is one customer whose single lookup lists a FAILURE row for each code, with its message", () => {
    expect(s().customerWithEveryFailure).toMatch(/^cust_[A-Za-z0-9]{24}$/);
    expect(api.data.customers.some((c) => c.id === s().customerWithEveryFailure)).toBe(true);
    const failures = rows.filter((r) => r.result === "FAILURE");
    expect(new Set(failures.map((r) => r.failure_code))).toEqual(new Set(EXPECTED));
    for (const row of failures) {
      expect(row.customer_id).toBe(s().customerWithEveryFailure);
      expect(row.failure_message).toBe(FAILURE_MESSAGES[row.failure_code as keyof typeof FAILURE_MESSAGES]);
    }
    expect(failure(UNKNOWN_FAILURE_CODE).failure_message).toBeTruthy();
    // Newest first, like every list.
    const dates = rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("tried the happy-hours code outside its window in every time zone, and the row's voucher carries the window", () => {
    const row = failure("voucher_not_active_now");
    expect(row.voucher?.code).toBe(s().notActiveNowCode);
    const v = row.voucher as NonNullable<RedemptionRow["voucher"]> & ValidityWindows;
    expect(v.validity_day_of_week).toEqual(s().happyHourDays);
    expect(v.validity_hours?.daily).toEqual([
      { start_time: "17:00", expiration_time: "19:00", days_of_week: s().happyHourDays },
    ]);
    expect(Date.parse(v.start_date!)).toBeLessThan(Date.parse(row.date));
    expect(openSomewhere(Date.parse(row.date), v.validity_hours!.daily)).toBe(false);
  });

  it("tried a promotion tier outside its window: the row is a promotion_tier row carrying the window", () => {
    const row = failure("promotion_not_active_now");
    expect(row.related_object_type).toBe("promotion_tier");
    expect(row.voucher).toBeNull();
    const tier = row.promotion_tier as NonNullable<RedemptionRow["promotion_tier"]> & ValidityWindows;
    expect(tier.name).toBeTruthy();
    expect(tier.validity_day_of_week).toEqual(tier.validity_hours!.daily[0]!.days_of_week);
    expect(openSomewhere(Date.parse(row.date), tier.validity_hours!.daily)).toBe(false);
    expect(api.data.promotionTiers.some((t) => t.id === tier.id)).toBe(true);
  });

  it("carries on each row's voucher or tier what the failure needs", () => {
    const notYet = failure("voucher_not_active");
    expect(Date.parse(notYet.voucher!.start_date as string)).toBeGreaterThan(Date.parse(notYet.date));
    const expired = failure("voucher_expired");
    expect(Date.parse(expired.voucher!.expiration_date as string)).toBeLessThan(Date.parse(expired.date));
    expect(failure("voucher_disabled").voucher!.active).toBe(false);
    const inactive = failure("promotion_inactive");
    expect(inactive.related_object_type).toBe("promotion_tier");
    expect(inactive.promotion_tier).toMatchObject({ active: false });
    const rule = failure("redemption_rules_violated");
    expect(rule.failure_message).toContain(VIOLATED_RULE_ID);
    expect(VIOLATED_RULE_ID).toMatch(/^val_[A-Za-z0-9]{12}$/);
    expect(JSON.stringify(rule.voucher)).toContain(`"rule_id":"${VIOLATED_RULE_ID}"`);
    const referrer = failure("referrer_not_permitted_to_redeem");
    expect(referrer.voucher).toMatchObject({
      is_referral_code: true,
      holder_id: s().customerWithEveryFailure,
    });
    const notHolder = failure("invalid_customer");
    expect(notHolder.voucher!.holder_id).toBe(s().holderCustomerId);
    expect(api.data.members[notHolder.voucher!.code]?.holder_id).toBe(s().holderCustomerId);
    const points = failure("loyalty_card_points_exceeded");
    expect(points.voucher!.code).toBe(s().pendingPointsCardCode);
    expect((points.reward as { type: string }).type).toBe("COIN");
    expect(failure("missing_reward").reward).toBeUndefined();
    expect(api.data.vouchers.some((v) => v.code === failure("resource_not_found").voucher!.code)).toBe(false);
  });

  it("has the earlier rollback that already_rolled_back refers to", () => {
    const row = failure("already_rolled_back");
    const parent = rows.find(
      (r) => r.object === "redemption" && r.status === "ROLLED_BACK" && r.voucher?.code === row.voucher?.code,
    )!;
    const rollback = rows.find((r) => r.object === "redemption_rollback" && r.redemption === parent.id)!;
    expect(parent.related_redemptions?.rollbacks?.[0]?.id).toBe(rollback.id);
    expect(Date.parse(rollback.date)).toBeLessThan(Date.parse(row.date));
  });

  it("is found by failure_code filters like any other row", async () => {
    const answer = await get(
      api,
      `/v1/redemptions?customer=${s().customerWithEveryFailure}&filters[failure_code][conditions][$is]=voucher_not_active_now`,
    );
    expect(answer.json().redemptions.map((r: RedemptionRow) => r.voucher?.code)).toEqual([
      s().notActiveNowCode,
    ]);
  });
});

describe("reward, AUTO_REDEEM and held-by-another redemptions", () => {
  const row = (id: string) => api.data.redemptions.find((r) => r.id === id)!;

  it("has a COIN reward redemption with its exchange, not made automatically", () => {
    const r = row(s().rewardRedemptionId);
    expect(r).toMatchObject({ object: "redemption", result: "SUCCESS", related_object_type: "voucher" });
    expect(r.reward).toMatchObject({ type: "COIN", object: "reward" });
    const coin = (r.reward as { parameters: { coin: { exchange_ratio: number; points_ratio: number } } })
      .parameters.coin;
    expect(coin.exchange_ratio).toBeGreaterThan(0);
    expect(Number.isInteger(coin.points_ratio)).toBe(true);
    expect(r.loyalty_card!.points).toBeGreaterThan(0);
    expect(r.channel?.channel_type).not.toBe("AUTO_REDEEM");
  });

  it("has an AUTO_REDEEM reward redemption whose channel id is the reward assignment", () => {
    const r = row(s().autoRedeemRedemptionId);
    expect(r.result).toBe("SUCCESS");
    expect(r.channel!.channel_type).toBe("AUTO_REDEEM");
    expect(r.channel!.channel_id).toMatch(/^rewa_[A-Za-z0-9]{24}$/);
    expect(r.channel!.channel_id).toBe((r.reward as { assignment_id: string }).assignment_id);
    expect((r.reward as { type: string }).type).toBe("COIN");
  });

  it("has a voucher held by one customer and redeemed by another", () => {
    const r = row(s().heldByOtherRedemptionId);
    const holder = s().holderCustomerId;
    expect(holder).toMatch(/^cust_[A-Za-z0-9]{24}$/);
    expect(api.data.customers.some((c) => c.id === holder)).toBe(true);
    expect(r.result).toBe("SUCCESS");
    expect(r.voucher!.holder_id).toBe(holder);
    expect(r.customer_id).not.toBe(holder);
    expect(r.customer!.id).toBe(r.customer_id);
    expect(api.data.vouchers.find((v) => v.code === r.voucher!.code)?.holder_id).toBe(holder);
  });

  it("serves the three rows in the customer's list", async () => {
    const ids = new Set(
      (await rowsOfCustomer(row(s().heldByOtherRedemptionId).customer_id!)).map((r) => r.id),
    );
    for (const id of [s().rewardRedemptionId, s().autoRedeemRedemptionId, s().heldByOtherRedemptionId])
      expect(ids.has(id), id).toBe(true);
  });
});

describe("samples and the demo", () => {
  it("keeps the new samples the same whatever the start time", () => {
    const now = Date.parse(api.data.now);
    const later = generateSeedData({ seed: 1, now: now + 5 * 86_400_000 + 7 * 3_600_000 });
    // Only the happy hours' days follow the time: see the next test.
    const { happyHourDays: _later, ...laterSamples } = later.samples;
    const { happyHourDays: _now, ...samples } = api.data.samples;
    expect(laterSamples).toEqual(samples);
  });

  it("puts the happy hours on days closed at the time it is made, at any hour of the week", () => {
    /** Whether 17:00–19:00 on `days` is open at `at` on the clock of `timeZone`. */
    const open = (days: readonly number[], at: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "short",
        hour: "numeric",
        hourCycle: "h23",
      }).formatToParts(at);
      const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(
        parts.find((part) => part.type === "weekday")?.value ?? "",
      );
      const hour = Number(parts.find((part) => part.type === "hour")?.value);
      return days.includes(weekday) && hour >= 17 && hour < 19;
    };
    // A Saturday at 18:21 UTC: inside Friday and Saturday's happy hours, where a run once failed.
    const saturday = Date.parse("2026-11-28T18:21:00Z");
    expect(generateSeedData({ seed: 1, now: saturday }).samples.happyHourDays).toEqual([2, 3]);
    const days = new Set<string>();
    for (let hours = 0; hours < 7 * 24; hours += 3) {
      const at = saturday + hours * 3_600_000 + (hours % 60) * 60_000;
      const { happyHourDays } = generateSeedData({ seed: 1, now: at }).samples;
      days.add(happyHourDays.join());
      for (const zone of ["UTC", "Europe/Warsaw", "America/New_York", "Pacific/Kiritimati"])
        expect(open(happyHourDays, at, zone), `${new Date(at).toISOString()} in ${zone}`).toBe(false);
    }
    expect([...days].sort()).toEqual(["2,3", "5,6"]);
  });

  it("puts the seed's pending-points card, every-failure customer and v2-only ids on a sample ticket linked from the first", async () => {
    const helpdesk = await startHelpdeskServer();
    try {
      const page = await call({ url: `https://127.0.0.1:${helpdesk.port}` }, "/ticket-points.html");
      expect(page.status).toBe(200);
      for (const key of [
        "pendingPointsCardCode",
        "customerWithEveryFailure",
        "notActiveNowCode",
        "holderCustomerId",
        "v2OnlyCardCode",
        "v2OnlyProgramId",
        "v2OnlyMemberId",
        "v2OnlyCardId",
      ] as const)
        expect(page.text, key).toContain(s()[key]);
      const ticket = readFileSync(resolve(PROJECT_ROOT, "tests/server/helpdesk/ticket.html"), "utf8");
      expect(ticket).toContain('href="ticket-points.html"');
    } finally {
      await helpdesk.close();
    }
  });
});
