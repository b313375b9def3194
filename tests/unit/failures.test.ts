import { describe, expect, it } from "vitest";
import { FAILURE_CODES } from "@/lib/api/schemas";
import { explainFailure, FAILURE_EXPLAINERS } from "@/lib/format/failures";

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
      const { explanation, reply } = explainFailure(code, facts);
      expect(explanation.length).toBeGreaterThan(30);
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
      "Voucherify says: Something new happened (brand_new_code).",
    );
    expect(explainFailure(undefined, {}).explanation).toBe("Voucherify says: no reason given.");
  });
});
