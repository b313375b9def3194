import * as v from "valibot";
import { LOOKUP_HOWS, LookupSchema } from "@/lib/lookup";
import { ProfileIdSchema } from "@/lib/profiles";
import type { LookupMade } from "./lookup-made.worker";

/**
 * The worker keeps the lookup log: the panel tells it of each lookup made (the agent's go first in
 * the profile's recent lookups too), and asks it to note the request ids the API gave for a
 * logged lookup, and the options page to clear it.
 */
export const LOOKUP_LOG_REQUESTS = {
  "lookup.made": v.strictObject({
    profileId: ProfileIdSchema,
    lookup: LookupSchema,
    how: v.picklist(LOOKUP_HOWS),
  }),
  "lookupLog.note": v.strictObject({
    entryId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    requestId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  }),
  "lookupLog.clear": v.strictObject({}),
} as const;
type LookupLogRequests = typeof LOOKUP_LOG_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends LookupLogRequests {}
  interface PageReplies {
    "lookup.made": LookupMade;
    /** False when the entry is gone (cleared, past its retention) or has the id already. */
    "lookupLog.note": { noted: boolean };
    "lookupLog.clear": { cleared: true };
  }
}
