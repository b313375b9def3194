// Every instant is fixed and every zone passed explicitly: nothing here reads the machine's clock or zone.
// Europe/Warsaw goes from UTC+1 to UTC+2 on 29 March 2026 at 01:00Z (02:00 becomes 03:00) and back on
// 25 October 2026 at 01:00Z (03:00 becomes 02:00, so 02:00–03:00 happens twice).

import { describe, expect, it } from "vitest";
import { addCalendarDays, instantsAt, isTimeZone, wallClock, weekdayOf } from "@/lib/core/intl/time-zone";

const WARSAW = "Europe/Warsaw";
const DAY = 86_400_000;
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY);
const iso = (ms: number) => new Date(ms).toISOString();

describe("wall clocks in a time zone", () => {
  it("knows IANA zones and refuses made-up ones", () => {
    expect(isTimeZone(WARSAW)).toBe(true);
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("Nowhere/Else")).toBe(false);
  });

  it.each([
    ["2026-03-06T16:00:00Z", WARSAW, "2026-03-06", 5, 17 * 3600],
    ["2026-07-01T22:30:15Z", WARSAW, "2026-07-02", 4, 30 * 60 + 15],
    ["2026-03-06T03:00:00Z", "America/New_York", "2026-03-05", 4, 22 * 3600],
  ])("%s reads, in %s, as day %s (weekday %i) at %i seconds", (at, zone, day, weekday, seconds) => {
    expect(wallClock(Date.parse(at), zone)).toEqual({ epochDay: dayOf(day), weekday, seconds });
  });

  it("counts weekdays from Sunday as 0, before 1970 too", () => {
    expect(weekdayOf(dayOf("1970-01-01"))).toBe(4);
    expect(weekdayOf(dayOf("2026-03-08"))).toBe(0);
    expect(weekdayOf(dayOf("1969-12-28"))).toBe(0);
  });
});

describe("the instants a wall time names", () => {
  it("is one instant on an ordinary day", () => {
    expect(instantsAt(dayOf("2026-03-06"), 17 * 3600, WARSAW).map(iso)).toEqual(["2026-03-06T16:00:00.000Z"]);
  });

  it("is two instants in the hour repeated when clocks go back, earliest first", () => {
    expect(instantsAt(dayOf("2026-10-25"), 2.5 * 3600, WARSAW).map(iso)).toEqual([
      "2026-10-25T00:30:00.000Z",
      "2026-10-25T01:30:00.000Z",
    ]);
  });

  it("falls past the gap in the hour skipped when clocks go forward (02:30 reads as 03:30)", () => {
    expect(instantsAt(dayOf("2026-03-29"), 2.5 * 3600, WARSAW).map(iso)).toEqual([
      "2026-03-29T01:30:00.000Z",
    ]);
  });
});

describe("moving by calendar days", () => {
  it("keeps the time of day across a daylight saving change", () => {
    // 09:00 in Warsaw on 28 March (UTC+1) and on 29 March (UTC+2).
    expect(iso(addCalendarDays(Date.parse("2026-03-28T08:00:00Z"), 1, WARSAW))).toBe(
      "2026-03-29T07:00:00.000Z",
    );
    expect(iso(addCalendarDays(Date.parse("2026-03-29T07:00:00Z"), -1, WARSAW))).toBe(
      "2026-03-28T08:00:00.000Z",
    );
  });

  it("keeps the milliseconds", () => {
    expect(iso(addCalendarDays(Date.parse("2026-03-01T08:00:00.250Z"), 7, WARSAW))).toBe(
      "2026-03-08T08:00:00.250Z",
    );
  });

  it("moves nothing by zero days, even in the second pass of a repeated hour", () => {
    const secondPass = Date.parse("2026-10-25T01:30:00Z");
    expect(addCalendarDays(secondPass, 0, WARSAW)).toBe(secondPass);
  });
});
