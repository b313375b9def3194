// An agent in New York reads a card with hours: its day, its hours and its windows are all read on
// the agent's clock, never one on UTC's (three to five hours ahead).
import { describe, expect, it } from "vitest";
import type { LoyaltyMember } from "@/lib/core/api/schemas";
import { cardState } from "@/lib/loyalty/card-state";
import { inTimeZone } from "../helpers/time-zone";

inTimeZone("America/New_York");

const card = (fields: Partial<LoyaltyMember>): LoyaltyMember => ({
  id: "v_1",
  code: "LC-1",
  active: true,
  ...fields,
});
const fmt = (iso: string) => iso.slice(0, 10);

describe("a card's state, read in New York", () => {
  it("is usable inside its morning hours, when UTC's clock is already past them", () => {
    // Wednesday 10:30 in New York, 15:30 UTC.
    const now = new Date("2026-11-18T15:30:00Z");
    const morning = card({
      validity_hours: { daily: [{ start_time: "09:00", expiration_time: "12:00", days_of_week: [3] }] },
    });
    expect(cardState(morning, now, fmt)).toEqual({
      kind: "active",
      text: "active, valid today 09:00–12:00 only",
    });
  });

  it("names the next window on the agent's clock", () => {
    // Wednesday 21:00 in New York, Thursday 02:00 UTC: hours for Thursdays open tomorrow at 09:00.
    const now = new Date("2026-11-19T02:00:00Z");
    const thursdays = card({
      validity_hours: { daily: [{ start_time: "09:00", expiration_time: "17:00", days_of_week: [4] }] },
    });
    expect(cardState(thursdays, now, fmt)).toEqual({
      kind: "restricted",
      text: "not valid now: valid again Nov 19, 2026, 9:00 AM",
    });
  });
});
