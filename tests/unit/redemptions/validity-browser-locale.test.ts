// A failed row's validity windows and next usable time, for an agent who set no number and date
// format and whose browser speaks the panel's language: the panel then writes dates the browser's
// way (no locale given), and so must these sentences, not English's.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRedemptionList, type RedemptionOrRollback } from "@/lib/core/api/schemas";
import { formatDate } from "@/lib/core/intl/dates";
import { failureFacts } from "@/lib/redemptions/failure-facts";
import { redemptionWords } from "@/lib/redemptions/words";
import { loadFixture } from "../helpers/fixtures";

// The browser's own locale is Polish: Intl's default, as a Polish Chrome gives it.
const RealDateTimeFormat = Intl.DateTimeFormat;
class PolishBrowserDateTimeFormat extends RealDateTimeFormat {
  constructor(locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
    super(locale ?? "pl-PL", options);
  }
}
beforeAll(() => {
  Intl.DateTimeFormat = PolishBrowserDateTimeFormat as typeof Intl.DateTimeFormat;
});
afterAll(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

/** What the panel passes (displayLocale) when the browser's own locale is of the language spoken. */
const BROWSERS_OWN = undefined;

function failedRow(voucher: Record<string, unknown>, failureCode: string): RedemptionOrRollback {
  const [row] = (loadFixture("list-redemptions__200__example.json") as { redemptions: object[] }).redemptions;
  const parsed = parseRedemptionList({
    object: "list",
    redemptions: [{ ...row, result: "FAILURE", failure_code: failureCode, voucher }],
    total: 1,
  });
  const [read] = parsed.ok ? parsed.value.redemptions : [];
  if (!read?.ok) throw new Error("the row did not parse");
  return read.redemption;
}

describe("a failed row for a Polish agent with a Polish browser and no format chosen", () => {
  it("writes the row's other dates the browser's way, in Polish", () => {
    expect(formatDate("2026-03-01", BROWSERS_OWN)).toBe("1 mar 2026");
  });

  it("writes the validity window's dates in Polish, like the row's other dates", async () => {
    const pl = await redemptionWords.load("pl");
    const row = failedRow(
      { code: "SPRING-26", start_date: "2026-03-01T08:00:00Z", expiration_date: "2026-03-31T21:59:00Z" },
      "voucher_expired",
    );
    const facts = failureFacts(
      row,
      {
        money: { currency: "PLN", locale: BROWSERS_OWN },
        now: Date.parse("2026-04-02T10:00:00Z"),
        agentTimeZone: "Europe/Warsaw",
      },
      pl,
    );
    expect(facts.validity?.lines).toEqual(["Ważny od 1 marca 2026, 09:00 do 31 marca 2026, 23:59"]);
  });

  it("writes when the code is next usable in Polish", async () => {
    const pl = await redemptionWords.load("pl");
    const row = failedRow(
      {
        code: "HAPPY-HOUR-1",
        start_date: "2026-01-01T00:00:00Z",
        validity_hours: { daily: [{ start_time: "17:00", expiration_time: "19:00", days_of_week: [5] }] },
      },
      "voucher_not_active_now",
    );
    const facts = failureFacts(
      row,
      {
        money: { currency: "PLN", locale: BROWSERS_OWN },
        now: Date.parse("2026-11-24T12:00:00Z"),
        agentTimeZone: "Europe/Warsaw",
      },
      pl,
    );
    expect(facts.nextUsable).toBe("piątek, 27 listopada, 17:00 (czas lokalny)");
  });
});
