import { fireEvent, screen, within } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { type LoyaltyMember, parseMember } from "@/lib/core/api/schemas";
import { pointsBreakdown } from "@/lib/loyalty/points-breakdown";
import { suggestedReply } from "@/lib/replies/reply-setup";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { loadFixture } from "../helpers/fixtures";
import { renderMemberCard, replies } from "./member-card-view";

/** The API's own Get Member example, with the counters the docs list and its example leaves out. */
function member(card: Record<string, unknown> = {}, redeemedPoints: number | null = 300): LoyaltyMember {
  const body = loadFixture("get-member__200__loyalty-card.json") as Record<string, unknown>;
  const parsed = parseMember({
    ...body,
    loyalty_card: {
      points: 13435,
      balance: 13135,
      pending_points: 120,
      expired_points: 0,
      subtracted_points: 0,
      ...card,
    },
    redemption: { ...(body.redemption as object), redeemed_points: redeemedPoints },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.value;
}

describe("the points breakdown", () => {
  it("shows each number the API gave and checks the documented formula", () => {
    expect(pointsBreakdown(member())).toEqual({
      lines: [
        { key: "balance", label: "Balance, usable now", value: 13135 },
        { key: "pending", label: "Pending, not usable yet", value: 120 },
        { key: "points", label: "Earned in all", value: 13435 },
        { key: "expired", label: "Expired in all", value: 0 },
        { key: "subtracted", label: "Taken off in all", value: 0 },
        { key: "redeemed", label: "Spent on rewards", value: 300 },
      ],
      missing: [],
      pending: 120,
      check: { expected: 13135, matches: true },
    });
  });

  it.each([
    ["balance", "balance"],
    ["pending_points", "pending_points"],
    ["points", "points"],
    ["expired_points", "expired_points"],
    ["subtracted_points", "subtracted_points"],
  ])("with %s missing, names it, shows the rest and invents nothing", (field, named) => {
    const breakdown = pointsBreakdown(member({ [field]: undefined }));
    expect(breakdown.missing).toEqual([named]);
    expect(breakdown.lines).toHaveLength(5);
    // The formula needs every number but pending: without one, no check and no made-up balance.
    expect(breakdown.check).toEqual(
      field === "pending_points" ? { expected: 13135, matches: true } : undefined,
    );
  });

  it("with redeemed points missing, names the member's field", () => {
    const breakdown = pointsBreakdown(member({}, null));
    expect(breakdown.missing).toEqual(["redemption.redeemed_points"]);
    expect(breakdown.check).toBeUndefined();
  });

  it("says when the API's numbers do not add up", () => {
    expect(pointsBreakdown(member({ balance: 99 })).check).toEqual({ expected: 13135, matches: false });
  });

  it("has no pending line for zero pending points", () => {
    expect(pointsBreakdown(member({ pending_points: 0 })).pending).toBeUndefined();
  });

  it("shows a card whose pending points are of the wrong type, naming that gap", () => {
    const card = member({ pending_points: "many" });
    expect(card.gaps).toEqual([
      { path: "loyalty_card.pending_points", message: "expected number, got a string" },
    ]);
    expect(pointsBreakdown(card).missing).toEqual(["pending_points"]);
  });
});

const SHIPPED = await loadEveryShippedSet();

/** The default templates, an agent whose locale is en-US. */

describe("the pending-points reply", () => {
  it("greets the customer by first name and counts the points in the reply's language", () => {
    const reply = suggestedReply(
      replies,
      "points_pending",
      { customerName: "Ana Nowak", points: 1200 },
      "en",
      SHIPPED.en,
    );
    expect(reply.missing).toEqual([]);
    expect(reply.text).toMatch(/^Hi Ana,\n\n/);
    expect(reply.text).toContain("1,200 of your points are still pending");
    const german = suggestedReply(replies, "points_pending", { points: 1200 }, "de", SHIPPED.de).text;
    expect(german).toMatch(/^Hallo,\n\n/);
    expect(german).toContain("1.200 Ihrer Punkte stehen noch aus");
  });
});

describe("the member card", () => {
  const show = (m: LoyaltyMember) => renderMemberCard(m);

  it("says how many points are pending and not usable yet, with a reply to copy", () => {
    const { container } = show(member());
    expect(screen.getByText("120 points pending: not usable yet.")).toBeTruthy();
    const pending = container.querySelector(".pending-points") as HTMLElement;
    fireEvent.click(within(pending).getByText("Suggested reply"));
    expect(within(pending).getByRole("button", { name: "Copy reply" })).toBeTruthy();
    expect(within(pending).getByRole("button", { name: "Insert into reply" })).toBeTruthy();
    expect(screen.getByText("Spent on rewards")).toBeTruthy();
  });

  it("writes the pending-points reply a lead would send, with the points in the agent's locale", () => {
    const { container } = show(member({ pending_points: 1200 }));
    const pending = container.querySelector(".pending-points") as HTMLElement;
    fireEvent.click(within(pending).getByText("Suggested reply"));
    const reply = pending.querySelector(".reply-text")?.textContent ?? "";
    // The card names no customer: greeted without a name, never with a placeholder left in.
    expect(reply).toMatch(/^Hi,\n\n/);
    expect(reply).toContain("1,200 of your points are still pending");
    expect(reply).not.toMatch(/[{}[\]]/);
    expect(within(pending).queryByText(/Fill in/)).toBeNull();
    // In another language the number is written that language's way.
    fireEvent.change(within(pending).getByLabelText("Reply language"), { target: { value: "de" } });
    expect(pending.querySelector(".reply-text")?.textContent).toContain("1.200 Ihrer Punkte stehen noch aus");
  });

  it("offers no pending-points reply when nothing is pending", () => {
    const { container } = show(member({ pending_points: 0 }));
    expect(container.querySelector(".pending-points")).toBeNull();
    expect(screen.queryByText(/points are still pending/)).toBeNull();
  });

  it("names what the API did not give instead of showing a number for it", () => {
    show(member({ expired_points: undefined, subtracted_points: undefined }));
    expect(screen.getByText("expired_points, subtracted_points")).toBeTruthy();
    expect(screen.queryByText("Expired in all")).toBeNull();
  });

  it("names a field of the wrong type as unreadable, not as one the API did not give", () => {
    const { container } = show(member({ pending_points: "many", expired_points: undefined }));
    expect(screen.getByText("expired_points")).toBeTruthy();
    expect(container.querySelector(".gaps")?.textContent).toContain("loyalty_card.pending_points");
  });

  it("renders hostile text from the API as text", () => {
    const hostile = { ...member(), campaign: '<img src=x onerror="alert(1)">' };
    const { container } = show(hostile);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
  });
});

describe("the member card's other replies", () => {
  const show = (m: LoyaltyMember) => renderMemberCard(m);
  const replyTexts = (container: Element) =>
    [...container.querySelectorAll(".reply-text")].map((p) => p.textContent ?? "");

  it("a card that cannot be used now gets the reply for its reason, naming the day", () => {
    const expired = show(member({}, 300));
    expect(replyTexts(expired.container).some((t) => /expired|not active/.test(t))).toBe(false);
    expired.unmount();

    const cases: [Partial<LoyaltyMember>, RegExp][] = [
      [{ active: false }, /is not active at the moment, so it can't be used right now/],
      [
        { expiration_date: "2026-11-01T00:00:00Z" },
        /expired on November 1, 2026, so it can no longer be used/,
      ],
      [{ start_date: "2026-12-05T00:00:00Z" }, /is not active yet: you can use it from December 5, 2026/],
    ];
    for (const [fields, expected] of cases) {
      const { container, unmount } = show({ ...member(), ...fields });
      expect(replyTexts(container).join("\n")).toMatch(expected);
      expect(replyTexts(container).join("\n")).toContain(member().code);
      unmount();
    }
  });

  it("the next expiry gets a reply with the card's next expiring points and day", () => {
    const { container } = show(member({ next_expiration_date: "2026-12-31", next_expiration_points: 250 }));
    expect(replyTexts(container).join("\n")).toContain("250 of your points will expire on December 31, 2026");
  });
});
