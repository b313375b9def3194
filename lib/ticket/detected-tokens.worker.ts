import { askTab } from "@/lib/core/contract/content-channel";
import { writerOf } from "@/lib/core/store/writes.worker";
import {
  type DetectedTokenRecord,
  detectedTabs,
  type FrameRecord,
  isMessageFrame,
  type ReplyBoxRecord,
  type TabRecord,
} from "./detected-tokens";
import { NO_TICKET } from "./no-ticket";
import type { TicketRef } from "./ticket.messages";
import { ticketOf } from "./ticket-identity";
import { FRAME_RECORDS_CAP, TAB_CAP } from "./token-caps";
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
  /** How many more tokens the frame shows than its report carries (FRAME_CAP). */
  more?: number;
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
  return writerOf(detectedTabs).update(tabId, (tab) => tab);
}

/**
 * The ticket a tab shows now, as the panel would read it: none while its page loads, the page
 * without Voucher Lens once one has loaded there.
 */
export async function ticketShownIn(tabId: number): Promise<TicketRef | undefined> {
  const tab = await tabRecord(tabId);
  if (tab?.away) return tab.away === "elsewhere" ? NO_TICKET : undefined;
  return tab?.ticket;
}

const without = <T>(record: Record<string, T>, key: string | number): Record<string, T> => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

/**
 * Which frames keep their tokens first when a tab shows more than TAB_CAP: the top frame (the
 * helpdesk's page), then the helpdesk's own frames, then message frames, each in the order the
 * page made them (the browser numbers frames as they are made).
 */
function rank(frameId: string, frame: FrameRecord, ticketOrigin?: string): number {
  if (frameId === "0") return 0;
  return isMessageFrame(frameId, frame, ticketOrigin) ? 2 : 1;
}

/** The tab's frames within TAB_CAP: frames past the room left keep their first tokens, the rest counted. */
function withinTabCap(frames: TabRecord["frames"], ticketOrigin?: string): TabRecord["frames"] {
  let total = 0;
  for (const frame of Object.values(frames)) total += frame.tokens.length;
  if (total <= TAB_CAP) return frames;
  const order = Object.keys(frames).sort((a, b) => {
    const byRank = rank(a, frames[a]!, ticketOrigin) - rank(b, frames[b]!, ticketOrigin);
    return byRank || Number(a) - Number(b);
  });
  let room = TAB_CAP;
  const kept: TabRecord["frames"] = {};
  for (const id of order) {
    const frame = frames[id]!;
    if (frame.tokens.length <= room) {
      kept[id] = frame;
      room -= frame.tokens.length;
      continue;
    }
    const dropped = (frame.dropped ?? 0) + frame.tokens.length - room;
    kept[id] = { ...frame, tokens: frame.tokens.slice(0, room), dropped };
    room = 0;
  }
  return kept;
}

const sameTokens = (a: DetectedTokenRecord[], b: DetectedTokenRecord[]) =>
  a.length === b.length &&
  a.every((t, i) => t.kind === b[i]!.kind && t.text === b[i]!.text && t.count === b[i]!.count);

const sameFrame = (a: FrameRecord | undefined, b: FrameRecord) =>
  a !== undefined &&
  a.doc === b.doc &&
  a.origin === b.origin &&
  a.sealed === b.sealed &&
  a.dropped === b.dropped &&
  sameTokens(a.tokens, b.tokens);

