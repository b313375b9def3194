// Every date is fixed and every zone passed explicitly: nothing here reads the machine's clock or zone.
// Europe/Warsaw is UTC+1 until 29 March 2026 01:00Z and from 25 October 2026 01:00Z, UTC+2 in between;
// America/New_York is UTC-5 until 8 March 2026 and from 1 November 2026, UTC-4 in between.

import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { VoucherSchema } from "@/lib/core/api/schemas";
import { nextUsable, SEARCH_DAYS, usableUntil } from "@/lib/redemptions/next-usable";
import { readValidityWindows, type ValidityFields } from "@/lib/redemptions/validity-windows";
import { describeValidity, formatNextUsable, formatUsableUntil } from "@/lib/redemptions/validity-words";

const WARSAW = "Europe/Warsaw";
const NEW_YORK = "America/New_York";

type Period = { start_time?: string | null; expiration_time?: string | null; days_of_week?: number[] | null };
const hours = (...daily: Period[]): ValidityFields => ({ validity_hours: { daily } });

/** nextUsable as an ISO string (or its other answers), so a failure shows the instant. */
function next(voucher: ValidityFields, at: string, timeZone = WARSAW) {
  const found = nextUsable(readValidityWindows(voucher), new Date(at), { timeZone });
  return found instanceof Date ? found.toISOString() : found;
}

const lines = (voucher: ValidityFields, timeZone = WARSAW) =>
  describeValidity(readValidityWindows(voucher), { timeZone });

