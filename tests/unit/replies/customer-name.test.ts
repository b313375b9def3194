import { describe, expect, it } from "vitest";
import { firstNameOf } from "@/lib/replies/customer-name";
import { parseTemplate, renderTemplate } from "@/lib/replies/template";
import { replyValues } from "@/lib/replies/values";

const letters = (n: number) => "a".repeat(n);

describe("a customer's name in a reply", () => {
  it.each([
    ["O'Brien", "O'Brien"],
    ["Siobhán O’Brien", "Siobhán"],
    ["Anne-Marie Dupont", "Anne-Marie"],
    ["José García", "José"],
    ["李小龙", "李小龙"],
    ["Zoë Kravitz", "Zoë"],
    // The same name with its diaeresis as a combining mark.
    ["Zoe\u0308 Kravitz", "Zoe\u0308"],
    ["Nguyễn Văn An", "Nguyễn"],
    ["Gerard ’t Hooft", "Gerard"],
    ["Ана Петрова", "Ана"],
    ["محمد علي", "محمد"],
    ["  Ana\u00a0García  ", "Ana"],
    ["Bobby\tMcDonald", "Bobby"],
    [`${letters(50)} Smith`, letters(50)],
  ])("keeps %j: greeted as %j", (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });

  it.each([
    ["a link", "https://evil.example/claim"],
    ["a link after a name", "Ana https://evil.example"],
    ["a domain", "evil.example"],
    ["a right-to-left override", "\u202eAna"],
    ["a direction isolate", "Ana \u2066nuf\u2069"],
    ["a zero-width space", "Ana\u200bMaria"],
    ["digits", "Ana2"],
    ["a name and a number", "Test User 2"],
    ["a message after a line break", "Ana\nDear customer, click here"],
    ["a control character", "Ana\u0000"],
    ["12,000 characters", letters(12_000)],
    ["a word of 51 letters", `Ana ${letters(51)}`],
    ["punctuation only", "' -"],
    ["markup", "<b>Ana</b>"],
    ["nothing", "   "],
  ])("drops %s: the reply is written without a name", (_what, name) => {
    expect(firstNameOf(name)).toBeUndefined();
  });

  it("reads a 12,000-character name in next to no time, as a hostile record would hold it", () => {
    const hostile = `${"Ana ".repeat(3_000)}!`;
    const start = performance.now();
    for (let i = 0; i < 100; i++) firstNameOf(hostile);
    expect(performance.now() - start).toBeLessThan(50);
  });

  it("makes the optional greeting go without the name, never with what the record held", () => {
    const parsed = parseTemplate("Hi[ {first_name}],\n\nYour code expired.", ["first_name"]);
    if (!parsed.ok) throw new Error(parsed.message);
    const reply = (customerName: string) =>
      renderTemplate(parsed.parts, replyValues({ customerName }, { language: "en", currency: "EUR" })).text;
    expect(reply("Ana López")).toBe("Hi Ana,\n\nYour code expired.");
    expect(reply("https://evil.example/claim")).toBe("Hi,\n\nYour code expired.");
    expect(reply("\u202eAna")).toBe("Hi,\n\nYour code expired.");
    expect(reply(letters(12_000))).toBe("Hi,\n\nYour code expired.");
  });
});
