import { describe, expect, it } from "vitest";
import { REPLY_LANGUAGES } from "@/lib/core/intl/reply-languages";
import { type ReplySetup, suggestedReply } from "@/lib/replies/reply-setup";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";

// The replies for the loyalty v2 answers, in the five reply languages: points pending with the day
// they activate, points expiring, a tier about to lapse; the team's own wording wins, as for every reply.

const SHIPPED = await loadEveryShippedSet();
const setup: ReplySetup = { team: {}, defaultLanguage: "en", currency: "EUR" };
const PENDING = { customerName: "Marcus Lee", code: "AOR-8JRJUNHA", points: 1250, date: "2026-12-03" };
const LAPSING = {
  customerName: "Marcus Lee",
  code: "AOR-8JRJUNHA",
  tier: "Gold",
  lowerTier: "Silver",
  date: "2026-12-21",
};

/** The day as each language writes it in a long date. */
const DAY: Record<string, RegExp> = {
  en: /December 3, 2026/,
  de: /3\. Dezember 2026/,
  es: /3 de diciembre de 2026/,
  fr: /3 décembre 2026/,
  pl: /3 grudnia 2026/,
};

describe.each(REPLY_LANGUAGES)("in %s", (language) => {
  it("says how many points are pending and the day they activate, greeting the customer by name", () => {
    const reply = suggestedReply(setup, "points_pending_activation", PENDING, language, SHIPPED[language]);
    expect(reply.missing).toEqual([]);
    expect(reply.text).toMatch(DAY[language]!);
    expect(reply.text).toMatch(/1[\s.,\u00a0\u202f]?250/);
    expect(reply.text).toContain("Marcus");
    expect(reply.text).toContain("AOR-8JRJUNHA");
  });

  it("says which tier ends on which day, and the one that follows when known", () => {
    const reply = suggestedReply(setup, "tier_lapsing", LAPSING, language, SHIPPED[language]);
    expect(reply.text).toContain("Gold");
    expect(reply.text).toContain("Silver");
    const bare = suggestedReply(
      setup,
      "tier_lapsing",
      { tier: "Gold", date: "2026-12-21" },
      language,
      SHIPPED[language],
    );
    expect(bare.missing).toEqual([]);
    expect(bare.text).not.toContain("Silver");
    expect(bare.text).not.toMatch(/[{}[\]|]/);
  });

  it("differs from every other reply of the language", () => {
    const set = SHIPPED[language];
    for (const topic of ["points_pending_activation", "tier_lapsing"])
      expect(Object.entries(set).filter(([key, text]) => key !== topic && text === set[topic])).toEqual([]);
  });
});

it("uses the team's wording of a loyalty v2 reply over the shipped one", () => {
  const team = { en: { tier_lapsing: "Hello[ {first_name}], your {tier} ends {date}." } };
  const reply = suggestedReply({ ...setup, team }, "tier_lapsing", LAPSING, "en", SHIPPED.en);
  expect(reply.text).toBe("Hello Marcus, your Gold ends December 21, 2026.");
});
