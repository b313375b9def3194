import { describe, expect, it } from "vitest";
import { type FirstScanControl, firstScan } from "@/lib/detection/first-scan.content";
import { buildDetector, type DetectorConfig, looksAround } from "@/lib/detection/patterns";
import { type Found, scanTextNodes, textNodesUnder } from "@/lib/detection/scanner.content";

const CUST = "cust_qBwHpagDOFu71Z3F22UzR80X";
const VOUCHER = "v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4";
const ORDER = "ord_ndw5rQJt12zvZ4upF72a3ljh";

function detectorFor(config: Partial<DetectorConfig> = {}) {
  const detector = buildDetector({ codePatterns: [], emails: false, ...config });
  if (!detector.candidates) throw new Error("this detector needs the slow path");
  return { ...detector, candidates: detector.candidates };
}

/** What the agent sees marked, in page order: kind, text, and where each token starts and ends. */
const described = (found: Found[]) =>
  found.map((f) => ({
    kind: f.kind,
    text: f.text,
    start: `${f.startNode.data}@${f.startOffset}`,
    end: `${f.endNode.data}@${f.endOffset}`,
  }));

interface ScanOptions {
  config?: Partial<DetectorConfig>;
  /** Pauses after every region, and runs this while paused (the page changing meanwhile). */
  whilePaused?: () => void;
  /** Text nodes per region: small, so that a test page spans many (happy-dom's Range.toString is slow). */
  regionNodes?: number;
}

async function scan(root: Element, options: ScanOptions = {}) {
  const found: Found[] = [];
  const control: FirstScanControl = {
    sliceOver: () => options.whilePaused !== undefined,
    pause: async () => options.whilePaused?.(),
    stopped: () => false,
    onFound: (batch) => found.push(...batch),
  };
  const outcome = await firstScan(root, detectorFor(options.config), control, options.regionNodes ?? 4);
  return { outcome, found };
}

/** The node-by-node reading the first scan must agree with. */
const readNodeByNode = (root: Element, config: Partial<DetectorConfig> = {}) =>
  scanTextNodes(textNodesUnder(root), buildDetector({ codePatterns: [], emails: false, ...config }));

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

/** Filler paragraphs, one text node each. */
const filler = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `<p>message ${from + i}</p>`).join("");

