import { render, screen } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { parseRedemptionList } from "@/lib/core/api/schemas";
import { RedemptionsSection } from "@/lib/redemptions/RedemptionsSection";
import type { RedemptionsQuery } from "@/lib/redemptions/redemptions-query";
import { loadFixture } from "../helpers/fixtures";
import { WithReplies } from "../replies/replies-context";

// Nothing is loaded before these tests: the list, its filters and its pager arrive in a chunk of
// their own, which the panel opens without.

const question = {
  lookup: { kind: "code", value: "BF25-XK3P9Q" },
  filters: {},
  order: "-created_at",
  pageSize: 25,
  page: 1,
} satisfies RedemptionsQuery["question"];

function section(list: RedemptionsQuery, onEvent = vi.fn()) {
  return (
    <WithReplies>
      <RedemptionsSection
        list={list}
        host="api.voucherify.io"
        money={{ currency: "USD", locale: "en-US" }}
        now={Date.parse("2022-11-20T12:00:00Z")}
        onPageSize={vi.fn()}
        onEvent={onEvent}
        onLookup={vi.fn()}
        onOpenRelated={vi.fn()}
      />
    </WithReplies>
  );
}

describe("the redemption list, loaded on demand", () => {
  it("shows the closed Filters and order line at once, then the filters, the pager and the rows", async () => {
    const parsed = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
    if (!parsed.ok) throw new Error("fixture did not parse");
    const onEvent = vi.fn();
    const { rerender } = render(section({ question, loading: true }, onEvent));
    // Before the chunk: the line the controls open from is there, so nothing moves when they come.
    expect(screen.getByText("Filters and order")).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Result" })).toBeNull();

    const result = await screen.findByRole("combobox", { name: "Result" }, { timeout: 10_000 });
    expect(screen.getAllByText("Filters and order")).toHaveLength(1);

    rerender(section({ question, loading: false, value: parsed.value, asOf: Date.now() }, onEvent));
    expect(screen.getByRole("navigation", { name: "Pages" })).toBeTruthy();
    expect(document.querySelectorAll(".redemption").length).toBeGreaterThan(0);

    // The loaded controls are the real ones: a filter chosen becomes a new question.
    (result as HTMLSelectElement).value = "FAILURE";
    result.dispatchEvent(new Event("change", { bubbles: true }));
    expect(onEvent).toHaveBeenCalledWith({
      type: "list.changed",
      change: { filters: { result: "FAILURE" } },
    });
  });
});
