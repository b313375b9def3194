import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { parseRedemptionList, type RedemptionOrRollback } from "@/lib/core/api/schemas";
import { RedemptionItem } from "@/lib/redemptions/RedemptionItem";
import { RedemptionList } from "@/lib/redemptions/RedemptionList";
import type { ReplySetup } from "@/lib/replies/reply-setup";
import { loadFixture as load } from "../helpers/fixtures";
import { loadOnDemandParts } from "../helpers/on-demand-parts";
import { WithReplies } from "../replies/replies-context";

await loadOnDemandParts();

function realRows(): RedemptionOrRollback[] {
  const parsed = parseRedemptionList(load("list-redemptions__200__example.json"));
  if (!parsed.ok) throw new Error("fixture did not parse");
  return parsed.value.redemptions.flatMap((row) => (row.ok ? [row.redemption] : []));
}
const rollback = (): RedemptionOrRollback => {
  const parsed = parseRedemptionList({
    object: "list",
    redemptions: [load("SIBLING-rollback-redemption__200__gift-card.json")],
    total: 1,
  });
  if (!parsed.ok || !parsed.value.redemptions[0]?.ok) throw new Error("fixture did not parse");
  return parsed.value.redemptions[0].redemption;
};

const money = { currency: "USD", locale: "en-US" };
const now = Date.parse("2022-11-20T12:00:00Z");
/** The default templates in English, as the panel builds them for a profile with no time zone. */
const replies: ReplySetup = { team: {}, defaultLanguage: "en", agentLocale: "en-US", currency: "USD" };
/** The same profile naming the customers' time zone (the panel passes it to the row and the reply). */
const warsawReplies: ReplySetup = { ...replies, customerTimeZone: "Europe/Warsaw" };
const insertReply = () => vi.fn(async (_text: string) => "Inserted into the reply box.");
const renderItem = (redemption: RedemptionOrRollback, setup: ReplySetup = replies) =>
  render(
    <WithReplies setup={setup} insert={insertReply()}>
      <ul>
        <RedemptionItem
          redemption={redemption}
          money={money}
          now={now}
          onOpenRelated={vi.fn()}
          onLookup={vi.fn()}
        />
      </ul>
    </WithReplies>,
  );
const replyText = () => {
  fireEvent.click(screen.getByText("Suggested reply"));
  return document.querySelector(".reply-text")?.textContent ?? "";
};

