import { describe, expect, it, vi } from "vitest";
import { insertReply, useReplyBox } from "@/lib/insert-reply/reply-boxes.worker";
import { type ReplyFrameClaim, replyFrame } from "@/lib/insert-reply/reply-frame";
import { recordRoute, tabRecord } from "@/lib/ticket/detected-tokens.worker";
import { ticketOf } from "@/lib/ticket/ticket-identity";
import { doc, type FakeFrame, fakeFrames, frameAt, TICKET_ORIGIN, ticketUrl } from "../ticket/fake-tabs";

const TICKET_1 = ticketOf(ticketUrl(1)).key;
const TICKET_2 = ticketOf(ticketUrl(2)).key;
const claim = (d: string, box = 1, more: Partial<{ editor: boolean; sandboxed: boolean }> = {}) => ({
  doc: d,
  box,
  editor: false,
  sandboxed: false,
  ...more,
});
const inserted = () => ({ inserted: true, editor: "text_field" });

/** Tab 7 on ticket 1, top document 1, with the frames given (frame 0 is added). */
async function ticketTab(frames: Record<number, FakeFrame> = {}) {
  const top = vi.fn(inserted);
  const tab: Record<number, FakeFrame> = { 0: { doc: doc(1), url: ticketUrl(1), insert: top }, ...frames };
  const asked = fakeFrames({ 7: tab });
  await recordRoute(7, frameAt(0), { doc: doc(1), url: ticketUrl(1) });
  return { tab, top, asked };
}

describe("the reply box Insert into reply writes to", () => {
  it("is the one the agent clicked last, even when that click is still being recorded", async () => {
    const framed = vi.fn(inserted);
    const { top } = await ticketTab({ 3: { doc: doc(3), url: ticketUrl(1), insert: framed } });
    await useReplyBox(7, frameAt(0), claim(doc(1)));
    // The click into the frame's box and the Insert arrive together.
    void useReplyBox(7, frameAt(3), claim(doc(3)));
    const outcome = await insertReply(7, "Hola", TICKET_1);
    expect(top).not.toHaveBeenCalled();
    expect(framed).toHaveBeenCalledWith({ text: "Hola", doc: doc(3), box: 1 });
    expect(outcome).toEqual({ inserted: true, editor: "text_field" });
  });

  it("is never one of another ticket: the tab moved on (history.pushState) before the worker heard it, and the answer is about ticket 1", async () => {
    const { tab, top } = await ticketTab();
    await useReplyBox(7, frameAt(0), claim(doc(1)));
    // The page shows ticket 2 now; no route report has come yet.
    tab[0] = { doc: doc(1), url: ticketUrl(2), insert: top };
    expect(await insertReply(7, "Hi Alice", TICKET_1)).toEqual({ inserted: false, reason: "other_ticket" });
    expect(top).not.toHaveBeenCalled();
    // What the top frame said starts the tab's records afresh: ticket 2, and no box.
    expect(await tabRecord(7)).toMatchObject({ ticket: { key: TICKET_2 }, frames: {} });
    expect((await tabRecord(7))?.box).toBeUndefined();
  });

  it("is gone when chosen on another ticket, even for an answer about the ticket shown now", async () => {
    const { tab, top } = await ticketTab();
    await useReplyBox(7, frameAt(0), claim(doc(1)));
    tab[0] = { doc: doc(1), url: ticketUrl(2), insert: top };
    expect(await insertReply(7, "Hi Bob", TICKET_2)).toEqual({ inserted: false, reason: "editor_gone" });
    expect(top).not.toHaveBeenCalled();
    // Once the agent clicks ticket 2's box, Bob's answer goes in.
    await useReplyBox(7, frameAt(0, ticketUrl(2)), claim(doc(1), 2));
    expect(await insertReply(7, "Hi Bob", TICKET_2)).toEqual({ inserted: true, editor: "text_field" });
    expect(top).toHaveBeenCalledWith({ text: "Hi Bob", doc: doc(1), box: 2 });
  });

  it("is gone when the ticket's page was loaded again (another top document)", async () => {
    const { tab, top } = await ticketTab();
    await useReplyBox(7, frameAt(0), claim(doc(1)));
    tab[0] = { doc: doc(2), url: ticketUrl(1), insert: top };
    expect(await insertReply(7, "Hi", TICKET_1)).toEqual({ inserted: false, reason: "editor_gone" });
    expect(top).not.toHaveBeenCalled();
  });

  it("says another ticket when the tab shows a page without Voucher Lens, and asks no frame to insert", async () => {
    const { tab, asked } = await ticketTab();
    await useReplyBox(7, frameAt(0), claim(doc(1)));
    delete tab[0];
    expect(await insertReply(7, "Hi", TICKET_1)).toEqual({ inserted: false, reason: "other_ticket" });
    expect(
      asked.mock.calls.filter(([, message]) => (message as { type: string }).type === "reply.insert"),
    ).toEqual([]);
  });

  it("is none until the agent used one; a frame that no longer answers is a box gone", async () => {
    await ticketTab({ 3: { doc: doc(3), url: ticketUrl(1) } });
    expect(await insertReply(7, "Hi", TICKET_1)).toEqual({ inserted: false, reason: "no_editor" });
    await useReplyBox(7, frameAt(3), claim(doc(3)));
    expect(await insertReply(7, "Hi", TICKET_1)).toEqual({ inserted: false, reason: "editor_gone" });
  });

  it("says the frame's host when it is another host of the same helpdesk (Salesforce's publisher)", async () => {
    const lightning = "https://acme.lightning.force.com/lightning/r/Case/500Hs00001XyZ9bIAF/view";
    const publisher = "https://acme.my.salesforce.com/publisher";
    const insert = vi.fn(() => ({ inserted: true, editor: "rich_editor" }));
    fakeFrames({ 7: { 0: { doc: doc(1), url: lightning }, 5: { doc: doc(5), url: publisher, insert } } });
    await recordRoute(7, frameAt(0, lightning), { doc: doc(1), url: lightning });
    expect(await useReplyBox(7, frameAt(5, publisher), claim(doc(5)))).toBe(true);
    expect(await insertReply(7, "Hi", ticketOf(lightning).key)).toEqual({
      inserted: true,
      editor: "rich_editor",
      host: "acme.my.salesforce.com",
    });
  });

  it("is refused in a frame of another site, and the box used before is forgotten with it", async () => {
    const other = "https://widgets.example/reply";
    const framed = vi.fn(inserted);
    const { top } = await ticketTab({ 6: { doc: doc(6), url: other, insert: framed } });
    await useReplyBox(7, frameAt(0), claim(doc(1)));
    expect(await useReplyBox(7, frameAt(6, other), claim(doc(6)))).toBe(false);
    expect(await insertReply(7, "Hi", TICKET_1)).toEqual({ inserted: false, reason: "no_editor" });
    expect(framed).not.toHaveBeenCalled();
    expect(top).not.toHaveBeenCalled();
  });

  it("is not recorded for a tab whose ticket is not known, nor for a top document that is not the tab's", async () => {
    fakeFrames({});
    expect(await useReplyBox(9, frameAt(0), claim(doc(1)))).toBe(false);
    await ticketTab();
    expect(await useReplyBox(7, frameAt(0), claim(doc(8)))).toBe(false);
    expect((await tabRecord(7))?.box).toBeUndefined();
  });
});

