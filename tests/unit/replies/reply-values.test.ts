import { describe, expect, it } from "vitest";
import { replyLocale, replyValues } from "@/lib/replies/values";

describe("a reply's values, written in the reply's language", () => {
  it("write dates the Spanish way in a Spanish reply", () => {
    const values = replyValues(
      {
        date: "2026-11-24T12:00:00Z",
        startDate: "2026-01-01T12:00:00Z",
        expirationDate: "2026-12-31",
      },
      { language: "es", currency: "EUR", customerTimeZone: "Europe/Madrid" },
    );
    expect(values.date).toBe("24 de noviembre de 2026");
    expect(values.start_date).toBe("1 de enero de 2026");
    expect(values.expiration_date).toBe("31 de diciembre de 2026");
  });

  it("write amounts the German way, in the profile's currency and its minor units", () => {
    const de = replyValues({ orderAmount: 1250 }, { language: "de", currency: "EUR" });
    expect(de.order_amount).toBe(
      new Intl.NumberFormat("de", { style: "currency", currency: "EUR" }).format(12.5),
    );
    expect(de.order_amount).toMatch(/^12,50\s€$/);
    // Yen have no minor unit: 1250 is ¥1,250.
    const yen = replyValues({ orderAmount: 1250 }, { language: "en", currency: "JPY" });
    expect(yen.order_amount).toBe(
      new Intl.NumberFormat("en", { style: "currency", currency: "JPY" }).format(1250),
    );
    expect(replyValues({ orderAmount: Number.NaN }, { language: "de", currency: "EUR" }).order_amount).toBe(
      undefined,
    );
  });

  it("follow the agent's locale where it writes the reply's language (en-GB for English), not otherwise", () => {
    const row = { date: "2026-11-24T12:00:00Z", orderAmount: 1250, points: 1200 };
    const gb = replyValues(row, {
      language: "en",
      agentLocale: "en-GB",
      currency: "EUR",
      customerTimeZone: "UTC",
    });
    expect(gb.date).toBe("24 November 2026");
    const us = replyValues(row, { language: "en", currency: "EUR", customerTimeZone: "UTC" });
    expect(us.date).toBe("November 24, 2026");
    // A Spanish reply is written in Spanish whatever the agent's own locale.
    const es = replyValues(row, {
      language: "es",
      agentLocale: "en-GB",
      currency: "EUR",
      customerTimeZone: "UTC",
    });
    expect(es.date).toBe("24 de noviembre de 2026");
    expect(es.order_amount).toBe(
      new Intl.NumberFormat("es", { style: "currency", currency: "EUR" }).format(12.5),
    );
    expect(replyLocale("en", "en-GB")).toBe("en-GB");
    expect(replyLocale("es", "en-GB")).toBe("es");
    expect(replyLocale("es", "es-MX")).toBe("es-MX");
    expect(replyLocale("en", undefined)).toBe("en");
  });

  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Los_Angeles", "Asia/Tokyo", "UTC", undefined])(
    "keep a date without a time on its calendar day, in %s",
    (customerTimeZone) => {
      const values = replyValues(
        { date: "2026-11-24", expirationDate: "2027-01-01" },
        {
          language: "en",
          agentLocale: "en-GB",
          currency: "EUR",
          ...(customerTimeZone ? { customerTimeZone } : {}),
        },
      );
      expect(values.date).toBe("24 November 2026");
      expect(values.expiration_date).toBe("1 January 2027");
    },
  );

  it("read a date with a time in the customers' time zone", () => {
    const late = { date: "2026-11-24T23:30:00Z" };
    const format = { language: "en" as const, agentLocale: "en-GB", currency: "EUR" };
    expect(replyValues(late, { ...format, customerTimeZone: "UTC" }).date).toBe("24 November 2026");
    expect(replyValues(late, { ...format, customerTimeZone: "Europe/Warsaw" }).date).toBe("25 November 2026");
    expect(replyValues({ date: "not a date" }, format).date).toBeUndefined();
  });

  it("name the next usable time only in the customers' time zone, when the profile names one", () => {
    const nextUsable = new Date("2026-11-27T16:00:00Z");
    const format = { language: "en" as const, agentLocale: "en-GB", currency: "EUR" };
    expect(replyValues({ nextUsable }, format).next_usable).toBeUndefined();
    expect(
      replyValues({ nextUsable }, { ...format, customerTimeZone: "Not/A_Zone" }).next_usable,
    ).toBeUndefined();
    const warsaw = replyValues({ nextUsable }, { ...format, customerTimeZone: "Europe/Warsaw" }).next_usable;
    expect(warsaw).toMatch(/^Friday,? 27 November\b.*\b17:00\b/);
    expect(warsaw).not.toContain("16:00");
    expect(replyValues({}, { ...format, customerTimeZone: "Europe/Warsaw" }).next_usable).toBeUndefined();
  });

  it("greet by the first word of the customer's name", () => {
    const first = (customerName: string) =>
      replyValues({ customerName }, { language: "en", currency: "EUR" }).first_name;
    expect(first("Ana María López")).toBe("Ana");
    expect(first("  Bobby\tMcDonald ")).toBe("Bobby");
    expect(first("Bobby\nMcDonald")).toBe("Bobby");
    expect(first("Cher")).toBe("Cher");
    expect(first("   ")).toBeUndefined();
    expect(first("")).toBeUndefined();
  });

  it("count points in the reply's language and leave out what is blank or not a number", () => {
    const values = (points: number, language: "en" | "de" = "en") =>
      replyValues({ points }, { language, currency: "EUR" }).points;
    expect(values(1200)).toBe("1,200");
    expect(values(1200, "de")).toBe("1.200");
    expect(values(Number.NaN)).toBeUndefined();
    expect(values(Number.POSITIVE_INFINITY)).toBeUndefined();
    const blank = replyValues(
      { code: "  ", reward: "", promotion: " \n" },
      { language: "en", currency: "EUR" },
    );
    expect([blank.code, blank.reward, blank.promotion]).toEqual([undefined, undefined, undefined]);
    expect(replyValues({ code: " BF25 " }, { language: "en", currency: "EUR" }).code).toBe("BF25");
  });
});
