import type { ApiClient, Connection, CredentialUsed, RawResponse, SendHooks } from "./client";
import type { ApiError } from "./errors";
import * as build from "./requests";
import {
  type CardTransactionPage,
  type LoyaltyMember,
  type Membership,
  type Memberships,
  type MemberTransactionPage,
  type PendingBucketPage,
  type PointsBucketPage,
  parseBucketList,
  parseCardTransactions,
  parseMember,
  parseMemberships,
  parseMemberTransactions,
  parsePendingList,
  parseProgramMembership,
  parseRedemptionList,
  parseRewardPurchases,
  parseTierTransactions,
  type RedemptionPage,
  type RewardPurchasePage,
  type ShapeIssue,
  type TierTransactionPage,
} from "./schemas";

export type Outcome<T> =
  | { ok: true; value: T; credential: CredentialUsed }
  | { ok: false; error: ApiError; credential?: CredentialUsed };

/**
 * RFC 7009: a token that is unknown or already inactive is dead all the same, for the project whose
 * keys asked. Only the API's own 404 says so: an HTML 404 from a wrong cluster path or a proxy's 404
 * says nothing about the token.
 */
export type RevokeResult = { revoked: true } | { revoked: false; reason: "not_found_or_inactive" };

type Parse<T> = (body: unknown) => { ok: true; value: T } | { ok: false; issue: ShapeIssue };

async function call<T>(
  client: ApiClient,
  connection: Connection,
  built: ReturnType<typeof build.listRedemptions>,
  parse: Parse<T>,
  hooks?: SendHooks,
): Promise<Outcome<T>> {
  if (!built.ok) return built;
  const response: RawResponse = await client.send(connection, built.request, hooks);
  if (!response.ok) return response;
  const parsed = parse(response.body);
  if (!parsed.ok)
    return { ok: false, error: { kind: "shape", issue: parsed.issue }, credential: response.credential };
  return { ok: true, value: parsed.value, credential: response.credential };
}

/** The operations Voucher Lens calls, each validated on the way out and on the way back. */
export function createVoucherify(client: ApiClient) {
  /** A lookup: its request built and checked from the params, its answer parsed. */
  const lookup =
    <T>(builder: (params: unknown) => ReturnType<typeof build.listRedemptions>, parse: Parse<T>) =>
    (connection: Connection, params: unknown, hooks?: SendHooks): Promise<Outcome<T>> =>
      call(client, connection, builder(params), parse, hooks);

  return {
    listRedemptions: lookup<RedemptionPage>(build.listRedemptions, parseRedemptionList),
    getMember: lookup<LoyaltyMember>(build.getMember, parseMember),
    listExpiringPoints: lookup<PointsBucketPage>(build.expiringPoints, parseBucketList),
    // Loyalty v2 reads that find a customer's cards, and a card's pending points.
    getMemberships: lookup<Memberships>(build.memberships, parseMemberships),
    getProgramMembership: lookup<Membership>(build.programMembership, parseProgramMembership),
    listPendingPoints: lookup<PendingBucketPage>(build.pendingPoints, parsePendingList),
    // What happened to a card: its transactions, the member's tier changes and reward purchases.
    listCardTransactions: lookup<CardTransactionPage>(build.cardTransactions, parseCardTransactions),
    listTierTransactions: lookup<TierTransactionPage>(build.tierTransactions, parseTierTransactions),
    listRewardPurchases: lookup<RewardPurchasePage>(build.rewardPurchases, parseRewardPurchases),
    listMemberTransactions: lookup<MemberTransactionPage>(build.memberTransactions, parseMemberTransactions),

    async revokeToken(connection: Connection, params: unknown): Promise<Outcome<RevokeResult>> {
      const built = build.revokeToken(params);
      if (!built.ok) return built;
      const response = await client.send(connection, built.request);
      // The API answers 204: any other success (a catch-all server or proxy at a wrong cluster URL
      // answering 200) proves nothing about the token.
      if (response.ok && response.status === 204)
        return { ok: true, value: { revoked: true }, credential: response.credential };
      if (response.ok)
        return {
          ok: false,
          error: {
            kind: "shape",
            issue: { path: "(status)", message: `answered ${response.status}, not Voucherify's 204` },
          },
          credential: response.credential,
        };
      if (response.error.kind === "http" && response.error.status === 404 && response.error.fromApi) {
        return {
          ok: true,
          value: { revoked: false, reason: "not_found_or_inactive" },
          credential: response.credential,
        };
      }
      return response;
    },
  };
}

export type Voucherify = ReturnType<typeof createVoucherify>;
