import { describe, expect, it } from "vitest";
import { type LoyaltyMember, type PointsBucket, parseMember } from "@/lib/core/api/schemas";
import { agentDay } from "@/lib/core/intl/dates";
import { daysUntil, inWords, pointsByMonth, summarise } from "@/lib/loyalty/buckets";
import { cardState } from "@/lib/loyalty/card-state";
import { loadFixture } from "../helpers/fixtures";

const base: LoyaltyMember = {
  id: "v_1",
  code: "LC-1",
  active: true,
  start_date: null,
  expiration_date: null,
};
const fmt = (iso: string) => iso.slice(0, 10);
// A Wednesday, 10:30 local time.
const wednesday = new Date(2026, 10, 18, 10, 30);

describe("a card's state", () => {
  it("names three of a page of unreadable periods and counts the rest", () => {
    const daily = Array.from({ length: 500 }, () => ({ start_time: "x".repeat(100) }));
    const state = cardState({ ...base, validity_hours: { daily } }, wednesday, fmt);
    expect(state.kind).toBe("unreadable");
    expect(state.text).toBe(
      `its validity could not be read (${Array.from({ length: 3 }, () => `start_time ${"x".repeat(40)}…`).join("; ")}; … +497): check the card in Voucherify`,
    );
  });

  it("of a Get Member answer whose weekdays are not numbers is unknown, not active", () => {
    const parsed = parseMember({
      ...(loadFixture("get-member__200__loyalty-card.json") as object),
      validity_day_of_week: ["Mon", null],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
    const state = cardState(parsed.value, wednesday, fmt);
    expect(state.kind).toBe("unreadable");
    expect(state.text).toMatch(/^its validity could not be read \(validity_day_of_week\b/);
  });

  it.each([
    [{}, "active", "active"],
    [{ active: null }, "active", "active"],
    [{ active: false }, "disabled", "disabled: switched off in Voucherify"],
    [{ start_date: "2026-12-01T00:00:00.000Z" }, "not_yet_active", "not active until 2026-12-01"],
    [{ expiration_date: "2026-11-01T00:00:00.000Z" }, "expired", "expired on 2026-11-01"],
    [{ validity_day_of_week: [1, 2, 3, 4, 5] }, "active", "active (valid on Monday to Friday)"],
    [{ validity_day_of_week: [0, 6] }, "restricted", "not valid today: valid on weekends"],
    [
      { validity_hours: { daily: [{ start_time: "09:00", expiration_time: "17:00", days_of_week: [3] }] } },
      "active",
      "active, valid today 09:00–17:00 only",
    ],
    [
      { validity_hours: { daily: [{ start_time: "12:00", expiration_time: "14:00" }] } },
      "restricted",
      "valid today 12:00–14:00 only",
    ],
    // An empty end time runs to the end of the day (changelog, 7 Jul 2026): it was read as no window.
    [
      { validity_hours: { daily: [{ start_time: "10:00", expiration_time: "" }] } },
      "active",
      "active, valid today from 10:00 to the end of the day only",
    ],
    [
      { validity_hours: { daily: [{ start_time: "18:00" }] } },
      "restricted",
      "valid today from 18:00 to the end of the day only",
    ],
    // Of two windows a day, the one open now decides, or the next one today.
    [
      {
        validity_hours: {
          daily: [
            { start_time: "07:00", expiration_time: "09:00" },
            { start_time: "10:00", expiration_time: "12:00" },
          ],
        },
      },
      "active",
      "active, valid today 10:00–12:00 only",
    ],
    [
      {
        validity_hours: {
          daily: [
            { start_time: "08:00", expiration_time: "09:00" },
            { start_time: "11:00", expiration_time: "13:00" },
          ],
        },
      },
      "restricted",
      "valid today 11:00–13:00 only",
    ],
    // Its repeating timeframe counts with its days and hours: one day a week from Monday the 16th.
    [
      { start_date: "2026-11-16T00:00:00.000Z", validity_timeframe: { interval: "P7D", duration: "P1D" } },
      "restricted",
      "not valid now: valid again Nov 23, 2026, 12:00 AM",
    ],
    [
      { start_date: "2026-11-16T08:00:00.000Z", validity_timeframe: { interval: "P1D", duration: "PT4H" } },
      "active",
      "active",
    ],
    // A day's hours for Mondays only leave a Wednesday without a window.
    [
      { validity_hours: { daily: [{ start_time: "09:00", expiration_time: "17:00", days_of_week: [1] }] } },
      "restricted",
      "not valid now: valid again Nov 23, 2026, 9:00 AM",
    ],
    // Mondays by its timeframe, Wednesdays by its days: never both.
    [
      {
        start_date: "2026-11-16T00:00:00.000Z",
        validity_timeframe: { interval: "P7D", duration: "P1D" },
        validity_day_of_week: [3],
      },
      "restricted",
      "not valid now, and none of its windows opens within a year",
    ],
    // A period past midnight is not one the API documents: the day's hours are said as given.
    [
      { validity_hours: { daily: [{ start_time: "22:00", expiration_time: "02:00" }] } },
      "restricted",
      "valid today 22:00–02:00 only",
    ],
    // Seconds count, as the API's times carry them: at 10:30:00 a window from 10:30:30 has not
    // opened, and one until 10:30:30 has not closed.
    [
      { validity_hours: { daily: [{ start_time: "10:30:30", expiration_time: "12:00" }] } },
      "restricted",
      "valid today 10:30:30–12:00 only",
    ],
    [
      { validity_hours: { daily: [{ start_time: "09:00", expiration_time: "10:30:30" }] } },
      "active",
      "active, valid today 09:00–10:30:30 only",
    ],
    // Hours or days that cannot be read say so, as the API gave them: never "valid today 25:99–ab",
    // nor "valid on" with no day, and no reply that it cannot be used now.
    [
      { validity_hours: { daily: [{ start_time: "25:99", expiration_time: "ab" }] } },
      "unreadable",
      "its validity could not be read (start_time 25:99, expiration_time ab): check the card in Voucherify",
    ],
    [
      { validity_day_of_week: [9, -1] },
      "unreadable",
      "its validity could not be read (validity_day_of_week [9, -1]): check the card in Voucherify",
    ],
    [
      {
        validity_hours: { daily: [{ start_time: "09:00", expiration_time: "17:00", days_of_week: [3, 12] }] },
      },
      "unreadable",
      "its validity could not be read (start_time 09:00, expiration_time 17:00, days_of_week [3, 12]): check the card in Voucherify",
    ],
    // A period of the wrong shape reads as one with no start time.
    [
      { validity_hours: { daily: [{}] } },
      "unreadable",
      "its validity could not be read (start_time –): check the card in Voucherify",
    ],
    // A weekday out of range makes a period unreadable even when it also ends before it starts.
    [
      { validity_hours: { daily: [{ start_time: "22:00", expiration_time: "02:00", days_of_week: [9] }] } },
      "unreadable",
      "its validity could not be read (start_time 22:00, expiration_time 02:00, days_of_week [9]): check the card in Voucherify",
    ],
    // A field the schema had to leave out (a weekday "Mon") leaves the state unknown, not "active".
    [
      { validity_day_of_week: [], gaps: [{ path: "validity_day_of_week[0]", message: "Invalid type" }] },
      "unreadable",
      "its validity could not be read (validity_day_of_week[0]): check the card in Voucherify",
    ],
    // A repeating window that cannot be read, or has no start to repeat from.
    [
      { start_date: "2026-11-16T00:00:00.000Z", validity_timeframe: { interval: "P1M", duration: "P1D" } },
      "unreadable",
      "its validity could not be read (interval P1M, duration P1D): check the card in Voucherify",
    ],
    [
      { validity_timeframe: { interval: "P7D", duration: "P1D" } },
      "unreadable",
      "its validity could not be read (interval P7D, duration P1D, start_date –): check the card in Voucherify",
    ],
    [
      { start_date: "soon" },
      "unreadable",
      "its validity could not be read (start_date soon): check the card in Voucherify",
    ],
    // An empty start time is named as missing.
    [
      { validity_hours: { daily: [{ start_time: "" }] } },
      "unreadable",
      "its validity could not be read (start_time –): check the card in Voucherify",
    ],
    // Cut by characters: an emoji at the cut is kept whole.
    [
      { validity_hours: { daily: [{ start_time: `${"x".repeat(39)}😀😀` }] } },
      "unreadable",
      `its validity could not be read (start_time ${"x".repeat(39)}😀…): check the card in Voucherify`,
    ],
    // Spaces around a time are not part of it: the card is open now, not "valid today 09:00–   only".
    [
      { validity_hours: { daily: [{ start_time: " 09:00", expiration_time: "  " }] } },
      "active",
      "active, valid today from 09:00 to the end of the day only",
    ],
    // Dates still decide first: an expired card is expired, whatever its hours.
    [
      {
        expiration_date: "2026-11-01T00:00:00.000Z",
        validity_hours: { daily: [{ start_time: "25:99" }] },
      },
      "expired",
      "expired on 2026-11-01",
    ],
    // Disabled wins over dates: the agent must know it is switched off.
    [
      { active: false, expiration_date: "2026-11-01T00:00:00.000Z" },
      "disabled",
      "disabled: switched off in Voucherify",
    ],
  ])("%j is %s", (fields, kind, text) => {
    expect(cardState({ ...base, ...fields } as LoyaltyMember, wednesday, fmt)).toEqual(
      expect.objectContaining({ kind, text }),
    );
  });
});

const bucket = (expiration_date: string, total: number, status = "ACTIVE"): PointsBucket => ({
  id: `lcpeb_${expiration_date}`,
  points: { total },
  expiration_date,
  status,
});

describe("expiring-points summary", () => {
  const today = "2026-11-22";
  const buckets = [
    bucket("2026-11-22", 10), // today counts
    bucket("2026-12-22", 20), // day 30
    bucket("2026-12-23", 40), // day 31
    bucket("2027-02-20", 80), // day 90
    bucket("2027-02-21", 160), // day 91
    bucket("2026-11-21", 999), // yesterday: gone
    bucket("2026-12-01", 500, "EXPIRED"),
  ];

  it("counts points within 30 and 90 days, today included, active buckets only", () => {
    expect(summarise(buckets, today)).toEqual({
      next30: 30,
      next90: 150,
      nextDate: "2026-11-22",
      nextPoints: 10,
      // Every active bucket listed, the one dated yesterday included: the API still lists it as active.
      active: 1309,
      neverExpiring: 0,
    });
  });

  it("never counts a bucket that never expires as expiring, whatever date it carries, but counts it as active", () => {
    const never: PointsBucket = { ...bucket("2026-11-30", 700), expiration_type: "NO_EXPIRATION" };
    expect(summarise([never, bucket("2026-12-01", 5)], today)).toEqual({
      next30: 5,
      next90: 5,
      nextDate: "2026-12-01",
      nextPoints: 5,
      active: 705,
      neverExpiring: 700,
    });
    expect(pointsByMonth([never])).toEqual([]);
  });

  it("is empty for a card with no buckets", () => {
    expect(summarise([], today)).toEqual({ next30: 0, next90: 0, active: 0, neverExpiring: 0 });
  });

  it("counts calendar days, unaffected by daylight saving or time zone", () => {
    expect(daysUntil("2027-03-29", "2027-03-27")).toBe(2);
    expect(daysUntil("2026-10-26", "2026-10-24")).toBe(2);
    expect(inWords(0)).toBe("today");
    expect(inWords(12)).toBe("in 12 days");
  });

  it("takes today from the agent's calendar, not UTC", () => {
    expect(agentDay(new Date(2026, 0, 1, 0, 5))).toBe("2026-01-01");
    expect(agentDay(new Date(2026, 11, 31, 23, 55))).toBe("2026-12-31");
  });

  it("groups points by month of expiry, across year ends, filling empty months", () => {
    expect(
      pointsByMonth([
        bucket("2026-11-30", 5),
        bucket("2026-12-01", 7),
        bucket("2026-12-31", 3),
        bucket("2027-02-01", 1),
      ]),
    ).toEqual([
      { month: "2026-11", points: 5 },
      { month: "2026-12", points: 10 },
      { month: "2027-01", points: 0 },
      { month: "2027-02", points: 1 },
    ]);
  });

  it("fills empty months for three years, and lists only months with points past that", () => {
    const threeYears = pointsByMonth([bucket("2026-01-15", 5), bucket("2028-12-31", 2)]);
    expect(threeYears).toHaveLength(36);
    expect(threeYears.at(-1)).toEqual({ month: "2028-12", points: 2 });
    // A far date standing for "never" would otherwise draw a bar for each of 95,000 empty months.
    expect(
      pointsByMonth([bucket("2026-12-01", 7), bucket("2027-01-31", 3), bucket("9999-12-31", 900)]),
    ).toEqual([
      { month: "2026-12", points: 7 },
      { month: "2027-01", points: 3 },
      { month: "9999-12", points: 900 },
    ]);
  });
});