describe("a redemption row", () => {
  it("shows a success at a glance: outcome, what, who, order total and discount", () => {
    const [promotion] = realRows();
    const { container } = renderItem(promotion!);
    expect(container.textContent).toContain("SUCCESS");
    expect(container.textContent).toContain("Redemption");
    expect(container.textContent).toContain("promotion promo_ZWkx6R0I1Ts3N9HL4kfTdxOm");
    expect(screen.getByRole("button", { name: "Bob Jones" })).toBeTruthy();
    expect(container.textContent).toContain("Order $96,800.00");
    expect(container.textContent).toContain("discount $94,500.00");
    expect(container.textContent).toContain("2 days ago");
  });

  it("shows a discount given without the order's total on its own, not after a separator", () => {
    const [promotion] = realRows();
    const { amount: _total, ...order } = promotion!.order!;
    const { container } = renderItem({ ...promotion!, order });
    expect(container.querySelector(".money")?.textContent).toBe("Discount $94,500.00");
  });

  it("says the order's total and its discount in one line, in that order", () => {
    const [promotion] = realRows();
    const { container } = renderItem(promotion!);
    expect(container.querySelector(".money")?.textContent).toBe("Order $96,800.00 · discount $94,500.00");
  });

  it("explains a failure in words with a reply to copy", () => {
    const failed = realRows().find((r) => r.failure_code === "loyalty_card_points_exceeded")!;
    const { container } = renderItem(failed);
    expect(container.textContent).toContain("FAILURE");
    expect(container.textContent).toContain(
      "The loyalty card did not hold enough points for what was asked.",
    );
    expect(screen.getByText(/^Hi Bobby,/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy reply" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Insert into reply" })).toBeTruthy();
  });

  it("asks first before inserting the reply of a row whose customer is not the ticket's requester", async () => {
    // A code's rows may be anyone's: the reply greets Bob and states his order, on Alice's ticket.
    const bobs = realRows().find((r) => r.failure_code === "customer_rules_violated")!;
    const MISMATCH =
      "This ticket's requester is alice@shop.example; this customer's email is bob.smith@email.com";
    const confirmFor = vi.fn((customer: { email?: string | null }) =>
      customer.email === "alice@shop.example" ? undefined : MISMATCH,
    );
    const insert = insertReply();
    render(
      <WithReplies setup={replies} insert={insert} confirmFor={confirmFor}>
        <ul>
          <RedemptionItem
            redemption={bobs}
            money={money}
            now={now}
            onOpenRelated={vi.fn()}
            onLookup={vi.fn()}
          />
        </ul>
      </WithReplies>,
    );
    expect(replyText()).toMatch(/^Hi Bob,/);
    // The agent's own key press on the row in focus, as a browser makes it.
    const press = new KeyboardEvent("keydown", { key: "i", bubbles: true, cancelable: true });
    Object.defineProperty(press, "isTrusted", { value: true });
    await act(async () => {
      document.getElementById(`row-${bobs.id}`)!.dispatchEvent(press);
    });
    expect(insert).not.toHaveBeenCalled();
    expect(confirmFor).toHaveBeenCalledWith(expect.objectContaining({ email: "bob.smith@email.com" }));
    const group = screen.getByRole("group", { name: "Confirm the reply goes into this ticket" });
    expect(group.textContent).toContain(`${MISMATCH}. Insert this reply anyway?`);
  });

  it("writes the reply in the customer's language when their metadata names it", () => {
    const failed = realRows().find((r) => r.failure_code === "loyalty_card_points_exceeded")!;
    const spanish = {
      ...failed,
      customer: { ...failed.customer, metadata: { locale: "es-MX" } },
    } as RedemptionOrRollback;
    renderItem(spanish, { ...replies, languageKey: "locale" });
    expect(replyText()).toMatch(/^Hola, Bobby:\n\n/);
    expect((screen.getByLabelText("Reply language") as HTMLSelectElement).value).toBe("es");
    // The profile names no key: the profile's default language, whatever the metadata says.
    cleanup();
    renderItem(spanish);
    expect(replyText()).toMatch(/^Hi Bobby,\n\n/);
  });

  it("says in the failure block what the agent can check, as its own line", () => {
    const failed = realRows().find((r) => r.failure_code === "loyalty_card_points_exceeded")!;
    const { container } = renderItem(failed);
    const check = container.querySelector(".failure .failure-check");
    expect(check?.textContent).toBe(
      "Check: Check the card's balance against the reward's cost; pending points are not part of the balance until they are activated.",
    );
    expect(screen.getByText(/pending points are not part of the balance/)).toBeTruthy();
    // A line of text, not a control: the failure block still has only the reply's buttons.
    const failure = container.querySelector(".failure") as HTMLElement;
    expect(
      within(failure)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label") ?? b.textContent),
    ).toEqual(["Copy reply", "Insert into reply"]);
  });

  it("shows an unknown failure code and its message as text, with a check", () => {
    const [row] = realRows();
    const IMG = "<img src=x onerror=alert(1)>";
    const { container } = renderItem({
      ...row!,
      result: "FAILURE",
      failure_code: IMG,
      failure_message: "<b>nouveau</b>",
    } as RedemptionOrRollback);
    expect(container.querySelector("img, b")).toBeNull();
    expect(container.querySelector(".failure-code code")?.textContent).toBe(IMG);
    expect(container.textContent).toContain(
      `Voucherify gave a failure code Voucher Lens does not know yet (${IMG}): “<b>nouveau</b>”.`,
    );
    expect(container.querySelector(".failure-check")?.textContent).toMatch(
      /^Check: Read the failure message/,
    );
  });

  it("renders rows that miss required fields without 'undefined' or 'null'", () => {
    for (const row of realRows()) {
      const { container, unmount } = renderItem(row);
      fireEvent.click(screen.getByRole("button", { name: /Details/ }));
      expect(container.textContent).not.toMatch(/undefined|null|NaN/);
      unmount();
    }
    const bare = { id: "r_1", object: "redemption", result: "SUCCESS" } as RedemptionOrRollback;
    const { container } = renderItem(bare);
    fireEvent.click(screen.getByRole("button", { name: /Details/ }));
    expect(container.textContent).not.toMatch(/undefined|null|NaN/);
  });

  it("shows a rollback's gift credits coming back, its parent and its order when expanded", () => {
    const onOpenRelated = vi.fn();
    const { container } = render(
      <WithReplies setup={replies} insert={insertReply()}>
        <ul>
          <RedemptionItem
            redemption={rollback()}
            money={money}
            now={now}
            onOpenRelated={onOpenRelated}
            onLookup={vi.fn()}
          />
        </ul>
      </WithReplies>,
    );
    expect(container.textContent).toContain("Rollback");
    expect(container.textContent).toContain("CODE14 · +$20.00 gift credit");
    const details = screen.getByRole("button", { name: /Details/ });
    expect(details.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(details);
    expect(details.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "r_0c5e8a38730ccec0d5" }));
    expect(onOpenRelated).toHaveBeenCalledWith("r_0c5e8a38730ccec0d5");
    const items = screen.getByRole("table");
    expect(within(items).getAllByRole("row")).toHaveLength(3);
    expect(container.textContent).toContain("CANCELED");
    expect(screen.getByRole("button", { name: "Copy Order id ord_S4BvUj64TlGqVZDOeud7z3rU" })).toBeTruthy();
  });

  it("keeps markup in API text as text", () => {
    const [row] = realRows();
    const hostile = {
      ...row!,
      customer: { id: "cust_x", name: '<img src=x onerror="window.__pwned=1">' },
      metadata: { "<b>key</b>": "<script>window.__pwned=1</script>" },
    } as RedemptionOrRollback;
    const { container } = renderItem(hostile);
    fireEvent.click(screen.getByRole("button", { name: /Details/ }));
    expect(container.querySelector("img, script, b")).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="window.__pwned=1">');
    expect(container.textContent).toContain("<script>window.__pwned=1</script>");
  });
});

