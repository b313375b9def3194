import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createMarks } from "@/lib/detection/highlighter.content";
import { buildDetector } from "@/lib/detection/patterns";
import { onlyText, scanTextNodes, textNodesUnder } from "@/lib/detection/scanner.content";
import { countTokens, type DetectedToken, type Slices } from "@/lib/detection/token-counts.content";
import { fakeSchedulers, flushMicrotasks } from "./fake-schedulers";

const CUST = "cust_qBwHpagDOFu71Z3F22UzR80X";
const VOUCHER = "v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4";
const ORDER = "ord_ndw5rQJt12zvZ4upF72a3ljh";
const SPLIT_CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";

const detector = buildDetector({ codePatterns: [], emails: false });

/** The first count in one slice, as on a short ticket. */
const AT_ONCE: Slices = { sliceOver: () => false, pause: async () => {} };

afterEach(() => {
  document.body.innerHTML = "";
});

/** Token counts over a fresh page, reporting through fake schedulers; marks nothing yet. */
function countsFor(html: string) {
  document.body.innerHTML = html;
  const marks = createMarks();
  const fake = fakeSchedulers();
  const stopping = new AbortController();
  const report = vi.fn<(tokens: DetectedToken[]) => void>();
  const counts = countTokens(marks, { report, schedulers: fake.schedulers, signal: stopping.signal });
  /** Marks what is under an element, as a batch would; counted when next settled (`list` settles). */
  const markUnder = (selector: string) =>
    counts.mark(scanTextNodes(textNodesUnder(document.querySelector(selector)!), detector));
  /** The end of a batch, these elements' attributes changed, and the frame after it drawn. */
  const batchEnds = (...restyled: Node[]) => {
    counts.restyled(new Set(restyled));
    fake.run("drawn");
  };
  return { marks, fake, stopping, report, counts, markUnder, batchEnds };
}

const textsOf = (selector: string) => {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.querySelector(selector)!, 0x4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  return texts;
};

describe("counting the tokens a page shows", () => {
  it("counts each token as often as the page shows it", async () => {
    const { counts, markUnder } = countsFor(`<p id="a">${CUST} and ${ORDER}</p><p id="b">${CUST}</p>`);
    markUnder("#a");
    markUnder("#b");
    await counts.startReporting(AT_ONCE);
    expect(counts.list()).toEqual([
      { kind: "customer", text: CUST, count: 2 },
      { kind: "order", text: ORDER, count: 1 },
    ]);
  });

  it("counts a removed node's tokens down, and drops a token no longer on the page", async () => {
    const { counts, markUnder, batchEnds } = countsFor(
      `<p id="a">${CUST} and ${ORDER}</p><p id="b">${CUST}</p>`,
    );
    markUnder("#a");
    markUnder("#b");
    await counts.startReporting(AT_ONCE);
    counts.unmark(textsOf("#a"));
    batchEnds();
    expect(counts.list()).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
  });

  it("counts a token split over two text nodes out once when both nodes go", async () => {
    const { counts, marks, markUnder, batchEnds } = countsFor(
      `<p id="a">cust_tAED42tF<b>hLM9v7GmZUaklJFd</b></p><p id="b">${SPLIT_CUST}</p>`,
    );
    markUnder("#a");
    markUnder("#b");
    await counts.startReporting(AT_ONCE);
    expect(counts.list()).toEqual([{ kind: "customer", text: SPLIT_CUST, count: 2 }]);
    counts.unmark(textsOf("#a"));
    batchEnds();
    expect(counts.list()).toEqual([{ kind: "customer", text: SPLIT_CUST, count: 1 }]);
    expect(marks.live).toBe(1);
  });

  it("counts a split token out when only the node holding its second half goes", async () => {
    const { counts, markUnder, batchEnds } = countsFor(`<p id="a">cust_tAED42tF<b>hLM9v7GmZUaklJFd</b></p>`);
    markUnder("#a");
    await counts.startReporting(AT_ONCE);
    counts.unmark(textsOf("b"));
    batchEnds();
    expect(counts.list()).toEqual([]);
  });
});

describe("reporting the tokens to the worker", () => {
  it("reports nothing during the first scan, then once, with every token, when it ends", async () => {
    const { counts, fake, report, markUnder } = countsFor(`<p id="a">${CUST}</p><p id="b">${ORDER}</p>`);
    markUnder("#a");
    markUnder("#b");
    expect(fake.waiting("microtask")).toBe(0);
    await counts.startReporting(AT_ONCE);
    fake.run("microtask");
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.lastCall![0].map((t) => t.text)).toEqual([CUST, ORDER]);
  });

  it("reports nothing at the end of a first scan that found nothing", async () => {
    const { counts, fake, report } = countsFor(`<p>no ids here</p>`);
    await counts.startReporting(AT_ONCE);
    expect(fake.run("microtask")).toBe(0);
    expect(report).not.toHaveBeenCalled();
  });

  it("reports many changes made in one batch once, as they stand at its end", async () => {
    const { counts, fake, report, markUnder, batchEnds } = countsFor(
      `<p id="a">${CUST}</p><p id="b">${ORDER}</p>`,
    );
    await counts.startReporting(AT_ONCE);
    markUnder("#a");
    markUnder("#b");
    counts.unmark(textsOf("#a"));
    expect(fake.waiting("microtask")).toBe(0);
    batchEnds();
    expect(fake.waiting("microtask")).toBe(1);
    fake.run("microtask");
    expect(report).toHaveBeenCalledOnce();
    expect(report).toHaveBeenCalledWith([{ kind: "order", text: ORDER, count: 1 }]);
  });

  it("reports nothing, and counts nothing, once stopped", async () => {
    const { counts, fake, report, stopping, markUnder } = countsFor(`<p id="a">${CUST}</p>`);
    await counts.startReporting(AT_ONCE);
    markUnder("#a");
    counts.restyled(new Set());
    stopping.abort();
    fake.run("drawn");
    fake.run("microtask");
    expect(report).not.toHaveBeenCalled();
    expect(counts.list()).toEqual([]);
  });
});

