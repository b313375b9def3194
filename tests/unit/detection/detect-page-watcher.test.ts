import { afterEach, describe, expect, it, vi } from "vitest";
import { markAt } from "@/lib/detection/highlighter.content";
import {
  type DetectedToken,
  type PageWatcher,
  type PageWatcherOptions,
  watchPage,
} from "@/lib/detection/page-watcher.content";
import { buildDetector } from "@/lib/detection/patterns";
import { highlight, paintedText, useFakeHighlights } from "./fake-highlights";
import { fakeSchedulers, flushMicrotasks } from "./fake-schedulers";

const CUST = "cust_qBwHpagDOFu71Z3F22UzR80X";
const VOUCHER = "v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4";
const ORDER = "ord_ndw5rQJt12zvZ4upF72a3ljh";
const SPLIT_CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";

useFakeHighlights();

let watcher: PageWatcher | undefined;

afterEach(() => {
  watcher?.stop();
  watcher = undefined;
  document.body.innerHTML = "";
});

const detector = buildDetector({ codePatterns: [], emails: false });

async function watch(html: string, options: { sliceMs?: number } = {}) {
  document.body.innerHTML = html;
  const onTokensChanged = vi.fn<(tokens: DetectedToken[]) => void>();
  watcher = watchPage({ root: document, detector, onTokensChanged, ...options });
  await watcher.ready;
  return { watcher, onTokensChanged };
}

/** Lets the watcher's debounced batch (16 ms) and its notification run. */
const nextBatch = () => new Promise((resolve) => setTimeout(resolve, 60));

const sorted = (tokens: DetectedToken[]) => [...tokens].sort((a, b) => a.text.localeCompare(b.text));

const textOf = (selector: string) => document.querySelector(selector)!.firstChild as Text;

describe("the first scan of a ticket", () => {
  it("reports every token on the page with how often it appears, and paints it", async () => {
    const { watcher, onTokensChanged } = await watch(
      `<div class="msg"><p>My id is ${CUST}</p></div>
       <div class="msg"><p>Again: ${CUST}, voucher ${VOUCHER}</p></div>`,
    );
    const expected = [
      { kind: "customer", text: CUST, count: 2 },
      { kind: "voucher", text: VOUCHER, count: 1 },
    ];
    expect(sorted(watcher.tokens())).toEqual(expected);
    await Promise.resolve();
    expect(sorted(onTokensChanged.mock.lastCall![0])).toEqual(expected);
    expect(paintedText("customer")).toEqual([CUST, CUST]);
    expect(paintedText("voucher")).toEqual([VOUCHER]);
  });

  it("leaves the agent's reply editor unpainted", async () => {
    const { watcher } = await watch(`<p>${ORDER}</p><div contenteditable="true"><p>${CUST}</p></div>`);
    expect(watcher.tokens()).toEqual([{ kind: "order", text: ORDER, count: 1 }]);
  });

  it("finds an id split by inline markup on a long page scanned in many slices", async () => {
    const filler = Array.from({ length: 600 }, (_, i) => `<p>message ${i}</p>`).join("");
    const { watcher } = await watch(`${filler}<p>cust_tAED42tF<span>hLM9v7GmZUaklJFd</span></p>${filler}`, {
      sliceMs: -1,
    });
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: SPLIT_CUST, count: 1 }]);
  });

  // Regression (fixed): lib/detection/page-watcher.content.ts initialScan keeps two text nodes in one slice only
  // when `next.parentNode === last.parentNode`, but a token split by inline markup sits in nodes
  // with different parents and the same block ("cust_tAED42tF<span>hLM9…</span>": parents <p> and
  // <span>). When a slice ends on the first half, the halves are scanned in different batches and
  // the id is never marked. The cut is checked every 256 nodes, so on a big ticket this happens
  // whenever node 256·k is such a first half. Fix: compare the nodes' blocks (export scanner's
  // blockOf and keep pulling nodes while blockOf(next) === blockOf(last)).
  it("finds an id split by inline markup exactly where a slice ends", async () => {
    // 255 text nodes, so the 256th — where the first slice ends — is the first half of the id.
    const filler = Array.from({ length: 255 }, (_, i) => `<p>message ${i}</p>`).join("");
    const { watcher } = await watch(`${filler}<p>cust_tAED42tF<span>hLM9v7GmZUaklJFd</span></p>`, {
      sliceMs: -1,
    });
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: SPLIT_CUST, count: 1 }]);
  });
});

