import type { CredentialUsed } from "./client";

/** Which credential answered a lookup: it changes when the stored OAuth token is revoked. */
export function credentialWords(credential: string | undefined): string {
  switch (credential as CredentialUsed | undefined) {
    case "oauth_token":
      return "via the OAuth token";
    case "app_keys_and_oauth_token":
      return "via the App keys and OAuth token";
    case "app_keys":
      return "via the App keys";
    default:
      return "";
  }
}
