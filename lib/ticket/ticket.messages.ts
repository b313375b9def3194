import * as v from "valibot";
import { TOKEN_KINDS } from "@/lib/core/ids/kinds";
import { TokenTextSchema } from "@/lib/lookup/lookup.messages";
import { FRAME_CAP } from "./token-caps";

/** A token as a page's detector found it: its text, the kind it was marked as, how often it shows. */
export const DetectedTokenSchema = v.strictObject({
  kind: v.picklist(TOKEN_KINDS),
  text: TokenTextSchema,
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type DetectedToken = v.InferOutput<typeof DetectedTokenSchema>;

import { TicketRefSchema } from "@/lib/core/ids/ticket-ref";

export { type TicketRef, TicketRefSchema } from "@/lib/core/ids/ticket-ref";

/**
 * One document's id, made by its content script (crypto.randomUUID) and sent with each of its
 * reports: what the worker holds of a frame belongs to one document, never to the next one.
 */
export const DocIdSchema = v.pipe(
  v.string(),
  v.regex(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i, "Invalid document id"),
);

/**
 * What content scripts tell of their page: the tokens a frame shows, the ticket the top frame shows
 * (its URL, checked against the sender's origin; the worker works the ticket out), a document that
 * went, and iframes the page removed.
 */
export const TICKET_CONTENT_REQUESTS = {
  "page.detected": v.strictObject({
    doc: DocIdSchema,
    // Each token is read by the worker only if the tab has room for the frame (ReportedTokensSchema):
    // past the caps, a report costs a count.
    tokens: v.pipe(v.array(v.unknown()), v.maxLength(FRAME_CAP)),
    /** How many more the frame shows past FRAME_CAP: counted, not sent. */
    more: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /** The ticket the worker last told this frame the tab shows: a report made for another is stale. */
    ticket: v.optional(TicketRefSchema.entries.key),
    /** The frame's own view: its origin is opaque, or its frame element is sandboxed. */
    sandboxed: v.optional(v.boolean()),
  }),
  "page.route": v.strictObject({
    doc: DocIdSchema,
    url: v.pipe(
      v.string(),
      v.maxLength(8192),
      v.check((url) => URL.canParse(url), "Invalid URL"),
    ),
  }),
  "page.gone": v.strictObject({ doc: DocIdSchema }),
  "page.framesRemoved": v.strictObject({}),
} as const;
type TicketContentRequests = typeof TICKET_CONTENT_REQUESTS;

/** The tokens of a page.detected the tab has room for, read in full. */
export const ReportedTokensSchema = v.strictObject({ tokens: v.array(DetectedTokenSchema) });

/**
 * The panel asks the worker before it looks the ticket's only customer up with no click: the
 * worker keeps each tab's budget of such lookups (auto-budget.ts), so no panel can start it afresh.
 */
export const TICKET_PAGE_REQUESTS = {
  "autoLookup.allow": v.strictObject({
    tabId: v.pipe(v.number(), v.integer(), v.minValue(0)),
    customer: v.strictObject({
      kind: v.picklist(["customer_id", "customer_source_id"]),
      value: TokenTextSchema,
    }),
  }),
} as const;
type TicketPageRequests = typeof TICKET_PAGE_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends TicketPageRequests {}
  interface PageReplies {
    /** Whether the panel may look the customer up with no click; if not, it asks the agent. */
    "autoLookup.allow": { allowed: boolean };
  }
  interface ContentRequests extends TicketContentRequests {}
  interface ContentReplies {
    /** How many tokens were kept: those without the shape of their kind, or of a stale report, are dropped. */
    "page.detected": { recorded: number };
    /** Whether the worker now holds that ticket for the tab (a route from a sub-frame, or of another origin, is not). */
    "page.route": { recorded: boolean };
    "page.gone": { forgotten: boolean };
    /** How many frames' records went: frames that no longer answer, or answer for another document. */
    "page.framesRemoved": { forgotten: number };
  }
}
