import { describe, expect, it } from "vitest";
import { NO_TICKET } from "@/lib/ticket/answer-ticket";
import { detectedInTab, ticketInTab } from "@/lib/ticket/detected-tokens";
import {
  checkFrames,
  checkTopDocument,
  forgetDocument,
  forgetTab,
  recordReplyBox,
  recordRoute,
  tabRecord,
} from "@/lib/ticket/detected-tokens.worker";
import { ticketCustomer, ticketCustomers } from "@/lib/ticket/ticket-customer";
import { ticketOf } from "@/lib/ticket/ticket-identity";
import { doc, fakeFrames, frameAt, report, TICKET_ORIGIN, ticketUrl } from "./fake-tabs";

const customer = (text: string, count = 1) => ({ kind: "customer" as const, text, count });
const ALICE = customer("cust_aliceAliceAliceAliceAl");
const BOB = customer("cust_bobBobBobBobBobBobBobBo");
const options = { emails: false, ownDomains: [] };

/** Tab 7 on ticket 1: its top document 1 reported the route; frame 2 (same origin) is a sidebar. */
async function onTicketOne(frames = fakeFrames({ 7: { 0: { doc: doc(1), url: ticketUrl(1) } } })) {
  expect(await recordRoute(7, frameAt(0), { doc: doc(1), url: ticketUrl(1) })).toBe(true);
  return frames;
}

describe("what a tab's frames detected", () => {
  // Regression: a ticket and its iframe report within the same moment; each report read the tab's
  // record, added its frame and wrote it back, so the later write dropped the other frame's tokens.
  it("keeps every frame's tokens when the frames report at the same time", async () => {
    fakeFrames({ 7: { 1: { doc: doc(2), url: ticketUrl(1) } } });
    await Promise.all([
      report(7, frameAt(0), doc(1), [customer("cust_tAED42tFhLM9v7GmZUaklJFd", 2)]),
      report(7, frameAt(1), doc(2), [customer("cust_qBwHpagDOFu71Z3F22UzR80X")]),
      report(8, frameAt(0), doc(3), [customer("cust_other")]),
    ]);
    expect(await detectedInTab(7)).toEqual(
      expect.arrayContaining([
        customer("cust_tAED42tFhLM9v7GmZUaklJFd", 2),
        customer("cust_qBwHpagDOFu71Z3F22UzR80X"),
      ]),
    );
    expect(await detectedInTab(8)).toEqual([customer("cust_other")]);
  });

  it("adds up a token's counts over frames, and forgets a closed tab", async () => {
    fakeFrames({ 7: { 3: { doc: doc(2), url: ticketUrl(1) } } });
    await report(7, frameAt(0), doc(1), [customer("cust_a", 2)]);
    await report(7, frameAt(3), doc(2), [customer("cust_a")]);
    expect(await detectedInTab(7)).toEqual([customer("cust_a", 3)]);
    await forgetTab(7);
    expect(await detectedInTab(7)).toEqual([]);
  });
});