describe("describeValidity", () => {
  const march = { start_date: "2026-03-01T08:00:00.000Z", expiration_date: "2026-03-31T21:59:00.000Z" };

  it("says the dates in the zone given, across a daylight saving change", () => {
    expect(lines(march)).toEqual(["Valid from 1 March 2026, 09:00 to 31 March 2026, 23:59"]);
    expect(lines(march, NEW_YORK)).toEqual(["Valid from 1 March 2026, 03:00 to 31 March 2026, 17:59"]);
  });

  it("says one date alone, and a date it cannot read in the API's words", () => {
    expect(lines({ start_date: march.start_date })).toEqual(["Valid from 1 March 2026, 09:00"]);
    expect(lines({ expiration_date: march.expiration_date, start_date: null })).toEqual([
      "Valid until 31 March 2026, 23:59",
    ]);
    expect(lines({ start_date: "next Monday", expiration_date: march.expiration_date })).toEqual([
      "Valid until 31 March 2026, 23:59",
      'Start date could not be read: "next Monday"',
    ]);
  });

  it("says nothing when the voucher carries no window", () => {
    expect(lines({})).toEqual([]);
    expect(
      lines({
        start_date: null,
        expiration_date: null,
        validity_timeframe: null,
        validity_day_of_week: null,
        validity_hours: null,
      }),
    ).toEqual([]);
    expect(
      lines({ validity_day_of_week: [], validity_hours: { daily: [] }, validity_timeframe: {} }),
    ).toEqual([]);
  });

  describe("a repeating timeframe, from the start date's time of day", () => {
    const start_date = "2026-03-02T08:00:00Z"; // Monday 09:00 in Warsaw
    it.each([
      [{ duration: "PT1H", interval: "P2D" }, "Valid for 1 hour every 2 days, starting 09:00"],
      [{ duration: "PT1H30M", interval: "P1D" }, "Valid for 1 hour and 30 minutes every day, starting 09:00"],
      [{ duration: "P2D", interval: "P1W" }, "Valid for 2 days every week, starting Monday 09:00"],
      [
        { duration: "PT15M", interval: "PT6H" },
        "Valid for 15 minutes every 6 hours, starting 2 March 2026, 09:00",
      ],
    ])("%j", (validity_timeframe, line) => {
      expect(lines({ start_date, validity_timeframe })).toEqual(["Valid from 2 March 2026, 09:00", line]);
    });

    it("in the zone given", () => {
      expect(
        lines({ start_date, validity_timeframe: { duration: "PT1H", interval: "P2D" } }, NEW_YORK),
      ).toEqual(["Valid from 2 March 2026, 03:00", "Valid for 1 hour every 2 days, starting 03:00"]);
    });

    it("says when it has no start date to count from", () => {
      expect(lines({ validity_timeframe: { duration: "PT1H", interval: "P2D" } })).toEqual([
        "Valid for 1 hour every 2 days, but there is no start date to count from",
      ]);
    });

    it.each([
      ["P1M", "PT1H", "interval P1M, duration PT1H"],
      ["P1Y", "P1D", "interval P1Y, duration P1D"],
      ["P2D", "PT", "interval P2D, duration PT"],
      ["P", "PT1H", "interval P, duration PT1H"],
      ["P1DT", "PT1H", "interval P1DT, duration PT1H"],
      ["garbage", "PT1H", "interval garbage, duration PT1H"],
      ["PT0S", "PT1H", "interval PT0S, duration PT1H"],
      ["-P1D", "PT1H", "interval -P1D, duration PT1H"],
      ["PT1.5H", "PT1H", "interval PT1.5H, duration PT1H"],
      [null, "PT1H", "no interval, duration PT1H"],
      ["P1D", undefined, "interval P1D, no duration"],
    ])("keeps interval %j, duration %j in the API's words", (interval, duration, words) => {
      const voucher = { start_date, validity_timeframe: { interval, duration } };
      expect(lines(voucher)).toEqual([
        "Valid from 2 March 2026, 09:00",
        `Repeating window could not be read: ${words}`,
      ]);
    });
  });

  describe("days of the week, 0 = Sunday", () => {
    it.each([
      [[1, 3, 5], "Only on Monday, Wednesday and Friday"],
      [[0], "Only on Sunday"],
      [[0, 6, 6], "Only on Saturday and Sunday"],
      [[5, 4, 3, 2, 1], "Only on Monday, Tuesday, Wednesday, Thursday and Friday"],
      [[0, 1, 2, 3, 4, 5, 6], "On every day of the week"],
      [[1, 9], "Days of the week could not be read: [1, 9]"],
      [[-1], "Days of the week could not be read: [-1]"],
    ])("%j", (validity_day_of_week, line) => {
      expect(lines({ validity_day_of_week })).toEqual([line]);
    });
  });

  describe("daily hours", () => {
    it.each<[Period, string]>([
      [
        { start_time: "17:00", expiration_time: "19:00", days_of_week: [5, 6] },
        "Daily 17:00–19:00 on Friday and Saturday",
      ],
      [{ start_time: "22:00", expiration_time: "23:59", days_of_week: [0] }, "Daily 22:00–23:59 on Sunday"],
      [
        { start_time: "22:00", expiration_time: "", days_of_week: [0] },
        "Daily from 22:00 to the end of the day on Sunday",
      ],
      [
        { start_time: "22:00", expiration_time: null, days_of_week: [0] },
        "Daily from 22:00 to the end of the day on Sunday",
      ],
      [{ start_time: "22:00", days_of_week: [0] }, "Daily from 22:00 to the end of the day on Sunday"],
      [{ start_time: "00:00", expiration_time: "06:00", days_of_week: [5] }, "Daily 00:00–06:00 on Friday"],
      [{ start_time: "12:00", expiration_time: "14:00" }, "Daily 12:00–14:00"],
      [{ start_time: "12:00", expiration_time: "14:00", days_of_week: [] }, "Daily 12:00–14:00"],
      [
        { start_time: "12:00", expiration_time: "14:00", days_of_week: [0, 1, 2, 3, 4, 5, 6] },
        "Daily 12:00–14:00",
      ],
      [
        { start_time: "9am", expiration_time: "17:00", days_of_week: [1] },
        "Daily period could not be read: start_time 9am, expiration_time 17:00, days_of_week [1]",
      ],
      [
        { start_time: "09:00", expiration_time: "24:00" },
        "Daily period could not be read: start_time 09:00, expiration_time 24:00",
      ],
      [
        { start_time: "22:00", expiration_time: "02:00" },
        "Daily period could not be read (it does not end after it starts): start_time 22:00, expiration_time 02:00",
      ],
      [
        { start_time: "00:00", expiration_time: "00:00" },
        "Daily period could not be read (it does not end after it starts): start_time 00:00, expiration_time 00:00",
      ],
      [
        { start_time: "09:00", expiration_time: "17:00", days_of_week: [7] },
        "Daily period could not be read (a day is not 0 to 6): start_time 09:00, expiration_time 17:00, days_of_week [7]",
      ],
      [{ expiration_time: "17:00" }, "Daily period could not be read: no start_time, expiration_time 17:00"],
      [{}, "Daily period could not be read: no start_time"],
    ])("%j", (period, line) => {
      expect(lines(hours(period))).toEqual([line]);
    });

    it("gives one line per period, after the dates and the days", () => {
      const voucher: ValidityFields = {
        ...hours(
          { start_time: "09:00", expiration_time: "12:00", days_of_week: [1] },
          { start_time: "14:00", expiration_time: "18:00", days_of_week: [1] },
        ),
        validity_day_of_week: [1],
        expiration_date: "2026-12-31T22:59:00Z",
      };
      expect(lines(voucher)).toEqual([
        "Valid until 31 December 2026, 23:59",
        "Only on Monday",
        "Daily 09:00–12:00 on Monday",
        "Daily 14:00–18:00 on Monday",
      ]);
    });
  });

  it("says so when the zone is unknown, and uses UTC", () => {
    expect(lines({ start_date: "2026-03-01T08:00:00Z" }, "Mars/Olympus_Mons")).toEqual([
      'Time zone "Mars/Olympus_Mons" is not known: times are in UTC',
      "Valid from 1 March 2026, 08:00",
    ]);
  });

  it("reads a period of the wrong shape as one it could not read, keeping the rest of the voucher", () => {
    const parsed = v.parse(VoucherSchema, {
      code: "HAPPY",
      validity_hours: {
        daily: [
          { start_time: 1700, expiration_time: "19:00" },
          { start_time: "17:00", expiration_time: 1900, days_of_week: [5] },
          { start_time: "12:00", expiration_time: "14:00", days_of_week: ["Friday"] },
          { start_time: "17:00", expiration_time: "19:00", days_of_week: [5] },
        ],
      },
    });
    expect(parsed.code).toBe("HAPPY");
    expect(lines(parsed)).toEqual([
      "Daily period could not be read: no start_time",
      "Daily period could not be read: no start_time",
      "Daily period could not be read: no start_time",
      "Daily 17:00–19:00 on Friday",
    ]);
    const notAList = v.parse(VoucherSchema, { code: "HAPPY", validity_hours: { daily: "17:00-19:00" } });
    expect(lines(notAList)).toEqual(["Daily period could not be read: no start_time"]);
    expect(next(notAList, "2026-03-06T12:00:00Z")).toBeUndefined();
  });
});

