import * as v from "valibot";
import { MAX_REPLY_LENGTH } from "@/core/contract/to-content";
import { TicketRefSchema } from "@/features/ticket/ticket.messages";
import type { InsertOutcome } from "./reply-box.content";

/** The agent's click on Insert into reply: the text goes to the reply box they last used in that tab. */
export const INSERT_REPLY_PAGE_REQUESTS = {
  "reply.insert": v.strictObject({
    tabId: v.pipe(v.number(), v.integer(), v.minValue(0)),
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_REPLY_LENGTH)),
    /** The key of the ticket the answer was looked up on: the worker inserts only into that ticket. */
    ticketKey: TicketRefSchema.entries.key,
  }),
} as const;
type InsertReplyPageRequests = typeof INSERT_REPLY_PAGE_REQUESTS;

/** The agent clicked or typed into a reply box of this frame: Insert into reply goes here now. */
export const INSERT_REPLY_CONTENT_REQUESTS = {
  "reply.boxUsed": v.strictObject({}),
} as const;
type InsertReplyContentRequests = typeof INSERT_REPLY_CONTENT_REQUESTS;

/** Where the reply went, or why it could not go: the panel copies it instead. */
export type InsertReply = InsertOutcome;

declare module "@/core/contract/protocol" {
  interface PageRequests extends InsertReplyPageRequests {}
  interface PageReplies {
    "reply.insert": InsertReply;
  }
  interface ContentRequests extends InsertReplyContentRequests {}
  interface ContentReplies {
    "reply.boxUsed": { recorded: boolean };
  }
}
