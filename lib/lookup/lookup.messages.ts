import * as v from "valibot";
import { TOKEN_KINDS } from "@/lib/core/ids/kinds";
import { CachedAnswerSchema } from "./lookup-cache";

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

/**
 * The worker owns the session's cached answers: pages ask it to keep them. Recent lookups are
 * remembered as a lookup is made (lookup-log's `lookup.made`, which logs it too).
 */
export const LOOKUP_PAGE_REQUESTS = {
  // An answer the panel was given, kept for panels opened later in the session.
  "lookupCache.keep": v.strictObject({
    key: v.pipe(v.string(), v.maxLength(4096)),
    answer: CachedAnswerSchema,
  }),
} as const;
type LookupPageRequests = typeof LOOKUP_PAGE_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends LookupPageRequests {}
  interface PageReplies {
    /** False when the answer's profile was deleted meanwhile: nothing is kept for it. */
    "lookupCache.keep": { kept: boolean };
  }
  interface ContentRequests extends LookupContentRequests {}
  interface ContentReplies {
    /** False when the lookup was dropped: not the shape of its kind, or asked too often. */
    "lookup.request": { queued: boolean };
  }
}