describe("following the ticket as it changes", () => {
  it("marks a message that arrives later and reports the new token", async () => {
    const { watcher, onTokensChanged } = await watch(`<div id="thread"><p>Hello ${CUST}</p></div>`);
    const message = document.createElement("div");
    message.innerHTML = `<p>Order ${ORDER} is missing</p>`;
    document.querySelector("#thread")!.append(message);
    await nextBatch();

    expect(sorted(watcher.tokens())).toEqual([
      { kind: "customer", text: CUST, count: 1 },
      { kind: "order", text: ORDER, count: 1 },
    ]);
    expect(sorted(onTokensChanged.mock.lastCall![0])).toEqual(sorted(watcher.tokens()));
    expect(paintedText("order")).toEqual([ORDER]);
    expect(watcher.marks.byNode.has(message.querySelector("p")!.firstChild as Text)).toBe(true);
  });

  it("marks text typed into an existing message", async () => {
    const { watcher } = await watch(`<p id="status">Waiting</p>`);
    textOf("#status").data = `Refunded ${ORDER}`;
    await nextBatch();
    expect(watcher.tokens()).toEqual([{ kind: "order", text: ORDER, count: 1 }]);
    expect(paintedText("order")).toEqual([ORDER]);
  });

  it("replaces a text's marks when the text changes", async () => {
    const { watcher } = await watch(`<p id="a">Customer ${CUST}</p><p id="b">Also ${CUST}</p>`);
    const text = textOf("#a");
    text.data = `Voucher ${VOUCHER}`;
    await nextBatch();

    expect(sorted(watcher.tokens())).toEqual([
      { kind: "customer", text: CUST, count: 1 },
      { kind: "voucher", text: VOUCHER, count: 1 },
    ]);
    expect([...watcher.marks.byNode.get(text)!].map((m) => m.found.text)).toEqual([VOUCHER]);
    expect(paintedText("customer")).toEqual([CUST]);
    expect(paintedText("voucher")).toEqual([VOUCHER]);
  });

  it("drops the marks and the tokens of a message that is removed", async () => {
    const { watcher, onTokensChanged } = await watch(
      `<div id="m1"><p>${CUST} and ${VOUCHER}</p></div><div id="m2"><p>${CUST}</p></div>`,
    );
    const removedText = textOf("#m1 p");
    document.querySelector("#m1")!.remove();
    await nextBatch();

    expect(watcher.tokens()).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
    expect(onTokensChanged.mock.lastCall![0]).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
    expect(watcher.marks.byNode.has(removedText)).toBe(false);
    expect(paintedText("customer")).toEqual([CUST]);
    expect(paintedText("voucher")).toEqual([]);
  });

  it("keeps the marks of a message that is moved rather than removed", async () => {
    const { watcher } = await watch(`<div id="a"><p id="m">${CUST}</p></div><div id="b"></div>`);
    document.querySelector("#b")!.append(document.querySelector("#m")!);
    await nextBatch();
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
    expect(paintedText("customer")).toEqual([CUST]);
  });

  it("drops an id split by inline markup when its message is removed", async () => {
    const { watcher } = await watch(`<div id="m"><p>cust_tAED42tF<span>hLM9v7GmZUaklJFd</span></p></div>`);
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: SPLIT_CUST, count: 1 }]);
    document.querySelector("#m")!.remove();
    await nextBatch();
    expect(watcher.tokens()).toEqual([]);
    expect(watcher.marks.byNode.size).toBe(0);
  });

  // Regression (fixed): lib/detection/page-watcher.content.ts unmarkNodes counts a two-node mark down only from
  // its start node, or from the end node when "the start node no longer holds it" — but
  // unmark() runs after the loop, so the start node always still holds it. When only the end node
  // goes (here the <span> holding the second half is removed), the paint is removed but the token's
  // count never drops: the side panel keeps listing an id that is no longer on the page. Fix: count
  // from the end node when the start node is not among `nodes` (collect `nodes` into a Set first).
  it("drops an id from the report when the markup holding its second half is removed", async () => {
    const { watcher } = await watch(`<p>cust_tAED42tF<span>hLM9v7GmZUaklJFd</span></p>`);
    document.querySelector("span")!.remove();
    await nextBatch();
    expect(paintedText("customer")).toEqual([]);
    expect(watcher.tokens()).toEqual([]);
  });

  it("does not paint text the agent types into the reply editor", async () => {
    const { watcher } = await watch(`<div contenteditable="true"><p id="draft">Hi</p></div>`);
    const paragraph = document.createElement("p");
    paragraph.textContent = `Your voucher is ${VOUCHER}`;
    document.querySelector("[contenteditable]")!.append(paragraph);
    await nextBatch();
    expect(watcher.tokens()).toEqual([]);
  });

  // Regression (fixed): lib/detection/page-watcher.content.ts onMutations / processBatch rescan the
  // block around changed text (rescanTarget) with textNodesUnder, which filters the descendants of
  // its root but never checks the root itself or its ancestors. Typing in the reply editor changes
  // a text node inside <div contenteditable><p>…</p></div>; the <p> is rescanned and the agent's
  // own draft gets painted and reported. The same happens to the extension's own UI ([data-voucher-lens-ui]) when
  // its text changes. Fix: drop a pending root when it or an ancestor is skipped, e.g. in
  // textNodesUnder return [] when `root` (or the text node's parent) has isContentEditable or
  // `closest("script,style,textarea,[data-voucher-lens-ui],…")`.
  it("does not paint an id the agent types into an existing line of the reply editor", async () => {
    const { watcher } = await watch(`<div contenteditable="true"><p id="draft">Hi</p></div>`);
    textOf("#draft").data = `Hi, your voucher is ${VOUCHER}`;
    await nextBatch();
    expect(watcher.tokens()).toEqual([]);
    expect(paintedText("voucher")).toEqual([]);
  });

  // Regression (fixed): lib/detection/page-watcher.content.ts onMutations, for an added element, queues the
  // rescanTarget of `record.target` — the element's parent — because `record.target.nodeType === 1`
  // holds for almost every insertion. A new message appended to the thread makes the whole thread
  // (here 50 earlier messages) be unmarked and rescanned, so the work per batch follows the size of
  // the page rather than of the change, against the file's own contract; on a long ticket every
  // incoming message costs a full rescan. Fix: queue `rescanTarget(node)` for every added node (it
  // returns a block element itself, and climbs to the block only for text and inline elements,
  // which may join a token with their neighbours).
  it("reads only the new message when one message arrives", async () => {
    const history = Array.from({ length: 50 }, (_, i) => `<div class="msg"><p>Message ${i}</p></div>`);
    await watch(`<div id="thread">${history.join("")}</div>`);
    const message = document.createElement("div");
    message.innerHTML = `<p>Order <b>${ORDER}</b> please</p>`;
    const walked = walkedTextNodes();
    document.querySelector("#thread")!.append(message);
    await nextBatch();
    expect(watcher!.tokens()).toEqual([{ kind: "order", text: ORDER, count: 1 }]);
    expect(walked.map((node) => node.data)).toEqual(["Order ", ORDER, " please"]);
  });

  it("checks whether the agent sees only the id that changed in a long message, and counts it right", async () => {
    // A page that changes one id among hundreds in one paragraph, every second: the block is read
    // again (an id may span its inline markup), but what the agent sees of untouched ids stands.
    const voucher = (i: number, turn: number) => `v_F${String(i).padStart(4, "0")}T${turn}${"x".repeat(24)}`;
    const spans = Array.from({ length: 200 }, (_, i) => `<span>${voucher(i, 0)}</span>`).join(" ");
    const { watcher } = await watch(`<p id="flood">${spans}</p>`);
    expect(watcher.tokens()).toHaveLength(200);
    const checked = vi.spyOn(Element.prototype, "checkVisibility");
    document.querySelector("#flood span")!.textContent = voucher(0, 1);
    await nextBatch();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await nextBatch();
    const tokens = watcher.tokens();
    expect(tokens).toHaveLength(200);
    expect(tokens).toContainEqual({ kind: "voucher", text: voucher(0, 1), count: 1 });
    expect(tokens.some((t) => t.text === voucher(0, 0))).toBe(false);
    expect(tokens.find((t) => t.text === voucher(1, 0))).toEqual({
      kind: "voucher",
      text: voucher(1, 0),
      count: 1,
    });
    expect(checked.mock.calls.length).toBeLessThan(5);
    checked.mockRestore();
  });

  it("never reads a message the page shows and takes away again before the next batch", async () => {
    const { watcher, onTokensChanged } = await watch(`<div id="thread"><p>Hello ${CUST}</p></div>`);
    onTokensChanged.mockClear();
    const walked = walkedTextNodes();
    for (let i = 0; i < 5; i++) {
      const message = document.createElement("div");
      message.innerHTML = `<p>Order <b>${ORDER}</b> number ${i}</p>`;
      document.querySelector("#thread")!.append(message);
      message.remove();
    }
    await nextBatch();
    expect(walked).toEqual([]);
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
    expect(onTokensChanged).not.toHaveBeenCalled();
  });

  it("drops the tokens of a message removed, put back and removed again before the next batch", async () => {
    const { watcher } = await watch(`<div id="thread"><p id="m">${ORDER}</p><p>${CUST}</p></div>`);
    const message = document.querySelector("#m")!;
    message.remove();
    document.querySelector("#thread")!.append(message);
    message.remove();
    await nextBatch();
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
    expect(paintedText("order")).toEqual([]);
  });

  it("drops the tokens of an id moved out of a widget's shadow root and then removed", async () => {
    document.body.innerHTML = `<div id="thread"><p>${CUST}</p></div><div id="widget"></div>`;
    const shadow = document.querySelector("#widget")!.attachShadow({ mode: "open" });
    shadow.innerHTML = `<p id="card">Card ${ORDER}</p>`;
    const onTokensChanged = vi.fn<(tokens: DetectedToken[]) => void>();
    watcher = watchPage({ root: document, detector, onTokensChanged });
    await watcher.ready;
    await nextBatch();
    expect(sorted(watcher.tokens()).map((t) => t.text)).toEqual([CUST, ORDER]);

    // In Chromium the document's observer hears "added, removed" before the shadow root's hears
    // "removed" (the end-to-end test covers that order); whichever comes first, the id goes.
    const card = shadow.querySelector("#card")!;
    document.querySelector("#thread")!.append(card);
    card.remove();
    await nextBatch();
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
  });

  it("drops the marks inside a widget's shadow roots, nested ones too, when the page removes the widget", async () => {
    document.body.innerHTML = `<div id="thread"><p>${CUST}</p></div><div id="widget"></div>`;
    const shadow = document.querySelector("#widget")!.attachShadow({ mode: "open" });
    shadow.innerHTML = `<p>Card ${ORDER}</p><div id="inner"></div>`;
    const inner = shadow.querySelector("#inner")!.attachShadow({ mode: "open" });
    inner.innerHTML = `<p>Voucher ${VOUCHER}</p>`;
    const onTokensChanged = vi.fn<(tokens: DetectedToken[]) => void>();
    watcher = watchPage({ root: document, detector, onTokensChanged });
    await watcher.ready;
    await nextBatch();
    await nextBatch();
    expect(sorted(watcher.tokens()).map((t) => t.text)).toEqual([CUST, ORDER, VOUCHER].sort());

    document.querySelector("#widget")!.remove();
    await nextBatch();
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
    expect(paintedText("order")).toEqual([]);
    expect(paintedText("voucher")).toEqual([]);
  });

  it("stops painting and reporting once stopped", async () => {
    const { watcher, onTokensChanged } = await watch(`<p>${CUST}</p><p>${VOUCHER}</p>`);
    expect(highlight("customer")?.size).toBe(1);
    watcher.stop();
    expect(highlight("customer")).toBeUndefined();
    expect(highlight("voucher")).toBeUndefined();
    expect(watcher.marks.byNode.size).toBe(0);
    expect(watcher.tokens()).toEqual([]);

    onTokensChanged.mockClear();
    document.body.insertAdjacentHTML("beforeend", `<p>${ORDER}</p>`);
    await nextBatch();
    expect(highlight("order")).toBeUndefined();
    expect(onTokensChanged).not.toHaveBeenCalled();
  });
});