describe("the list", () => {
  it("flags a row that could not be read and shows the others", () => {
    const rows = [
      { ok: true as const, redemption: realRows()[0]! },
      {
        ok: false as const,
        id: "r_broken",
        issue: { path: "redemptions[1].date", message: "expected a string" },
      },
    ];
    const { container } = render(
      <WithReplies setup={replies} insert={insertReply()}>
        <RedemptionList rows={rows} money={money} now={now} onOpenRelated={vi.fn()} onLookup={vi.fn()} />
      </WithReplies>,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(container.textContent).toContain(
      "This row could not be read (r_broken): redemptions[1].date: expected a string",
    );
  });

  it("shows a row with a gap, naming the field it could not read", () => {
    const rows = [
      {
        ok: true as const,
        redemption: realRows()[0]!,
        gaps: [{ path: "redemptions[0].reward.name", message: "expected string, got a number" }],
      },
    ];
    render(
      <WithReplies setup={replies} insert={insertReply()}>
        <RedemptionList rows={rows} money={money} now={now} onOpenRelated={vi.fn()} onLookup={vi.fn()} />
      </WithReplies>,
    );
    expect(screen.getByRole("note").textContent).toBe(
      "Not shown, the API gave them in a shape Voucher Lens cannot read: redemptions[0].reward.name (expected string, got a number).",
    );
  });

  it("says where a reward redemption came from and who held the voucher", () => {
    const row = realRows().find((r) => r.reward)!;
    const held = {
      ...row,
      channel: { channel_type: "AUTO_REDEEM", channel_id: "rewa_nMXB59qGTNYawMT8eP8M4oUp" },
      voucher: { ...row.voucher, holder_id: "cust_holder00000000000000000" },
    };
    render(
      <WithReplies setup={replies} insert={insertReply()}>
        <RedemptionItem
          redemption={held}
          money={money}
          now={now}
          onOpenRelated={vi.fn()}
          onLookup={vi.fn()}
        />
      </WithReplies>,
    );
    expect(screen.getByText(/^Reward “100 Points = \$20” \(pay with points\): 100 points → /)).toBeTruthy();
    expect(screen.getByText(/^Redeemed automatically for a reward, not by a person/)).toBeTruthy();
    expect(
      screen.getByText(/^Held by cust_holder00000000000000000, redeemed by Bobby McDonald/),
    ).toBeTruthy();
  });
});

describe("a code used outside its validity window", () => {
  it("says when it is valid and when it is next usable, for the agent and in the customer's time zone", () => {
    const row = {
      ...realRows()[0]!,
      result: "FAILURE" as const,
      failure_code: "voucher_not_active_now",
      failure_message: "voucher not active now",
      voucher: {
        code: "HAPPY-HOUR-1",
        start_date: "2026-01-01T00:00:00Z",
        validity_hours: { daily: [{ start_time: "17:00", expiration_time: "19:00", days_of_week: [5, 6] }] },
      },
    };
    // Tuesday 24 November 2026, noon UTC: the next window opens on Friday 27 November.
    const now = Date.parse("2026-11-24T12:00:00Z");
    render(
      <WithReplies setup={warsawReplies} insert={insertReply()}>
        <RedemptionItem
          redemption={row}
          money={money}
          now={now}
          customerTimeZone="Europe/Warsaw"
          agentTimeZone="UTC"
          onOpenRelated={vi.fn()}
          onLookup={vi.fn()}
        />
      </WithReplies>,
    );
    expect(screen.getByText("When this code is valid:").closest(".validity")?.textContent).toMatch(/17:00/);
    expect(screen.getByText("Next usable:").parentElement?.textContent).toMatch(
      /Friday, November 27, 16:00 \(your time\); 17:00 for the customer \(Europe\/Warsaw\)/,
    );
    // The reply names the customers' time (17:00 in Warsaw, 16:00 UTC), in the reply's language.
    const reply = replyText();
    expect(reply).toMatch(/You can use it again from Friday, November 27\b[^.]*\b5:00\sPM\b[^.]*\.$/);
    expect(reply).not.toMatch(/4:00\sPM|16:00|your time/);
  });
});

describe("a code used outside its validity window, when the answer is not certain", () => {
  const base = () => ({
    ...realRows()[0]!,
    result: "FAILURE" as const,
    failure_code: "voucher_not_active_now",
    voucher: {
      code: "HAPPY-HOUR-1",
      start_date: "2026-01-01T00:00:00Z",
      validity_hours: { daily: [{ start_time: "17:00", expiration_time: "19:00", days_of_week: [5, 6] }] },
    },
  });
  const now = Date.parse("2026-11-24T12:00:00Z");

  it("names no time in the reply when the profile names no customers' time zone", () => {
    render(
      <WithReplies setup={replies} insert={insertReply()}>
        <RedemptionItem
          redemption={base()}
          money={money}
          now={now}
          agentTimeZone="UTC"
          onOpenRelated={vi.fn()}
          onLookup={vi.fn()}
        />
      </WithReplies>,
    );
    expect(screen.getByText("Next usable:")).toBeTruthy();
    expect(replyText()).toContain("I'm happy to tell you when it can be used next.");
  });

  it("gives no next usable time when a window field could not be read", () => {
    render(
      <WithReplies setup={warsawReplies} insert={insertReply()}>
        <RedemptionItem
          redemption={base()}
          gaps={[
            { path: "redemptions[0].voucher.validity_day_of_week", message: "expected number, got a string" },
          ]}
          money={money}
          now={now}
          agentTimeZone="UTC"
          customerTimeZone="Europe/Warsaw"
          onOpenRelated={vi.fn()}
          onLookup={vi.fn()}
        />
      </WithReplies>,
    );
    expect(screen.queryByText("Next usable:")).toBeNull();
    expect(replyText()).not.toContain("again from");
  });

  it("says it will not be usable again when its windows never open before it expires", () => {
    const expiring = { ...base(), voucher: { ...base().voucher, expiration_date: "2026-11-25T00:00:00Z" } };
    render(
      <WithReplies setup={warsawReplies} insert={insertReply()}>
        <RedemptionItem
          redemption={expiring}
          money={money}
          now={now}
          agentTimeZone="UTC"
          customerTimeZone="Europe/Warsaw"
          onOpenRelated={vi.fn()}
          onLookup={vi.fn()}
        />
      </WithReplies>,
    );
    expect(screen.queryByText("Next usable:")).toBeNull();
    expect(document.querySelector(".failure-code")?.textContent).toContain(
      "do not open again before it expires",
    );
    expect(replyText()).toContain("it will not be usable again before it expires");
  });
});
