// What a page can make the worker keep and do: each tab's record bounded and under its own key, and
// a tab's reports gathered, so a page that floods its frames with ids slows neither the panel nor
// another tab.

import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { detectedTabs, ticketInTab, watchDetected } from "@/lib/ticket/detected-tokens";
import {
  forgetClosedTabs,
  forgetDocument,
  forgetTab,
  recordReports,
  roomIn,
  type SentReport,
} from "@/lib/ticket/detected-tokens.worker";
import { batchReports, REPORT_WINDOW_MS } from "@/lib/ticket/report-batches.worker";
import { FRAME_CAP, FRAME_RECORDS_CAP, TAB_CAP } from "@/lib/ticket/token-caps";
import { doc, fakeFrames, frameAt, report, TICKET_ORIGIN, ticketUrl } from "./fake-tabs";

const voucher = (n: number) => ({
  kind: "voucher" as const,
  text: `v_${String(n).padStart(24, "0")}`,
  count: 1,
});
const vouchers = (from: number, count: number) => Array.from({ length: count }, (_, i) => voucher(from + i));
const ALICE = { kind: "customer" as const, text: "cust_aliceAliceAliceAliceAl", count: 1 };

/** A srcdoc frame of the tab, as the browser names it: a message frame. */
const srcdoc = (frameId: number) => ({ frameId, url: "about:srcdoc", origin: TICKET_ORIGIN });

/** Tab `tabId` on its ticket, with `count` srcdoc frames (ids 1…count) that show their documents. */
function tabWithFrames(tabId: number, count: number) {
  const frames: Record<number, { doc: string; url: string }> = {
    0: { doc: doc(tabId * 1000), url: ticketUrl(1) },
  };
  for (let id = 1; id <= count; id++) frames[id] = { doc: doc(tabId * 1000 + id), url: "about:srcdoc" };
  fakeFrames({ [tabId]: frames });
  return frames;
}

const stored = async () => fakeBrowser.storage.session.get(null);

afterEach(() => vi.useRealTimers());

