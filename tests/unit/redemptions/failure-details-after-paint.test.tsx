import { render, screen } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { parseRedemptionList, type RedemptionOrRollback } from "@/lib/core/api/schemas";
import { RedemptionItem } from "@/lib/redemptions/RedemptionItem";
import { loadFixture } from "../helpers/fixtures";
import { loadOnDemandParts } from "../helpers/on-demand-parts";
import { WithReplies } from "../replies/replies-context";

// A failed row's details come in the list's chunk, with the row: these tests load it as the panel does.
await loadOnDemandParts();

function failedRow(): RedemptionOrRollback {
  const parsed = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
  if (!parsed.ok) throw new Error("fixture did not parse");
  const failed = parsed.value.redemptions.find((row) => row.ok && row.redemption.result === "FAILURE");
  if (!failed?.ok) throw new Error("no failed row in the fixture");
  return failed.redemption;
}

function FailedRow({ belowTheFold }: { belowTheFold: boolean }) {
  return (
    <WithReplies>
      <ul>
        <RedemptionItem
          redemption={failedRow()}
          money={{ currency: "USD", locale: "en-US" }}
          now={Date.parse("2022-11-20T12:00:00Z")}
          onOpenRelated={vi.fn()}
          onLookup={vi.fn()}
          belowTheFold={belowTheFold}
        />
      </ul>
    </WithReplies>
  );
}

describe("a failed row's details", () => {
  it("are drawn with a row in sight: the explanation, check and reply in the list's first paint", () => {
    render(<FailedRow belowTheFold={false} />);
    expect(screen.getByText("Check:")).toBeTruthy();
    expect(screen.getByText("Suggested reply")).toBeTruthy();
    expect(document.querySelector(".failure")?.getAttribute("aria-busy")).toBeNull();
  });

  it("show a row below the fold's failure code until the list is painted, then the explanation, check and reply", async () => {
    const row = failedRow();
    render(<FailedRow belowTheFold />);
    const failure = document.querySelector(".failure");
    expect(failure?.getAttribute("aria-busy")).toBe("true");
    expect(failure?.textContent).toBe(row.failure_code);
    expect(await screen.findByText("Check:")).toBeTruthy();
    expect(document.querySelector(".failure")?.getAttribute("aria-busy")).toBeNull();
    expect(screen.getByText("Suggested reply")).toBeTruthy();
  });
});
