import type { LoyaltyMember } from "@/lib/core/api/schemas";
import { type LoyaltySay, loyaltySay } from "./loyalty-say";

/**
 * A v1 loyalty card's points as the API gave them, for "I earned points but can't use them". The
 * API documents balance = points − expired − subtracted − redeemed (failure-codes.md, section 2),
 * with `redeemed_points` on the member, not on the card. Only numbers the API gave are shown; the
 * formula is checked when all five are there, never used to make up a missing one.
 */
export interface PointsLine {
  key: "balance" | "pending" | "points" | "expired" | "subtracted" | "redeemed";
  label: string;
  value: number;
}

export interface PointsBreakdown {
  lines: PointsLine[];
  /** The API's fields it left out, by their names in the API. */
  missing: string[];
  /** Points earned but not yet usable; set only when the API gave more than zero. */
  pending?: number;
  /** The documented formula, when every number of it is there. */
  check?: { expected: number; matches: boolean };
}

/** Each number: its label on the card, the API's field name for "not given", and where it is. */
const FIELDS = [
  { key: "balance", label: "breakdownBalance", field: "balance", read: (m) => m.loyalty_card?.balance },
  {
    key: "pending",
    label: "breakdownPending",
    field: "pending_points",
    read: (m) => m.loyalty_card?.pending_points,
  },
  { key: "points", label: "breakdownEarned", field: "points", read: (m) => m.loyalty_card?.points },
  {
    key: "expired",
    label: "breakdownExpired",
    field: "expired_points",
    read: (m) => m.loyalty_card?.expired_points,
  },
  {
    key: "subtracted",
    label: "breakdownSubtracted",
    field: "subtracted_points",
    read: (m) => m.loyalty_card?.subtracted_points,
  },
  {
    key: "redeemed",
    label: "breakdownRedeemed",
    field: "redemption.redeemed_points",
    read: (m) => m.redemption?.redeemed_points,
  },
] as const satisfies readonly {
  key: PointsLine["key"];
  label: string;
  field: string;
  read(m: LoyaltyMember): unknown;
}[];

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

export function pointsBreakdown(member: LoyaltyMember, words?: LoyaltySay): PointsBreakdown {
  const say = loyaltySay(words);
  const lines: PointsLine[] = [];
  const missing: string[] = [];
  const given: Partial<Record<PointsLine["key"], number>> = {};
  for (const field of FIELDS) {
    const value = field.read(member);
    if (isCount(value)) {
      lines.push({ key: field.key, label: say(field.label), value });
      given[field.key] = value;
    } else missing.push(field.field);
  }
  const { balance, pending, points, expired, subtracted, redeemed } = given;
  const breakdown: PointsBreakdown = { lines, missing };
  if (pending !== undefined && pending > 0) breakdown.pending = pending;
  if (
    balance !== undefined &&
    points !== undefined &&
    expired !== undefined &&
    subtracted !== undefined &&
    redeemed !== undefined
  ) {
    const expected = points - expired - subtracted - redeemed;
    breakdown.check = { expected, matches: expected === balance };
  }
  return breakdown;
}
