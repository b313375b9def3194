import { afterEach, describe, expect, it, vi } from "vitest";
import { BATCH_AT_LATEST_MS, batchMutations } from "@/lib/detection/mutation-batches.content";
import { fakeSchedulers, flushMicrotasks } from "./fake-schedulers";

afterEach(() => {
  stopping?.abort();
  document.body.innerHTML = "";
});

let stopping: AbortController | undefined;

/** Batches over the body of a fresh page, after its first scan unless told otherwise. */
function batchesFor(html: string, options: { scanning?: boolean } = {}) {
  document.body.innerHTML = html;
  const fake = fakeSchedulers();
  stopping = new AbortController();
  const removed = vi.fn<(nodes: ReadonlySet<Node>) => void>();
  const changed = vi.fn<(roots: Node[], fresh: (text: Text) => boolean) => void>();
  const onShadowRoot = vi.fn<(shadow: ShadowRoot) => void>();
  // The set handed over is the batch's own, emptied after: each batch's is copied.
  const restyled: Node[][] = [];
  const batches = batchMutations(document, {
    schedulers: fake.schedulers,
    signal: stopping.signal,
    onBatch: { removed, changed, restyled: (nodes) => void restyled.push([...nodes]) },
    onShadowRoot,
  });
  batches.observe(document.body);
  if (!options.scanning) batches.firstScanEnded();
  return { fake, stopping, batches, removed, changed, restyled, onShadowRoot };
}

const $ = (selector: string) => document.querySelector(selector)!;

describe("gathering the page's changes into batches", () => {
  it("hands the changes made until the page is idle over as one batch", async () => {
    const { fake, changed } = batchesFor(`<div id="thread"></div>`);
    // Each message its own mutation record, heard in a callback of its own.
    for (let i = 0; i < 20; i++) {
      $("#thread").insertAdjacentHTML("beforeend", `<p>message ${i}</p>`);
      await flushMicrotasks();
    }
    expect(changed).not.toHaveBeenCalled();
    expect(fake.waiting("idle")).toBe(1);
    expect(fake.idleDeadlines).toEqual([BATCH_AT_LATEST_MS]);

    fake.run("idle");
    expect(changed).toHaveBeenCalledOnce();
    expect(changed.mock.lastCall![0].map((node) => node.textContent)).toEqual(
      Array.from({ length: 20 }, (_, i) => `message ${i}`),
    );
  });

  it("reads only the outermost of nested changes, and the block around changed text", async () => {
    const { fake, changed } = batchesFor(`<div id="thread"><p id="status">Waiting</p></div>`);
    const message = document.createElement("div");
    $("#thread").append(message);
    message.innerHTML = "<p>Order <b>shipped</b></p>";
    ($("#status").firstChild as Text).data = "Refunded";
    await flushMicrotasks();
    fake.run("idle");
    expect(changed).toHaveBeenCalledWith([message, $("#status")], expect.any(Function));
  });

  it("tells text the page added, moved or changed from the rest of the block read with it", async () => {
    const { fake, changed } = batchesFor(
      `<p id="line"><span id="a">first</span> <span id="b">second</span> <span id="c">third</span></p><p id="other"><i id="moved">moved</i></p>`,
    );
    const textOf = (id: string) => $(id).firstChild as Text;
    // Asked while the batch hands its roots over, as the page watcher does.
    let seen: boolean[] = [];
    changed.mockImplementation((_, fresh) => {
      seen = ["#a", "#b", "#c", "#moved"].map((id) => fresh(textOf(id)));
    });
    $("#a").textContent = "changed";
    ($("#b").firstChild as Text).data = "typed";
    $("#line").append($("#moved"));
    await flushMicrotasks();
    fake.run("idle");
    expect(changed.mock.lastCall![0]).toEqual([$("#line")]);
    expect(seen).toEqual([true, true, false, true]);
  });

  it("hands over a removed message, and never one the page added and took away before the batch", async () => {
    const { fake, removed, changed } = batchesFor(`<div id="thread"><p id="old">old</p></div>`);
    const old = $("#old");
    old.remove();
    const passing = document.createElement("p");
    $("#thread").append(passing);
    passing.remove();
    await flushMicrotasks();
    fake.run("idle");
    expect([...removed.mock.lastCall![0]]).toEqual([old]);
    expect(changed).toHaveBeenCalledWith([], expect.any(Function));
  });

  it("hands over what the page added and took away during the first scan, which may have read it", async () => {
    const { fake, removed } = batchesFor(`<div id="thread"></div>`, { scanning: true });
    const passing = document.createElement("p");
    $("#thread").append(passing);
    passing.remove();
    await flushMicrotasks();
    fake.run("idle");
    expect([...removed.mock.lastCall![0]]).toEqual([passing]);
  });

  it("never reads what changes inside the agent's editor", async () => {
    const { fake, changed } = batchesFor(`<div contenteditable="true"><p id="draft">Hi</p></div>`);
    ($("#draft").firstChild as Text).data = "Hi there";
    $("#draft").insertAdjacentHTML("afterend", "<p>Best regards</p>");
    await flushMicrotasks();
    fake.run("idle");
    expect(changed).toHaveBeenCalledWith([], expect.any(Function));
  });
});

