import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { FAILURE_CODES } from "@/lib/core/api/schemas";
import { explainFailure, FAILURE_EXPLAINERS, type FailureFacts } from "@/lib/failures/failures";
import { type ReplySetup, suggestedReply } from "@/lib/replies/reply-setup";
import { loadShippedTemplates } from "@/lib/replies/shipped-templates";
import { checkTemplate } from "@/lib/replies/templates";
import { failureTopic, FAILURE_CODES as REPLY_FAILURE_CODES, REPLY_TOPICS } from "@/lib/replies/topics";
import { type ReplyFacts, replyValues } from "@/lib/replies/values";

/** The shared spec, beside the repository as on CI (like the fixtures, tests/unit/fixtures.ts). */
const SPEC = resolve(process.cwd(), "../shared/spec/failure-codes.md");
const SPEC_SECTIONS = ["1a", "1b", "1c", "1d"];

/**
 * Every backticked code in the first column of the tables of sections 1a–1d. A row may name several
 * codes ("`a` / `b`", "`a`, `b`"): each one counts.
 */
function specCodes(markdown: string): Map<string, string> {
  const codes = new Map<string, string>();
  let section: string | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^#{2,3}\s+(\S+?)\.?\s/.exec(line);
    if (heading) {
      section = SPEC_SECTIONS.find((s) => heading[1] === s);
      continue;
    }
    if (!section || !line.trimStart().startsWith("|")) continue;
    const firstCell = line.split("|")[1] ?? "";
    for (const [, code] of firstCell.matchAll(/`([^`]+)`/g)) codes.set(code!, section);
  }
  return codes;
}

/** The row's facts as the agent reads them, formatted for the agent. */
const facts = {
  code: "BF25-XK3P9Q",
  customerName: "Bobby McDonald",
  when: "10 Nov 2026, 06:31:15",
  startDate: "1 Dec 2026",
  expirationDate: "31 Oct 2026",
  orderAmount: "€120.00",
};

/** The same row as the reply takes it: unformatted, for the reply's language to format. */
const replyFacts: ReplyFacts = {
  code: "BF25-XK3P9Q",
  customerName: "Bobby McDonald",
  date: "2026-11-10T06:31:15Z",
  startDate: "2026-12-01T00:00:00Z",
  expirationDate: "2026-10-31T12:00:00Z",
  orderAmount: 12000,
};

/** The default templates, an English agent (en-GB), customers in Warsaw. */
const setup: ReplySetup = {
  team: {},
  defaultLanguage: "en",
  agentLocale: "en-GB",
  currency: "EUR",
  customerTimeZone: "Europe/Warsaw",
};

const EN = await loadShippedTemplates("en");

/** The English reply the panel suggests for a failed row, on the topic RedemptionItem picks for it. */
const replyFor = (
  failureCode: string | undefined,
  row: ReplyFacts = replyFacts,
  variant: { rollback?: boolean; neverUsableAgain?: boolean } = {},
  replySetup: ReplySetup = setup,
) => suggestedReply(replySetup, failureTopic(failureCode, variant), row, "en", EN);

/** Facts that are all there in name only: blank, null or unreadable, as an API row may give them. */
const blankReplyFacts = {
  code: "  ",
  customerName: null,
  date: "",
  startDate: null,
  expirationDate: "not a date",
  orderAmount: null,
  nextUsable: null,
  reward: "",
  promotion: null,
  points: Number.NaN,
} as unknown as ReplyFacts;

describe("failure explanations", () => {
  it("cover every failure code of the interface", () => {
    expect(FAILURE_CODES).toHaveLength(14);
    for (const code of FAILURE_CODES) expect(FAILURE_EXPLAINERS[code], code).toBeDefined();
  });

  it.each(FAILURE_CODES.map((code) => [code]))(
    "%s has words for the agent and a reply for the customer",
    (code) => {
      const { explanation, check } = explainFailure(code, facts);
      expect(explanation.length).toBeGreaterThan(30);
      expect(check.length).toBeGreaterThan(20);
      expect(failureTopic(code), "a reply topic of its own").toBe(code);
      const reply = replyFor(code);
      expect(reply.missing).toEqual([]);
      expect(reply.text).toMatch(/^Hi Bobby,\n\n/);
      expect(`${explanation} ${reply.text}`).not.toMatch(/undefined|null|NaN|\$\{/);
    },
  );

  it("fills in the facts at hand", () => {
    expect(explainFailure("voucher_expired", facts).explanation).toBe(
      "The code BF25-XK3P9Q had expired on 31 Oct 2026 when it was used on 10 Nov 2026, 06:31:15.",
    );
    expect(explainFailure("gift_amount_exceeded", facts).explanation).toContain("order of €120.00");
    // The reply writes the row's dates the way its language does, in the customers' time zone.
    expect(replyFor("voucher_not_active").text).toContain("it can be used from 1 December 2026");
    expect(replyFor("voucher_expired").text).toBe(
      "Hi Bobby,\n\nI'm sorry, the code BF25-XK3P9Q expired on 31 October 2026, so it could no longer be applied on 10 November 2026.",
    );
  });

  it("reads well without facts", () => {
    expect(explainFailure("voucher_expired", {}).explanation).toBe("The code had expired when it was used.");
    // No name: greeted without one. No code: "the code". No dates: none named.
    expect(replyFor("voucher_expired", {}).text).toBe(
      "Hi,\n\nI'm sorry, the code expired, so it could no longer be applied.",
    );
  });

  it("falls back to the API's own failure_message for unknown codes", () => {
    expect(explainFailure("brand_new_code", { failureMessage: "Something new happened" }).explanation).toBe(
      "Voucherify gave a failure code Voucher Lens does not know yet (brand_new_code): “Something new happened”.",
    );
    expect(explainFailure(undefined, {}).explanation).toBe("Voucherify says: no reason given.");
  });
});

describe("failure codes of the spec (failure-codes.md, sections 1a–1d)", () => {
  const codes = specCodes(readFileSync(SPEC, "utf8"));
  const all = [...codes.keys()];

  it("are read from every section, rows naming several codes included", () => {
    for (const section of SPEC_SECTIONS)
      expect([...codes.values()].filter((s) => s === section).length, section).toBeGreaterThan(0);
    // One per row in 1a (19), 1b (16), 1c (3); 1d's six rows name 15.
    expect(all.length).toBeGreaterThanOrEqual(53);
    for (const code of [
      "resource_not_found",
      "duplicate_resource_key",
      "invalid_export_params",
      "query_too_large",
    ])
      expect(all).toContain(code);
  });

  it("each have an explainer", () => {
    const missing = all.filter((code) => !Object.hasOwn(FAILURE_EXPLAINERS, code));
    expect(missing, `codes of failure-codes.md without an explainer: ${missing.join(", ")}`).toEqual([]);
  });

  it("each have a reply topic of their own, and the topics name no other code", () => {
    const missing = all.filter((code) => failureTopic(code) !== code);
    expect(missing, `codes of failure-codes.md without a reply topic: ${missing.join(", ")}`).toEqual([]);
    expect([...REPLY_FAILURE_CODES].sort()).toEqual([...all].sort());
  });

  it.each(all.map((code) => [code, codes.get(code)]))(
    "%s (section %s) says what happened, what to check and what to reply",
    (code) => {
      const { explanation, check } = explainFailure(code, facts);
      expect(explanation.length).toBeGreaterThan(30);
      expect(explanation).not.toContain("does not know yet");
      expect(check.length).toBeGreaterThan(20);
      const reply = replyFor(code);
      expect(reply.missing).toEqual([]);
      expect(reply.text).toMatch(/^Hi Bobby,\n\n\S/);
      expect(reply.text).toContain(replyFacts.code);
      expect(reply.text.length).toBeLessThan(400);
      expect(`${explanation} ${check} ${reply.text}`).not.toMatch(
        /undefined|null|NaN|\$\{| {2}|\.\.|\s[.,:;]/,
      );
    },
  );

  it.each(all.map((code) => [code]))("%s reads well without any facts", (code) => {
    const { explanation, check } = explainFailure(code, {});
    const reply = replyFor(code, {});
    expect(reply.text.startsWith("Hi,\n\n")).toBe(true);
    // Nothing left for the agent to fill in, and no template syntax showing.
    expect(reply.missing).toEqual([]);
    expect(reply.text).not.toMatch(/[{}[\]|]/);
    for (const text of [explanation, check, reply.text]) {
      expect(text.trim().length).toBeGreaterThan(10);
      expect(text).not.toMatch(/undefined|null|NaN|\$\{|\(\)|“”|\s[.,:;]/);
    }
  });

  it.each(all.map((code) => [code]))(
    "%s leaves missing or blank facts out, even null from the API",
    (code) => {
      const blank = {
        code: "  ",
        customerName: null,
        when: "",
        startDate: null,
        expirationDate: undefined,
        orderAmount: null,
        failureMessage: " ",
        nextUsable: null,
        rewardName: "",
        promotionName: null,
        holder: null,
      } as unknown as FailureFacts;
      const { explanation, check } = explainFailure(code, blank);
      const reply = replyFor(code, blankReplyFacts);
      expect(`${explanation} ${check} ${reply.text}`).not.toMatch(/undefined|null|NaN|\$\{|\(\)|“”/);
      expect(reply.text.startsWith("Hi,\n\n")).toBe(true);
      // Blank, null or unreadable counts as not given: the same reply as with no facts at all.
      expect(reply).toEqual(replyFor(code, {}));
    },
  );

  it("uses the validity window's next usable time when given: the agent's in the explanation, the customer's in the reply", () => {
    // Sunday 15 November 2026, 17:00 UTC: 18:00 in Warsaw, the customers' time zone.
    const next = new Date("2026-11-15T17:00:00Z");
    const agentWords = "Sunday 15 November, 17:00 (your time); 18:00 for the customer (Europe/Warsaw)";
    expect(
      explainFailure("voucher_not_active_now", { ...facts, nextUsable: agentWords }).explanation,
    ).toContain("17:00 (your time); 18:00 for the customer (Europe/Warsaw)");
    const windowed = replyFor("voucher_not_active_now", { ...replyFacts, nextUsable: next }).text;
    expect(windowed).toMatch(/You can use it again from Sunday,? 15 November\b[^.]*\b18:00\b[^.]*\.$/);
    expect(windowed).not.toContain("17:00");
    expect(windowed).not.toContain("your time");
    // No time known: the reply offers to find out instead.
    expect(replyFor("voucher_not_active_now").text).not.toContain("again from");
    expect(replyFor("voucher_not_active_now").text).toContain(
      "I'm happy to tell you when it can be used next.",
    );
    const promotion = replyFor("promotion_not_active_now", {
      promotion: "Happy hour",
      nextUsable: next,
    }).text;
    expect(promotion).toContain("The promotion “Happy hour” can only be used");
    expect(promotion).toMatch(/It can be used again from Sunday,? 15 November\b[^.]*\b18:00\b/);
  });

  it("names the next usable time only in the customers' own time zone", () => {
    const next = new Date("2026-11-15T17:00:00Z");
    const { customerTimeZone: _none, ...noZone } = setup;
    for (const code of ["voucher_not_active_now", "promotion_not_active_now"]) {
      const reply = replyFor(code, { ...replyFacts, nextUsable: next }, {}, noZone).text;
      expect(reply, code).not.toMatch(/again from|17:00|18:00/);
      expect(reply, code).toContain("I'm happy to tell you when it can be used next.");
    }
    // A zone Intl does not know is no zone either.
    const unknownZone = { ...setup, customerTimeZone: "Mars/Olympus_Mons" };
    expect(replyFor("voucher_not_active_now", { nextUsable: next }, {}, unknownZone).text).not.toContain(
      "again from",
    );
  });

  it("says a code whose windows never open again will not be usable again", () => {
    expect(failureTopic("voucher_not_active_now", { neverUsableAgain: true })).toBe(
      "voucher_not_active_now.never_again",
    );
    const never = replyFor("voucher_not_active_now", replyFacts, { neverUsableAgain: true }).text;
    expect(never).toMatch(/^Hi Bobby,\n\nThe code BF25-XK3P9Q can only be used/);
    expect(never).toContain("I'm sorry: it will not be usable again before it expires.");
    expect(never).not.toContain("happy to tell you when it can be used next");
    const promotion = replyFor(
      "promotion_not_active_now",
      { promotion: "Happy hour" },
      { neverUsableAgain: true },
    );
    expect(promotion.text).toContain("I'm sorry: it will not run again before it ends.");
    // Only the window codes have that variant.
    expect(failureTopic("voucher_expired", { neverUsableAgain: true })).toBe("voucher_expired");
  });

  it("keeps the card holder for the agent only", () => {
    const { explanation } = explainFailure("invalid_customer", { ...facts, holder: "Alice Smith" });
    expect(explanation).toContain("Alice Smith");
    // No placeholder stands for the holder, so no template (the team's own included) can name them…
    for (const topic of REPLY_TOPICS) expect(topic.placeholders, topic.key).not.toContain("holder");
    expect(checkTemplate("invalid_customer", "Hi {holder}").ok).toBe(false);
    // …and a holder among the row's facts never becomes one of the reply's values.
    const withHolder = { ...replyFacts, holder: "Alice Smith" } as ReplyFacts;
    expect(Object.values(replyValues(withHolder, { language: "en", currency: "EUR" }))).not.toContain(
      "Alice Smith",
    );
    expect(replyFor("invalid_customer", withHolder).text).not.toContain("Alice");
  });

  it("tells a failed rollback from a failed redemption where the code means both", () => {
    expect(explainFailure("invalid_order", { ...facts, rollback: true }).explanation).toContain("rollback");
    expect(failureTopic("invalid_order", { rollback: true })).toBe("invalid_order.rollback");
    expect(failureTopic("invalid_customer", { rollback: true })).toBe("invalid_customer.rollback");
    expect(replyFor("invalid_order", replyFacts, { rollback: true }).text).toContain(
      "reversing the use of the code BF25-XK3P9Q",
    );
    expect(replyFor("invalid_order").text).not.toContain("reversing");
    expect(replyFor("invalid_customer", replyFacts, { rollback: true }).text).not.toContain(
      "different customer account",
    );
    expect(replyFor("invalid_customer").text).toContain("different customer account");
    // Codes that mean one thing have no rollback variant.
    expect(failureTopic("voucher_expired", { rollback: true })).toBe("voucher_expired");
  });

  it("never blames the customer for an integration problem", () => {
    const integration: [string, { rollback?: boolean }][] = [
      ["invalid_order", {}],
      ["invalid_order", { rollback: true }],
      ["invalid_customer", { rollback: true }],
      ["invalid_amount", {}],
      ["missing_amount", {}],
      ["missing_order_items", {}],
      ["invalid_payload", {}],
    ];
    for (const [code, variant] of integration) {
      const { text } = replyFor(code, replyFacts, variant);
      expect(text, code).toContain("wasn't caused by anything you did");
      expect(text, code).not.toMatch(/try again in a little while|will be fixed/);
    }
  });
});

describe("codes Voucher Lens does not know", () => {
  it("say so plainly, with the API's own message, and reply neutrally", () => {
    const { explanation, check } = explainFailure("xyz_code", {
      ...facts,
      failureMessage: "  Le code est bloqué  ",
    });
    expect(explanation).toBe(
      "Voucherify gave a failure code Voucher Lens does not know yet (xyz_code): “Le code est bloqué”.",
    );
    expect(check).toContain("failure message");
    expect(failureTopic("xyz_code")).toBe("unknown_failure");
    // The API's message is for the agent: even among the row's facts it never reaches the reply.
    const reply = replyFor("xyz_code", { ...replyFacts, failureMessage: "Le code est bloqué" } as ReplyFacts);
    expect(reply.text).toMatch(/^Hi Bobby,\n\n/);
    expect(reply.text).toContain("BF25-XK3P9Q");
    expect(reply.text).not.toContain("bloqué");
    expect(reply.text).not.toMatch(/sorry|fault|you did/i);
  });

  it("say so without a message too", () => {
    expect(explainFailure("xyz_code", {}).explanation).toBe(
      "Voucherify gave a failure code Voucher Lens does not know yet (xyz_code), with no message.",
    );
    expect(explainFailure(undefined, { failureMessage: "Declined" }).explanation).toBe(
      "Voucherify says: Declined.",
    );
    expect(failureTopic(undefined)).toBe("unknown_failure");
    expect(replyFor(undefined).text).toBe(
      "Hi Bobby,\n\nThank you for your patience. The code BF25-XK3P9Q could not be applied on 10 November 2026, and I'm checking the reason with our team. I'll get back to you as soon as I know more.",
    );
  });

  it("are matched exactly on the code, never on the message or by likeness", () => {
    // The message may be translated or customised (changelog, 17 Aug 2026): only the code counts.
    const looksExpired = explainFailure("brand_new_code", { failureMessage: "voucher_expired" });
    expect(looksExpired.explanation).toContain("does not know yet (brand_new_code)");
    for (const near of [
      "Voucher_Expired",
      " voucher_expired",
      "voucher_expired ",
      "voucher-expired",
      "expired",
      "voucher_not_active_now.never_again",
      "invalid_order.rollback",
    ]) {
      expect(explainFailure(near, {}).explanation, near).toContain("does not know yet");
      expect(failureTopic(near), near).toBe("unknown_failure");
    }
    const known = explainFailure("voucher_expired", { failureMessage: "Ce bon a expiré" });
    expect(known.explanation).toBe("The code had expired when it was used.");
  });

  it("include names that exist on every object, such as constructor or __proto__", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const { explanation, check } = explainFailure(name, { failureMessage: "odd" });
      expect(explanation, name).toBe(
        `Voucherify gave a failure code Voucher Lens does not know yet (${name}): “odd”.`,
      );
      expect(typeof check).toBe("string");
      expect(failureTopic(name), name).toBe("unknown_failure");
      expect(replyFor(name, {}).text.startsWith("Hi,\n\n")).toBe(true);
    }
  });
});

describe("hostile facts", () => {
  const IMG = "<img src=x onerror=alert(1)>";
  const SCRIPT = "<script>alert(1)</script>";

  it("come back verbatim as text, never escaped or dropped", () => {
    for (const code of ["voucher_expired", "quantity_exceeded", "invalid_customer", "brand_new_code"]) {
      const { explanation, check } = explainFailure(code, {
        code: IMG,
        customerName: SCRIPT,
        failureMessage: IMG,
      });
      const { text: reply } = replyFor(code, { code: IMG, customerName: SCRIPT });
      // Markup is no name: the greeting goes without it (customer-name.ts).
      expect(reply, code).toMatch(/^Hi,\n\n/);
      expect(reply, code).toContain(IMG);
      expect(`${explanation} ${check} ${reply}`, code).not.toMatch(/&lt;|&gt;|&amp;/);
    }
    expect(explainFailure("brand_new_code", { failureMessage: IMG }).explanation).toContain(`“${IMG}”`);
    expect(explainFailure(IMG, {}).explanation).toContain(`(${IMG})`);
    // Nor is markup split at its spaces: no word of it is greeted.
    expect(replyFor("voucher_expired", { customerName: IMG }).text).toMatch(/^Hi,\n\n/);
  });
});
