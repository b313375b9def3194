import { render, screen } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { parseRedemptionList, type RedemptionOrRollback } from "@/lib/core/api/schemas";
import { RedemptionItem } from "@/lib/redemptions/RedemptionItem";
import { loadFixture } from "../helpers/fixtures";
import { WithReplies } from "../replies/replies-context";

// Nothing is loaded before these tests: a failed row's details arrive in a chunk of their own.

function failedRow(): RedemptionOrRollback {
  const parsed = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
  if (!parsed.ok) throw new Error("fixture did not parse");
  const failed = parsed.value.redemptions.find((row) => row.ok && row.redemption.result === "FAILURE");
  if (!failed?.ok) throw new Error("no failed row in the fixture");
  return failed.redemption;
}

describe("a failed row's details, loaded on demand", () => {
  it("show the failure code while what explains it loads, then the explanation, check and reply", async () => {
    const row = failedRow();
    render(
      <WithReplies>
        <ul>
          <RedemptionItem
            redemption={row}
            money={{ currency: "USD", locale: "en-US" }}
            now={Date.parse("2022-11-20T12:00:00Z")}
            onOpenRelated={vi.fn()}
            onLookup={vi.fn()}
          />
        </ul>
      </WithReplies>,
    );
    const failure = document.querySelector(".failure");
    expect(failure?.getAttribute("aria-busy")).toBe("true");
    expect(failure?.textContent).toBe(row.failure_code);
    expect(await screen.findByText("Check:", {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.querySelector(".failure")?.getAttribute("aria-busy")).toBeNull();
    expect(screen.getByText("Suggested reply")).toBeTruthy();
  });
});