describe("attributes that may show or hide text", () => {
  it("hands over, after what changed, the elements holding text whose hidden, style, class, aria-hidden or open changed", async () => {
    const { fake, restyled, changed } = batchesFor(
      `<ul id="menu" hidden><li>#3 cust_x</li></ul><details id="more"><summary>More</summary><p id="p">text</p></details>
       <i id="icon"></i><div id="title" data-x="1">title</div>`,
    );
    $("#menu").removeAttribute("hidden");
    $("#more").setAttribute("open", "");
    $("#p").setAttribute("style", "display: none");
    $("#p").setAttribute("class", "gone");
    $("#p").setAttribute("aria-hidden", "true");
    // No text in it: no token to show or hide. An attribute no stylesheet hides by: not watched.
    $("#icon").setAttribute("class", "spin");
    $("#title").setAttribute("data-x", "2");
    $("#title").setAttribute("title", "tip");
    await flushMicrotasks();
    expect(fake.waiting("idle")).toBe(1);
    fake.run("idle");
    expect(changed).toHaveBeenCalledWith([], expect.any(Function));
    expect(restyled).toEqual([[$("#menu"), $("#more"), $("#p")]]);
  });
});

describe("open shadow roots", () => {
  it("watches a shadow root met twice once, and reads it in the next batch", async () => {
    const { fake, batches, changed, onShadowRoot } = batchesFor(`<div id="widget"></div>`);
    const shadow = $("#widget").attachShadow({ mode: "open" });
    batches.shadowRootFound(shadow);
    batches.shadowRootFound(shadow);
    expect(onShadowRoot).toHaveBeenCalledOnce();
    fake.run("idle");
    expect(changed).toHaveBeenCalledWith([shadow], expect.any(Function));

    shadow.innerHTML = "<p>Card</p>";
    await flushMicrotasks();
    fake.run("idle");
    expect(changed.mock.lastCall![0]).toEqual([shadow.querySelector("p")]);
  });

  it("finds the text of a removed widget inside its watched shadow roots, nested ones too", () => {
    const { batches } = batchesFor(`<div id="widget"><p>outside</p></div>`);
    const shadow = $("#widget").attachShadow({ mode: "open" });
    shadow.innerHTML = `<p>card</p><div id="inner"></div>`;
    const inner = shadow.querySelector("#inner")!.attachShadow({ mode: "open" });
    inner.innerHTML = "<p>voucher</p>";
    batches.shadowRootFound(shadow);
    batches.shadowRootFound(inner);
    const widget = $("#widget");
    widget.remove();
    expect(batches.textIn(widget).map((text) => text.data)).toEqual(["card", "voucher", "outside"]);
  });
});

describe("stopping", () => {
  it("drops the batch pending when stopped, and hears of no change after", async () => {
    const { fake, stopping, removed, changed } = batchesFor(`<div id="thread"></div>`);
    $("#thread").append(document.createElement("p"));
    await flushMicrotasks();
    stopping.abort();
    fake.run("idle");
    $("#thread").append(document.createElement("p"));
    await flushMicrotasks();
    expect(fake.waiting("idle")).toBe(0);
    expect(removed).not.toHaveBeenCalled();
    expect(changed).not.toHaveBeenCalled();
  });
});
