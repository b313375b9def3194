import * as v from "valibot";
import { MAX_REPLY_LENGTH } from "@/lib/core/contract/to-content";
import { DocIdSchema, TicketRefSchema } from "@/lib/ticket/ticket.messages";
import type { InsertOutcome } from "./reply-box.content";

/**
 * The agent's click on Insert into reply: the text goes to the reply box they last used in that tab,
 * and only while the tab shows the ticket the answer was looked up on (`ticketKey`).
 */
export const INSERT_REPLY_PAGE_REQUESTS = {
  "reply.insert": v.strictObject({
    tabId: v.pipe(v.number(), v.integer(), v.minValue(0)),
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_REPLY_LENGTH)),
    ticketKey: TicketRefSchema.entries.key,
  }),
} as const;
type InsertReplyPageRequests = typeof INSERT_REPLY_PAGE_REQUESTS;

/**
 * The agent clicked or typed into a reply box of this frame: Insert into reply goes here now. The
 * box is named by the frame's document and its number there; `editor` says the frame's body is an
 * editor (CKEditor 4's and TinyMCE's editing frames), `sandboxed` that the frame sees itself
 * sandboxed. Whether the frame may hold the ticket's reply box, the worker decides.
 */
export const INSERT_REPLY_CONTENT_REQUESTS = {
  "reply.boxUsed": v.strictObject({
    doc: DocIdSchema,
    box: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
    editor: v.boolean(),
    sandboxed: v.boolean(),
  }),
} as const;
type InsertReplyContentRequests = typeof INSERT_REPLY_CONTENT_REQUESTS;

/** Where the reply went, or why it could not go: the panel copies it instead. */
export type InsertReply = InsertOutcome;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends InsertReplyPageRequests {}
  interface PageReplies {
    "reply.insert": InsertReply;
  }
  interface ContentRequests extends InsertReplyContentRequests {}
  interface ContentReplies {
    /** False when this frame may not hold the ticket's reply box: Insert into reply then goes nowhere. */
    "reply.boxUsed": { recorded: boolean };
  }
}
