import type { CredentialUsed } from "./client";
import type { ApiSay } from "./explain-error";

/** The words for each credential that can answer a lookup. */
const VIA = {
  oauth_token: "viaOauthToken",
  app_keys_and_oauth_token: "viaAppKeysAndOauthToken",
  app_keys: "viaAppKeys",
} as const satisfies Record<CredentialUsed, string>;

/** Which credential answered a lookup, in words: it changes when the stored OAuth token is revoked. */
export function credentialWords(credential: string | undefined, say: ApiSay): string {
  return credential !== undefined && Object.hasOwn(VIA, credential)
    ? say(VIA[credential as CredentialUsed])
    : "";
}
