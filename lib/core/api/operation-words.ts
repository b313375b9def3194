import type { Operation } from "./operations";

/**
 * The API's operations in the agent's words: what each is called, what a refusal means, and which
 * credential it accepts (section 5 of the interface). A module apart from the operations' names,
 * which every page's error schema carries, so only the pages that show these carry them.
 */

/**
 * Which credential an operation accepts, as a kind: the options page says each in the agent's
 * language (the profiles' words), so the kind, not an English sentence, is what is kept here.
 * Every loyalty v2 read takes the App keys, or an OAuth token sent with them (section 5 of the interface).
 */
export type AcceptedCredential = "appKeys" | "oauthOrAppKeys" | "oauthWithAppKeys";

const V2_READ: AcceptedCredential = "oauthWithAppKeys";

export interface OperationWords {
  /** The operation's name in the API reference. */
  name: string;
  /** "This key cannot …". */
  cannot: string;
  /** "Ask your admin for a key with …". */
  needs: string;
  /** Which credential it accepts, as the options page and the admin guide say it. */
  credentials: AcceptedCredential;
}

export const OPERATION_WORDS: Record<Operation, OperationWords> = {
  listRedemptions: {
    name: "List Redemptions",
    cannot: "list redemptions",
    needs: "read access to redemptions",
    credentials: "oauthOrAppKeys",
  },
  getMember: {
    name: "Get Member",
    cannot: "read loyalty cards (Get Member)",
    needs: "read access to loyalty campaigns and their members",
    credentials: "appKeys",
  },
  expiringPoints: {
    name: "List card expiring points buckets",
    cannot: "read a card's expiring points",
    needs: "read access to loyalty programs, members and cards (loyalty v2)",
    credentials: V2_READ,
  },
  memberships: {
    name: "Get customer memberships",
    cannot: "read a customer's loyalty v2 memberships",
    needs: "read access to loyalty programs and their members (loyalty v2)",
    credentials: V2_READ,
  },
  programMembership: {
    name: "Get program membership",
    cannot: "read a member's tier progress in a loyalty v2 program",
    needs: "read access to loyalty programs and their members (loyalty v2)",
    credentials: V2_READ,
  },
  pendingPoints: {
    name: "List card pending point buckets",
    cannot: "read a card's pending points",
    needs: "read access to loyalty programs, members and cards (loyalty v2)",
    credentials: V2_READ,
  },
  cardTransactions: {
    name: "List card transactions",
    cannot: "read a card's history of points",
    needs: "read access to loyalty programs, members and cards (loyalty v2)",
    credentials: V2_READ,
  },
  tierTransactions: {
    name: "List member tier transactions",
    cannot: "read a member's tier changes",
    needs: "read access to loyalty programs and their members (loyalty v2)",
    credentials: V2_READ,
  },
  rewardPurchases: {
    name: "List member reward purchases",
    cannot: "read a member's reward purchases",
    needs: "read access to loyalty programs, members and rewards (loyalty v2)",
    credentials: V2_READ,
  },
  memberTransactions: {
    name: "List Loyalty Card Transactions",
    cannot: "read a loyalty card's transactions",
    needs: "read access to loyalty campaigns and their members",
    credentials: "appKeys",
  },
  revokeToken: {
    name: "Revoke OAuth 2.0 Token",
    cannot: "revoke OAuth tokens",
    needs: "the right to manage the project's OAuth tokens",
    credentials: "appKeys",
  },
};
