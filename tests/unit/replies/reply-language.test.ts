import { describe, expect, it } from "vitest";
import { replyLanguageOf } from "@/lib/replies/languages";
import { type ReplySetup, replyLanguageFor } from "@/lib/replies/reply-setup";

describe("the reply language a customer's metadata value names", () => {
  it.each([
    ["es", "es"],
    ["es-MX", "es"],
    ["es_MX", "es"],
    ["ES", "es"],
    [" es-419 ", "es"],
    ["Spanish", "es"],
    ["Español", "es"],
    ["spa", "es"],
    ["pl-PL", "pl"],
    ["Polski", "pl"],
    ["fre", "fr"],
    ["Français", "fr"],
    ["fr_CA", "fr"],
    ["DEUTSCH", "de"],
    ["de-AT", "de"],
    ["English", "en"],
    ["en-GB", "en"],
  ])("%j is %s", (value, language) => {
    expect(replyLanguageOf(value)).toBe(language);
  });

  it.each([
    ["it", "a language Voucher Lens has no replies in"],
    ["Italiano", "a language Voucher Lens has no replies in"],
    ["", "empty"],
    ["   ", "blank"],
    [42, "a number"],
    [null, "null"],
    [undefined, "nothing"],
    [{}, "an object"],
    [["es"], "a list"],
    ["x".repeat(100), "too long for a language tag"],
    [`es-${"x".repeat(40)}`, "too long for a language tag"],
    ["en-", "not a well-formed tag"],
    ["e", "not a well-formed tag"],
    ["__proto__", "a name every object has"],
    ["constructor", "a name every object has"],
  ])("%j is no reply language (%s)", (value, _why) => {
    expect(replyLanguageOf(value)).toBeUndefined();
  });
});

describe("the language a reply is written in", () => {
  const setup: ReplySetup = { team: {}, defaultLanguage: "de", languageKey: "locale", currency: "EUR" };
  const DEFAULT = { language: "de", from: { kind: "default" } };

  it("is the customer's, from the metadata key the profile names, naming the key and the value", () => {
    expect(replyLanguageFor(setup, { locale: "es-MX", language: "fr" })).toEqual({
      language: "es",
      from: { kind: "customer", key: "locale", value: "es-MX" },
    });
    expect(replyLanguageFor(setup, { locale: "  Polski " })).toEqual({
      language: "pl",
      from: { kind: "customer", key: "locale", value: "Polski" },
    });
    // Metadata with no prototype is read the same way.
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { locale: "fr" });
    expect(replyLanguageFor(setup, bare).language).toBe("fr");
  });

  it("is the profile's default when the key is absent, its value unknown or not text", () => {
    for (const metadata of [
      undefined,
      null,
      {},
      { language: "es" },
      { locale: "" },
      { locale: 42 },
      { locale: null },
      { locale: { code: "es" } },
      { locale: ["es"] },
    ])
      expect(replyLanguageFor(setup, metadata), JSON.stringify(metadata)).toEqual(DEFAULT);
  });

  it("is the profile's default when the customer's language has no replies, naming that language", () => {
    expect(replyLanguageFor(setup, { locale: "it-IT" })).toEqual({
      language: DEFAULT.language,
      from: { kind: "unsupported", key: "locale", value: "it-IT" },
    });
  });

  it("is the profile's default when the profile names no key", () => {
    const { languageKey: _key, ...noKey } = setup;
    expect(replyLanguageFor(noKey, { locale: "es" })).toEqual(DEFAULT);
    expect(replyLanguageFor({ ...setup, languageKey: "" }, { "": "es", locale: "es" })).toEqual(DEFAULT);
  });

  it("never reads what every object inherits, nor a __proto__ key as the object's prototype", () => {
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty"])
      expect(replyLanguageFor({ ...setup, languageKey: key }, { locale: "es" }), key).toEqual(DEFAULT);
    // As JSON from the API: "__proto__" is a key like any other, never the object's prototype.
    const metadata = JSON.parse('{"__proto__": {"locale": "es"}, "constructor": "fr"}') as Record<
      string,
      unknown
    >;
    expect(replyLanguageFor(setup, metadata)).toEqual(DEFAULT);
  });
});
