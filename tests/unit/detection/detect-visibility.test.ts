import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type DetectedToken, type PageWatcher, watchPage } from "@/lib/detection/page-watcher.content";
import { buildDetector } from "@/lib/detection/patterns";
import { type Layout, pageLayout, visibilityCheck } from "@/lib/detection/visibility.content";
import { paintedText, useFakeHighlights } from "./fake-highlights";

// What counts as on the ticket: text the agent sees, outside the page's chrome. A real helpdesk
// keeps a hidden "Recently viewed" menu, tab strips and views lists naming other tickets'
// customers on every page; counted, they made the panel look up the wrong customer on its own.
// happy-dom lays nothing out, but computes styles: its checkVisibility tells display: none and
// visibility: hidden, so the page's own layout is used unless a test needs a zero-size box. It has
// no user-agent stylesheet: the browser's own rules for the hidden attribute and a closed <details>
// are added here (the content script leaves them to the browser, which may see an author undo
// them); tests/e2e/visibility.spec.ts checks the same table in Chromium, with the real ones.

useFakeHighlights();

beforeAll(() => {
  document.head.innerHTML =
    "<style>[hidden] { display: none } details:not([open]) > :not(summary:first-of-type) { display: none }</style>";
});

const VISIBLE = "cust_qBwHpagDOFu71Z3F22UzR80X";
const OTHER = "cust_tAED42tFhLM9v7GmZUaklJFd";
const detector = buildDetector({ codePatterns: [], emails: false });

let watcher: PageWatcher | undefined;
afterEach(() => {
  watcher?.stop();
  watcher = undefined;
  document.body.innerHTML = "";
});

/** Whether the text of the element with id "t" counts as on the ticket. */
function counts(html: string, layout?: Layout): boolean {
  document.body.innerHTML = html;
  const text = document.getElementById("t")!.firstChild!;
  return visibilityCheck(layout)(text);
}