describe("what runs when, on schedulers the test drives", () => {
  /** A watcher on a page whose every wait is the test's to end. */
  function watchOnFakes(html: string, options: Partial<PageWatcherOptions> = {}) {
    document.body.innerHTML = html;
    const fake = fakeSchedulers();
    const onTokensChanged = vi.fn<(tokens: DetectedToken[]) => void>();
    watcher = watchPage({
      root: document,
      detector,
      onTokensChanged,
      schedulers: fake.schedulers,
      ...options,
    });
    return { watcher, fake, onTokensChanged };
  }
  /** Read node by node (a code pattern that looks around), pausing every 256 text nodes. */
  const inSlices = {
    detector: buildDetector({ codePatterns: [{ kind: "regex", value: "GC-[0-9]{4}$" }], emails: false }),
    sliceMs: -1,
  };
  const longTicket = (ids: string) =>
    `<p>${CUST}</p>${Array.from({ length: 600 }, (_, i) => `<p>message ${i}</p>`).join("")}<p id="last">${ids}</p>`;

  it("reads the page only once the browser has drawn it", async () => {
    const { watcher, fake } = watchOnFakes(`<p>${CUST}</p>`);
    await flushMicrotasks();
    expect(watcher.tokens()).toEqual([]);
    fake.run("drawn");
    await watcher.ready;
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
  });

  it("reports a first scan read in many slices once, at its end", async () => {
    const { watcher, fake, onTokensChanged } = watchOnFakes(longTicket(ORDER), inSlices);
    fake.run("drawn");
    await flushMicrotasks();
    expect(fake.waiting("yieldToPage")).toBe(1);
    await fake.settle();
    await watcher.ready;
    expect(onTokensChanged).toHaveBeenCalledOnce();
    expect(sorted(onTokensChanged.mock.lastCall![0]).map((t) => t.text)).toEqual([CUST, ORDER]);
  });

  it("reads many messages added in one task in one batch, and reports them once", async () => {
    const { watcher, fake, onTokensChanged } = watchOnFakes(`<div id="thread"></div>`);
    await fake.settle();
    for (let i = 0; i < 10; i++)
      document.querySelector("#thread")!.insertAdjacentHTML("beforeend", `<p>${ORDER}</p>`);
    await flushMicrotasks();
    expect(fake.run("idle")).toBe(1);
    // Counted once the frame after the batch is drawn, with the marks' painting, then reported.
    expect(fake.waiting("microtask")).toBe(0);
    fake.run("drawn");
    expect(fake.run("microtask")).toBe(1);
    expect(onTokensChanged).toHaveBeenCalledOnce();
    expect(watcher.tokens()).toEqual([{ kind: "order", text: ORDER, count: 10 }]);
  });

  it("stops a first scan at its next pause, and is ready all the same", async () => {
    const { watcher, fake, onTokensChanged } = watchOnFakes(longTicket(ORDER), inSlices);
    const walked = walkedTextNodes();
    fake.run("drawn");
    await flushMicrotasks();
    expect(fake.waiting("yieldToPage")).toBe(1);
    watcher.stop();
    await fake.settle();
    await watcher.ready;
    expect(walked).not.toContain(textOf("#last"));
    expect(watcher.tokens()).toEqual([]);
    expect(onTokensChanged).not.toHaveBeenCalled();
    expect(highlight("customer")).toBeUndefined();
  });

  it("runs nothing a change left pending when stopped: no batch, no paint, no report", async () => {
    const { watcher, fake, onTokensChanged } = watchOnFakes(`<div id="thread"><p>${CUST}</p></div>`);
    await fake.settle();
    onTokensChanged.mockClear();
    document.querySelector("#thread")!.insertAdjacentHTML("beforeend", `<p>${ORDER}</p>`);
    await flushMicrotasks();
    expect(fake.waiting("idle")).toBe(1);
    watcher.stop();
    await fake.settle();
    expect(watcher.tokens()).toEqual([]);
    expect(onTokensChanged).not.toHaveBeenCalled();
    expect(highlight("order")).toBeUndefined();
  });
});