describe("which frames may hold the ticket's reply box", () => {
  const at = (url: string, origin: string, more: Partial<ReplyFrameClaim> = {}): ReplyFrameClaim => ({
    frameId: 2,
    url,
    origin,
    editor: false,
    sandboxed: false,
    ...more,
  });
  const LIGHTNING = "https://acme.lightning.force.com";
  it.each([
    ["the top frame", at(ticketUrl(1), TICKET_ORIGIN, { frameId: 0 }), TICKET_ORIGIN, { ok: true }],
    [
      "a frame of the ticket's origin",
      at(`${TICKET_ORIGIN}/reply`, TICKET_ORIGIN),
      TICKET_ORIGIN,
      { ok: true },
    ],
    [
      "another host of the same helpdesk",
      at("https://acme.my.salesforce.com/x", "https://acme.my.salesforce.com"),
      LIGHTNING,
      { ok: true, host: "acme.my.salesforce.com" },
    ],
    [
      "CKEditor 4's about:blank editing frame, made by the ticket's page",
      at("about:blank", TICKET_ORIGIN, { editor: true }),
      TICKET_ORIGIN,
      { ok: true },
    ],
    [
      "TinyMCE's srcdoc editing frame",
      at("about:srcdoc", TICKET_ORIGIN, { editor: true }),
      TICKET_ORIGIN,
      { ok: true },
    ],
    ["an email in a srcdoc frame", at("about:srcdoc", TICKET_ORIGIN), TICKET_ORIGIN, { ok: false }],
    [
      "an editor frame another origin made",
      at("about:blank", "https://widgets.example", { editor: true }),
      TICKET_ORIGIN,
      { ok: false },
    ],
    ["a sandboxed frame", at("https://mail.example/1", "null"), TICKET_ORIGIN, { ok: false }],
    [
      "a same-origin frame that is sandboxed",
      at(`${TICKET_ORIGIN}/email`, TICKET_ORIGIN, { sandboxed: true }),
      TICKET_ORIGIN,
      { ok: false },
    ],
    [
      "a frame of another site",
      at("https://widgets.example/r", "https://widgets.example"),
      TICKET_ORIGIN,
      { ok: false },
    ],
    ["a frame of another helpdesk", at(`${LIGHTNING}/reply`, LIGHTNING), TICKET_ORIGIN, { ok: false }],
    [
      "another account of the same helpdesk",
      at("https://other.zendesk.com/agent/r", "https://other.zendesk.com"),
      TICKET_ORIGIN,
      { ok: false },
    ],
    [
      "another org's Salesforce domain",
      at("https://other.my.salesforce.com/x", "https://other.my.salesforce.com"),
      LIGHTNING,
      { ok: false },
    ],
    [
      "CKEditor 4's about:blank editing frame in the org's publisher frame (another host of the org)",
      at("about:blank", "https://acme.my.salesforce.com", { editor: true }),
      LIGHTNING,
      { ok: true, host: "acme.my.salesforce.com" },
    ],
    [
      "an about:blank editing frame made by another org's frame",
      at("about:blank", "https://other.my.salesforce.com", { editor: true }),
      LIGHTNING,
      { ok: false },
    ],
    [
      "any frame, while no ticket is known",
      at(`${TICKET_ORIGIN}/reply`, TICKET_ORIGIN),
      undefined,
      { ok: false },
    ],
  ])("%s", (_case, frame, ticketOrigin, verdict) => {
    expect(replyFrame(frame, ticketOrigin)).toEqual(verdict);
  });
});
