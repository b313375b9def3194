import { describe, expect, it } from "vitest";
import { displayLocale, uiLanguageOf } from "@/lib/core/i18n/languages";
import { formatMessage, messageParts, placeholdersIn } from "@/lib/core/i18n/message";

const points = {
  one: "{count} punkt",
  few: "{count} punkty",
  many: "{count} punktów",
  other: "{count} punktu",
};

describe("a message in words", () => {
  it("takes Polish's three plural forms for whole numbers", () => {
    const said = [0, 1, 2, 5, 22, 25].map((count) => formatMessage("pl", points, { count }));
    expect(said).toEqual(["0 punktów", "1 punkt", "2 punkty", "5 punktów", "22 punkty", "25 punktów"]);
  });

  it("takes the fraction form for a fraction in Polish", () => {
    expect(formatMessage("pl", points, { count: 1.5 })).toBe("1,5 punktu");
  });

  it("takes English's two forms", () => {
    const english = { one: "{count} point", other: "{count} points" };
    expect([0, 1, 2].map((count) => formatMessage("en", english, { count }))).toEqual([
      "0 points",
      "1 point",
      "2 points",
    ]);
  });

  it("writes numbers the language's way, or the display locale's", () => {
    expect(formatMessage("de", "{points} Punkte", { points: 12500 })).toBe("12.500 Punkte");
    expect(formatMessage("en", "{points} points", { points: 12500 })).toBe("12,500 points");
    expect(formatMessage("en", "{points} points", { points: 12500 }, "de-DE")).toBe("12.500 points");
  });

  it("keeps a placeholder with no value in sight, and braces that are not placeholders as text", () => {
    expect(formatMessage("en", "Hello {name}, {not a placeholder}", {})).toBe(
      "Hello {name}, {not a placeholder}",
    );
  });

  it("never reads a value from the object's prototype", () => {
    expect(formatMessage("en", "{constructor}", {})).toBe("{constructor}");
  });

  it("puts elements in placeholders, for a view", () => {
    const link = { element: "a" };
    expect(messageParts("fr", "Voir {link} ici", { link })).toEqual(["Voir ", link, " ici"]);
  });

  it("names each message's placeholders, plural ones with count", () => {
    expect(placeholdersIn("{a} and {b} and {a}")).toEqual(["a", "b"]);
    expect(placeholdersIn({ one: "one", other: "{count} of {total}" })).toEqual(["count", "total"]);
  });
});

describe("the language a tag names", () => {
  it("reads a region or script variant as its language", () => {
    expect(["de-AT", "pl", "fr_CA", "es-419", "EN-gb"].map(uiLanguageOf)).toEqual([
      "de",
      "pl",
      "fr",
      "es",
      "en",
    ]);
  });

  it("answers nothing for a language Voucher Lens does not speak, or a malformed tag", () => {
    expect(["it-IT", "", "not a tag!", undefined].map(uiLanguageOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("the locale dates and numbers are written in", () => {
  const own = new Intl.DateTimeFormat().resolvedOptions().locale;
  const ownLanguage = uiLanguageOf(own) ?? "en";
  const other = ownLanguage === "pl" ? "de" : "pl";

  it("is the agent's own format, whatever the language", () => {
    expect(displayLocale("en-GB", other)).toBe("en-GB");
  });

  it("is the browser's own when it is of the language spoken, and the language's otherwise", () => {
    expect(displayLocale("", ownLanguage)).toBeUndefined();
    expect(displayLocale("", other)).toBe(other);
  });
});
