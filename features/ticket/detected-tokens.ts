import * as v from "valibot";
import { defineStoredItem } from "@/core/store/stored-item";
import {
  DetectedTokenSchema,
  DocIdSchema,
  type TicketRef,
  TicketRefSchema,
} from "@/features/ticket/ticket.messages";

export type DetectedTokenRecord = v.InferOutput<typeof DetectedTokenSchema>;
/**
 * A token the ticket shows, merged over its frames. `messageOnly`: every frame it shows in is a
 * message frame (an email or a transcript in a sandboxed, srcdoc, about:blank or other-origin frame):
 * listed under On this page, never looked up without a click.
 */
export type TicketToken = DetectedTokenRecord & { messageOnly?: true };

const FrameSchema = v.object({
  /** The document that reported: a report of another document in the same frame replaces it. */
  doc: DocIdSchema,
  /** The frame's origin as the browser gave it ("null" when opaque). */
  origin: v.string(),
  /** Sandboxed, srcdoc or about:blank: a message frame whatever its origin. */
  sealed: v.boolean(),
  tokens: v.array(DetectedTokenSchema),
});
export type FrameRecord = v.InferOutput<typeof FrameSchema>;

const ReplyBoxSchema = v.object({
  /** The frame holding it, and that frame's document. */
  frame: v.pipe(v.number(), v.integer(), v.minValue(0)),
  doc: DocIdSchema,
  /** The box's number in that document: the content script inserts only into the box it still names so. */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The frame's host when it is not the ticket's (Salesforce's publisher, in another helpdesk host). */
  host: v.optional(v.string()),
});
/** The reply box the agent last used in a tab, on the ticket and top document the tab records. */
export type ReplyBoxRecord = v.InferOutput<typeof ReplyBoxSchema>;

const TabSchema = v.object({
  /** The ticket the top frame last reported. */
  ticket: v.optional(TicketRefSchema),
  /** The ticket's origin: a frame of another origin shows a message, not the helpdesk. */
  origin: v.optional(v.string()),
  /** The top document the ticket was reported by. */
  doc: v.optional(DocIdSchema),
  /** Each frame's document and tokens, by frame id (0 is the top frame). */
  frames: v.record(v.string(), FrameSchema),
  /** The reply box the agent last used on this ticket and top document: any route change forgets it. */
  box: v.optional(ReplyBoxSchema),
});
export type TabRecord = v.InferOutput<typeof TabSchema>;

const DetectedSchema = v.record(v.string(), TabSchema);
/**
 * What each tab shows, by tab id: its ticket, and each frame's tokens, tied to the document that
 * reported them. Session storage: it survives the worker's restarts, is gone with the browser
 * session, and content scripts cannot read it.
 */
export const detectedItem = defineStoredItem("detected", { schema: DetectedSchema, fallback: {} });

/** Whether a frame of the tab shows a message rather than the helpdesk's own interface. */
export const isMessageFrame = (frameId: string | number, frame: FrameRecord, ticketOrigin?: string) =>
  Number(frameId) !== 0 &&
  (frame.sealed || frame.origin === "null" || (ticketOrigin !== undefined && frame.origin !== ticketOrigin));

/** The tabs whose pages have something detected. */
export async function tabsWithDetected(): Promise<number[]> {
  return Object.keys(await detectedItem.read())
    .map(Number)
    .filter(Number.isInteger);
}

/** One token, whatever frame shows it and how often. */
const tokenKey = (t: DetectedTokenRecord) => `${t.kind}\u0000${t.text}`;

/** Every frame's tokens of a tab, merged: counts add up; `messageOnly` when only message frames show it. */
export function tokensOf(tab: TabRecord | undefined): TicketToken[] {
  const merged = new Map<string, TicketToken>();
  for (const [frameId, frame] of Object.entries(tab?.frames ?? {})) {
    const message = isMessageFrame(frameId, frame, tab?.origin);
    for (const t of frame.tokens) {
      const key = tokenKey(t);
      const existing = merged.get(key);
      const count = (existing?.count ?? 0) + t.count;
      const messageOnly = message && (!existing || existing.messageOnly);
      merged.set(key, {
        kind: t.kind,
        text: t.text,
        count,
        ...(messageOnly ? { messageOnly: true as const } : {}),
      });
    }
  }
  return [...merged.values()];
}

/** What a tab shows: its ticket, once its page reported it, and the ticket's tokens. */
export async function ticketInTab(tabId: number): Promise<{ ticket?: TicketRef; tokens: TicketToken[] }> {
  const tab = (await detectedItem.read())[tabId];
  return { ...(tab?.ticket ? { ticket: tab.ticket } : {}), tokens: tokensOf(tab) };
}

/**
 * How many ids and codes a tab shows, as many as `tokensOf` merges them into: the toolbar icon's
 * count, read without building the merged tokens.
 */
export async function detectedCount(tabId: number): Promise<number> {
  const frames = Object.values((await detectedItem.read())[tabId]?.frames ?? {});
  return new Set(frames.flatMap((frame) => frame.tokens.map(tokenKey))).size;
}

/** Every frame's tokens of a tab, merged. */
export async function detectedInTab(tabId: number): Promise<TicketToken[]> {
  return tokensOf((await detectedItem.read())[tabId]);
}

export function watchDetected(callback: () => void): () => void {
  return detectedItem.watch(() => callback());
}
