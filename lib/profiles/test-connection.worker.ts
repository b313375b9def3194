import * as v from "valibot";
import type { Operation } from "@/lib/core/api/operations";
import type { ExpiringPointsParams, GetMemberParams, MembershipsParams } from "@/lib/core/api/params";
import type { Outcome, Voucherify } from "@/lib/core/api/voucherify";
import type { Reply } from "@/lib/core/contract/envelope";
import type { ConnectionCheck, OperationCheck } from "./profiles.messages";
import type { ActiveConnection } from "./profiles-with-secrets.worker";
import type { ProfileDraft } from "./schema";

export interface ConnectionTestServices {
  voucherify: Pick<Voucherify, "listRedemptions" | "getMember" | "listExpiringPoints" | "getMemberships">;
  activeConnection(): Promise<ActiveConnection>;
  draftConnection(draft: ProfileDraft): Promise<ActiveConnection>;
}

/**
 * The least a read's answer must be to count as the API's: a JSON object, and for List Redemptions
 * a list of redemptions, or the `{}` the API answers for a customer it does not know (a catch-all
 * server at a wrong cluster URL answers 200 with JSON too). The answer itself is not shown here, so
 * the API's full schemas stay with the pages that show one.
 */
const RedemptionCountCheck = v.union([
  v.pipe(
    v.strictObject({}),
    v.transform(() => 0),
  ),
  v.pipe(
    v.object({ redemptions: v.array(v.unknown()), total: v.optional(v.nullable(v.number())) }),
    v.transform((list) => list.total ?? list.redemptions.length),
  ),
]);
const ApiObjectCheck = v.custom<object>(
  (body) => typeof body === "object" && body !== null && !Array.isArray(body),
);

/** A read's outcome, its answer checked: one that is not the API's is a failure to check. */
function checked<S extends v.GenericSchema>(outcome: Outcome<unknown>, check: S): Outcome<v.InferOutput<S>> {
  if (!outcome.ok) return outcome;
  const read = v.safeParse(check, outcome.value);
  if (read.success) return { ...outcome, value: read.output };
  return {
    ok: false,
    error: { kind: "shape", issue: { path: "(body)", message: "not an answer of Voucherify's API" } },
    credential: outcome.credential,
  };
}

/**
 * What one read told about the credential: allowed (an answer, or the API's own 404 for ids that do
 * not exist, which it gives only to a key that may look), refused (401, 403), or failed otherwise.
 */
export function operationCheck(operation: Operation, outcome: Outcome<unknown>): OperationCheck {
  if (outcome.ok) return { operation, result: "allowed", credential: outcome.credential };
  const { error, credential } = outcome;
  const used = credential ? { credential } : {};
  if (error.kind === "http" && error.status === 404 && error.fromApi && credential)
    return { operation, result: "allowed", credential, note: "nothing has those ids, but the key may look" };
  // Refused means the API itself said no to this credential; a proxy's 403 page is a failure to check.
  if (error.kind === "http" && (error.status === 401 || error.status === 403) && error.fromApi !== false)
    return { operation, result: "refused", error, ...used };
  return { operation, result: "failed", error, ...used };
}

/**
 * Test connection: the active profile, or the options form as it stands, checked with reads only,
 * in parallel (the agent waits for the slowest, not for the sum). Nothing on the server changes.
 */
export async function testConnection(
  services: ConnectionTestServices,
  {
    profile: draft,
    member,
    card,
    memberships,
  }: {
    profile?: ProfileDraft;
    member?: GetMemberParams;
    card?: Pick<ExpiringPointsParams, "programId" | "memberId" | "cardId">;
    memberships?: MembershipsParams;
  },
): Promise<Reply<ConnectionCheck>> {
  const active =
    draft === undefined ? await services.activeConnection() : await services.draftConnection(draft);
  if (!active.ok) return active;
  const { connection } = active;
  const api = (answer: Promise<Outcome<unknown>>) =>
    answer.then((outcome) => checked(outcome, ApiObjectCheck));
  const [redemptions, memberAnswer, cardAnswer, membershipsAnswer] = await Promise.all([
    services.voucherify
      .listRedemptions(connection, { limit: 1 })
      .then((o) => checked(o, RedemptionCountCheck)),
    member ? api(services.voucherify.getMember(connection, member)) : undefined,
    card ? api(services.voucherify.listExpiringPoints(connection, { ...card, limit: 1 })) : undefined,
    memberships ? api(services.voucherify.getMemberships(connection, memberships)) : undefined,
  ]);
  return {
    ok: true,
    value: {
      profileName: active.profile.name,
      baseUrl: connection.baseUrl,
      ...(redemptions.ok ? { redemptionsVisible: redemptions.value } : {}),
      operations: [
        operationCheck("listRedemptions", redemptions),
        memberAnswer
          ? operationCheck("getMember", memberAnswer)
          : { operation: "getMember", result: "not_checked", note: "it needs a loyalty card code" },
        cardAnswer
          ? operationCheck("expiringPoints", cardAnswer)
          : {
              operation: "expiringPoints",
              result: "not_checked",
              note: "it needs a program, member and card id",
            },
        membershipsAnswer
          ? operationCheck("memberships", membershipsAnswer)
          : { operation: "memberships", result: "not_checked", note: "it needs a customer id" },
      ],
    },
    ...(redemptions.credential ? { credential: redemptions.credential } : {}),
  };
}
