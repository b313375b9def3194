import { askTab } from "@/core/contract/content-channel";
import {
  type DetectedTokenRecord,
  detectedItem,
  type FrameRecord,
  type ReplyBoxRecord,
  type TabRecord,
} from "./detected-tokens";
import type { TicketRef } from "./ticket.messages";
import { ticketOf } from "./ticket-identity";
import { showDetectedCount } from "./toolbar-count";

/**
 * The worker's records of each tab, tied to the ticket the tab shows and to the documents that
 * reported: a route to another ticket, a new page, a frame the page removed or a report made for
 * another ticket or document never leaves a token (or the reply box) where it no longer shows.
 */

/** Who reported, as the browser says (never as the page says). */
export interface FrameSender {
  frameId: number;
  url?: string;
  origin?: string;
}

/** What a frame reports of its page. */
export interface FrameReport {
  doc: string;
  tokens: DetectedTokenRecord[];
  /** The ticket the worker last told the frame the tab shows; absent until it was told one. */
  ticket?: string;
  /** The frame's content script sees an opaque origin or a sandboxed frame element. */
  sandboxed?: boolean;
}

const originOfUrl = (url: string | undefined): string => {
  try {
    return new URL(url ?? "").origin;
  } catch {
    return "null";
  }
};

/** A frame's origin: the browser's own word (about:blank and srcdoc inherit theirs), else its URL's. */
export const senderOrigin = (sender: FrameSender): string => sender.origin || originOfUrl(sender.url);

/** The document a frame of the tab shows now, and its URL: none when it cannot answer (gone, or no Voucher Lens). */
export async function documentIn(tabId: number, frameId: number) {
  return askTab(tabId, "page.where", {}, frameId).catch(() => undefined);
}

/** What the worker holds of a tab, read in turn with the writes already asked for (a click, a route). */
export async function tabRecord(tabId: number): Promise<TabRecord | undefined> {
  return (await detectedItem.update((all) => all))[tabId];
}

const without = <T>(record: Record<string, T>, key: string | number): Record<string, T> => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

/**
 * The top frame's route report: its URL, which must be of the sender's own origin. A sub-frame
 * names no ticket.
 */
export async function recordRoute(
  tabId: number,
  sender: FrameSender,
  report: { doc: string; url: string },
): Promise<boolean> {
  if (sender.frameId !== 0 || originOfUrl(report.url) !== senderOrigin(sender)) return false;
  await seeTicket(tabId, report.doc, report.url);
  return true;
}

/**
 * The ticket the tab's top document shows now (its route report, or its answer when the worker
 * asked). Another ticket, or another top document, starts the tab's records afresh: every frame's
 * tokens and the reply box go, and the frames are asked to report again for this ticket (a frame
 * that survived the route change shows what it shows).
 */
export async function seeTicket(tabId: number, doc: string, url: string): Promise<TicketRef> {
  const ticket = ticketOf(url);
  let afresh = false;
  await detectedItem.update((all) => {
    const tab = all[tabId];
    if (tab?.doc === doc && tab.ticket?.key === ticket.key)
      return tab.ticket.label === ticket.label ? all : { ...all, [tabId]: { ...tab, ticket } };
    afresh = true;
    return { ...all, [tabId]: { ticket, origin: originOfUrl(url), doc, frames: {} } };
  });
  if (afresh) {
    void showDetectedCount(tabId);
    // Every frame of the tab hears it; none answers, so the call ends in a refusal, which is fine.
    void askTab(tabId, "page.report", { ticket: ticket.key }).catch(() => undefined);
  }
  return ticket;
}

/**
 * A frame's tokens, kept for the tab's current ticket and document only. A frame's first report,
 * or one of another document than recorded, is kept only if the frame shows that document now; the
 * top frame's only if it is the document that reported the ticket. Says whether it was kept.
 */