describe("finding the mark under a click", () => {
  it("returns the mark under any offset inside a token and nothing outside it", async () => {
    const text = `Ids: ${CUST} and ${VOUCHER}.`;
    const { watcher } = await watch(`<p>${text}</p>`);
    const node = textOf("p");
    const start = text.indexOf(CUST);
    const end = start + CUST.length;

    for (const offset of [start, start + 1, start + 12, end - 1, end])
      expect(markAt(watcher.marks, node, offset)?.found.text).toBe(CUST);
    expect(markAt(watcher.marks, node, text.indexOf(VOUCHER) + 3)?.found.text).toBe(VOUCHER);
    for (const offset of [0, start - 1, end + 2, text.length])
      expect(markAt(watcher.marks, node, offset)).toBeUndefined();
  });

  it("finds a token split by inline markup from either of its halves", async () => {
    const { watcher } = await watch(`<p>Id cust_tAED42tF<span>hLM9v7GmZUaklJFd</span> here</p>`);
    const first = textOf("p");
    const second = textOf("span");
    expect(markAt(watcher.marks, first, 5)?.found.text).toBe(SPLIT_CUST);
    expect(markAt(watcher.marks, second, 10)?.found.text).toBe(SPLIT_CUST);
    expect(markAt(watcher.marks, first, 1)).toBeUndefined();
  });

  it("finds nothing on a text the page never marked, or on an element", async () => {
    const { watcher } = await watch(`<p>plain text</p>`);
    expect(markAt(watcher.marks, textOf("p"), 3)).toBeUndefined();
    expect(markAt(watcher.marks, document.querySelector("p")!, 0)).toBeUndefined();
  });
});

/** Records every text node the watcher walks from now on (both scans walk with a TreeWalker). */
function walkedTextNodes(): Text[] {
  const walked: Text[] = [];
  const create = document.createTreeWalker.bind(document);
  vi.spyOn(document, "createTreeWalker").mockImplementation((root, whatToShow, filter) => {
    const walker = create(root, whatToShow, filter);
    const nextNode = walker.nextNode.bind(walker);
    walker.nextNode = () => {
      const node = nextNode();
      if (node?.nodeType === 3) walked.push(node as Text);
      return node;
    };
    return walker;
  });
  return walked;
}
