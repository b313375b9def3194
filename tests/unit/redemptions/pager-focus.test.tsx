// Where the keyboard goes after Next page or Previous page: the pager goes while the page loads
// (nothing of the last page stands for the next), and the keyboard must not end at the top of the
// panel when it comes back.

import { fireEvent, render, screen } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { parseRedemptionList } from "@/lib/core/api/schemas";
import { RedemptionsSection } from "@/lib/redemptions/RedemptionsSection";
import type { RedemptionsQuery } from "@/lib/redemptions/redemptions-query";
import { loadFixture } from "../helpers/fixtures";
import { loadOnDemandParts } from "../helpers/on-demand-parts";
import { WithReplies } from "../replies/replies-context";

await loadOnDemandParts();

const now = Date.parse("2022-11-20T12:00:00Z");

function value() {
  const parsed = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
  if (!parsed.ok) throw new Error("fixture did not parse");
  return { ...parsed.value, total: 312 };
}

const question = (page: number): RedemptionsQuery["question"] => ({
  lookup: { kind: "code", value: "BF25-XK3P9Q" },
  filters: {},
  order: "-created_at",
  pageSize: 25,
  page,
});

function section(list: RedemptionsQuery) {
  return (
    <LanguageProvider>
      <WithReplies>
        <RedemptionsSection
          list={list}
          host="api.voucherify.io"
          money={{ currency: "USD", locale: "en-US" }}
          now={now}
          onPageSize={vi.fn()}
          onEvent={vi.fn()}
          onLookup={vi.fn()}
          onOpenRelated={vi.fn()}
        />
      </WithReplies>
    </LanguageProvider>
  );
}

describe("the pager, used by keyboard", () => {
  it("puts the keyboard back on Next page once the next page is shown", () => {
    const view = render(section({ question: question(1), loading: false, value: value(), asOf: now }));
    const next = screen.getByRole("button", { name: "Next page" });
    next.focus();
    fireEvent.click(next);
    // The panel asks page 2: the last page's rows and its pager go while it loads.
    view.rerender(section({ question: question(2), loading: true }));
    expect(screen.queryByRole("button", { name: "Next page" })).toBeNull();
    view.rerender(section({ question: question(2), loading: false, value: value(), asOf: now }));
    expect(screen.getByText(/^showing 26–/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Next page" }));
  });

  it("leaves the keyboard where the agent took it meanwhile", () => {
    const view = render(
      <>
        <input aria-label="Search" />
        {section({ question: question(2), loading: false, value: value(), asOf: now })}
      </>,
    );
    const previous = screen.getByRole("button", { name: "Previous page" });
    previous.focus();
    fireEvent.click(previous);
    view.rerender(
      <>
        <input aria-label="Search" />
        {section({ question: question(1), loading: true })}
      </>,
    );
    const search = screen.getByRole("textbox", { name: "Search" });
    search.focus();
    view.rerender(
      <>
        <input aria-label="Search" />
        {section({ question: question(1), loading: false, value: value(), asOf: now })}
      </>,
    );
    expect(document.activeElement).toBe(search);
  });
});