describe("a tab's records belong to the ticket it shows", () => {
  it("names the ticket the top frame reported, for the panel", async () => {
    await onTicketOne();
    expect(await ticketInTab(7)).toEqual({
      ticket: { key: ticketOf(ticketUrl(1)).key, label: "#1" },
      tokens: [],
      dropped: 0,
    });
  });

  it("starts afresh when the page routes to another ticket: every frame's tokens and the reply box go, and the frames are asked to report again for it", async () => {
    const frames = await onTicketOne(
      fakeFrames({ 7: { 0: { doc: doc(1), url: ticketUrl(1) }, 2: { doc: doc(2), url: ticketUrl(1) } } }),
    );
    await report(7, frameAt(0), doc(1), [ALICE]);
    await report(7, frameAt(2), doc(2), [ALICE]);
    await recordReplyBox(7, () => ({ frame: 0, doc: doc(1), id: 1 }));
    expect(ticketCustomer(await detectedInTab(7), options)?.value).toBe(ALICE.text);

    // history.pushState: the same document, another ticket.
    await recordRoute(7, frameAt(0, ticketUrl(2)), { doc: doc(1), url: ticketUrl(2) });
    expect(await ticketInTab(7)).toEqual({
      ticket: { key: ticketOf(ticketUrl(2)).key, label: "#2" },
      tokens: [],
      dropped: 0,
    });
    expect((await tabRecord(7))?.box).toBeUndefined();
    expect(frames).toHaveBeenCalledWith(
      7,
      { type: "page.report", input: { ticket: ticketOf(ticketUrl(2)).key } },
      undefined,
    );
    // The sidebar frame survived the route change: it reports again, for ticket 2, what it shows.
    expect(await report(7, frameAt(2), doc(2), [BOB], { ticket: ticketOf(ticketUrl(2)).key })).toBe(true);
    expect(await detectedInTab(7)).toEqual([BOB]);
  });

  it("keeps its records when the route changes within the same ticket (a tab of the ticket's page)", async () => {
    await onTicketOne();
    await report(7, frameAt(0), doc(1), [ALICE]);
    await recordReplyBox(7, () => ({ frame: 0, doc: doc(1), id: 1 }));
    await recordRoute(7, frameAt(0), { doc: doc(1), url: `${ticketUrl(1)}/events?tab=2` });
    expect(await detectedInTab(7)).toEqual([ALICE]);
    expect((await tabRecord(7))?.box).toEqual({ frame: 0, doc: doc(1), id: 1 });
  });

  it("drops a report made for the ticket the tab showed before", async () => {
    await onTicketOne();
    await recordRoute(7, frameAt(0), { doc: doc(1), url: ticketUrl(2) });
    // Sent before the frame heard of the route change, received after it.
    expect(await report(7, frameAt(0), doc(1), [ALICE], { ticket: ticketOf(ticketUrl(1)).key })).toBe(false);
    expect(await detectedInTab(7)).toEqual([]);
  });

  it("drops the top frame's report from a document that is no longer the tab's", async () => {
    await onTicketOne();
    await recordRoute(7, frameAt(0), { doc: doc(9), url: ticketUrl(1) });
    expect(await report(7, frameAt(0), doc(1), [ALICE])).toBe(false);
    expect(await report(7, frameAt(0), doc(9), [BOB])).toBe(true);
    expect(await detectedInTab(7)).toEqual([BOB]);
  });

  it("keeps a frame's report only for the document the frame shows now; a new document's replaces the old one's", async () => {
    const frames = { 7: { 0: { doc: doc(1), url: ticketUrl(1) }, 2: { doc: doc(2), url: ticketUrl(1) } } };
    await onTicketOne(fakeFrames(frames));
    await report(7, frameAt(2), doc(2), [ALICE]);
    // The frame loads another document; the old one's last report arrives late.
    frames[7][2] = { doc: doc(3), url: ticketUrl(1) };
    expect(await report(7, frameAt(2), doc(3), [BOB])).toBe(true);
    expect(await report(7, frameAt(2), doc(2), [ALICE])).toBe(false);
    expect(await detectedInTab(7)).toEqual([BOB]);
  });

  it("refuses a route from a sub-frame, or with a URL of another origin than the sender's", async () => {
    fakeFrames({});
    expect(await recordRoute(7, frameAt(2), { doc: doc(1), url: ticketUrl(1) })).toBe(false);
    expect(
      await recordRoute(7, frameAt(0), { doc: doc(1), url: "https://evil.example/agent/tickets/1" }),
    ).toBe(false);
    expect(await tabRecord(7)).toBeUndefined();
  });
});

describe("a frame the helpdesk removed", () => {
  it("takes its tokens with it when its document goes (pagehide)", async () => {
    await onTicketOne(
      fakeFrames({ 7: { 0: { doc: doc(1), url: ticketUrl(1) }, 4: { doc: doc(4), url: ticketUrl(1) } } }),
    );
    await report(7, frameAt(0), doc(1), [ALICE]);
    await report(7, frameAt(4), doc(4), [BOB]);
    expect(ticketCustomer(await detectedInTab(7), options)).toBeUndefined();
    // Another document's going is not this one's.
    expect(await forgetDocument(7, 4, doc(5))).toBe(false);
    expect(await forgetDocument(7, 4, doc(4))).toBe(true);
    expect(ticketCustomer(await detectedInTab(7), options)?.value).toBe(ALICE.text);
  });

  it("is forgotten when the worker checks the tab's frames: one that cannot answer, or answers for another document", async () => {
    const frames: Parameters<typeof fakeFrames>[0] = {
      7: {
        0: { doc: doc(1), url: ticketUrl(1) },
        2: { doc: doc(2), url: ticketUrl(1) },
        3: { doc: doc(3), url: ticketUrl(1) },
        4: { doc: doc(4), url: ticketUrl(1) },
      },
    };
    await onTicketOne(fakeFrames(frames));
    for (const id of [2, 3, 4])
      await report(7, frameAt(id), doc(id), [customer(`cust_frame${id}frame${id}frame${id}xx`)]);
    delete frames[7]?.[2];
    frames[7]![3] = { doc: doc(30), url: ticketUrl(1) };
    expect(await checkFrames(7)).toBe(2);
    expect((await detectedInTab(7)).map((t) => t.text)).toEqual(["cust_frame4frame4frame4xx"]);
  });

  it("leaves the tab alone when a frame still answers with its document", async () => {
    await onTicketOne(
      fakeFrames({ 7: { 0: { doc: doc(1), url: ticketUrl(1) }, 2: { doc: doc(2), url: ticketUrl(1) } } }),
    );
    await report(7, frameAt(2), doc(2), [ALICE]);
    expect(await checkFrames(7)).toBe(0);
    expect(await detectedInTab(7)).toEqual([ALICE]);
  });
});