describe("the rules of what the agent sees", () => {
  // [case, markup (the text checked is #t's), counted]
  const table: [string, string, boolean][] = [
    ["a paragraph of the ticket", `<main><p id="t">x</p></main>`, true],
    ["a <nav>", `<nav><ul><li><a id="t">x</a></li></ul></nav>`, false],
    ["role=navigation", `<div role="navigation"><span id="t">x</span></div>`, false],
    ["the page's <header> (the banner)", `<header><p id="t">x</p></header>`, false],
    [
      "a <header> inside a <div> of the body (still the banner)",
      `<div><header id="t">x</header></div>`,
      false,
    ],
    ["role=banner", `<div role="banner"><b id="t">x</b></div>`, false],
    ["a message's <header> inside <article>", `<article><header id="t">x</header></article>`, true],
    ["a <header> inside <main>", `<main><header id="t">x</header></main>`, true],
    ["a <header> inside <section>", `<section><header id="t">x</header></section>`, true],
    ["a <header> inside <aside>", `<aside><header id="t">x</header></aside>`, true],
    ["role=menu", `<ul role="menu"><li id="t">x</li></ul>`, false],
    ["role=menubar", `<div role="menubar"><span id="t">x</span></div>`, false],
    ["role=menuitem", `<div><a role="menuitem" id="t">x</a></div>`, false],
    ["role=menuitemcheckbox", `<div role="menuitemcheckbox" id="t">x</div>`, false],
    ["role=menuitemradio", `<div role="menuitemradio" id="t">x</div>`, false],
    ["role=tablist", `<ul role="tablist"><li id="t">x</li></ul>`, false],
    ["role=tab", `<div><button role="tab" id="t">x</button></div>`, false],
    ["an HTML <menu> (a toolbar of commands)", `<menu><li id="t">x</li></menu>`, false],
    [
      "a tab panel inside <nav>, as Zendesk Garden's tabs are",
      `<nav class="c-tab"><div role="tabpanel"><p id="t">x</p></div></nav>`,
      true,
    ],
    ["<main> inside <nav>", `<nav><main><p id="t">x</p></main></nav>`, true],
    ["a menu inside <main>", `<main><ul role="menu"><li id="t">x</li></ul></main>`, false],
    ['aria-hidden="true"', `<div aria-hidden="true"><p id="t">x</p></div>`, false],
    ['aria-hidden="false"', `<div aria-hidden="false"><p id="t">x</p></div>`, true],
    ["the hidden attribute", `<div hidden><p id="t">x</p></div>`, false],
    ["a closed <details>'s body", `<details><summary>More</summary><p id="t">x</p></details>`, false],
    ["a closed <details>'s summary", `<details><summary id="t">x</summary><p>y</p></details>`, true],
    ["an open <details>'s body", `<details open><summary>More</summary><p id="t">x</p></details>`, true],
    [
      "an open <details> inside a closed one",
      `<details><summary>a</summary><details open><summary id="t">x</summary></details></details>`,
      false,
    ],
    ["display: none (inline style)", `<div style="display: none"><p id="t">x</p></div>`, false],
    ["display: none on the text's own span", `<p>y <span id="t" style="display:none">x</span></p>`, false],
    ["visibility: hidden (inline style)", `<p id="t" style="visibility: hidden">x</p>`, false],
    ["opacity: 0", `<p id="t" style="opacity: 0">x</p>`, false],
    ["opacity: 0 on a box above", `<div style="opacity: 0"><div><p id="t">x</p></div></div>`, false],
    ["opacity: 0.5", `<p id="t" style="opacity: 0.5">x</p>`, true],
    ["color: transparent", `<p id="t" style="color: rgba(0, 0, 0, 0)">x</p>`, false],
    [
      "text coloured as its background",
      `<div style="background-color: rgb(250, 250, 250)"><p id="t" style="color: rgb(251, 251, 251)">x</p></div>`,
      false,
    ],
    ["white text on the page's white", `<p id="t" style="color: rgb(255, 255, 255)">x</p>`, false],
    ["grey text on the page's white", `<p id="t" style="color: rgb(119, 119, 119)">x</p>`, true],
    [
      "light text on a dark box",
      `<div style="background-color: rgb(34, 34, 34)"><p id="t" style="color: rgb(238, 238, 238)">x</p></div>`,
      true,
    ],
    [
      "white text over a background image",
      `<div style="background-image: linear-gradient(black, black)"><p id="t" style="color: rgb(255, 255, 255)">x</p></div>`,
      true,
    ],
  ];
  it.each(table)("%s: counted %s", (_, html, expected) => {
    expect(counts(html)).toBe(expected);
  });

  it("goes up through open shadow roots to their hosts", () => {
    for (const [outer, expected] of [
      [`<nav id="host"></nav>`, false],
      [`<div aria-hidden="true"><div id="host"></div></div>`, false],
      [`<main><div id="host"></div></main>`, true],
    ] as const) {
      document.body.innerHTML = outer;
      const shadow = document.getElementById("host")!.attachShadow({ mode: "open" });
      shadow.innerHTML = `<p>x</p>`;
      expect(visibilityCheck()(shadow.querySelector("p")!.firstChild!)).toBe(expected);
    }
  });

  it("hides what a zero-size box clips, and what the layout does not draw", () => {
    const layout: Layout = {
      drawn: (element) => !element.closest(".off-screen"),
      hides: (element) => element.id === "collapsed" || element.id === "see-through",
      unreadable: (_, element) => element.id === "tiny",
    };
    expect(counts(`<div id="see-through"><div><p id="t">x</p></div></div>`, layout)).toBe(false);
    expect(counts(`<div><p id="tiny"><b id="t">x</b></p></div>`, layout)).toBe(true);
    expect(counts(`<div><p id="t" class="tiny">x</p></div>`, { ...layout, unreadable: () => true })).toBe(
      false,
    );
    expect(counts(`<div id="collapsed"><div><p id="t">x</p></div></div>`, layout)).toBe(false);
    expect(counts(`<div id="open"><div><p id="t">x</p></div></div>`, layout)).toBe(true);
    expect(counts(`<div class="off-screen"><p id="t">x</p></div>`, layout)).toBe(false);
  });

  it("asks the layout once per element in a pass, and not at all for text in chrome", () => {
    const layout = {
      drawn: vi.fn((_: Element) => true),
      hides: vi.fn((_: Element) => false),
      unreadable: vi.fn((_: Node, __: Element) => false),
    };
    document.body.innerHTML = `<main><p id="a">x <b>y</b> z</p></main><nav><p id="n">w</p></nav>`;
    const sees = visibilityCheck(layout);
    const a = document.getElementById("a")!;
    expect([sees(a.firstChild!), sees(a.lastChild!), sees(a.querySelector("b")!.firstChild!)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(sees(document.getElementById("n")!.firstChild!)).toBe(false);
    expect(layout.drawn.mock.calls.map(([element]) => element.id || element.localName)).toEqual(["a", "b"]);
    // Each element up to the root once: p, main, body, html, then b and the nav's p and nav.
    expect(layout.hides).toHaveBeenCalledTimes(7);
    // The text's own reading, for each text that is not in chrome.
    expect(layout.unreadable).toHaveBeenCalledTimes(3);
  });

  it("counts white text where the page may take a dark canvas, since its background is not known", () => {
    document.documentElement.style.colorScheme = "dark";
    try {
      expect(counts(`<p id="t" style="color: rgb(255, 255, 255)">x</p>`)).toBe(true);
    } finally {
      document.documentElement.style.colorScheme = "";
    }
  });

  it("does not count text too small to read, or wholly before the start of what scrolling reaches", () => {
    const boxed = (rect: DOMRect, html = `<main><p id="t">x</p></main>`) => {
      const spy = vi.spyOn(Range.prototype, "getBoundingClientRect").mockReturnValue(rect);
      try {
        return counts(html);
      } finally {
        spy.mockRestore();
      }
    };
    expect(boxed(new DOMRect(8, 8, 120, 18))).toBe(true);
    // font-size: 0 or 1px, transform: scale(0)
    expect(boxed(new DOMRect(8, 8, 0, 0))).toBe(false);
    expect(boxed(new DOMRect(8, 8, 12, 1.2))).toBe(false);
    // left: -9999px, text-indent: -9999px; above the page's top
    expect(boxed(new DOMRect(-9999, 8, 120, 18))).toBe(false);
    expect(boxed(new DOMRect(8, -9999, 120, 18))).toBe(false);
    // Partly off the page's start: the rest is read.
    expect(boxed(new DOMRect(-60, 8, 120, 18))).toBe(true);
    // In a right-to-left text, what is left of the start is a scroll away.
    expect(
      boxed(new DOMRect(-9999, 8, 120, 18), `<main dir="rtl" style="direction: rtl"><p id="t">x</p></main>`),
    ).toBe(true);
  });

  it("lets an element with display: contents show when its parent does", () => {
    expect(counts(`<main><span style="display: contents" id="t">x</span></main>`, pageLayout())).toBe(true);
    expect(counts(`<div style="display: none"><span style="display: contents" id="t">x</span></div>`)).toBe(
      false,
    );
  });
});

/** A page watched, its first scan over. */
async function watch(html: string, prepare?: () => void) {
  document.body.innerHTML = html;
  prepare?.();
  const onTokensChanged = vi.fn<(tokens: DetectedToken[]) => void>();
  watcher = watchPage({ root: document, detector, onTokensChanged });
  await watcher.ready;
  await Promise.resolve();
  return { watcher, onTokensChanged };
}

/** Lets the watcher's batch (idle callback) and its report run. */
const nextBatch = () => new Promise((resolve) => setTimeout(resolve, 60));
const reported = (mock: { mock: { lastCall?: [DetectedToken[]] } }) =>
  mock.mock.lastCall![0].map((t) => `${t.text} ×${t.count}`);

/**
 * The ticket of a real helpdesk, as the agent sees it: one customer in the ticket's body; other
 * tickets' customers in a hidden "Recently viewed" menu, a tab strip, a views list and a collapsed
 * requester box.
 */
const HELPDESK = `
  <nav aria-label="Views"><ul><li><a href="#">Unassigned: ${OTHER}</a></li></ul></nav>
  <div id="recent" style="display: none"><ul role="menu"><li role="menuitem">#3: Code refused for ${OTHER}</li></ul></div>
  <ul role="tablist"><li role="tab">#2 ${OTHER}</li></ul>
  <main>
    <article><p id="body">Hi, my customer id is ${VISIBLE}.</p></article>
    <details id="requester"><summary>More about the requester</summary><p>Other tickets: ${VISIBLE}, ${OTHER}</p></details>
  </main>`;

describe("what the page watcher counts and reports", () => {
  it("reports only the customer the ticket shows, once, while marking every id", async () => {
    const { watcher, onTokensChanged } = await watch(HELPDESK);
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: VISIBLE, count: 1 }]);
    expect(reported(onTokensChanged)).toEqual([`${VISIBLE} ×1`]);
    // Hidden or not, every id is marked: what the agent clicks in a tab strip is looked up.
    expect(paintedText("customer")).toHaveLength(6);
  });

  it("counts text as it shows and hides: a <details> opened, a menu shown, a message hidden", async () => {
    const { watcher, onTokensChanged } = await watch(HELPDESK);
    document.getElementById("requester")!.setAttribute("open", "");
    await nextBatch();
    expect(reported(onTokensChanged)).toEqual([`${VISIBLE} ×2`, `${OTHER} ×1`]);

    // The menu opened: still a menu, never the ticket.
    document.getElementById("recent")!.removeAttribute("style");
    await nextBatch();
    expect(reported(onTokensChanged)).toEqual([`${VISIBLE} ×2`, `${OTHER} ×1`]);

    document.querySelector("article")!.setAttribute("hidden", "");
    document.getElementById("requester")!.removeAttribute("open");
    await nextBatch();
    expect(watcher.tokens()).toEqual([]);
    expect(onTokensChanged.mock.lastCall![0]).toEqual([]);

    document.querySelector("article")!.setAttribute("class", "shown");
    document.querySelector("article")!.removeAttribute("hidden");
    await nextBatch();
    expect(reported(onTokensChanged)).toEqual([`${VISIBLE} ×1`]);
  });

  it("counts a token hidden by a style change out, and in again, without reading its text again", async () => {
    const { watcher } = await watch(`<main><p id="a">${VISIBLE}</p><p id="b">${OTHER}</p></main>`);
    const text = document.getElementById("b")!.firstChild as Text;
    const marked = watcher.marks.byNode.get(text)![0];
    document.getElementById("b")!.style.display = "none";
    await nextBatch();
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: VISIBLE, count: 1 }]);
    document.getElementById("b")!.style.display = "";
    await nextBatch();
    expect(watcher.tokens().map((t) => t.text)).toEqual([VISIBLE, OTHER]);
    expect(watcher.marks.byNode.get(text)![0]).toBe(marked);
  });

  it("reports no token whose every occurrence is hidden, and counts a shown one's visible occurrences only", async () => {
    const { watcher } = await watch(
      `<main><p>${VISIBLE} <span style="display:none">${OTHER} ${VISIBLE}</span></p></main>`,
    );
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: VISIBLE, count: 1 }]);
  });

  it("counts a message added inside a hidden box out, and a removed hidden one changes nothing", async () => {
    const { watcher, onTokensChanged } = await watch(
      `<main><p>${VISIBLE}</p><div id="box" hidden></div></main>`,
    );
    const calls = onTokensChanged.mock.calls.length;
    const late = document.createElement("p");
    late.textContent = `from ${OTHER}`;
    document.getElementById("box")!.append(late);
    await nextBatch();
    late.remove();
    await nextBatch();
    expect(watcher.tokens()).toEqual([{ kind: "customer", text: VISIBLE, count: 1 }]);
    expect(onTokensChanged.mock.calls.length).toBe(calls);
  });

  it("follows a widget's shadow root as its host is hidden", async () => {
    const { watcher } = await watch(`<main><p>${VISIBLE}</p><div id="host"></div></main>`, () => {
      document.getElementById("host")!.attachShadow({ mode: "open" }).innerHTML = `<p>${OTHER}</p>`;
    });
    // The search for shadow roots follows the first scan; the root found is read in a batch.
    await nextBatch();
    expect(watcher.tokens().map((t) => t.text)).toEqual([VISIBLE, OTHER]);
    document.getElementById("host")!.setAttribute("aria-hidden", "true");
    await nextBatch();
    expect(watcher.tokens().map((t) => t.text)).toEqual([VISIBLE]);
  });
});
