// Masking holds in the panel's notices and secondary views too, not only in its answer rows: a
// notice that quotes what was looked up, or a line that repeats free text the API wrote, shows
// no customer's address while masking is on.

import { render, screen, waitFor } from "@testing-library/preact";
import type { ComponentChildren } from "preact";
import { describe, expect, it, vi } from "vitest";
import { MaskingProvider } from "@/components/PersonalValue";
import { initialHistory } from "@/lib/history/index.sidepanel";
import { CardSection } from "@/lib/loyalty/CardSection";
import { initialLoyalty, type LoyaltySlice } from "@/lib/loyalty/loyalty.slice";
import { loadOnDemandParts } from "../helpers/on-demand-parts";
import { WithReplies } from "../replies/replies-context";

await loadOnDemandParts();

const EMAIL = "lucia.fernandez@example.es";

/** Every text and attribute value shown: where a value could be read. */
function everythingShown(root: Element): string {
  const attributes = [...root.querySelectorAll("*")].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.value),
  );
  return [root.textContent ?? "", ...attributes].join("\n").toLowerCase();
}

const masked = (children: ComponentChildren) =>
  render(
    <MaskingProvider masked answer={{}}>
      <WithReplies>{children}</WithReplies>
    </MaskingProvider>,
  );

describe("a code that is no loyalty card, masked", () => {
  it("names an address read as a code masked in the no-card notice", async () => {
    // The agent looked up the customer's address, then chose "read as code instead".
    const lookup = { kind: "code", value: EMAIL } as const;
    const loyalty: LoyaltySlice = {
      ...initialLoyalty,
      member: {
        loading: false,
        question: lookup,
        error: { kind: "http", status: 404, body: { key: "not_found" }, fromApi: true },
      } as LoyaltySlice["member"],
    };
    const { container } = masked(
      <CardSection
        loyalty={loyalty}
        current={{ lookup, alternatives: ["customer_source_id"] } as never}
        tokens={[]}
        noRedemptions
        locale="en-US"
        now={Date.parse("2026-11-29T10:00:00Z")}
        host="app.voucherify.io"
        history={initialHistory.history}
        orderIds={[]}
        onEvent={vi.fn()}
        onLookup={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getByText(/No loyalty card with code/)).toBeTruthy());
    expect(container.textContent).toContain("l•••@example.es");
    expect(everythingShown(container)).not.toContain(EMAIL);
  });
});

describe("a card's history, masked", () => {
  it("masks an address an admin wrote in a change's reason, in the summary and the line", async () => {
    const { CardHistory } = await import("@/lib/history/index.sidepanel-answers");
    const { historyViewOf } = await import("@/lib/history/history-view");
    const card = {
      kind: "v2",
      programId: "lprg_1",
      memberId: "lmbr_1",
      cardId: "lcrd_1",
      code: "AOR-1",
      balance: 950,
    } as const;
    const admin = {
      id: "lctx_1",
      type: "ADMIN_DEBIT",
      status: "APPROVED",
      created_at: "2026-11-28T12:00:00Z",
      details: { points: { total: -50 }, reason: `Duplicate account, merged into ${EMAIL}` },
    };
    const view = historyViewOf(
      {
        card,
        open: true,
        transactions: {
          question: { card: card as never },
          loading: false,
          value: { items: [admin], next: null },
        },
        legacy: { loading: false },
        tiers: { loading: false, value: { items: [], next: null } },
        purchases: { loading: false, value: { items: [], next: null } },
      },
      card,
      "en-US",
      new Date("2026-11-29T10:00:00Z"),
    );
    if (!view) throw new Error("no view");
    const { container } = masked(
      <CardHistory
        view={view}
        orderIds={[]}
        tierNames={new Map()}
        code="AOR-1"
        locale="en-US"
        now={new Date("2026-11-29T10:00:00Z")}
        host="app.voucherify.io"
        onEvent={vi.fn()}
      />,
    );
    await waitFor(() => expect(container.textContent).toContain("Duplicate account, merged into"));
    expect(container.textContent).toContain("l•••@example.es");
    expect(everythingShown(container)).not.toContain(EMAIL);
  });
});

describe("metadata whose key is an address, masked", () => {
  it("masks the key in a redemption's details", async () => {
    const { fireEvent } = await import("@testing-library/preact");
    const { parseRedemptionList } = await import("@/lib/core/api/schemas");
    const { RedemptionItem } = await import("@/lib/redemptions/RedemptionItem");
    const { loadFixture } = await import("../helpers/fixtures");
    const parsed = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
    if (!parsed.ok) throw new Error("fixture did not parse");
    const first = parsed.value.redemptions[0];
    if (!first?.ok) throw new Error("fixture's first row did not parse");
    const row = { ...first.redemption, metadata: { [EMAIL]: "referred a friend" } };
    const { container } = masked(
      <RedemptionItem
        redemption={row}
        money={{ currency: "USD", locale: "en-US" }}
        now={Date.parse("2022-11-20T12:00:00Z")}
        onOpenRelated={vi.fn()}
        onLookup={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: /^Details of / }));
    await waitFor(() => expect(container.textContent).toContain("referred a friend"));
    expect(everythingShown(container)).not.toContain(EMAIL);
  });

  it("masks the key on a loyalty card", async () => {
    const { parseMember } = await import("@/lib/core/api/schemas");
    const { MemberCard } = await import("@/lib/loyalty/MemberCard");
    const { loadFixture } = await import("../helpers/fixtures");
    const body = loadFixture("get-member__200__loyalty-card.json") as Record<string, unknown>;
    const parsed = parseMember({ ...body, metadata: { [EMAIL]: "referred a friend" } });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
    const { container } = masked(
      <MemberCard
        member={parsed.value}
        locale="en-US"
        now={new Date("2022-11-20T12:00:00Z")}
        onLookupHolder={vi.fn()}
        onLookupCardRedemptions={vi.fn()}
        history={initialHistory.history}
        orderIds={[]}
        host=""
        onHistoryEvent={vi.fn()}
      />,
    );
    expect(container.textContent).toContain("referred a friend");
    expect(everythingShown(container)).not.toContain(EMAIL);
  });
});
