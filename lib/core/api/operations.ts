/**
 * The API's operations Voucher Lens calls (the interface's four and the loyalty v2 reads). Errors
 * carry the operation they came from, so every refusal names what the key could not do; what each
 * is called and which credential it accepts are in operation-words.ts, which only the pages that
 * show them load.
 */

export const OPERATIONS = [
  "listRedemptions",
  "getMember",
  "expiringPoints",
  "revokeToken",
  "memberships",
  "programMembership",
  "pendingPoints",
  "cardTransactions",
  "tierTransactions",
  "rewardPurchases",
  "memberTransactions",
] as const;
export type Operation = (typeof OPERATIONS)[number];
