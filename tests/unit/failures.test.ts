import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { FAILURE_CODES } from "@/lib/api/schemas";
import { explainFailure, FAILURE_EXPLAINERS, type FailureFacts } from "@/lib/format/failures";

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

const facts = {
  code: "BF25-XK3P9Q",
  customerName: "Bobby McDonald",
  when: "10 Nov 2026, 06:31:15",
  startDate: "1 Dec 2026",
  expirationDate: "31 Oct 2026",
  orderAmount: "€120.00",
};

describe("failure explanations", () => {
  it("cover every failure code of the interface", () => {
    expect(FAILURE_CODES).toHaveLength(14);
    for (const code of FAILURE_CODES) expect(FAILURE_EXPLAINERS[code], code).toBeDefined();
  });

  it.each(FAILURE_CODES.map((code) => [code]))(
    "%s has words for the agent and a reply for the customer",
    (code) => {
      const { explanation, check, reply } = explainFailure(code, facts);
      expect(explanation.length).toBeGreaterThan(30);
      expect(check.length).toBeGreaterThan(20);
      expect(reply).toMatch(/^Hi Bobby,\n\n/);
      expect(`${explanation} ${reply}`).not.toMatch(/undefined|null|NaN|\$\{/);
    },
  );

  it("fills in the facts at hand", () => {
    expect(explainFailure("voucher_expired", facts).explanation).toBe(
      "The code BF25-XK3P9Q had expired on 31 Oct 2026 when it was used on 10 Nov 2026, 06:31:15.",
    );
    expect(explainFailure("voucher_not_active", facts).reply).toContain("it can be used from 1 Dec 2026");
    expect(explainFailure("gift_amount_exceeded", facts).explanation).toContain("order of €120.00");
  });

  it("reads well without facts", () => {
    const { explanation, reply } = explainFailure("voucher_expired", {});
    expect(explanation).toBe("The code had expired when it was used.");
    expect(reply.startsWith("Hi,\n\n")).toBe(true);
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

  it.each(all.map((code) => [code, codes.get(code)]))(
    "%s (section %s) says what happened, what to check and what to reply",
    (code) => {
      const { explanation, check, reply } = explainFailure(code, facts);
      expect(explanation.length).toBeGreaterThan(30);
      expect(explanation).not.toContain("does not know yet");
      expect(check.length).toBeGreaterThan(20);
      expect(reply).toMatch(/^Hi Bobby,\n\n\S/);
      expect(reply).toContain(facts.code);
      expect(reply.length).toBeLessThan(400);
      expect(`${explanation} ${check} ${reply}`).not.toMatch(/undefined|null|NaN|\$\{| {2}|\.\.|\s[.,:;]/);
    },
  );

  it.each(all.map((code) => [code]))("%s reads well without any facts", (code) => {
    const { explanation, check, reply } = explainFailure(code, {});
    expect(reply.startsWith("Hi,\n\n")).toBe(true);
    for (const text of [explanation, check, reply]) {
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
      const { explanation, check, reply } = explainFailure(code, blank);
      expect(`${explanation} ${check} ${reply}`).not.toMatch(/undefined|null|NaN|\$\{|\(\)|“”/);
      expect(reply.startsWith("Hi,\n\n")).toBe(true);
    },
  );

  it("uses the validity window's next usable time when given: the agent's in the explanation, the customer's in the reply", () => {
    const windowed = {
      ...facts,
      nextUsable: "Saturday 15 November, 17:00 (your time); 18:00 for the customer (Europe/Warsaw)",
      nextUsableForCustomer: "Saturday 15 November, 18:00 (Europe/Warsaw time)",
    };
    expect(explainFailure("voucher_not_active_now", windowed).reply).toContain(
      "You can use it again from Saturday 15 November, 18:00 (Europe/Warsaw time).",
    );
    expect(explainFailure("voucher_not_active_now", windowed).reply).not.toContain("your time");
    expect(explainFailure("voucher_not_active_now", windowed).explanation).toContain(
      "17:00 (your time); 18:00 for the customer (Europe/Warsaw)",
    );
    expect(explainFailure("voucher_not_active_now", facts).reply).not.toContain("again from");
    const promotion = {
      promotionName: "Happy hour",
      nextUsable: "18:00 (your time)",
      nextUsableForCustomer: "18:00",
    };
    expect(explainFailure("promotion_not_active_now", promotion).reply).toContain(
      "The promotion “Happy hour” can only be used",
    );
    expect(explainFailure("promotion_not_active_now", promotion).reply).toContain(
      "It can be used again from 18:00.",
    );
  });

  it("keeps the card holder for the agent only", () => {
    const { explanation, reply } = explainFailure("invalid_customer", { ...facts, holder: "Alice Smith" });
    expect(explanation).toContain("Alice Smith");
    expect(reply).not.toContain("Alice");
  });

  it("tells a failed rollback from a failed redemption where the code means both", () => {
    expect(explainFailure("invalid_order", { ...facts, rollback: true }).explanation).toContain("rollback");
    expect(explainFailure("invalid_order", { ...facts, rollback: true }).reply).toContain("reversing");
    expect(explainFailure("invalid_customer", { ...facts, rollback: true }).reply).not.toContain(
      "different customer account",
    );
  });

  it("never blames the customer for an integration problem", () => {
    const integration = [
      "invalid_order",
      "invalid_amount",
      "missing_amount",
      "missing_order_items",
      "invalid_payload",
    ];
    for (const code of integration) {
      const { reply } = explainFailure(code, facts);
      expect(reply, code).toContain("wasn't caused by anything you did");
      expect(reply, code).not.toMatch(/try again in a little while|will be fixed/);
    }
  });
});

describe("codes Voucher Lens does not know", () => {
  it("say so plainly, with the API's own message, and reply neutrally", () => {
    const { explanation, check, reply } = explainFailure("xyz_code", {
      ...facts,
      failureMessage: "  Le code est bloqué  ",
    });
    expect(explanation).toBe(
      "Voucherify gave a failure code Voucher Lens does not know yet (xyz_code): “Le code est bloqué”.",
    );
    expect(check).toContain("failure message");
    expect(reply).toMatch(/^Hi Bobby,\n\n/);
    expect(reply).toContain("BF25-XK3P9Q");
    expect(reply).not.toContain("bloqué");
    expect(reply).not.toMatch(/sorry|fault|you did/i);
  });

  it("say so without a message too", () => {
    expect(explainFailure("xyz_code", {}).explanation).toBe(
      "Voucherify gave a failure code Voucher Lens does not know yet (xyz_code), with no message.",
    );
    expect(explainFailure(undefined, { failureMessage: "Declined" }).explanation).toBe(
      "Voucherify says: Declined.",
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
    ])
      expect(explainFailure(near, {}).explanation, near).toContain("does not know yet");
    const known = explainFailure("voucher_expired", { failureMessage: "Ce bon a expiré" });
    expect(known.explanation).toBe("The code had expired when it was used.");
  });

  it("include names that exist on every object, such as constructor or __proto__", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const { explanation, check, reply } = explainFailure(name, { failureMessage: "odd" });
      expect(explanation, name).toBe(
        `Voucherify gave a failure code Voucher Lens does not know yet (${name}): “odd”.`,
      );
      expect(typeof check).toBe("string");
      expect(reply.startsWith("Hi,\n\n")).toBe(true);
    }
  });
});

describe("hostile facts", () => {
  const IMG = "<img src=x onerror=alert(1)>";
  const SCRIPT = "<script>alert(1)</script>";

  it("come back verbatim as text, never escaped or dropped", () => {
    for (const code of ["voucher_expired", "quantity_exceeded", "invalid_customer", "brand_new_code"]) {
      const { explanation, check, reply } = explainFailure(code, {
        code: IMG,
        customerName: SCRIPT,
        failureMessage: IMG,
      });
      expect(reply, code).toMatch(/^Hi <script>alert\(1\)<\/script>,\n\n/);
      expect(reply, code).toContain(IMG);
      expect(`${explanation} ${check} ${reply}`, code).not.toMatch(/&lt;|&gt;|&amp;/);
    }
    expect(explainFailure("brand_new_code", { failureMessage: IMG }).explanation).toContain(`“${IMG}”`);
    expect(explainFailure(IMG, {}).explanation).toContain(`(${IMG})`);
    // A name with spaces is greeted by its first word, unchanged.
    expect(explainFailure("voucher_expired", { customerName: IMG }).reply).toMatch(/^Hi <img,\n\n/);
  });
});
