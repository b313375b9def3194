import { invalidInput } from "@/lib/core/api/errors";
import type { Voucherify } from "@/lib/core/api/voucherify";
import type { Reply } from "@/lib/core/contract/envelope";
import { saying } from "@/lib/core/i18n/said";
import type { ActiveConnection } from "@/lib/profiles/index.worker";
import type { RevokeReply } from "./tokens.messages";
import type en from "./words/en";

/** The tokens' messages, as a refusal the worker sends: the popup says them. */
const tokenSaid = saying<typeof en>("tokens");

export interface RevokeServices {
  voucherify: Pick<Voucherify, "revokeToken">;
  activeConnection(profileId?: string): Promise<ActiveConnection>;
  /** Drops a profile's stored OAuth token, if it is still `token` (a new one saved meanwhile stays). */
  forgetOauthToken(profileId: string, token: string): Promise<void>;
}

/**
 * Revokes the profile's stored OAuth token or one the agent pasted, with the keys of the profile
 * named (the active one by default). Says only what the API's answer proves.
 */
export async function revokeToken(
  services: RevokeServices,
  {
    target,
    profileId,
  }: { target: { kind: "stored" } | { kind: "pasted"; token: string }; profileId?: string },
): Promise<Reply<RevokeReply>> {
  const active = await services.activeConnection(profileId);
  if (!active.ok) return active;
  const { connection, profile } = active;
  const stored = connection.credentials.oauthToken;
  const token = target.kind === "stored" ? stored : target.token;
  if (!token) {
    return {
      ok: false,
      error: invalidInput(
        "token",
        `“${profile.name}” has no stored OAuth token`,
        tokenSaid("noStoredToken", { profile: profile.name }),
      ),
    };
  }
  const outcome = await services.voucherify.revokeToken(connection, { token });
  // Anything but a certain answer (204, or the API's own 404) leaves the stored token as it is.
  if (!outcome.ok) return outcome;
  const wasStoredToken = stored !== undefined && token.trim() === stored;
  if (wasStoredToken) await services.forgetOauthToken(profile.id, stored);
  return {
    ok: true,
    value: {
      ...outcome.value,
      wasStoredToken,
      profileName: profile.name,
      host: new URL(connection.baseUrl).host,
    },
    credential: outcome.credential,
  };
}
