import { describe, expect, it } from "vitest";
import { formatter, formatterKey } from "@/lib/core/intl/formatter";

describe("the Intl formatter cache", () => {
  it("hands back the formatter it built for the same kind, locale and options", () => {
    const clock = () =>
      formatter("date", "en-GB", { timeZone: "Europe/Warsaw", hour: "2-digit", minute: "2-digit" });
    expect(clock()).toBeDefined();
    expect(clock()).toBe(clock());
  });

  it("keeps formatters with other options, another locale or another kind apart", () => {
    const at = Date.parse("2026-03-01T08:00:00Z");
    const clock = formatter("date", "en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit" });
    const day = formatter("date", "en-GB", { timeZone: "UTC", day: "numeric", month: "long" });
    const german = formatter("date", "de-DE", { timeZone: "UTC", day: "numeric", month: "long" });
    expect(clock?.format(at)).toBe("08:00");
    expect(day?.format(at)).toBe("1 March");
    expect(german?.format(at)).toBe("1. März");
    expect(formatter("number", "en-US", { style: "currency", currency: "EUR" })?.format(2)).toBe("€2.00");
    expect(formatter("relative", "en", { numeric: "auto" })?.format(-1, "day")).toBe("yesterday");
  });

  it("answers nothing, instead of throwing, for a zone, a currency or a locale Intl refuses", () => {
    expect(formatter("date", "en-GB", { timeZone: "Nowhere/Else" })).toBeUndefined();
    expect(formatter("number", "en", { style: "currency", currency: "EURO" })).toBeUndefined();
    expect(formatter("date", "not a locale!")).toBeUndefined();
  });

  it("tells the browser's locale (no locale given) from an empty one, which Intl refuses", () => {
    expect(formatter("date", undefined)).toBeDefined();
    expect(formatter("date", "")).toBeUndefined();
    expect(formatterKey("date", undefined, {})).not.toBe(formatterKey("date", "", {}));
  });

  it("builds the key from the options set, leaving unset ones out", () => {
    expect(formatterKey("number", "de", { style: "currency", currency: "EUR", signDisplay: undefined })).toBe(
      formatterKey("number", "de", { style: "currency", currency: "EUR" }),
    );
    expect(formatterKey("number", "de", { currency: "EUR" })).not.toBe(
      formatterKey("date", "de", { currency: "EUR" }),
    );
  });
});
