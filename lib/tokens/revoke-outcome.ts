import type { Reply, RevokeReply } from "../messaging/protocol";

export interface RevokeOutcome {
  tone: "success" | "error";
  /** Whether the token can still be used: the one thing the agent must know for certain. */
  dead: boolean;
  title: string;
  detail?: string;
}

/** Every way a revocation can end, in words that leave no doubt about whether the token still works. */
export function describeRevokeOutcome(reply: Reply<RevokeReply>, which: "stored" | "pasted"): RevokeOutcome {
  if (reply.ok) {
    const value = reply.value;
    const forgotten = value.wasStoredToken
      ? ` It was removed from “${value.profileName}”; lookups now use the App keys.`
      : "";
    return value.revoked
      ? {
          tone: "success",
          dead: true,
          title: "Revoked: the token can no longer be used.",
          detail: forgotten.trim() || undefined,
        }
      : {
          tone: "success",
          dead: true,
          title: "Not found or already inactive: it cannot be used.",
          detail: forgotten.trim() || undefined,
        };
  }
  const error = reply.error;
  const kept = which === "stored" ? " The stored token is kept." : "";
  if (error.kind === "http" && (error.status === 401 || error.status === 403)) {
    return {
      tone: "error",
      dead: false,
      title: "Nothing was revoked: the App ID or App Token was refused.",
      detail: `Fix the keys in Settings and try again.${kept}`,
    };
  }
  if (
    error.kind === "network" ||
    error.kind === "timeout" ||
    (error.kind === "http" && error.status >= 500)
  ) {
    return {
      tone: "error",
      dead: false,
      title: "Not revoked yet: the token may still work.",
      detail: `Voucherify could not be reached or was unavailable (already retried). Try again.${kept}`,
    };
  }
  if (error.kind === "invalid_input") {
    return { tone: "error", dead: false, title: error.message };
  }
  return {
    tone: "error",
    dead: false,
    title: "Not revoked: the API refused the request.",
    detail: `${error.kind === "http" ? `${error.status} ${error.body.message ?? ""}`.trim() : error.kind}.${kept}`,
  };
}