/** The tab with a frame's new record, within the tab's cap; the same tab when nothing changed. */
function withFrame(tab: TabRecord, frameId: number, frame: FrameRecord): TabRecord {
  if (sameFrame(tab.frames[frameId], frame)) return tab;
  const frames = withinTabCap({ ...tab.frames, [frameId]: frame }, tab.origin);
  // Past the cap a report can leave every frame's record as it was (a frame that keeps nothing).
  const ids = Object.keys(frames);
  const unchanged =
    ids.length === Object.keys(tab.frames).length &&
    ids.every((id) => sameFrame(tab.frames[id], frames[id]!));
  return unchanged ? tab : { ...tab, frames };
}

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
  await writerOf(detectedTabs).update(tabId, (tab) => {
    if (tab?.doc === doc && tab.ticket?.key === ticket.key)
      return tab.ticket.label === ticket.label ? tab : { ...tab, ticket };
    afresh = true;
    return { ticket, origin: originOfUrl(url), doc, frames: {} };
  });
  if (afresh) {
    void showDetectedCount(tabId);
    // Every frame of the tab hears it; none answers, so the call ends in a refusal, which is fine.
    void askTab(tabId, "page.report", { ticket: ticket.key }).catch(() => undefined);
  }
  return ticket;
}

/** A frame's report, as the browser names its sender. */
export interface SentReport {
  sender: FrameSender;
  report: FrameReport;
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
  const [kept = false] = await recordReports(tabId, [{ sender, report }]);
  return kept;
}

/**
 * Several frames' reports of one tab, at once (each frame's latest, gathered by
 * report-batches.worker.ts): one change of the tab's record, one write, one count on its icon. Says
 * for each whether it was kept.
 */
export async function recordReports(tabId: number, reports: readonly SentReport[]): Promise<boolean[]> {
  const recorded = await tabRecord(tabId);
  // A frame's first report, or one of another document: kept only if the frame shows it now.
  const shown = await Promise.all(
    reports.map(
      async ({ sender: { frameId }, report }) =>
        frameId === 0 ||
        recorded?.frames[frameId]?.doc === report.doc ||
        (await documentIn(tabId, frameId))?.doc === report.doc,
    ),
  );
  const kept = reports.map(() => false);
  let changed = false;
  await writerOf(detectedTabs).update(tabId, (before) => {
    let tab: TabRecord = before ?? { frames: {} };
    reports.forEach(({ sender, report }, i) => {
      if (!shown[i]) return;
      // Made for another ticket than the tab's now, or by a top document that is no longer the tab's.
      if (report.ticket !== undefined && report.ticket !== tab.ticket?.key) return;
      if (sender.frameId === 0 && tab.doc !== undefined && tab.doc !== report.doc) return;
      // A new frame past FRAME_RECORDS_CAP (the top frame always has room).
      if (
        sender.frameId !== 0 &&
        !tab.frames[sender.frameId] &&
        Object.keys(tab.frames).length >= FRAME_RECORDS_CAP
      )
        return;
      kept[i] = true;
      // A report of ours: Voucher Lens runs on this page after all.
      if (tab.away) {
        const { away: _away, ...rest } = tab;
        tab = rest;
      }
      tab = withFrame(tab, sender.frameId, frameRecord(sender, report));
    });
    if (!kept.some(Boolean)) return before;
    changed = tab !== before;
    return tab;
  });
  if (changed) void showDetectedCount(tabId);
  return kept;
}

/**
 * What room a tab's record has for its frames' reports: the frames it holds, and whether a frame it
 * does not hold could still be kept (under FRAME_RECORDS_CAP frames, and under TAB_CAP tokens).
 */
export async function roomIn(tabId: number): Promise<{ held: Set<number>; full: boolean }> {
  const frames = Object.entries((await tabRecord(tabId))?.frames ?? {});
  const tokens = frames.reduce((sum, [, frame]) => sum + frame.tokens.length, 0);
  return {
    held: new Set(frames.map(([id]) => Number(id))),
    full: frames.length >= FRAME_RECORDS_CAP || tokens >= TAB_CAP,
  };
}

function frameRecord(sender: FrameSender, report: FrameReport): FrameRecord {
  const origin = senderOrigin(sender);
  return {
    doc: report.doc,
    origin,
    // about:blank and about:srcdoc hold what the page wrote into them: an email, a transcript.
    sealed: Boolean(report.sandboxed) || origin === "null" || (sender.url ?? "").startsWith("about:"),
    tokens: report.tokens,
    ...(report.more ? { dropped: report.more } : {}),
  };
}