describe("a tab that loads another page", () => {
  it("forgets its ticket, tokens and reply box when its top frame has no content script any more (a site where Voucher Lens does not run)", async () => {
    const frames = { 7: { 0: { doc: doc(1), url: ticketUrl(1) } } };
    await onTicketOne(fakeFrames(frames));
    await report(7, frameAt(0), doc(1), [ALICE]);
    await recordReplyBox(7, () => ({ frame: 0, doc: doc(1), id: 1 }));
    delete (frames as Record<number, unknown>)[7];
    // Loading: the ticket, its tokens and reply box go; which page comes is not known yet.
    expect(await checkTopDocument(7)).toBe(true);
    expect(await tabRecord(7)).toEqual({ frames: {}, away: "leaving" });
    expect(await ticketInTab(7)).toEqual({ tokens: [], dropped: 0 });
    // Loaded, and still no content script of ours: the tab shows no ticket, and the panel is told so.
    expect(await checkTopDocument(7, true, 0)).toBe(true);
    expect(await ticketInTab(7)).toEqual({ ticket: NO_TICKET, tokens: [], dropped: 0 });
    expect(NO_TICKET.key).not.toBe(ticketOf(ticketUrl(1)).key);
    expect(await checkTopDocument(7, true, 0)).toBe(false);
  });

  it("says the same when the top document's pagehide comes before the tab's loading (Firefox's order)", async () => {
    const frames: Record<number, Record<number, { doc: string; url: string }>> = {
      7: { 0: { doc: doc(1), url: ticketUrl(1) } },
    };
    await onTicketOne(fakeFrames(frames));
    await report(7, frameAt(0), doc(1), [ALICE]);
    delete frames[7];
    expect(await forgetDocument(7, 0, doc(1))).toBe(true);
    expect(await ticketInTab(7)).toEqual({ tokens: [], dropped: 0 });
    await checkTopDocument(7);
    expect(await checkTopDocument(7, true, 0)).toBe(true);
    expect(await ticketInTab(7)).toEqual({ ticket: NO_TICKET, tokens: [], dropped: 0 });
  });

  it("says so even when the loading check lands while the loaded one waits for a content script", async () => {
    const frames: Record<number, Record<number, { doc: string; url: string }>> = {
      7: { 0: { doc: doc(1), url: ticketUrl(1) } },
    };
    await onTicketOne(fakeFrames(frames));
    await report(7, frameAt(0), doc(1), [ALICE]);
    delete frames[7];
    // The tab's "complete" is checked first; its "loading", slower to hear from the old page, lands
    // while the first waits: the ticket's page is gone all the same, and no page of ours came.
    const loaded = checkTopDocument(7, true, 50);
    await new Promise((done) => setTimeout(done, 10));
    expect(await checkTopDocument(7)).toBe(true);
    expect(await loaded).toBe(true);
    expect(await ticketInTab(7)).toEqual({ ticket: NO_TICKET, tokens: [], dropped: 0 });
  });

  it("waits a moment for a loaded page's content script before it says the page has none", async () => {
    const frames: Record<number, Record<number, { doc: string; url: string }>> = {
      7: { 0: { doc: doc(1), url: ticketUrl(1) } },
    };
    await onTicketOne(fakeFrames(frames));
    delete frames[7];
    expect(await checkTopDocument(7)).toBe(true);
    // The next page's content script starts just after the page loaded.
    const checking = checkTopDocument(7, true, 50);
    frames[7] = { 0: { doc: doc(2), url: ticketUrl(2) } };
    expect(await checking).toBe(false);
    expect(await tabRecord(7)).toEqual({ frames: {}, away: "leaving" });
    await recordRoute(7, frameAt(0, ticketUrl(2)), { doc: doc(2), url: ticketUrl(2) });
    expect((await ticketInTab(7)).ticket?.label).toBe("#2");
  });

  it("shows the ticket again when the tab comes back to it from a page without Voucher Lens", async () => {
    const frames: Record<number, Record<number, { doc: string; url: string }>> = {
      7: { 0: { doc: doc(1), url: ticketUrl(1) } },
    };
    await onTicketOne(fakeFrames(frames));
    delete frames[7];
    await checkTopDocument(7);
    await checkTopDocument(7, true, 0);
    expect((await ticketInTab(7)).ticket).toEqual(NO_TICKET);
    frames[7] = { 0: { doc: doc(3), url: ticketUrl(1) } };
    await recordRoute(7, frameAt(0), { doc: doc(3), url: ticketUrl(1) });
    await report(7, frameAt(0), doc(3), [ALICE]);
    expect(await ticketInTab(7)).toEqual({
      ticket: { key: ticketOf(ticketUrl(1)).key, label: "#1" },
      tokens: [ALICE],
      dropped: 0,
    });
    expect((await tabRecord(7))?.away).toBeUndefined();
  });

  it("forgets them when the top frame holds another document, and keeps them on a history change (the same document)", async () => {
    const frames = { 7: { 0: { doc: doc(1), url: ticketUrl(1) } } };
    await onTicketOne(fakeFrames(frames));
    await report(7, frameAt(0), doc(1), [ALICE]);
    expect(await checkTopDocument(7)).toBe(false);
    expect(await detectedInTab(7)).toEqual([ALICE]);
    frames[7][0] = { doc: doc(2), url: ticketUrl(1) };
    expect(await checkTopDocument(7)).toBe(true);
    expect(await detectedInTab(7)).toEqual([]);
  });

  it("keeps the records the new document reported while the check was on its way", async () => {
    const frames = { 7: { 0: { doc: doc(1), url: ticketUrl(1) } } };
    await onTicketOne(fakeFrames(frames));
    frames[7][0] = { doc: doc(2), url: ticketUrl(2) };
    const checking = checkTopDocument(7);
    await recordRoute(7, frameAt(0, ticketUrl(2)), { doc: doc(2), url: ticketUrl(2) });
    await checking;
    expect((await ticketInTab(7)).ticket?.label).toBe("#2");
  });
});

