import type { Reply } from "@/lib/core/contract/envelope";
import { sayThat } from "@/lib/core/i18n/said";
import type { Say } from "@/lib/core/i18n/words";
import { sayNow } from "@/lib/core/i18n/words";
import type { RevokeReply } from "@/lib/tokens/tokens.messages";
import type en from "./words/en";

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

/**
 * The words as loaded now (the page's language, else English), for a caller that gives none. Found
 * by name, not imported: a context that never shows them (the worker) does not carry them.
 */
const ENGLISH = () => sayNow<typeof en>("tokens");

/** Whole sentences, one after the other; none when there are none. */
const sentences = (...said: (string | undefined)[]) => said.filter(Boolean).join(" ") || undefined;

/**
 * Every way a revocation can end, saying only what the answer proves. "It can no longer be used"
 * needs a 204, or the API's own 404 for the profile's own stored token: a pasted token may belong
 * to another project or region, whose keys must revoke it; any other answer (an HTML 404 from a
 * wrong cluster path, a proxy, refused keys, an outage) proves nothing about the token. Said in the
 * words of `say`, English when not given.
 */
export function describeRevokeOutcome(
  reply: Reply<RevokeReply>,
  revokedWith: RevokedWith,
  say: Say<typeof en> = ENGLISH(),
): RevokeOutcome {
  const { which, profileName: profile, host } = revokedWith;
  const kept = which === "stored" ? say("storedKept") : undefined;
  if (reply.ok) {
    const value = reply.value;
    const forgotten = value.wasStoredToken
      ? say("removedFromProfile", { profile: value.profileName })
      : undefined;
    if (value.revoked)
      return {
        tone: "success",
        dead: true,
        title: say("revoked"),
        detail: sentences(which === "pasted" ? say("revokedWith", { profile, host }) : undefined, forgotten),
      };
    if (which === "stored" || value.wasStoredToken)
      return { tone: "success", dead: true, title: say("alreadyInactive"), detail: forgotten };
    return {
      tone: "error",
      dead: false,
      title: say("unknownToProject", { profile, host }),
      detail: say("unknownToProjectDetail"),
    };
  }
  const error = reply.error;
  const fixProfile =
    which === "pasted" ? say("triedWith", { profile, host }) : say("checkProfile", { profile });
  if (error.kind === "invalid_input")
    return {
      tone: "error",
      dead: false,
      title: error.said ? sayThat(error.said, error.message, say.language) : error.message,
    };
  if (error.kind === "http" && error.status === 401)
    return {
      tone: "error",
      dead: false,
      title: say("keysRefused", { host, profile }),
      detail: sentences(say("fixKeys"), kept),
    };
  if (error.kind === "http" && error.status === 403)
    return {
      tone: "error",
      dead: false,
      title: say("keysForbidden", { profile }),
      detail: sentences(say("askAdmin"), kept),
    };
  if (error.kind === "http" && error.status === 404)
    return {
      tone: "error",
      dead: false,
      title: say(notTheApi(error.contentType), { host }),
      detail: sentences(fixProfile, kept),
    };
  if (error.kind === "shape")
    return {
      tone: "error",
      dead: false,
      title: say("notVoucherify", { host }),
      // What came instead, as the API layer names it.
      detail: sentences(`${error.issue.message}.`, fixProfile, kept),
    };
  if (error.kind === "rate_limited")
    return {
      tone: "error",
      dead: false,
      title: say("rateLimited", { host }),
      detail: sentences(say("waitAndRetry"), kept),
    };
  if (
    error.kind === "network" ||
    error.kind === "timeout" ||
    (error.kind === "http" && error.status >= 500)
  ) {
    return {
      tone: "error",
      dead: false,
      title: say("unreachable", { host }),
      detail: sentences(say("alreadyRetried"), kept),
    };
  }
  return {
    tone: "error",
    dead: false,
    title: say("apiRefused"),
    // The status and the API's own message, as they came.
    detail: sentences(
      error.kind === "http"
        ? `${`${error.status} ${error.body.message ?? ""}`.trim()}.`
        : say("answerUnreadable"),
      kept,
    ),
  };
}

/** What answered a 404 instead of Voucherify. */
function notTheApi(contentType: string | undefined) {
  if (!contentType) return "notApiEmpty";
  if (/html/i.test(contentType)) return "notApiPage";
  return "notApiBody";
}