describe("nextUsable", () => {
  it("has nothing to say when the voucher carries no window", () => {
    expect(next({}, "2026-03-06T12:00:00Z")).toBeUndefined();
    expect(next({ validity_day_of_week: [], validity_hours: { daily: [] } }, "2026-03-06T12:00:00Z")).toBe(
      undefined,
    );
    expect(next({ start_date: "2026-03-01T08:00:00Z" }, "not a date")).toBeUndefined();
  });

  describe("start and expiration dates", () => {
    const march = { start_date: "2026-03-01T08:00:00.000Z", expiration_date: "2026-03-31T21:59:00.000Z" };
    it.each([
      ["2026-02-28T12:00:00.000Z", "2026-03-01T08:00:00.000Z"],
      ["2026-03-01T07:59:59.999Z", "2026-03-01T08:00:00.000Z"],
      ["2026-03-01T08:00:00.000Z", "2026-03-01T08:00:00.000Z"],
      ["2026-03-10T00:00:00.000Z", "2026-03-10T00:00:00.000Z"],
      ["2026-03-31T21:58:59.999Z", "2026-03-31T21:58:59.999Z"],
      ["2026-03-31T21:59:00.000Z", "never"],
      ["2027-01-01T00:00:00.000Z", "never"],
    ])("at %s: %s", (at, expected) => {
      expect(next(march, at)).toBe(expected);
    });

    it("needs no time zone for dates alone", () => {
      expect(next(march, "2026-02-01T00:00:00Z", "Mars/Olympus_Mons")).toBe("2026-03-01T08:00:00.000Z");
    });
  });

  describe("daily hours: Friday 17:00–19:00 in Warsaw (16:00Z–18:00Z in March)", () => {
    const happyHour = hours({ start_time: "17:00", expiration_time: "19:00", days_of_week: [5] });
    it.each([
      ["just before the start", "2026-03-06T15:59:59.000Z", "2026-03-06T16:00:00.000Z"],
      ["at the start", "2026-03-06T16:00:00.000Z", "2026-03-06T16:00:00.000Z"],
      ["just after the start", "2026-03-06T16:00:01.000Z", "2026-03-06T16:00:01.000Z"],
      ["just before the end", "2026-03-06T17:59:59.000Z", "2026-03-06T17:59:59.000Z"],
      ["at the end: next week", "2026-03-06T18:00:00.000Z", "2026-03-13T16:00:00.000Z"],
      ["on Saturday, across the week boundary", "2026-03-07T12:00:00.000Z", "2026-03-13T16:00:00.000Z"],
      ["on Thursday", "2026-03-05T20:00:00.000Z", "2026-03-06T16:00:00.000Z"],
    ])("%s", (_, at, expected) => {
      expect(next(happyHour, at)).toBe(expected);
    });
  });

  describe("a period ending 23:59 against one with no end time (Sunday 22:00 = 21:00Z)", () => {
    const till2359 = hours({ start_time: "22:00", expiration_time: "23:59", days_of_week: [0] });
    const tillMidnight = hours({ start_time: "22:00", expiration_time: "", days_of_week: [0] });
    it("23:59 is the first minute it is no longer usable", () => {
      expect(next(till2359, "2026-03-08T22:58:59.000Z")).toBe("2026-03-08T22:58:59.000Z");
      expect(next(till2359, "2026-03-08T22:59:30.000Z")).toBe("2026-03-15T21:00:00.000Z");
    });
    it("an empty end time runs to midnight", () => {
      expect(next(tillMidnight, "2026-03-08T22:59:30.000Z")).toBe("2026-03-08T22:59:30.000Z");
      expect(next(tillMidnight, "2026-03-08T22:59:59.999Z")).toBe("2026-03-08T22:59:59.999Z");
      expect(next(tillMidnight, "2026-03-08T23:00:00.000Z")).toBe("2026-03-15T21:00:00.000Z");
    });
  });

  it("opens a period at midnight on its own day", () => {
    const night = hours({ start_time: "00:00", expiration_time: "06:00", days_of_week: [5] });
    expect(next(night, "2026-03-05T22:59:00.000Z")).toBe("2026-03-05T23:00:00.000Z");
    expect(next(night, "2026-03-05T23:00:00.000Z")).toBe("2026-03-05T23:00:00.000Z");
    expect(next(night, "2026-03-06T05:00:00.000Z")).toBe("2026-03-12T23:00:00.000Z");
  });

  it("takes the earliest of several periods", () => {
    const split = hours(
      { start_time: "14:00", expiration_time: "18:00", days_of_week: [1] },
      { start_time: "09:00", expiration_time: "12:00", days_of_week: [1, 3] },
    );
    expect(next(split, "2026-03-09T11:30:00Z")).toBe("2026-03-09T13:00:00.000Z");
    expect(next(split, "2026-03-09T17:00:00Z")).toBe("2026-03-11T08:00:00.000Z");
  });

  describe("days of the week", () => {
    it("jumps to the next allowed day's midnight, across the week boundary", () => {
      expect(next({ validity_day_of_week: [1] }, "2026-03-07T12:00:00Z")).toBe("2026-03-08T23:00:00.000Z");
      expect(next({ validity_day_of_week: [1] }, "2026-03-09T12:00:00Z")).toBe("2026-03-09T12:00:00.000Z");
    });
    it("reads 0 as Sunday", () => {
      expect(next({ validity_day_of_week: [0] }, "2026-03-07T12:00:00Z")).toBe("2026-03-07T23:00:00.000Z");
    });
  });

  describe("days of the week and hours at once", () => {
    const officeHours: ValidityFields = {
      validity_day_of_week: [1, 2, 3, 4, 5],
      ...hours({ start_time: "09:00", expiration_time: "17:00" }),
    };
    it("waits for both", () => {
      expect(next(officeHours, "2026-03-06T16:30:00Z")).toBe("2026-03-09T08:00:00.000Z");
      expect(next(officeHours, "2026-03-04T07:00:00Z")).toBe("2026-03-04T08:00:00.000Z");
      expect(next(officeHours, "2026-03-04T12:00:00Z")).toBe("2026-03-04T12:00:00.000Z");
    });
    it("keeps only the days both allow", () => {
      const weekend = {
        validity_day_of_week: [6],
        ...hours({ start_time: "10:00", expiration_time: "12:00", days_of_week: [5, 6] }),
      };
      expect(next(weekend, "2026-03-06T09:00:00Z")).toBe("2026-03-07T09:00:00.000Z");
    });
    it("says never when no day is allowed by both", () => {
      const clash = {
        validity_day_of_week: [1],
        ...hours({ start_time: "10:00", expiration_time: "12:00", days_of_week: [5] }),
      };
      expect(next(clash, "2026-03-06T09:00:00Z")).toBe("never");
    });
  });

  describe("a timeframe of 1 hour every 2 days from Monday 2 March, 09:00 (08:00Z)", () => {
    const voucher = {
      start_date: "2026-03-02T08:00:00Z",
      validity_timeframe: { duration: "PT1H", interval: "P2D" },
    };
    it.each([
      ["before the start date", "2026-03-01T00:00:00.000Z", "2026-03-02T08:00:00.000Z"],
      ["during the first period", "2026-03-02T08:30:00.000Z", "2026-03-02T08:30:00.000Z"],
      ["at the end of the first period", "2026-03-02T09:00:00.000Z", "2026-03-04T08:00:00.000Z"],
      ["the day in between", "2026-03-03T12:00:00.000Z", "2026-03-04T08:00:00.000Z"],
      ["just before the next period", "2026-03-04T07:59:59.999Z", "2026-03-04T08:00:00.000Z"],
      ["weeks later", "2026-03-21T10:00:00.000Z", "2026-03-22T08:00:00.000Z"],
    ])("%s", (_, at, expected) => {
      expect(next(voucher, at)).toBe(expected);
    });

    it("with daily hours too", () => {
      const both = { ...voucher, ...hours({ start_time: "09:30", expiration_time: "12:00" }) };
      expect(next(both, "2026-03-03T12:00:00Z")).toBe("2026-03-04T08:30:00.000Z");
    });

    it("is always open once started when each period lasts the whole interval", () => {
      const always = {
        start_date: voucher.start_date,
        validity_timeframe: { duration: "P1D", interval: "P1D" },
      };
      expect(next(always, "2026-05-05T05:05:00Z")).toBe("2026-05-05T05:05:00.000Z");
    });
  });

  describe("daylight saving time in Warsaw", () => {
    it("keeps a daily timeframe at 09:00 local across the last Sunday of March", () => {
      const voucher = {
        start_date: "2026-03-27T08:00:00Z",
        validity_timeframe: { duration: "PT1H", interval: "P1D" },
      };
      expect(next(voucher, "2026-03-28T09:00:00Z")).toBe("2026-03-29T07:00:00.000Z");
      // 24 hours is not a day: PT24H keeps the elapsed time, so the period moves to 10:00.
      const exact = { ...voucher, validity_timeframe: { duration: "PT1H", interval: "PT24H" } };
      expect(next(exact, "2026-03-28T09:00:00Z")).toBe("2026-03-29T08:00:00.000Z");
    });

    it("keeps it at 09:00 local across the last Sunday of October", () => {
      const voucher = {
        start_date: "2026-10-23T07:00:00Z",
        validity_timeframe: { duration: "PT1H", interval: "P1D" },
      };
      expect(next(voucher, "2026-10-24T09:00:00Z")).toBe("2026-10-25T08:00:00.000Z");
    });

    it("moves daily hours with the clocks", () => {
      const sundayMorning = hours({ start_time: "09:00", expiration_time: "10:00", days_of_week: [0] });
      expect(next(sundayMorning, "2026-03-22T12:00:00Z")).toBe("2026-03-29T07:00:00.000Z");
      expect(next(sundayMorning, "2026-10-19T12:00:00Z")).toBe("2026-10-25T08:00:00.000Z");
    });

    it("skips a period that falls wholly in the hour that does not exist (02:00–03:00 on 29 March)", () => {
      const skipped = hours({ start_time: "02:00", expiration_time: "03:00", days_of_week: [0] });
      expect(next(skipped, "2026-03-28T12:00:00Z")).toBe("2026-04-05T00:00:00.000Z");
      const longer = hours({ start_time: "02:00", expiration_time: "04:00", days_of_week: [0] });
      expect(next(longer, "2026-03-28T12:00:00Z")).toBe("2026-03-29T01:00:00.000Z");
    });

    it("opens a period in the hour that happens twice (02:00–03:00 on 25 October) the first time, and both", () => {
      const twice = hours({ start_time: "02:00", expiration_time: "03:00", days_of_week: [0] });
      expect(next(twice, "2026-10-24T12:00:00Z")).toBe("2026-10-25T00:00:00.000Z");
      expect(next(twice, "2026-10-25T01:30:00Z")).toBe("2026-10-25T01:30:00.000Z");
      expect(next(twice, "2026-10-25T02:00:00Z")).toBe("2026-11-01T01:00:00.000Z");
      const lateStart = hours({ start_time: "02:45", expiration_time: "03:00", days_of_week: [0] });
      expect(next(lateStart, "2026-10-25T01:30:00Z")).toBe("2026-10-25T01:45:00.000Z");
    });
  });

  describe("windows it cannot read", () => {
    const start_date = "2026-03-02T08:00:00Z";
    it.each([
      ["a month interval", { start_date, validity_timeframe: { duration: "PT1H", interval: "P1M" } }],
      ["an empty duration", { start_date, validity_timeframe: { duration: "PT", interval: "P1D" } }],
      ["a garbage interval", { start_date, validity_timeframe: { duration: "PT1H", interval: "every day" } }],
      ["a timeframe without a start date", { validity_timeframe: { duration: "PT1H", interval: "P1D" } }],
      ["a day 9", { validity_day_of_week: [1, 9] }],
      ["a time of 9am", hours({ start_time: "9am", expiration_time: "17:00" })],
      ["a start date in words", { start_date: "soon" }],
    ])("has nothing to say with %s, and does not throw", (_, voucher: ValidityFields) => {
      expect(next(voucher, "2026-03-03T12:00:00Z")).toBeUndefined();
    });

    it("still says never when the readable windows rule out every instant", () => {
      const expired = {
        expiration_date: "2026-03-01T00:00:00Z",
        validity_timeframe: { duration: "PT1H", interval: "P1M" },
      };
      expect(next(expired, "2026-03-03T12:00:00Z")).toBe("never");
    });

    it("has nothing to say about days or hours in an unknown zone", () => {
      expect(
        next(hours({ start_time: "09:00" }), "2026-03-03T12:00:00Z", "Mars/Olympus_Mons"),
      ).toBeUndefined();
    });
  });

  describe(`looks at most ${SEARCH_DAYS} days ahead`, () => {
    it("says never for a period further away", () => {
      const rare = {
        start_date: "2026-01-01T00:00:00Z",
        validity_timeframe: { duration: "P1D", interval: "P500D" },
      };
      expect(next(rare, "2026-03-01T00:00:00Z")).toBe("never");
      const yearly = { ...rare, validity_timeframe: { duration: "P1D", interval: "P300D" } };
      expect(next(yearly, "2026-03-01T00:00:00Z")).toBe("2026-10-28T00:00:00.000Z");
    });

    it("jumps from window to window rather than minute by minute, and finds what a minute-by-minute walk finds", () => {
      // Seven minutes in every 47, on Fridays 17:00–17:05 only: the two rarely meet.
      const start = Date.parse("2026-03-02T08:00:00Z");
      const sparse: ValidityFields = {
        start_date: "2026-03-02T08:00:00Z",
        validity_timeframe: { duration: "PT7M", interval: "PT47M" },
        validity_day_of_week: [5],
        ...hours({ start_time: "17:00", expiration_time: "17:05", days_of_week: [5] }),
      };
      const from = Date.parse("2026-03-03T00:00:00Z");
      const local = new Intl.DateTimeFormat("en-GB", {
        timeZone: WARSAW,
        weekday: "long",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
      let walked = from;
      while (((walked - start) / 60_000) % 47 >= 7 || !/^Friday 17:0[0-4]$/.test(local.format(walked))) {
        walked += 60_000;
      }
      expect(new Date(walked).toISOString()).toBe("2026-05-29T15:00:00.000Z");
      expect(next(sparse, new Date(from).toISOString())).toBe("2026-05-29T15:00:00.000Z");
    });
  });

  describe("the zone decides the instant", () => {
    const happyHour = hours({ start_time: "17:00", expiration_time: "19:00", days_of_week: [5] });
    it("Friday 17:00 in Warsaw and in New York", () => {
      expect(next(happyHour, "2026-03-06T12:00:00Z", WARSAW)).toBe("2026-03-06T16:00:00.000Z");
      expect(next(happyHour, "2026-03-06T12:00:00Z", NEW_YORK)).toBe("2026-03-06T22:00:00.000Z");
    });
    it("after New York's clocks go forward on 8 March, while Warsaw's wait until 29 March", () => {
      expect(next(happyHour, "2026-03-07T00:00:00Z", NEW_YORK)).toBe("2026-03-13T21:00:00.000Z");
      expect(next(happyHour, "2026-03-07T00:00:00Z", WARSAW)).toBe("2026-03-13T16:00:00.000Z");
    });
  });

  it("starts a repeating window from its start date when that falls in the repeated hour", () => {
    // 02:30 on 25 October 2026, the second time Warsaw's clocks show it (01:30Z): one hour every day.
    const hourly = {
      start_date: "2026-10-25T01:30:00Z",
      validity_timeframe: { duration: "PT1H", interval: "P1D" },
    };
    expect(next(hourly, "2026-10-25T02:00:00Z")).toBe("2026-10-25T02:00:00.000Z");
    expect(next(hourly, "2026-10-25T02:30:00Z")).toBe("2026-10-26T01:30:00.000Z");
  });
});

/** usableUntil as an ISO string, so a failure shows the instant. */
function until(voucher: ValidityFields, at: string, timeZone = WARSAW) {
  return usableUntil(readValidityWindows(voucher), new Date(at), { timeZone })?.toISOString();
}

describe("usableUntil: how long a code usable now stays usable", () => {
  const happyHour = hours({ start_time: "17:00", expiration_time: "19:00", days_of_week: [5, 6] });
  it.each([
    ["at the start", "2026-03-06T16:00:00.000Z", "2026-03-06T18:00:00.000Z"],
    ["inside the window", "2026-03-07T17:21:00.000Z", "2026-03-07T18:00:00.000Z"],
    ["a moment before the end", "2026-03-07T17:59:59.999Z", "2026-03-07T18:00:00.000Z"],
    ["before the window: not usable now", "2026-03-06T15:59:59.999Z", undefined],
    ["at the end: not usable now", "2026-03-06T18:00:00.000Z", undefined],
    ["on Thursday: not usable now", "2026-03-05T17:00:00.000Z", undefined],
  ])("Friday and Saturday 17:00–19:00 in Warsaw, %s", (_, at, expected) => {
    expect(until(happyHour, at)).toBe(expected);
  });

  it("runs on across midnight when the next day's period starts then", () => {
    const lateAndEarly = hours(
      { start_time: "22:00", expiration_time: "", days_of_week: [5] },
      { start_time: "00:00", expiration_time: "02:00", days_of_week: [6] },
    );
    // Friday 23:00 in Warsaw: usable until Saturday 02:00 (01:00Z), not Friday's midnight.
    expect(until(lateAndEarly, "2026-03-06T22:00:00Z")).toBe("2026-03-07T01:00:00.000Z");
  });

  it("ends at the first window to close: the days before the hours, the dates before both", () => {
    const weekdays = {
      validity_day_of_week: [1, 2, 3, 4, 5],
      expiration_date: "2026-03-06T12:00:00Z",
    };
    expect(until(weekdays, "2026-03-05T10:00:00Z")).toBe("2026-03-06T12:00:00.000Z");
    expect(until({ validity_day_of_week: [1, 2, 3, 4, 5] }, "2026-03-05T10:00:00Z")).toBe(
      "2026-03-06T23:00:00.000Z",
    );
  });

  it("ends with a timeframe's period", () => {
    const voucher = {
      start_date: "2026-03-02T08:00:00Z",
      validity_timeframe: { duration: "PT1H", interval: "P2D" },
    };
    expect(until(voucher, "2026-03-04T08:15:00Z")).toBe("2026-03-04T09:00:00.000Z");
  });

  it("has no end to say when nothing closes, or a window could not be read", () => {
    expect(until({ start_date: "2026-03-01T00:00:00Z" }, "2026-03-05T10:00:00Z")).toBeUndefined();
    expect(until({ validity_day_of_week: [0, 1, 2, 3, 4, 5, 6] }, "2026-03-05T10:00:00Z")).toBeUndefined();
    expect(until(happyHour, "2026-03-06T16:30:00Z", "Mars/Olympus_Mons")).toBeUndefined();
  });
});

describe("formatNextUsable", () => {
  const now = new Date("2026-11-20T12:00:00Z");
  it("gives the agent's time, then the customer's when it reads differently", () => {
    expect(
      formatNextUsable(new Date("2026-11-24T22:00:00Z"), {
        agentTimeZone: NEW_YORK,
        customerTimeZone: WARSAW,
        now,
      }),
    ).toBe("Tuesday 24 November, 17:00 (your time); 23:00 for the customer (Europe/Warsaw)");
  });

  it("repeats the date when it is another day for the customer", () => {
    expect(
      formatNextUsable(new Date("2026-11-25T00:30:00Z"), {
        agentTimeZone: NEW_YORK,
        customerTimeZone: WARSAW,
        now,
      }),
    ).toBe(
      "Tuesday 24 November, 19:30 (your time); Wednesday 25 November, 01:30 for the customer (Europe/Warsaw)",
    );
  });

  it("leaves the customer out when not given, the same zone, or the same clock", () => {
    const date = new Date("2026-11-24T16:00:00Z");
    const agentOnly = "Tuesday 24 November, 17:00 (your time)";
    expect(formatNextUsable(date, { agentTimeZone: WARSAW, now })).toBe(agentOnly);
    expect(formatNextUsable(date, { agentTimeZone: WARSAW, customerTimeZone: WARSAW, now })).toBe(agentOnly);
    expect(formatNextUsable(date, { agentTimeZone: WARSAW, customerTimeZone: "Europe/Berlin", now })).toBe(
      agentOnly,
    );
    expect(formatNextUsable(date, { agentTimeZone: WARSAW, customerTimeZone: "Nowhere/Else", now })).toBe(
      agentOnly,
    );
  });

  it("shows the year when it is not this year's, or when it does not know the year", () => {
    const date = new Date("2027-01-05T08:00:00Z");
    expect(formatNextUsable(date, { agentTimeZone: WARSAW, now })).toBe(
      "Tuesday, 5 January 2027, 09:00 (your time)",
    );
    expect(formatNextUsable(date, { agentTimeZone: WARSAW })).toBe(
      "Tuesday, 5 January 2027, 09:00 (your time)",
    );
  });

  it("uses the locale for dates", () => {
    expect(
      formatNextUsable(new Date("2026-11-24T16:00:00Z"), { agentTimeZone: WARSAW, locale: "de-DE", now }),
    ).toBe("Dienstag, 24. November, 17:00 (your time)");
  });

  it("says UTC when the agent's zone is unknown", () => {
    expect(formatNextUsable(new Date("2026-11-24T16:00:00Z"), { agentTimeZone: "Nowhere/Else", now })).toBe(
      "Tuesday 24 November, 16:00 (UTC)",
    );
  });
});

describe("formatUsableUntil: the end of a window open now", () => {
  const now = new Date("2026-11-28T18:21:00Z");
  it("gives only the time when it ends today, on each clock", () => {
    expect(formatUsableUntil(new Date("2026-11-28T19:00:00Z"), { agentTimeZone: "UTC", now })).toBe(
      "19:00 (your time)",
    );
    expect(
      formatUsableUntil(new Date("2026-11-28T19:00:00Z"), {
        agentTimeZone: "UTC",
        customerTimeZone: WARSAW,
        now,
      }),
    ).toBe("19:00 (your time); 20:00 for the customer (Europe/Warsaw)");
  });

  it("names the day when it ends on another, for the agent or the customer", () => {
    expect(formatUsableUntil(new Date("2026-11-29T01:00:00Z"), { agentTimeZone: "UTC", now })).toBe(
      "Sunday 29 November, 01:00 (your time)",
    );
    expect(
      formatUsableUntil(new Date("2026-11-28T23:30:00Z"), {
        agentTimeZone: "UTC",
        customerTimeZone: WARSAW,
        now,
      }),
    ).toBe("23:30 (your time); Sunday 29 November, 00:30 for the customer (Europe/Warsaw)");
  });
});
