import * as v from "valibot";
import { TOKEN_KINDS } from "@/core/ids/kinds";

/** The most a token can be: longer text is no id of any kind. */
export const TokenTextSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(256));

/**
 * A content script hands over only the token the agent chose to look up, with the kind it was marked
 * as: never page text, a setting or a URL.
 */
export const LOOKUP_CONTENT_REQUESTS = {
  "lookup.request": v.strictObject({
    token: v.strictObject({ kind: v.picklist(TOKEN_KINDS), text: TokenTextSchema }),
  }),
} as const;
type LookupContentRequests = typeof LOOKUP_CONTENT_REQUESTS;

declare module "@/core/contract/protocol" {
  interface ContentRequests extends LookupContentRequests {}
  interface ContentReplies {
    /** False when the lookup was dropped: not the shape of its kind, or asked too often. */
    "lookup.request": { queued: boolean };
  }
}
