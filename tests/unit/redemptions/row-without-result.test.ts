// A failed row that leaves out `result` (the interface calls it required; real rows leave out what
// it calls required) still says why it failed, when its status or failure code tells it failed.

import { describe, expect, it } from "vitest";
import { parseRedemptionList, type RedemptionOrRollback } from "@/lib/core/api/schemas";
import { type RowContext, redemptionRowFacts } from "@/lib/redemptions/row-facts";
import { loadFixture } from "../helpers/fixtures";

const context: RowContext = {
  money: { currency: "USD", locale: "en-US" },
  now: Date.parse("2022-11-20T12:00:00Z"),
  agentTimeZone: "UTC",
};
const rows = (
  loadFixture("list-redemptions__200__example.json") as { redemptions: Record<string, unknown>[] }
).redemptions;

function row(
  id: string,
  change: (raw: Record<string, unknown>) => Record<string, unknown>,
): RedemptionOrRollback {
  const raw = rows.find((r) => r.id === id);
  const parsed = parseRedemptionList({ object: "list", redemptions: [change({ ...raw })], total: 1 });
  const [first] = parsed.ok ? parsed.value.redemptions : [];
  if (!first?.ok) throw new Error("the row did not parse");
  return first.redemption;
}

const withoutResult = ({ result: _result, ...rest }: Record<string, unknown>) => rest;

describe("a row without its result", () => {
  it("is failed when its status says FAILED", () => {
    const r = row("rf_0bf8c023eb4d4aa4ad", (raw) => ({ ...withoutResult(raw), status: "FAILED" }));
    expect(redemptionRowFacts(r, context).failed).toBe(true);
  });

  it("is failed when it carries a failure code", () => {
    const r = row("rf_0bf8c023eb4d4aa4ad", withoutResult);
    expect(r.failure_code).toBe("customer_rules_violated");
    expect(redemptionRowFacts(r, context).failed).toBe(true);
  });

  it("is not failed when it says nothing of a failure, nor when its result says SUCCESS", () => {
    expect(redemptionRowFacts(row("r_0bf9cf0a8b12dc5ba6", withoutResult), context).failed).toBe(false);
    const succeeded = row("r_0bf9cf0a8b12dc5ba6", (raw) => ({ ...raw, status: "FAILED" }));
    expect(redemptionRowFacts(succeeded, context).failed).toBe(false);
  });
});
