import { OPERATION_WORDS } from "@/lib/core/api/operations";
import type { Reply } from "@/lib/core/contract/envelope";
import type { RevokeReply } from "@/lib/tokens/tokens.messages";

export interface RevokeOutcome {
  tone: "success" | "error";
  /** Whether the token can no longer be used, for certain: the one thing the agent must know. */
  dead: boolean;
  title: string;
  detail?: string;
}

/** Whose keys revoked the token, and where: said with every answer about a pasted token. */
export interface RevokedWith {
  which: "stored" | "pasted";
  profileName: string;
  /** e.g. "api.voucherify.io". */
  host: string;
}

const MAY_STILL_WORK = "The token may still work.";

/**
 * Every way a revocation can end, saying only what the answer proves. "It can no longer be used"
 * needs a 204, or the API's own 404 for the profile's own stored token: a pasted token may belong
 * to another project or region, whose keys must revoke it; any other answer (an HTML 404 from a
 * wrong cluster path, a proxy, refused keys, an outage) proves nothing about the token.
 */
export function describeRevokeOutcome(reply: Reply<RevokeReply>, revokedWith: RevokedWith): RevokeOutcome {
  const { which, profileName, host } = revokedWith;
  const keysOf = `the keys of “${profileName}” on ${host}`;
  const kept = which === "stored" ? " The stored token is kept." : "";
  if (reply.ok) {
    const value = reply.value;
    const forgotten = value.wasStoredToken
      ? `It was removed from “${value.profileName}”; lookups now use the App keys.`
      : undefined;
    const how = which === "pasted" ? `Revoked with ${keysOf}.` : undefined;
    if (value.revoked)
      return {
        tone: "success",
        dead: true,
        title: "Revoked: the token can no longer be used.",
        detail: [how, forgotten].filter(Boolean).join(" ") || undefined,
      };
    if (which === "stored" || value.wasStoredToken)
      return {
        tone: "success",
        dead: true,
        title: "Not found or already inactive: the token can no longer be used.",
        detail: forgotten,
      };
    return {
      tone: "error",
      dead: false,
      title: `Not revoked: the project of “${profileName}” on ${host} does not know this token, or it is already inactive.`,
      detail: `If it was issued for that project, it can no longer be used. If it came from another project or region, it may still work: revoke it with that project's profile.`,
    };
  }
  const error = reply.error;
  const fixProfile =
    which === "pasted"
      ? `Tried with ${keysOf}: choose the profile of the token's project and region, and try again.`
      : `Check the region or custom API URL of “${profileName}” in Settings, and try again.`;
  if (error.kind === "invalid_input") return { tone: "error", dead: false, title: error.message };
  if (error.kind === "http" && error.status === 401)
    return {
      tone: "error",
      dead: false,
      title: `Nothing was revoked: ${host} refused the App ID or App Token of “${profileName}” (401). ${MAY_STILL_WORK}`,
      detail: `Fix the keys in Settings, or check the region, and try again.${kept}`,
    };
  if (error.kind === "http" && error.status === 403)
    return {
      tone: "error",
      dead: false,
      title: `Nothing was revoked: the keys of “${profileName}” cannot ${OPERATION_WORDS.revokeToken.cannot} (403). ${MAY_STILL_WORK}`,
      detail: `Ask your admin for keys with ${OPERATION_WORDS.revokeToken.needs}.${kept}`,
    };
  if (error.kind === "http" && error.status === 404)
    return {
      tone: "error",
      dead: false,
      title: `Not revoked for certain: ${host} answered 404 with ${notTheApi(error.contentType)}, not Voucherify's own answer. ${MAY_STILL_WORK}`,
      detail: `${fixProfile}${kept}`,
    };
  if (error.kind === "shape")
    return {
      tone: "error",
      dead: false,
      title: `Not revoked for certain: ${host} did not answer as Voucherify does. ${MAY_STILL_WORK}`,
      detail: `${error.issue.message}. ${fixProfile}${kept}`,
    };
  if (error.kind === "rate_limited")
    return {
      tone: "error",
      dead: false,
      title: `Not revoked yet: ${host} asked to slow down (too many requests). ${MAY_STILL_WORK}`,
      detail: `Wait a moment and try again.${kept}`,
    };
  if (
    error.kind === "network" ||
    error.kind === "timeout" ||
    (error.kind === "http" && error.status >= 500)
  ) {
    return {
      tone: "error",
      dead: false,
      title: `Not revoked yet: ${host} could not be reached or was unavailable. ${MAY_STILL_WORK}`,
      detail: `Already retried. Try again in a moment.${kept}`,
    };
  }
  return {
    tone: "error",
    dead: false,
    title: `Not revoked: the API refused the request. ${MAY_STILL_WORK}`,
    detail: `${error.kind === "http" ? `${error.status} ${error.body.message ?? ""}`.trim() : "Its answer could not be read"}.${kept}`,
  };
}

function notTheApi(contentType: string | undefined): string {
  if (!contentType) return "an empty answer";
  if (/html/i.test(contentType)) return "a web page";
  return "a body that is not Voucherify's error";
}
