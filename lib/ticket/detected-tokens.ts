import * as v from "valibot";
import { defineStoredFamily } from "@/lib/core/store/stored-family";
import {
  DetectedTokenSchema,
  DocIdSchema,
  type TicketRef,
  TicketRefSchema,
} from "@/lib/ticket/ticket.messages";
import { NO_TICKET } from "./no-ticket";

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
  /** Its first ids and codes, as many as the frame's and the tab's caps keep (token-caps.ts). */
  tokens: v.array(DetectedTokenSchema),
  /** How many more it showed, counted and not kept: over a cap. */
  dropped: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
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
  /**
   * The ticket's page went: "leaving" while the next page loads, "elsewhere" once it has loaded
   * and Voucher Lens does not run on it. Either way the tab shows no ticket, tokens or reply box.
   */
  away: v.optional(v.picklist(["leaving", "elsewhere"])),
});
export type TabRecord = v.InferOutput<typeof TabSchema>;

/**
 * What each tab shows, one item per tab (`detected:<tabId>`): its ticket, and each frame's tokens,
 * tied to the document that reported them. Session storage: it survives the worker's restarts, is
 * gone with the browser session, and content scripts cannot read it. One item per tab, so a tab's
 * reports never read, check or rewrite another tab's record, and a panel hears of its own tab only.
 */
export const detectedTabs = defineStoredFamily("detected", {
  schema: v.optional(TabSchema),
  fallback: undefined,
});

/** Whether a frame of the tab shows a message rather than the helpdesk's own interface. */
export const isMessageFrame = (frameId: string | number, frame: FrameRecord, ticketOrigin?: string) =>
  Number(frameId) !== 0 &&
  (frame.sealed || frame.origin === "null" || (ticketOrigin !== undefined && frame.origin !== ticketOrigin));

/** The tabs whose pages have something detected. */
export async function tabsWithDetected(): Promise<number[]> {
  return (await detectedTabs.ids()).map(Number).filter(Number.isInteger);
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

/** How many ids and codes the tab's frames showed past the caps: counted, not kept. */
export const droppedOf = (tab: TabRecord | undefined): number =>
  Object.values(tab?.frames ?? {}).reduce((sum, frame) => sum + (frame.dropped ?? 0), 0);

/** What a tab shows, as the panel reads it. */
export interface TabShows {
  /** Its ticket, once its page reported it. */
  ticket?: TicketRef;
  /** The ticket's tokens, merged over its frames. */
  tokens: TicketToken[];
  /** How many more its frames showed than were kept (token-caps.ts); 0 for a page under the caps. */
  dropped: number;
}

/** What a tab shows: its ticket, once its page reported it, the ticket's tokens, and how many more. */
export async function ticketInTab(tabId: number): Promise<TabShows> {
  return shownBy(await detectedTabs.read(tabId));
}

const shownBy = (tab: TabRecord | undefined): TabShows => ({
  ...(tab?.away === "elsewhere" ? { ticket: NO_TICKET } : tab?.ticket ? { ticket: tab.ticket } : {}),
  tokens: tokensOf(tab),
  dropped: droppedOf(tab),
});

/**
 * How many ids and codes a tab shows, as many as `tokensOf` merges them into: the toolbar icon's
 * count, read without building the merged tokens.
 */
export async function detectedCount(tabId: number): Promise<number> {
  const frames = Object.values((await detectedTabs.read(tabId))?.frames ?? {});
  return new Set(frames.flatMap((frame) => frame.tokens.map(tokenKey))).size;
}

/** Every frame's tokens of a tab, merged. */
export async function detectedInTab(tabId: number): Promise<TicketToken[]> {
  return tokensOf(await detectedTabs.read(tabId));
}

/** Calls back with what the tab shows whenever its record changes (another tab's changes are not heard). */
export function watchDetected(tabId: number, callback: (shown: TabShows) => void): () => void {
  return detectedTabs.watch(tabId, (tab) => callback(shownBy(tab)));
}
