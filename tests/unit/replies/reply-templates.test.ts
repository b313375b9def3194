import { describe, expect, it } from "vitest";
import { REPLY_LANGUAGES } from "@/lib/core/intl/reply-languages";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { renderTemplate } from "@/lib/replies/template";
import { checkTemplate } from "@/lib/replies/templates";
import { REPLY_TOPICS, TOPIC_KEYS } from "@/lib/replies/topics";

const FULL = {
  first_name: "Ana",
  code: "SUMMER24",
  date: "DATE",
  start_date: "START",
  expiration_date: "END",
  order_amount: "AMOUNT",
  next_usable: "NEXT",
  reward: "REWARD",
  promotion: "PROMO",
  points: "POINTS",
  tier: "TIER",
  order: "ORDER",
  lower_tier: "LOWER",
};

const SHIPPED = await loadEveryShippedSet();

describe.each(REPLY_LANGUAGES)("the %s templates Voucher Lens ships", (language) => {
  const set = SHIPPED[language];

  it("answer every topic, and nothing else", () => {
    expect(Object.keys(set).sort()).toEqual([...TOPIC_KEYS].sort());
  });

  it.each(REPLY_TOPICS.map((t) => t.key))("%s parses with its topic's placeholders", (key) => {
    const parsed = checkTemplate(key, set[key] ?? "");
    expect(parsed.ok ? "ok" : parsed.message).toBe("ok");
  });

  it.each(REPLY_TOPICS)("$key reads whole with no value and with every value", ({ key, required = [] }) => {
    const parsed = checkTemplate(key, set[key] ?? "");
    if (!parsed.ok) throw new Error(parsed.message);
    const bare = renderTemplate(parsed.parts, Object.fromEntries(required.map((name) => [name, FULL[name]])));
    const full = renderTemplate(parsed.parts, FULL);
    for (const reply of [bare, full]) {
      expect(reply.missing).toEqual([]);
      expect(reply.text).not.toMatch(/[{}[\]|]|\s{3,}| [,.:;!?]|^\s|\s$/);
    }
    // The customer is greeted by name when the row names them.
    expect(full.text).toContain("Ana");
  });

  it("use the same placeholders as English, topic by topic", () => {
    for (const { key } of REPLY_TOPICS) {
      const own = checkTemplate(key, set[key] ?? "");
      const en = checkTemplate(key, SHIPPED.en[key] ?? "");
      if (!own.ok || !en.ok) throw new Error(key);
      expect([key, ...own.placeholders.sort()]).toEqual([key, ...en.placeholders.sort()]);
    }
  });
});
