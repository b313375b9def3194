import { vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import type { DetectedTokenRecord } from "@/lib/ticket/detected-tokens";
import { type FrameSender, recordDetected } from "@/lib/ticket/detected-tokens.worker";

/** A document's id as a content script makes it (a UUID), numbered for reading. */
export const doc = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const TICKET_ORIGIN = "https://acme.zendesk.com";
export const ticketUrl = (id: number) => `${TICKET_ORIGIN}/agent/tickets/${id}`;

/** What a frame of a fake tab shows: its document and URL; what its reply box does with an insert. */
export interface FakeFrame {
  doc: string;
  url: string;
  insert?: (input: { text: string; doc: string; box: number }) => unknown;
}

/**
 * The tabs' frames as the worker reaches them with tabs.sendMessage: each answers `page.where` with
 * its document (a frame not listed cannot be reached, as a removed one), and `reply.insert` as told.
 * Change `frames` to navigate or remove one. Returns the spy, to see what was asked of which frame.
 */
export function fakeFrames(frames: Record<number, Record<number, FakeFrame>>) {
  return vi.spyOn(fakeBrowser.tabs, "sendMessage").mockImplementation((async (
    tabId: number,
    message: { type: string; input: never },
    options?: { frameId?: number },
  ) => {
    const frame = options?.frameId === undefined ? undefined : frames[tabId]?.[options.frameId];
    if (message.type === "page.where" && frame) return { url: frame.url, doc: frame.doc };
    if (message.type === "reply.insert" && frame?.insert) return frame.insert(message.input);
    throw new Error("Could not establish connection. Receiving end does not exist.");
  }) as never);
}

/** A frame of the ticket's own origin, as the browser names it to the worker. */
export const frameAt = (frameId: number, url = ticketUrl(1)): FrameSender => ({
  frameId,
  url,
  origin: new URL(url).origin,
});

/** A frame's report of its tokens, as its content script sends it. */
export const report = (
  tabId: number,
  sender: FrameSender,
  d: string,
  tokens: DetectedTokenRecord[],
  more = {},
) => recordDetected(tabId, sender, { doc: d, tokens, ...more });
