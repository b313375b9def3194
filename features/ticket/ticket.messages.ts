import * as v from "valibot";
import { TOKEN_KINDS } from "@/core/ids/kinds";
import { TokenTextSchema } from "@/features/lookup/lookup.messages";

/** A token as a page's detector found it: its text, the kind it was marked as, how often it shows. */
export const DetectedTokenSchema = v.strictObject({
  kind: v.picklist(TOKEN_KINDS),
  text: TokenTextSchema,
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type DetectedToken = v.InferOutput<typeof DetectedTokenSchema>;

/** The ticket a tab shows: `key` tells tickets apart, `label` names it for the agent ("#2", "Case 500…"). */
export const TicketRefSchema = v.strictObject({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
});
export type TicketRef = v.InferOutput<typeof TicketRefSchema>;

/** The tokens a frame detected, for the panel's "On this page" and the ticket's customer. */
export const TICKET_CONTENT_REQUESTS = {
  "page.detected": v.strictObject({ tokens: v.pipe(v.array(DetectedTokenSchema), v.maxLength(500)) }),
} as const;
type TicketContentRequests = typeof TICKET_CONTENT_REQUESTS;

declare module "@/core/contract/protocol" {
  interface ContentRequests extends TicketContentRequests {}
  interface ContentReplies {
    /** How many tokens were kept: those without the shape of their kind are dropped. */
    "page.detected": { recorded: number };
  }
}
