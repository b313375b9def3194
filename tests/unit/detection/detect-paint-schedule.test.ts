import { afterEach, describe, expect, it, vi } from "vitest";
import { clearAll, createMarks, mark, PAINT_ALL_UP_TO } from "@/lib/detection/highlighter.content";
import { schedulePaints } from "@/lib/detection/paint-schedule.content";
import { buildDetector } from "@/lib/detection/patterns";
import { scanTextNodes, textNodesUnder } from "@/lib/detection/scanner.content";
import { paintedText, useFakeHighlights } from "./fake-highlights";
import { fakeSchedulers } from "./fake-schedulers";

const CUST = "cust_qBwHpagDOFu71Z3F22UzR80X";
const ORDER = "ord_ndw5rQJt12zvZ4upF72a3ljh";

useFakeHighlights();

const detector = buildDetector({ codePatterns: [], emails: false });
let stopping: AbortController | undefined;
const marks = createMarks();

afterEach(() => {
  stopping?.abort();
  clearAll(marks);
  document.body.innerHTML = "";
});

/** A page, its paint schedule on fake schedulers, and a way to mark (unpainted) what is under an element. */
function paintsFor(html: string) {
  document.body.innerHTML = html;
  const fake = fakeSchedulers();
  stopping = new AbortController();
  const paints = schedulePaints(document, marks, { schedulers: fake.schedulers, signal: stopping.signal });
  const markUnder = (selector: string) =>
    mark(marks, scanTextNodes(textNodesUnder(document.querySelector(selector)!), detector))!;
  return { fake, stopping, paints, markUnder };
}

/** A long ticket: more marks than are all painted, each laid out on screen (happy-dom lays out nothing). */
function longTicket() {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 10, 100, 20));
  const messages = Array.from({ length: PAINT_ALL_UP_TO + 20 }, () => `<p>${CUST}</p>`);
  return paintsFor(`<div id="thread">${messages.join("")}</div>`);
}

const scroll = () => document.dispatchEvent(new Event("scroll"));

describe("painting a change's new marks", () => {
  it("paints them once the frame after the batch is drawn, not in the batch", () => {
    const { fake, paints, markUnder } = paintsFor(`<p id="m">Order ${ORDER}</p>`);
    paints.afterChange([markUnder("#m")]);
    expect(paintedText("order")).toEqual([]);
    expect(fake.run("drawn")).toBe(1);
    expect(paintedText("order")).toEqual([ORDER]);
  });

  it("paints the new marks of every batch before that frame at once", () => {
    const { fake, paints, markUnder } = paintsFor(`<p id="a">${ORDER}</p><p id="b">${CUST}</p>`);
    paints.afterChange([markUnder("#a")]);
    paints.afterChange([markUnder("#b")]);
    expect(fake.run("drawn")).toBe(1);
    expect(paintedText("order")).toEqual([ORDER]);
    expect(paintedText("customer")).toEqual([CUST]);
  });

  it("paints nothing a batch left pending once stopped", () => {
    const { fake, stopping, paints, markUnder } = paintsFor(`<p id="m">Order ${ORDER}</p>`);
    paints.afterChange([markUnder("#m")]);
    stopping.abort();
    fake.run("drawn");
    expect(paintedText("order")).toEqual([]);
  });
});

describe("painting by the viewport on a long ticket", () => {
  it("paints the marks near the viewport after the agent scrolls, at the start of a frame", () => {
    const { fake, markUnder } = longTicket();
    markUnder("#thread");
    scroll();
    fake.advance(0);
    expect(marks.painted).toBe(0);
    expect(fake.run("frame")).toBe(1);
    expect(marks.painted).toBe(marks.live);
  });

  it("paints at most every 100 ms however often the agent scrolls", () => {
    const { fake, paints, markUnder } = longTicket();
    markUnder("#thread");
    paints.paintNow();
    scroll();
    scroll();
    scroll();
    expect(fake.waiting("timeout")).toBe(1);
    fake.advance(99);
    expect(fake.waiting("frame")).toBe(0);
    fake.advance(1);
    expect(fake.waiting("frame")).toBe(1);
  });

  it("leaves a ticket with few marks alone when the agent scrolls: they are all painted", () => {
    const { fake, markUnder } = paintsFor(`<p id="m">${CUST}</p>`);
    markUnder("#m");
    scroll();
    expect(fake.waiting("timeout")).toBe(0);
  });

  it("hears no scroll once stopped", () => {
    const { fake, stopping, markUnder } = longTicket();
    markUnder("#thread");
    stopping.abort();
    scroll();
    window.dispatchEvent(new Event("resize"));
    expect(fake.waiting("timeout")).toBe(0);
  });
});