export async function recordDetected(
  tabId: number,
  sender: FrameSender,
  report: FrameReport,
): Promise<boolean> {
  const { frameId } = sender;
  if (frameId !== 0 && (await tabRecord(tabId))?.frames[frameId]?.doc !== report.doc) {
    if ((await documentIn(tabId, frameId))?.doc !== report.doc) return false;
  }
  const origin = senderOrigin(sender);
  const frame: FrameRecord = {
    doc: report.doc,
    origin,
    // about:blank and about:srcdoc hold what the page wrote into them: an email, a transcript.
    sealed: Boolean(report.sandboxed) || origin === "null" || (sender.url ?? "").startsWith("about:"),
    tokens: report.tokens,
  };
  let kept = false;
  await detectedItem.update((all) => {
    const tab: TabRecord = all[tabId] ?? { frames: {} };
    // Made for another ticket than the tab's now, or by a top document that is no longer the tab's.
    if (report.ticket !== undefined && report.ticket !== tab.ticket?.key) return all;
    if (frameId === 0 && tab.doc !== undefined && tab.doc !== report.doc) return all;
    kept = true;
    return { ...all, [tabId]: { ...tab, frames: { ...tab.frames, [frameId]: frame } } };
  });
  if (kept) void showDetectedCount(tabId);
  return kept;
}

/**
 * A document went (its pagehide): its frame's tokens go. The top document going takes the tab's
 * ticket, every frame's tokens and the reply box with it.
 */
export async function forgetDocument(tabId: number, frameId: number, doc: string): Promise<boolean> {
  let forgot = false;
  await detectedItem.update((all) => {
    const tab = all[tabId];
    if (!tab) return all;
    if (frameId === 0) {
      if (tab.doc !== doc && tab.frames[0]?.doc !== doc) return all;
      forgot = true;
      return without(all, tabId);
    }
    if (tab.frames[frameId]?.doc !== doc) return all;
    forgot = true;
    return { ...all, [tabId]: { ...tab, frames: without(tab.frames, frameId) } };
  });
  if (forgot) void showDetectedCount(tabId);
  return forgot;
}

/**
 * The page removed iframes: each recorded frame is asked which document it shows, and those that
 * do not answer, or answer for another document, are forgotten. Says how many.
 */
export async function checkFrames(tabId: number): Promise<number> {
  const frames = Object.entries((await tabRecord(tabId))?.frames ?? {}).filter(([id]) => id !== "0");
  const gone = await Promise.all(
    frames.map(
      async ([id, { doc }]) =>
        (await documentIn(tabId, Number(id)))?.doc !== doc && forgetDocument(tabId, Number(id), doc),
    ),
  );
  return gone.filter(Boolean).length;
}

/**
 * The tab is loading (a new page, or a history change: the browser does not say which without the
 * "tabs" permission). Its top frame is asked for its document: none (a site where Voucher Lens does
 * not run) or another one forgets the tab's ticket, tokens and reply box; the same one (a history
 * change) keeps them, and its route report decides.
 */
export async function checkTopDocument(tabId: number): Promise<boolean> {
  const recorded = await tabRecord(tabId);
  if (!recorded) return false;
  const now = await documentIn(tabId, 0);
  if (now && now.doc === recorded.doc) return false;
  let forgot = false;
  await detectedItem.update((all) => {
    // Reported afresh meanwhile, by the new document: that record stays.
    if (all[tabId]?.doc !== recorded.doc) return all;
    forgot = true;
    return without(all, tabId);
  });
  if (forgot) void showDetectedCount(tabId);
  return forgot;
}

/**
 * The reply box the agent used, as `choose` decides from the tab's record (in turn with its other
 * writes): a box, or none, which forgets the one used before. Nothing without a ticket.
 */
export async function recordReplyBox(
  tabId: number,
  choose: (tab: TabRecord) => ReplyBoxRecord | undefined,
): Promise<ReplyBoxRecord | undefined> {
  let chosen: ReplyBoxRecord | undefined;
  await detectedItem.update((all) => {
    const tab = all[tabId];
    if (!tab?.ticket) return all;
    chosen = choose(tab);
    if (chosen) return { ...all, [tabId]: { ...tab, box: chosen } };
    if (!tab.box) return all;
    const { box: _forgotten, ...rest } = tab;
    return { ...all, [tabId]: rest };
  });
  return chosen;
}

export async function forgetTab(tabId: number): Promise<void> {
  await detectedItem.update((all) => (tabId in all ? without(all, tabId) : all));
}
