// Page-side code of `npm run bench`, served as a plain script so no bundler touches it. It builds a
// deterministic helpdesk ticket of a given size and runs what belongs to the page: the TreeWalker
// baseline, mark.js, appending messages, and the host page's own DOM churn. It runs in the page's
// main world; the content script's work reaches it only through the shared performance timeline.
(() => {
  // Measures the content script names ("voucher-lens:…") and long tasks, from the page's start.
  const seen = { measures: [], longTasks: [] };
  window.__bench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.startsWith("voucher-lens:"))
        seen.measures.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: "measure" });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask" });
  const batches = () => seen.measures.filter((m) => m.name === "voucher-lens:batch");

  let state = 1;
  const random = () => {
    // mulberry32, seeded: the same ticket on every run and in every tab.
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const HEX = "0123456789abcdef";
  const chars = (alphabet, n) => {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(random() * alphabet.length)];
    return out;
  };
  // Every kind the content script knows, with the lengths real ids have.
  const ID_MAKERS = [
    () => `cust_${chars(ALNUM, 24)}`,
    () => `v_${chars(ALNUM, 32)}`,
    () => `camp_${chars(ALNUM, 24)}`,
    () => `promo_${chars(ALNUM, 24)}`,
    () => `ord_${chars(ALNUM, 24)}`,
    () => `r_${chars(HEX, 18)}`,
    () => `lcrd_${chars(HEX, 22)}`,
  ];
  // Words that look like ids but are not (user_r_…, cust_ alone, a short hex) keep the regex honest.
  const WORDS = (
    "the customer says discount code did not apply at checkout order total was charged twice please " +
    "refund loyalty points expired yesterday card balance shows zero voucher redeemed already by another " +
    "account we checked campaign rules and segment user_r_5 cust_ ord_12 ticket_id=4821 v2 r_abc"
  ).split(" ");
  const words = (count) => Array.from({ length: count }, () => pick(WORDS)).join(" ");
  // A quarter of the runs carry an id: about 3 per message, 12,000 on the 5 MB page.
  const run = (count) => (random() < 0.25 ? ` ${words(count)} ${pick(ID_MAKERS)()} ` : ` ${words(count)} `);

  /** One message: about 1.3 kB of text in 26 text nodes, with 3 ids on average. */
  function message(index) {
    const article = document.createElement("article");
    article.className = "message";
    const head = document.createElement("header");
    const who = document.createElement("b");
    who.textContent = `Agent ${index % 40}`;
    const when = document.createElement("time");
    when.textContent = `${(index % 12) + 1}:${String(index % 60).padStart(2, "0")} PM`;
    head.append(who, " wrote ", when);
    article.append(head);
    for (let p = 0; p < 4; p++) {
      const para = document.createElement("p");
      for (let r = 0; r < 3; r++) {
        para.append(run(13));
        if (r < 2) {
          const inline = document.createElement(pick(["b", "em", "a", "span"]));
          inline.textContent = words(2);
          para.append(inline);
        }
      }
      article.append(para);
    }
    const foot = document.createElement("footer");
    const status = document.createElement("a");
    status.textContent = "open";
    foot.append(`Ticket #${4821 + index} · status `, status, ` · via email`);
    article.append(foot);
    return article;
  }

  window.buildTicket = (bytes) => {
    const main = document.createElement("main");
    let index = 0;
    let text = 0;
    while (text < bytes) {
      const chunk = document.createDocumentFragment();
      for (let i = 0; i < 100; i++) chunk.append(message(index++));
      text += chunk.textContent.length;
      main.append(chunk);
    }
    document.body.append(main);
    // Layout now, while the page loads, so the first full layout is the page's, not the extension's.
    void document.body.offsetHeight;
    window.__ticket = { messages: index, textBytes: text };
  };

  window.describeTicket = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let textNodes = 0;
    while (walker.nextNode()) textNodes++;
    return { ...window.__ticket, textNodes, elements: document.body.getElementsByTagName("*").length };
  };

  /** What the content script registered: CSS.highlights is one registry per document, shared by worlds. */
  window.highlighted = () => {
    let ranges = 0;
    for (const [name, highlight] of CSS.highlights)
      if (name.startsWith("voucher-lens-")) ranges += highlight.size;
    return ranges;
  };

  /** The baseline: one TreeWalker pass, the same regular expression over each text node, no marking. */
  window.benchBaseline = (source, flags) => {
    const regex = new RegExp(source, flags);
    const start = performance.now();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let matches = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.data;
      regex.lastIndex = 0;
      while (regex.exec(text)) matches++;
    }
    return { ms: performance.now() - start, matches };
  };

  /** mark.js, wrapping every match in <mark>; acrossElements finds ids split by inline markup, as ours does. */
  window.benchMarkJs = (source, flags, acrossElements) =>
    new Promise((resolve) => {
      const start = performance.now();
      let matches = 0;
      new window.Mark(document.body).markRegExp(new RegExp(source, flags), {
        acrossElements,
        each: () => matches++,
        done: () => resolve({ ms: performance.now() - start, matches }),
      });
    });

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Appends ticket messages one at a time, as replies arrive, each once the previous one was
   * handled; returns how long each batch of the content script took. `warmUp` messages come first,
   * their batches not returned: the first batches after a launch run in code V8 has not optimised
   * yet, and when it does so differs from run to run.
   */
  window.appendMessages = async (count, warmUp = 0) => {
    const main = document.querySelector("main");
    let first = batches().length;
    for (let i = 0; i < warmUp + count; i++) {
      if (i === warmUp) first = batches().length;
      const before = batches().length;
      main.append(message(100_000 + i));
      const deadline = performance.now() + 5000;
      while (batches().length === before) {
        if (performance.now() > deadline)
          throw new Error("the content script did not handle an appended message");
        await sleep(2);
      }
    }
    return batches()
      .slice(first)
      .map((m) => m.duration);
  };

  /**
   * The helpdesk's own script at work: 1,000 messages inserted across the ticket and removed again,
   * 20 per frame as a virtualised list scrolling through a thread would, each living for two frames.
   * Frame-paced, as a UI framework updates the page: back-to-back tasks would instead let any extra
   * work fit extra frames of a 5 MB page in between. Returns the wall time, with the content
   * script's work that ran during it and what it left to run after.
   */
  window.churn = async () => {
    const main = document.querySelector("main");
    const firstMeasure = seen.measures.length;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const live = [];
    await frame();
    const start = performance.now();
    for (let step = 0; step < 50; step++) {
      for (let i = 0; i < 20; i++) {
        const added = message(200_000 + step * 20 + i);
        main.insertBefore(added, main.children[(step * 37 + i * 101) % main.children.length]);
        live.push(added);
      }
      while (live.length > 40) live.shift().remove();
      await frame();
    }
    for (const node of live) node.remove();
    await frame();
    const end = performance.now();
    // Work the extension still owes the page: batches scheduled by the churn run after it.
    await sleep(150);
    const ours = seen.measures.slice(firstMeasure);
    const during = ours.filter((m) => m.start < end);
    const after = ours.filter((m) => m.start >= end);
    const sum = (list) => list.reduce((total, m) => total + m.duration, 0);
    return {
      pageMs: end - start,
      batchesDuring: during.length,
      batchMsDuring: sum(during),
      batchMsAfter: sum(after),
      totalMs: end - start + sum(after),
    };
  };
})();
