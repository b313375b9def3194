// A loyalty card the API answers without its points (loyalty_card left out, null, or of a shape that
// cannot be read): the card says its points were not given, rather than leaving them out unsaid.

import { describe, expect, it } from "vitest";
import { parseMember } from "@/lib/core/api/schemas";
import { loadFixture } from "../helpers/fixtures";
import { renderMemberCard } from "./member-card-view";

function show(loyaltyCard: unknown) {
  const { loyalty_card: _card, ...body } = loadFixture("get-member__200__loyalty-card.json") as Record<
    string,
    unknown
  >;
  const parsed = parseMember(loyaltyCard === undefined ? body : { ...body, loyalty_card: loyaltyCard });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return renderMemberCard(parsed.value).container;
}

const notGiven = (container: Element) => {
  const dt = [...container.querySelectorAll(".points dt")].find(
    (d) => d.textContent === "Not given by the API",
  );
  return dt?.nextElementSibling?.textContent;
};

describe("a loyalty card without its points", () => {
  it.each([
    ["left out", undefined],
    ["null", null],
  ])("names the points the API did not give when loyalty_card is %s", (_how, card) => {
    const container = show(card);
    expect(notGiven(container)).toBe("balance, pending_points, points, expired_points, subtracted_points");
    // What the member's own fields give is still shown.
    expect(container.querySelector(".points")?.textContent).toContain("Spent on rewards300 points");
  });

  it("names loyalty_card among the gaps, not its points as not given, when it cannot be read", () => {
    const container = show("13135");
    expect(container.querySelector(".gaps")?.textContent).toContain("loyalty_card");
    expect(notGiven(container)).toBeUndefined();
  });
});