describe("a tab's record", () => {
  it("keeps at most TAB_CAP tokens and FRAME_RECORDS_CAP frames however many frames flood it, and counts what the frames it holds left out", async () => {
    const frames = tabWithFrames(7, 125);
    await report(7, frameAt(0), frames[0]!.doc, [ALICE]);
    // 125 srcdoc frames of FRAME_CAP ids each, as the hostile page makes them.
    await recordReports(
      7,
      Array.from({ length: 125 }, (_, i) => ({
        sender: srcdoc(i + 1),
        report: { doc: frames[i + 1]!.doc, tokens: vouchers(i * FRAME_CAP, FRAME_CAP) },
      })),
    );
    const shown = await ticketInTab(7);
    expect(shown.tokens).toHaveLength(TAB_CAP);
    // The top frame and the first frames up to the cap are held; the frames past it are not recorded.
    const held = Object.keys((await detectedTabs.read(7))!.frames).map(Number);
    expect(held).toEqual(Array.from({ length: FRAME_RECORDS_CAP }, (_, i) => i));
    expect(shown.dropped).toBe((FRAME_RECORDS_CAP - 1) * FRAME_CAP + 1 - TAB_CAP);
    // The ticket's own page is kept first: its customer is there.
    expect(shown.tokens).toContainEqual(ALICE);
    // About 60 kB however large the flood: it was 10 MB with no cap.
    expect(JSON.stringify((await stored())["detected:7"]).length).toBeLessThan(100_000);
  });

  it("still takes the top frame's report when the tab holds FRAME_RECORDS_CAP frames, and a held frame's new one", async () => {
    const frames = tabWithFrames(7, FRAME_RECORDS_CAP + 1);
    await recordReports(
      7,
      Array.from({ length: FRAME_RECORDS_CAP + 1 }, (_, i) => ({
        sender: srcdoc(i + 1),
        report: { doc: frames[i + 1]!.doc, tokens: [voucher(i)] },
      })),
    );
    expect(Object.keys((await detectedTabs.read(7))!.frames)).toHaveLength(FRAME_RECORDS_CAP);
    expect(await roomIn(7)).toMatchObject({ full: true });
    expect((await roomIn(7)).held.has(FRAME_RECORDS_CAP + 1)).toBe(false);
    // The last frame has no room; the first keeps reporting, and the ticket's page always has room.
    expect(await report(7, srcdoc(FRAME_RECORDS_CAP + 1), frames[FRAME_RECORDS_CAP + 1]!.doc, [ALICE])).toBe(
      false,
    );
    expect(await report(7, srcdoc(1), frames[1]!.doc, [voucher(999)])).toBe(true);
    expect(await report(7, frameAt(0), frames[0]!.doc, [ALICE])).toBe(true);
    expect((await ticketInTab(7)).tokens).toContainEqual(ALICE);
  });

  it("counts what a frame shows past FRAME_CAP, as its content script reports it", async () => {
    const frames = tabWithFrames(7, 1);
    await report(7, srcdoc(1), frames[1]!.doc, vouchers(0, FRAME_CAP), { more: 120 });
    expect(await ticketInTab(7)).toMatchObject({ dropped: 120 });
    expect((await ticketInTab(7)).tokens).toHaveLength(FRAME_CAP);
  });

  it("gives the helpdesk's own frames room before message frames, whichever reported first", async () => {
    fakeFrames({
      7: {
        0: { doc: doc(1), url: ticketUrl(1) },
        1: { doc: doc(2), url: "about:srcdoc" },
        2: { doc: doc(3), url: "about:srcdoc" },
        3: { doc: doc(4), url: `${TICKET_ORIGIN}/apps/sidebar` },
      },
    });
    await report(7, srcdoc(1), doc(2), vouchers(0, FRAME_CAP));
    await report(7, srcdoc(2), doc(3), vouchers(FRAME_CAP, FRAME_CAP));
    expect((await ticketInTab(7)).tokens).toHaveLength(TAB_CAP);
    // The sidebar (same origin, not sealed) reports last and keeps its customer.
    await report(7, frameAt(3, `${TICKET_ORIGIN}/apps/sidebar`), doc(4), [ALICE]);
    const shown = await ticketInTab(7);
    expect(shown.tokens).toHaveLength(TAB_CAP);
    expect(shown.tokens).toContainEqual(ALICE);
    expect(shown.dropped).toBe(1);
  });

  it("is under its own key: a report of one tab writes that tab's key only, and a watcher hears its own tab", async () => {
    fakeFrames({
      7: { 0: { doc: doc(1), url: ticketUrl(1) } },
      8: { 0: { doc: doc(2), url: ticketUrl(2) } },
    });
    await report(8, frameAt(0, ticketUrl(2)), doc(2), [ALICE]);
    const heardOf8 = vi.fn();
    const heardOf7 = vi.fn();
    const stop8 = watchDetected(8, heardOf8);
    const stop7 = watchDetected(7, heardOf7);
    const written = vi.spyOn(fakeBrowser.storage.session, "set");
    await report(7, frameAt(0), doc(1), vouchers(0, 3));
    expect(written.mock.calls.map(([items]) => Object.keys(items))).toEqual([["detected:7"]]);
    await vi.waitFor(() => expect(heardOf7).toHaveBeenCalledTimes(1));
    expect(heardOf7.mock.calls[0]![0].tokens).toHaveLength(3);
    expect(heardOf8).not.toHaveBeenCalled();
    stop7();
    stop8();
    expect(Object.keys(await stored()).sort()).toEqual(["detected:7", "detected:8"]);
  });

  it("is changed from the worker's own copy: a report neither reads nor checks what is stored again", async () => {
    const frames = tabWithFrames(7, 2);
    await report(7, srcdoc(1), frames[1]!.doc, vouchers(0, 10));
    const read = vi.spyOn(fakeBrowser.storage.session, "get");
    const written = vi.spyOn(fakeBrowser.storage.session, "set");
    await report(7, srcdoc(1), frames[1]!.doc, vouchers(1, 10));
    await report(7, srcdoc(2), frames[2]!.doc, vouchers(100, 10));
    expect(read).not.toHaveBeenCalled();
    expect(written).toHaveBeenCalledTimes(2);
    // The same report again changes nothing, and writes nothing.
    await report(7, srcdoc(2), frames[2]!.doc, vouchers(100, 10));
    expect(written).toHaveBeenCalledTimes(2);
  });

  it("goes with its tab, and a report still on its way for a closed tab does not bring it back", async () => {
    fakeFrames({ 7: { 0: { doc: doc(1), url: ticketUrl(1) } } });
    await report(7, frameAt(0), doc(1), [ALICE]);
    expect(await stored()).toHaveProperty("detected:7");
    const late = report(7, frameAt(0), doc(1), vouchers(0, 2));
    await forgetTab(7);
    await late;
    await report(7, frameAt(0), doc(1), vouchers(0, 2));
    expect(await stored()).toEqual({});
    expect(await ticketInTab(7)).toEqual({ tokens: [], dropped: 0 });
  });

  it("of a tab no longer open is removed when the worker starts", async () => {
    await fakeBrowser.storage.session.set({
      "detected:3": { frames: {} },
      "detected:4": { frames: {} },
      pendingLookup: null,
    });
    expect(await forgetClosedTabs(async () => [4, 9])).toBe(1);
    expect(Object.keys(await stored())).toEqual(["detected:4"]);
  });
});