describe("the first scan of a page", () => {
  it("finds what reading node by node finds, in page order, on a mixed ticket", async () => {
    const body = page(`
      <div class="msg"><p>Customer <b>${CUST}</b> tried ${VOUCHER}.</p>
        <ul><li>order ${ORDER}</li><li>again <i>${CUST}</i></li></ul></div>
      <div class="msg">Code LT1-wMPnRhxb<div>nested ${ORDER}</div> after the block ${VOUCHER}</div>
      <table><tr><td>${CUST}</td><td>${ORDER}</td></tr></table>`);
    const config = { codePatterns: [{ kind: "regex" as const, value: "LT1-[A-Za-z0-9]{8}" }] };
    const { outcome, found } = await scan(body, { config });
    expect(outcome).toBe("done");
    expect(described(found)).toEqual(described(readNodeByNode(body, config)));
    expect(found.map((f) => f.text)).toEqual([
      CUST,
      VOUCHER,
      ORDER,
      CUST,
      "LT1-wMPnRhxb",
      ORDER,
      VOUCHER,
      CUST,
      ORDER,
    ]);
  });

  it.each([1, 2, 3, 5, 1024])(
    "agrees with reading node by node with regions of %i text nodes",
    async (size) => {
      const body = page(`
      <p>a cust_qBwHpag<b>DOFu71Z3</b>F22UzR80X b<br>${ORDER}<span>xxxxx</span> ${VOUCHER}</p>
      <div>${CUST}<div><i>${ORDER}</i> ord_<b>ndw5rQJt12zvZ4upF72a3ljh</b></div>v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4zzzzzz</div>
      <p>${CUST}<br>${CUST}</p><textarea>${CUST}</textarea><p>end ${VOUCHER}</p>`);
      const { found } = await scan(body, { regionNodes: size });
      expect(described(found)).toEqual(described(readNodeByNode(body)));
      // Not "ord_…xxxxx" (letters follow it in the same run, past the longest order id) nor "v_…zzzzz".
      expect(found).toHaveLength(8);
    },
  );

  it("finds an id split by inline markup, from its first node to its last", async () => {
    const body = page(`<p>id: cust_qBwHpag<b>DOFu71Z3</b><i>F22UzR80X</i> done</p>`);
    const { found } = await scan(body);
    expect(described(found)).toEqual([
      { kind: "customer", text: CUST, start: "id: cust_qBwHpag@4", end: "F22UzR80X@9" },
    ]);
  });

  it("does not join text across blocks into an id", async () => {
    // "cust_qBwHpag" + "DOFu71Z3F22UzR80X" would be an id if the two paragraphs were one run.
    // An id with five more letters is longer than any customer id (cust_ + 20 to 28).
    const body = page(
      `<p>cust_qBwHpag</p><p>DOFu71Z3F22UzR80X</p><div>x${CUST}</div><div>${CUST}yzyzy</div>`,
    );
    const { found } = await scan(body);
    expect(found).toEqual([]);
    expect(readNodeByNode(body)).toEqual([]);
  });

  // happy-dom computes no flex blockification, so the stylesheet here sets what a browser computes
  // for the children of Salesforce's flex tab (the real page is in the e2e suite).
  it.each([1, 4, 1024])(
    "reads tags a stylesheet lays out apart as apart, and a split id as one, with regions of %i text nodes",
    async (size) => {
      const body = page(`
        <style>.tab > span, .assistive { display: block } .gone { display: none }</style>
        <p class="tab"><span><span class="assistive">Customer</span></span><span>${CUST}</span></p>
        <p>Related To<span class="gone">x</span><a>${ORDER}</a></p>
        <p>id: cust_qBwHpag<b>DOFu71Z3</b><span lang="en">F22UzR80X</span> done</p>`);
      const { found } = await scan(body, { regionNodes: size });
      expect(described(found)).toEqual(described(readNodeByNode(body)));
      expect(found.map((f) => f.text)).toEqual([CUST, ORDER, CUST]);
    },
  );

  it("marks an order id after a label laid out apart, with the label's letters touching it", async () => {
    const body = page(`<style>.label { display: block }</style>
      <ul><li><span class="label">Related To</span><span><a>${ORDER}</a></span></li></ul>`);
    const { found } = await scan(body);
    expect(described(found)).toEqual([
      { kind: "order", text: ORDER, start: `${ORDER}@0`, end: `${ORDER}@${ORDER.length}` },
    ]);
  });

  it("reads an id cut by the end of a region whole, once", async () => {
    // 3 filler nodes, so the region of 4 ends right after the first half of the id.
    const body = page(`${filler(3)}<p>cust_qBwHpagDOFu<b>71Z3F22UzR80X</b> and ${ORDER}</p>${filler(5)}`);
    const { found } = await scan(body);
    expect(found.map((f) => f.text)).toEqual([CUST, ORDER]);
    expect(described(found)).toEqual(described(readNodeByNode(body)));
  });

  it("leaves code, styles, the agent's editor and its own UI unread", async () => {
    const body = page(`
      <textarea>${ORDER}</textarea><script>"${ORDER}"</script><style>/* ${ORDER} */</style>
      <div contenteditable="true"><p>${VOUCHER}</p></div>
      <div contenteditable="false">shown ${CUST}</div>
      <div data-voucher-lens-ui>${ORDER}</div>
      <p>${CUST}</p>`);
    const { found } = await scan(body);
    expect(found.map((f) => f.text)).toEqual([CUST, CUST]);
  });

  it("keeps page order when a block holds other blocks with ids before and after them", async () => {
    const body = page(`<div>${CUST} <p>${ORDER}</p> ${VOUCHER}</div><p>${CUST}</p>`);
    const { found } = await scan(body);
    expect(found.map((f) => f.text)).toEqual([CUST, ORDER, VOUCHER, CUST]);
  });

  it("finds ids in every region of a long page, paused between regions", async () => {
    const body = page(`${filler(15)}<p>${CUST}</p>${filler(15, 15)}<p>${ORDER}</p>`);
    const { outcome, found } = await scan(body, { whilePaused: () => {} });
    expect(outcome).toBe("done");
    expect(found.map((f) => f.text)).toEqual([CUST, ORDER]);
  });

  it("says it lost its place when the page removed the text it paused at", async () => {
    const body = page(`${filler(6)}<p>${CUST}</p>`);
    const { outcome } = await scan(body, {
      whilePaused: () => {
        for (const p of [...body.querySelectorAll("p")].slice(0, 4)) p.remove();
      },
    });
    expect(outcome).toBe("lost");
  });
});

describe("knowing which code patterns need the slow path", () => {
  it.each([
    ["(?<=order )X[0-9]+", true],
    ["X[0-9]+(?!-)", true],
    ["^GC-[0-9]{4}", true],
    ["GC-[0-9]{4}$", true],
    ["\\bGC[0-9]+", true],
    ["GC\\B[0-9]+", true],
    ["GC-[^a-z]{4}", false],
    ["(?<year>[0-9]{4})-GC", false],
    ["GC\\$[0-9]+", false],
    ["[$^]GC", false],
  ])("%s looks around: %s", (source, expected) => {
    expect(looksAround(source)).toBe(expected);
  });

  it("gives a detector no candidate search when one of its patterns looks around", () => {
    expect(buildDetector({ codePatterns: [{ kind: "regex", value: "^GC" }], emails: false }).candidates).toBe(
      undefined,
    );
    expect(
      buildDetector({ codePatterns: [{ kind: "prefix", value: "^GC" }], emails: true }).candidates,
    ).toBeInstanceOf(RegExp);
  });
});