/**
 * A document went (its pagehide): its frame's tokens go. The top document going takes the tab's
 * ticket, every frame's tokens and the reply box with it: the tab is leaving its ticket.
 */
export async function forgetDocument(tabId: number, frameId: number, doc: string): Promise<boolean> {
  let forgot = false;
  await writerOf(detectedTabs).update(tabId, (tab) => {
    if (!tab) return tab;
    if (frameId === 0) {
      if (tab.doc !== doc && tab.frames[0]?.doc !== doc) return tab;
      forgot = true;
      // The next page decides: its route report, or, once it loaded, none (checkTopDocument).
      return { frames: {}, away: "leaving" };
    }
    if (tab.frames[frameId]?.doc !== doc) return tab;
    forgot = true;
    return { ...tab, frames: without(tab.frames, frameId) };
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

/** How long a loaded page's content script may take to start before the page counts as one without it. */
export const CONTENT_SCRIPT_GRACE_MS = 1000;

/**
 * The tab is loading, or has loaded (a new page, or a history change: the browser does not say which
 * without the "tabs" permission). Its top frame is asked for its document: the same one (a history
 * change) keeps the records, and its route report decides; another one, or none, takes the ticket,
 * tokens and reply box away ("leaving"). Once loaded, a page that still has no document of ours after
 * a moment (a site where Voucher Lens does not run) is "elsewhere": the panel then speaks of no
 * ticket, and every answer on screen is about the ticket it was looked up on. Says whether the
 * records changed.
 */
export async function checkTopDocument(
  tabId: number,
  loaded = false,
  graceMs = CONTENT_SCRIPT_GRACE_MS,
): Promise<boolean> {
  const recorded = await tabRecord(tabId);
  if (!recorded || recorded.away === "elsewhere") return false;
  let now = await documentIn(tabId, 0);
  if (now && now.doc === recorded.doc) return false;
  if (!now && loaded) {
    await new Promise((done) => setTimeout(done, graceMs));
    now = await documentIn(tabId, 0);
  }
  const away = !now && loaded ? "elsewhere" : "leaving";
  let changed = false;
  await writerOf(detectedTabs).update(tabId, (tab) => {
    // Reported afresh meanwhile, by the new document: that record stays. A record another check
    // emptied meanwhile (the tab's loading, heard late) is still the ticket's page gone.
    if (!tab || (tab.doc !== undefined && tab.doc !== recorded.doc) || tab.away === "elsewhere") return tab;
    if (tab.away === away) return tab;
    changed = true;
    return { frames: {}, away };
  });
  if (changed) void showDetectedCount(tabId);
  return changed;
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
  await writerOf(detectedTabs).update(tabId, (tab) => {
    if (!tab?.ticket) return tab;
    chosen = choose(tab);
    if (chosen) return { ...tab, box: chosen };
    if (!tab.box) return tab;
    const { box: _forgotten, ...rest } = tab;
    return rest;
  });
  return chosen;
}

/**
 * The tab closed: its record goes, and nothing still on its way (a batch being written as the tab
 * closes) brings it back. The browser never gives a closed tab's id to another.
 */
export async function forgetTab(tabId: number): Promise<void> {
  await writerOf(detectedTabs).retire(tabId);
}

/**
 * The records of tabs that are no longer open (a tab closed while its record was being written):
 * removed when the worker starts. Says how many.
 */
export async function forgetClosedTabs(openTabs: () => Promise<number[]>): Promise<number> {
  const recorded = await detectedTabs.ids();
  if (!recorded.length) return 0;
  const open = new Set((await openTabs()).map(String));
  const stale = recorded.filter((id) => !open.has(id));
  await Promise.all(stale.map((id) => writerOf(detectedTabs).remove(id)));
  return stale.length;
}
