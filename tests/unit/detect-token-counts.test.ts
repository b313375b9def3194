import { afterEach, describe, expect, it, vi } from "vitest";
import { createMarks } from "@/features/detection/highlighter.content";
import { buildDetector } from "@/features/detection/patterns";
import { scanTextNodes, textNodesUnder } from "@/features/detection/scanner.content";
import { countTokens, type DetectedToken } from "@/features/detection/token-counts.content";
import { fakeSchedulers } from "./fake-schedulers";

const CUST = "cust_qBwHpagDOFu71Z3F22UzR80X";
const ORDER = "ord_ndw5rQJt12zvZ4upF72a3ljh";
const SPLIT_CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";

const detector = buildDetector({ codePatterns: [], emails: false });

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
  /** Marks and counts what is under an element, as a batch would. */
  const markUnder = (selector: string) => {
    counts.mark(scanTextNodes(textNodesUnder(document.querySelector(selector)!), detector), { paint: false });
    counts.settle();
  };
  return { marks, fake, stopping, report, counts, markUnder };
}

const textsOf = (selector: string) => {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.querySelector(selector)!, 0x4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  return texts;
};

describe("counting the tokens a page shows", () => {
  it("counts each token as often as the page shows it", () => {
    const { counts, markUnder } = countsFor(`<p id="a">${CUST} and ${ORDER}</p><p id="b">${CUST}</p>`);
    markUnder("#a");
    markUnder("#b");
    expect(counts.list()).toEqual([
      { kind: "customer", text: CUST, count: 2 },
      { kind: "order", text: ORDER, count: 1 },
    ]);
  });

  it("counts a removed node's tokens down, and drops a token no longer on the page", () => {
    const { counts, markUnder } = countsFor(`<p id="a">${CUST} and ${ORDER}</p><p id="b">${CUST}</p>`);
    markUnder("#a");
    markUnder("#b");
    counts.unmark(textsOf("#a"));
    expect(counts.list()).toEqual([{ kind: "customer", text: CUST, count: 1 }]);
  });

  it("counts a token split over two text nodes out once when both nodes go", () => {
    const { counts, marks, markUnder } = countsFor(
      `<p id="a">cust_tAED42tF<b>hLM9v7GmZUaklJFd</b></p><p id="b">${SPLIT_CUST}</p>`,
    );
    markUnder("#a");
    markUnder("#b");
    expect(counts.list()).toEqual([{ kind: "customer", text: SPLIT_CUST, count: 2 }]);
    counts.unmark(textsOf("#a"));
    expect(counts.list()).toEqual([{ kind: "customer", text: SPLIT_CUST, count: 1 }]);
    expect(marks.live).toBe(1);
  });

  it("counts a split token out when only the node holding its second half goes", () => {
    const { counts, markUnder } = countsFor(`<p id="a">cust_tAED42tF<b>hLM9v7GmZUaklJFd</b></p>`);
    markUnder("#a");
    counts.unmark(textsOf("b"));
    expect(counts.list()).toEqual([]);
  });
});

describe("reporting the tokens to the worker", () => {
  it("reports nothing during the first scan, then once, with every token, when it ends", () => {
    const { counts, fake, report, markUnder } = countsFor(`<p id="a">${CUST}</p><p id="b">${ORDER}</p>`);
    markUnder("#a");
    markUnder("#b");
    expect(fake.waiting("microtask")).toBe(0);
    counts.startReporting();
    fake.run("microtask");
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.lastCall![0].map((t) => t.text)).toEqual([CUST, ORDER]);
  });

  it("reports nothing at the end of a first scan that found nothing", () => {
    const { counts, fake, report } = countsFor(`<p>no ids here</p>`);
    counts.startReporting();
    expect(fake.run("microtask")).toBe(0);
    expect(report).not.toHaveBeenCalled();
  });

  it("reports many changes made in one task once, as they stand at its end", () => {
    const { counts, fake, report, markUnder } = countsFor(`<p id="a">${CUST}</p><p id="b">${ORDER}</p>`);
    counts.startReporting();
    markUnder("#a");
    markUnder("#b");
    counts.unmark(textsOf("#a"));
    expect(fake.waiting("microtask")).toBe(1);
    fake.run("microtask");
    expect(report).toHaveBeenCalledOnce();
    expect(report).toHaveBeenCalledWith([{ kind: "order", text: ORDER, count: 1 }]);
  });

  it("reports nothing, and counts nothing, once stopped", () => {
    const { counts, fake, report, stopping, markUnder } = countsFor(`<p id="a">${CUST}</p>`);
    counts.startReporting();
    markUnder("#a");
    stopping.abort();
    fake.run("microtask");
    expect(report).not.toHaveBeenCalled();
    expect(counts.list()).toEqual([]);
  });
});
