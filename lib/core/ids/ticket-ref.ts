import * as v from "valibot";

/**
 * The ticket a tab shows: `key` tells tickets apart, `label` names it for the agent ("#2", "Case
 * 500…"). Here, not in the ticket feature, because a lookup a page asked for carries the ticket it
 * was asked on, and the ticket feature looks things up.
 */
export const TicketRefSchema = v.strictObject({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
});
export type TicketRef = v.InferOutput<typeof TicketRefSchema>;