describe("a tab's reports", () => {
  const sent = (frameId: number, n: number): SentReport => ({
    sender: srcdoc(frameId),
    report: { doc: doc(frameId), tokens: [voucher(n)] },
  });

  it("are written at once when the tab was quiet, then gathered: each frame's latest, in one write per window", async () => {
    vi.useFakeTimers();
    const record = vi.fn(async (_tabId: number, reports: readonly SentReport[]) => reports.map(() => true));
    const batches = batchReports(record);
    const first = batches.record(7, sent(1, 1).sender, sent(1, 1).report);
    expect(record).toHaveBeenCalledTimes(1);
    expect(await first).toBe(true);

    // A second each of 100 frames, twice, within the window: the older of each frame's two is replaced.
    const replaced: Promise<boolean>[] = [];
    const latest: Promise<boolean>[] = [];
    for (let frame = 1; frame <= 100; frame++)
      replaced.push(batches.record(7, sent(frame, 2).sender, sent(frame, 2).report));
    for (let frame = 1; frame <= 100; frame++)
      latest.push(batches.record(7, sent(frame, 3).sender, sent(frame, 3).report));
    expect(await Promise.all(replaced)).toEqual(Array(100).fill(false));
    expect(record).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REPORT_WINDOW_MS);
    expect(record).toHaveBeenCalledTimes(2);
    const batch = record.mock.calls[1]![1];
    expect(batch).toHaveLength(100);
    expect(batch.every((r) => r.report.tokens[0]!.text === voucher(3).text)).toBe(true);
    expect(await Promise.all(latest)).toEqual(Array(100).fill(true));
  });

  it("never drop the last one: a report that comes while a batch is written goes in the next", async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const record = vi.fn(
      (_tabId: number, reports: readonly SentReport[]) =>
        new Promise<boolean[]>((done) => {
          finish = () => done(reports.map(() => true));
        }),
    );
    const batches = batchReports(record);
    const first = batches.record(7, sent(1, 1).sender, sent(1, 1).report);
    const last = batches.record(7, sent(1, 2).sender, sent(1, 2).report);
    await vi.advanceTimersByTimeAsync(REPORT_WINDOW_MS * 3);
    expect(record).toHaveBeenCalledTimes(1);
    finish();
    expect(await first).toBe(true);
    await vi.advanceTimersByTimeAsync(REPORT_WINDOW_MS);
    expect(record).toHaveBeenCalledTimes(2);
    expect(record.mock.calls[1]![1]).toEqual([sent(1, 2)]);
    finish();
    expect(await last).toBe(true);
  });

  it("of one tab never hold another's back", async () => {
    vi.useFakeTimers();
    const record = vi.fn(async (_tabId: number, reports: readonly SentReport[]) => reports.map(() => true));
    const batches = batchReports(record);
    void batches.record(7, sent(1, 1).sender, sent(1, 1).report);
    void batches.record(7, sent(1, 2).sender, sent(1, 2).report);
    // Tab 8's first report is written at once, while tab 7's second waits for its window.
    void batches.record(8, sent(0, 1).sender, sent(0, 1).report);
    expect(record.mock.calls.map(([tabId]) => tabId)).toEqual([7, 8]);
    await vi.advanceTimersByTimeAsync(REPORT_WINDOW_MS);
    expect(record.mock.calls.map(([tabId]) => tabId)).toEqual([7, 8, 7]);
  });

  it("of a document that went, or of a tab that closed, are not written", async () => {
    vi.useFakeTimers();
    const record = vi.fn(async (_tabId: number, reports: readonly SentReport[]) => reports.map(() => true));
    const batches = batchReports(record);
    void batches.record(7, sent(1, 1).sender, sent(1, 1).report);
    const gone = batches.record(7, sent(2, 1).sender, sent(2, 1).report);
    const closed = batches.record(7, sent(3, 1).sender, sent(3, 1).report);
    batches.dropDocument(7, 2, doc(2));
    expect(await gone).toBe(false);
    batches.forget(7);
    expect(await closed).toBe(false);
    await vi.advanceTimersByTimeAsync(REPORT_WINDOW_MS * 2);
    expect(record).toHaveBeenCalledTimes(1);
  });

  it("past the tab's caps, admit no report of a frame the tab does not hold, from the first write that fills it", async () => {
    vi.useFakeTimers();
    const frames = tabWithFrames(7, FRAME_RECORDS_CAP + 10);
    const batches = batchReports(recordReports, REPORT_WINDOW_MS, roomIn);
    // Unknown room before the tab's first write: admitted.
    expect(batches.admits(7, 1)).toBe(true);
    await batches.record(7, frameAt(0), { doc: frames[0]!.doc, tokens: [ALICE] });
    for (let id = 1; id <= FRAME_RECORDS_CAP + 10; id++)
      void batches.record(7, srcdoc(id), { doc: frames[id]!.doc, tokens: [voucher(id)] });
    await vi.advanceTimersByTimeAsync(REPORT_WINDOW_MS * 2);
    // Full: the frames it holds are admitted, the others are not (their reports are never read).
    expect(batches.admits(7, 0)).toBe(true);
    expect(batches.admits(7, 1)).toBe(true);
    expect(batches.admits(7, FRAME_RECORDS_CAP + 5)).toBe(false);
    // Another tab is not concerned.
    expect(batches.admits(8, FRAME_RECORDS_CAP + 5)).toBe(true);
    // A held frame's document went: its room is asked again at the tab's next write; meanwhile a
    // report is read.
    batches.dropDocument(7, 1, frames[1]!.doc);
    await forgetDocument(7, 1, frames[1]!.doc);
    expect(batches.admits(7, FRAME_RECORDS_CAP + 5)).toBe(true);
    expect(
      await batches.record(7, srcdoc(FRAME_RECORDS_CAP + 5), {
        doc: frames[FRAME_RECORDS_CAP + 5]!.doc,
        tokens: [voucher(1)],
      }),
    ).toBe(true);
    // Full again: the frame that took the room is held, the next one is not admitted.
    expect(batches.admits(7, FRAME_RECORDS_CAP + 5)).toBe(true);
    expect(batches.admits(7, FRAME_RECORDS_CAP + 6)).toBe(false);
  });

  it("from a flooding page cost its tab's key two writes a second, whatever the number of frames", async () => {
    vi.useFakeTimers();
    const frames = tabWithFrames(7, 125);
    const written = vi.spyOn(fakeBrowser.storage.session, "set");
    const batches = batchReports(recordReports);
    // Ten seconds: every frame reports every second, one id of each changed.
    for (let second = 0; second < 10; second++) {
      for (let id = 1; id <= 125; id++)
        void batches.record(7, srcdoc(id), {
          doc: frames[id]!.doc,
          tokens: [...vouchers(id * 1000, 20), voucher(second)],
        });
      await vi.advanceTimersByTimeAsync(1000);
    }
    await vi.advanceTimersByTimeAsync(REPORT_WINDOW_MS);
    expect(written.mock.calls.length).toBeLessThanOrEqual(2 * 10 + 1);
    expect(written.mock.calls.every(([items]) => Object.keys(items).join() === "detected:7")).toBe(true);
    // The last report of each frame was written: the first frames (those within the cap) end on second 9.
    expect((await detectedTabs.read(7))?.frames[1]?.tokens.at(-1)).toEqual(voucher(9));
  });
});