describe("message frames", () => {
  const sandboxedUrl = `${TICKET_ORIGIN}/email.html`;
  it.each([
    ["a sandboxed frame (opaque origin)", { frameId: 2, url: sandboxedUrl, origin: "null" }, {}],
    [
      "a frame its script sees sandboxed",
      { frameId: 2, url: sandboxedUrl, origin: TICKET_ORIGIN },
      { sandboxed: true },
    ],
    ["a srcdoc frame", { frameId: 2, url: "about:srcdoc", origin: TICKET_ORIGIN }, {}],
    ["an about:blank frame", { frameId: 2, url: "about:blank", origin: TICKET_ORIGIN }, {}],
    [
      "a frame of another origin",
      { frameId: 2, url: "https://mail.example/m/1", origin: "https://mail.example" },
      {},
    ],
  ])(
    "lists a token only %s shows as messageOnly, and never counts it as the ticket's customer",
    async (_case, sender, hint) => {
      await onTicketOne(
        fakeFrames({ 7: { 0: { doc: doc(1), url: ticketUrl(1) }, 2: { doc: doc(2), url: sender.url } } }),
      );
      await report(7, frameAt(0), doc(1), [ALICE]);
      await report(7, sender, doc(2), [BOB, ALICE], hint);
      expect(await detectedInTab(7)).toEqual([customer(ALICE.text, 2), { ...BOB, messageOnly: true }]);
      expect(ticketCustomer(await detectedInTab(7), options)?.value).toBe(ALICE.text);
    },
  );

  it("never offers a customer id or an email only a message shows as one of the ticket's customers", () => {
    const quoted = {
      kind: "email" as const,
      text: "someone@else.example",
      count: 1,
      messageOnly: true as const,
    };
    const tokens = [ALICE, { ...BOB, messageOnly: true as const }, quoted];
    expect(ticketCustomers(tokens, { emails: true, ownDomains: [] }).map((c) => c.value)).toEqual([
      ALICE.text,
    ]);
  });

  it("counts a same-origin frame's tokens as the ticket's own (a sidebar, the conversation)", async () => {
    await onTicketOne(
      fakeFrames({
        7: {
          0: { doc: doc(1), url: ticketUrl(1) },
          2: { doc: doc(2), url: `${TICKET_ORIGIN}/apps/sidebar` },
        },
      }),
    );
    await report(7, frameAt(2, `${TICKET_ORIGIN}/apps/sidebar`), doc(2), [BOB]);
    expect(await detectedInTab(7)).toEqual([BOB]);
  });
});
