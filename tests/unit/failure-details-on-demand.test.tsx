import { act, render, renderHook, screen } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { parseRedemptionList, type RedemptionOrRollback } from "@/core/api/schemas";
import { ask } from "@/core/contract/ask";
import { preloadFailureDetails } from "@/features/redemptions/failure-details-on-demand";
import { RedemptionItem } from "@/features/redemptions/RedemptionItem";
import { useRedemptions } from "@/features/redemptions/use-redemptions";
import { loadFixture } from "./fixtures";

// Nothing is loaded before these tests: a failed row's details arrive in a chunk of their own.
vi.mock("@/core/contract/ask", () => ({ ask: vi.fn() }));
vi.mock("@/features/redemptions/failure-details-on-demand", async (original) => {
  const actual = await original<typeof import("@/features/redemptions/failure-details-on-demand")>();
  return { ...actual, preloadFailureDetails: vi.fn(actual.preloadFailureDetails) };
});

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
      <ul>
        <RedemptionItem
          redemption={row}
          money={{ currency: "USD", locale: "en-US" }}
          now={Date.parse("2022-11-20T12:00:00Z")}
          onOpenRelated={vi.fn()}
          onLookup={vi.fn()}
          replies={{ team: {}, defaultLanguage: "en", currency: "USD" }}
          onInsertReply={vi.fn()}
        />
      </ul>,
    );
    const failure = document.querySelector(".failure");
    expect(failure?.getAttribute("aria-busy")).toBe("true");
    expect(failure?.textContent).toBe(row.failure_code);
    expect(await screen.findByText("Check:", {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.querySelector(".failure")?.getAttribute("aria-busy")).toBeNull();
    expect(screen.getByText("Suggested reply")).toBeTruthy();
  });

  it("start loading as soon as a lookup of redemptions is asked, before its answer comes", async () => {
    // The answer never comes here: the details load while it is on its way.
    vi.mocked(ask).mockReturnValue(new Promise(() => undefined));
    const { result } = renderHook(() => useRedemptions("p1"));
    expect(preloadFailureDetails).not.toHaveBeenCalled();
    await act(async () => {
      void result.current.run({
        lookup: { kind: "customer_id", value: "cust_tAED42tFhLM9v7GmZUaklJFd" },
        filters: {},
        order: "-created_at",
        pageSize: 25,
        page: 1,
      });
    });
    expect(preloadFailureDetails).toHaveBeenCalledTimes(1);
  });
});