describe("counting only what the agent sees", () => {
  // happy-dom computes styles: an element with the class "off" is not drawn.
  beforeAll(() => {
    document.head.innerHTML = "<style>.off { display: none }</style>";
  });
  afterAll(() => {
    document.head.innerHTML = "";
  });

  it("counts a token hidden, then removed, out once, and one shown again in once", async () => {
    const { counts, markUnder, batchEnds } = countsFor(`<p id="a">${CUST}</p><p id="b">${CUST} ${ORDER}</p>`);
    await counts.startReporting(AT_ONCE);
    markUnder("#a");
    markUnder("#b");
    batchEnds();
    expect(counts.list()).toEqual([
      { kind: "customer", text: CUST, count: 2 },
      { kind: "order", text: ORDER, count: 1 },
    ]);
    document.querySelector("#a")!.className = "off";
    batchEnds(document.querySelector("#a")!);
    expect(counts.list()).toEqual([
      { kind: "customer", text: CUST, count: 1 },
      { kind: "order", text: ORDER, count: 1 },
    ]);
    counts.unmark(textsOf("#a"));
    batchEnds();
    expect(counts.list()).toEqual([
      { kind: "customer", text: CUST, count: 1 },
      { kind: "order", text: ORDER, count: 1 },
    ]);
    document.querySelector("#b")!.className = "off";
    batchEnds(document.body);
    expect(counts.list()).toEqual([]);
    document.querySelector("#b")!.className = "";
    batchEnds(document.querySelector("#b")!);
    expect(counts.list()).toEqual([
      { kind: "customer", text: CUST, count: 1 },
      { kind: "order", text: ORDER, count: 1 },
    ]);
  });

  it("reports nothing when what changed was hidden, and checks again only the marks under a changed element", async () => {
    const { counts, fake, report, markUnder, batchEnds } = countsFor(
      `<p id="a">${CUST}</p><div class="off"><p id="b">${ORDER}</p></div>`,
    );
    const drawn = vi.spyOn(Element.prototype, "checkVisibility");
    await counts.startReporting(AT_ONCE);
    markUnder("#a");
    batchEnds();
    fake.run("microtask");
    expect(report).toHaveBeenCalledOnce();
    markUnder("#b");
    batchEnds();
    expect(fake.waiting("microtask")).toBe(0);
    drawn.mockClear();
    batchEnds(document.querySelector("#b")!);
    expect(drawn.mock.contexts.map((element) => (element as Element).id)).toEqual(["b"]);
  });

  it("keeps the check of ids read again only for sharing a block, and checks again those the batch moved", async () => {
    document.head.innerHTML = "<style>.off { display: none }</style>";
    const { counts, markUnder, batchEnds } = countsFor(
      `<p id="a"><span id="kept">${CUST}</span> <span id="moved">${ORDER}</span></p><div class="off"><p id="menu">Recently viewed: </p></div>`,
    );
    markUnder("#a");
    await counts.startReporting(AT_ONCE);
    // The page moves the order's span into the hidden menu; the batch reads both blocks again.
    const moved = document.querySelector("#moved")!;
    document.querySelector("#menu")!.append(moved);
    const checked = vi.spyOn(Element.prototype, "checkVisibility");
    const fresh = (text: Text) => moved.contains(text);
    for (const block of ["#a", "#menu"]) {
      const nodes = textNodesUnder(document.querySelector(block)!);
      counts.reread(onlyText(nodes), scanTextNodes(nodes, detector), fresh);
    }
    batchEnds();
    // The moved order, now hidden, is counted out; the customer's untouched span was not asked again.
    expect(counts.list()).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
    expect(checked.mock.contexts.map((element) => (element as Element).id)).not.toContain("kept");
    checked.mockRestore();
  });

  it("counts the first scan's tokens a slice at a time, and reports only once all are counted", async () => {
    const { counts, fake, report, markUnder, batchEnds } = countsFor(
      `<p id="a">${CUST}</p><p id="b">${ORDER}</p><p id="c" class="off">${VOUCHER}</p>`,
    );
    markUnder("#a");
    markUnder("#b");
    markUnder("#c");
    // A slice per token, the page running between them.
    const started = counts.startReporting({
      sliceOver: () => true,
      pause: fake.schedulers.yieldToPage,
    });
    await flushMicrotasks();
    // A batch meanwhile (the order's paragraph hidden) waits for the count, which meets it in turn.
    document.querySelector("#b")!.className = "off";
    batchEnds(document.querySelector("#b")!);
    expect(fake.run("yieldToPage")).toBe(1);
    await flushMicrotasks();
    expect(fake.waiting("microtask")).toBe(0);
    await fake.settle();
    await started;
    expect(report).toHaveBeenCalledOnce();
    expect(report).toHaveBeenCalledWith([{ kind: "customer", text: CUST, count: 1 }]);
  });
});
