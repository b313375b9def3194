import type { ApiBody } from "@/lib/core/contract/protocol";
import type { ApiClient, Connection, CredentialUsed, RawResponse, SendHooks } from "./client";
import type { ApiError } from "./errors";
import * as build from "./requests";

export type Outcome<T> =
  | { ok: true; value: T; credential: CredentialUsed }
  | { ok: false; error: ApiError; credential?: CredentialUsed };

/**
 * RFC 7009: a token that is unknown or already inactive is dead all the same, for the project whose
 * keys asked. Only the API's own 404 says so: an HTML 404 from a wrong cluster path or a proxy's 404
 * says nothing about the token.
 */
export type RevokeResult = { revoked: true } | { revoked: false; reason: "not_found_or_inactive" };

async function call(
  client: ApiClient,
  connection: Connection,
  built: ReturnType<typeof build.listRedemptions>,
  hooks?: SendHooks,
): Promise<Outcome<ApiBody>> {
  if (!built.ok) return built;
  const response: RawResponse = await client.send(connection, built.request, hooks);
  if (!response.ok) return response;
  return { ok: true, value: response.body, credential: response.credential };
}

/**
 * The operations Voucher Lens calls, each request checked on the way out. A lookup's answer goes
 * back as the API's JSON body, unread: the page that asked parses it (lib/core/api/answers.ts), so
 * the worker carries none of the API's schemas.
 */
export function createVoucherify(client: ApiClient) {
  /** A lookup: its request built and checked from the params; its answer the API's body. */
  const lookup =
    (builder: (params: unknown) => ReturnType<typeof build.listRedemptions>) =>
    (connection: Connection, params: unknown, hooks?: SendHooks): Promise<Outcome<ApiBody>> =>
      call(client, connection, builder(params), hooks);

  return {
    listRedemptions: lookup(build.listRedemptions),
    /**
     * The same question asked before the panel asks it (a lookup the agent just queued): its
     * answer waits in the client for the panel's identical question. A request the params do not
     * build is not sent; the panel's own question then says why.
     */
    listRedemptionsAhead(connection: Connection, params: unknown): void {
      const built = build.listRedemptions(params);
      if (built.ok) client.sendAhead(connection, built.request);
    },
    getMember: lookup(build.getMember),
    listExpiringPoints: lookup(build.expiringPoints),
    // Loyalty v2 reads that find a customer's cards, and a card's pending points.
    getMemberships: lookup(build.memberships),
    getProgramMembership: lookup(build.programMembership),
    listPendingPoints: lookup(build.pendingPoints),
    // What happened to a card: its transactions, the member's tier changes and reward purchases.
    listCardTransactions: lookup(build.cardTransactions),
    listTierTransactions: lookup(build.tierTransactions),
    listRewardPurchases: lookup(build.rewardPurchases),
    listMemberTransactions: lookup(build.memberTransactions),

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
