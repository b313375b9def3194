// A legacy card's next expiry as the API may write it: a date as its docs show, a date-time as
// some of its schemas allow, or text that is no date at all.

import { describe, expect, it } from "vitest";
import { parseMember } from "@/lib/core/api/schemas";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { loadFixture } from "../helpers/fixtures";
import { renderMemberCard } from "./member-card-view";

await loadEveryShippedSet();

function show(nextExpirationDate: string) {
  const body = loadFixture("get-member__200__loyalty-card.json") as Record<string, unknown>;
  const parsed = parseMember({
    ...body,
    loyalty_card: {
      points: 13435,
      balance: 13135,
      next_expiration_date: nextExpirationDate,
      next_expiration_points: 12,
    },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  const { container } = renderMemberCard(parsed.value);
  const terms = [...container.querySelectorAll(".points dt")];
  const next = terms.find((dt) => dt.textContent === "Next expiry")?.nextElementSibling;
  return {
    next: next?.querySelector(":scope > :not(section)") ? next.firstChild?.textContent : next?.textContent,
    replies: [...container.querySelectorAll(".reply-text")].map((p) => p.textContent ?? ""),
  };
}

describe("a legacy card's next expiry", () => {
  it("says how far a date is", () => {
    expect(show("2026-12-30").next).toMatch(/^12 points on Dec 30, 2026 \(in 36 days\)/);
  });

  it("reads a date-time as its day: how far it is, and the same day in the reply", () => {
    const shown = show("2026-12-30T00:00:00.000Z");
    expect(shown.next).toMatch(/^12 points on Dec 30, 2026 \(in 36 days\)/);
    expect(shown.next).not.toContain("NaN");
    expect(shown.replies.join("\n")).toContain("December 30, 2026");
  });

  it("shows text that is no date as the API wrote it, never as an empty day", () => {
    const shown = show("30/12/2026");
    expect(shown.next).toMatch(/^12 points on 30\/12\/2026/);
    expect(shown.next).not.toContain("NaN");
  });
});
