// Customer personal data as a shared screen shows it: enough to tell customers apart, not to read
// who they are; never a character cut in two, and a mask's length says nothing of the value's.

import { describe, expect, it } from "vitest";
import {
  BULLETS,
  looksLikeEmail,
  looksLikePhone,
  maskEmail,
  maskName,
  maskPersonal,
  maskPhone,
  personalKindOf,
} from "@/lib/core/personal/mask";

/** No half of a surrogate pair left alone: the mask is text a screen reader can read. */
const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe("a name, masked", () => {
  it.each([
    ["one word", "Lucía", "L•••"],
    ["several words", "Lucía Fernández", "L••• F•••"],
    ["several words and spaces around them", "  María de los  Ángeles ", "M••• d••• l••• Á•••"],
    ["a Chinese name written without spaces", "李小龙", "李•••"],
    ["a Greek name", "Ελένη Παπαδοπούλου", "Ε••• Π•••"],
    ["a name starting with a letter outside the Basic Multilingual Plane", "𠮷野家 𝒜lice", "𠮷••• 𝒜•••"],
    ["an emoji with a word", "😀 Smile", "••• S•••"],
    ["an emoji of several code points", "👩‍💻", "👩•••"],
    ["a two-letter name", "Al", "A•••"],
    ["a one-letter name", "J", "•••"],
    ["an empty name", "", "•••"],
  ])("%s: %j → %j", (_, name, masked) => {
    expect(maskName(name)).toBe(masked);
    expect(wellFormed(maskName(name))).toBe(true);
  });

  it("says nothing of the name's length: a long word and a short one mask alike", () => {
    expect(maskName("Bartholomew")).toBe("B•••");
    expect(maskName("Bo")).toBe("B•••");
    expect(maskEmail("bartholomew@example.es")).toBe(maskEmail("bo@example.es"));
  });

  it("never shows more than each word's first character", () => {
    expect(maskName("Lucía Fernández")).not.toMatch(/uc|er/);
  });
});

describe("an email, masked", () => {
  it.each([
    ["a usual address", "lucia@example.es", "l•••@example.es"],
    ["spaces around it", " lucia.fernandez@example.es ", "l•••@example.es"],
    ["a one-character local part", "l@example.es", "•••@example.es"],
    ["an astral first character", "𝒜lice@example.org", "𝒜•••@example.org"],
    ["no @ at all: masked as a name", "lucia.example.es", "l•••"],
    ["two @: the domain is what follows the last", "a@b@example.es", "a•••@example.es"],
    ["nothing before the @", "@example.es", "@•••"],
    ["nothing after the @", "lucia@", "l•••"],
  ])("%s: %j → %j", (_, email, masked) => {
    expect(maskEmail(email)).toBe(masked);
    expect(wellFormed(maskEmail(email))).toBe(true);
  });

  it("keeps the domain, which tells a customer's address from a colleague's, and hides the local part", () => {
    const masked = maskEmail("bobby.mcdonald@email.com");
    expect(masked.endsWith("@email.com")).toBe(true);
    expect(masked).not.toContain("mcdonald");
  });
});

describe("a phone number, masked", () => {
  it.each([
    ["international, with spaces", "+34 612 345 678", "•••78"],
    ["with brackets and dashes", "(030) 1234-5698", "•••98"],
    ["short: no digit shown", "112", BULLETS],
    ["five digits: none shown", "12 345", BULLETS],
    ["no digit at all", "n/a", BULLETS],
  ])("%s: %j → %j", (_, phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe("a personal value of a kind, masked", () => {
  it("masks each kind its own way; an address word by word", () => {
    expect(maskPersonal("name", "Lucía Fernández")).toBe("L••• F•••");
    expect(maskPersonal("email", "lucia@example.es")).toBe("l•••@example.es");
    expect(maskPersonal("phone", "+34 612 345 678")).toBe("•••78");
    expect(maskPersonal("address", "Calle Mayor 12, Madrid")).toBe("C••• M••• 1••• M•••");
  });
});

describe("what looks like an email", () => {
  it.each([
    ["lucia@example.es", true],
    [" lucia@example.es ", true],
    ["a@b", true],
    ["cust_qBwHpagDOFu71Z3F22UzR80X", false],
    ["lucia@ example.es", false],
    ["a@b@c", false],
    ["@example.es", false],
    ["", false],
  ])("%j: %s", (text, email) => {
    expect(looksLikeEmail(text)).toBe(email);
  });
});

describe("what looks like a phone number", () => {
  it.each([
    ["+34612345678", true],
    [" +34 612 345 678 ", true],
    ["+1 (555) 123-4567", true],
    ["+49 30.1234.56", true],
    // Without its "+" a number is an id like any other, and stays visible.
    ["612345678", false],
    ["0612 345 678", false],
    ["2026-12-04", false],
    // Too few or too many digits for a phone number.
    ["+500", false],
    ["+12 345", false],
    ["+1234567890123456", false],
    ["+34 612 345 678 ext", false],
    ["+34612345678@example.es", false],
    ["", false],
  ])("%j: %s", (text, phone) => {
    expect(looksLikePhone(text)).toBe(phone);
  });
});

describe("the kind of personal value a metadata entry holds", () => {
  it.each([
    ["email", "not an address", "email"],
    ["contact_correo", "x", "email"],
    ["courriel", "x", "email"],
    ["notes", "lucia@example.es", "email"],
    ["customer_ref", "+34 612 345 678", "phone"],
    ["customer_ref", "612345678", undefined],
    ["phone_number", "+34 612 345 678", "phone"],
    ["mobile", "612345678", "phone"],
    ["telefon", "0301234", "phone"],
    ["shipping_address", "Calle Mayor 12", "address"],
    ["city", "Madrid", "address"],
    ["postcode", "28013", "address"],
    ["date_of_birth", "1990-05-01", "address"],
    ["first_name", "Lucía", "name"],
    ["Nachname", "Müller", "name"],
    ["nazwisko", "Kowalska", "name"],
    ["lang", "en", undefined],
    ["acquisition_channel", "Facebook", undefined],
    ["customer_life_time_value", "100", undefined],
    // Whole words only: a key that merely contains one holds no personal data.
    ["store_names", "Madrid Centro", undefined],
    ["hotel", "Ritz", undefined],
    ["nominal_value", "20", undefined],
    ["firstName", "Lucía", "name"],
    ["Billing Street", "Calle Mayor 12", "address"],
    ["x".repeat(10_000), "y", undefined],
  ])("%j = %j: %s", (key, value, kind) => {
    expect(personalKindOf(key, value)).toBe(kind);
  });
});
