import * as v from "valibot";
import { ProfileIdSchema } from "@/lib/profiles";

/** The popup's Revoke: the profile's stored OAuth token, or one the agent pasted. */
export const TOKENS_REQUESTS = {
  "token.revoke": v.strictObject({
    target: v.union([
      v.strictObject({ kind: v.literal("stored") }),
      // Checked by the revoke request builder, which names what is wrong with a pasted token.
      v.strictObject({ kind: v.literal("pasted"), token: v.pipe(v.string(), v.maxLength(8192)) }),
    ]),
    /** Whose keys revoke it (and whose stored token it is): the active profile when left out. */
    profileId: v.optional(ProfileIdSchema),
  }),
} as const;
type TokensRequests = typeof TOKENS_REQUESTS;

export interface RevokeReply {
  revoked: boolean;
  reason?: "not_found_or_inactive";
  /** Whether the token was the profile's stored one, which is then forgotten. */
  wasStoredToken: boolean;
  profileName: string;
  /** The host whose answer this is, e.g. "api.voucherify.io". */
  host: string;
}

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends TokensRequests {}
  interface PageReplies {
    "token.revoke": RevokeReply;
  }
}
