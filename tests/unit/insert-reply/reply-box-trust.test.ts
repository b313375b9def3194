import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { putText } from "@/lib/insert-reply/put-text.content";
import { type ReplyBox, watchReplyBox } from "@/lib/insert-reply/reply-box.content";

/** put-text.js, as the content script loads it the first time the agent presses Insert. */
const loadPutText = async () => putText;

/** An event as the browser makes it for the agent's own input: trusted. */
function trusted<E extends Event>(event: E): E {
  Object.defineProperty(event, "isTrusted", { value: true });
  return event;
}
const press = (el: Element) => el.dispatchEvent(trusted(new PointerEvent("pointerdown", { bubbles: true })));
const key = (el: Element, init: KeyboardEventInit) =>
  el.dispatchEvent(trusted(new KeyboardEvent("keydown", { bubbles: true, ...init })));

let box: ReplyBox;
let used: ReturnType<typeof vi.fn<(id: number) => void>>;
const field = (id: string) => document.getElementById(id) as HTMLTextAreaElement | HTMLInputElement;

beforeEach(() => {
  // happy-dom's document is not an instance of its global Document, and has no execCommand: the
  // reply then goes in as a browser without insertText on fields puts it.
  vi.stubGlobal("Document", document.constructor);
  Object.assign(document, { execCommand: () => false });
  document.body.innerHTML =
    '<textarea id="reply"></textarea><textarea id="note"></textarea><input id="search" type="text">';
  used = vi.fn<(id: number) => void>();
  box = watchReplyBox(document, used, loadPutText);
});
afterEach(() => {
  box.stop();
  vi.unstubAllGlobals();
});

describe("the reply box is the one the agent chose, never one the page chose", () => {
  it("keeps the box the agent pressed in when the agent presses Tab and a page script moves the focus to its own field", async () => {
    press(field("reply"));
    field("reply").focus();
    key(field("reply"), { key: "Tab" });
    // The page cancels the Tab and focuses its own element: a trusted focus, as browsers fire it.
    field("search").focus();
    field("search").dispatchEvent(trusted(new FocusEvent("focusin", { bubbles: true })));
    expect(used.mock.calls).toEqual([[1]]);
    expect(await box.insert("Hi Alice", 1)).toMatchObject({ inserted: true, editor: "text_field" });
    expect(field("search").value).toBe("");
    expect(field("reply").value).toBe("Hi Alice");
  });

  it("takes no box from focus alone, nor from keys that do not write", async () => {
    field("search").focus();
    field("search").dispatchEvent(trusted(new FocusEvent("focusin", { bubbles: true })));
    for (const init of [
      { key: "Tab" },
      { key: "Shift" },
      { key: "Escape" },
      { key: "v", ctrlKey: true },
      { key: "V", altKey: true, shiftKey: true },
    ])
      key(field("search"), init);
    expect(used).not.toHaveBeenCalled();
    expect(await box.insert("Hi", 1)).toEqual({ inserted: false, reason: "no_editor" });
    expect(field("search").value).toBe("");
  });

  it("takes the box the agent types in: a key that writes, or the editing it starts", async () => {
    key(field("note"), { key: "a" });
    expect(used).toHaveBeenLastCalledWith(1);
    field("reply").dispatchEvent(
      trusted(new InputEvent("beforeinput", { bubbles: true, inputType: "insertText" })),
    );
    expect(used).toHaveBeenLastCalledWith(2);
    expect(await box.insert("Hi", 2)).toMatchObject({ inserted: true });
    expect(field("reply").value).toBe("Hi");
  });

  it("ignores the page's own synthetic events", () => {
    field("reply").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    field("reply").dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(used).not.toHaveBeenCalled();
  });

  it("puts nothing into a box the worker no longer names: another one was chosen since", async () => {
    press(field("reply"));
    press(field("note"));
    expect(await box.insert("Hi", 1)).toEqual({ inserted: false, reason: "editor_gone" });
    expect([field("reply").value, field("note").value]).toEqual(["", ""]);
  });

  it("tells the worker again when the agent presses in the same box, with its same number", () => {
    press(field("reply"));
    press(field("reply"));
    expect(used.mock.calls).toEqual([[1], [1]]);
  });

  it("takes an editor's hidden input when the editor focuses it in answer to the agent's press in its view (CodeMirror 5)", () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<div id="editor"><div><textarea id="hidden"></textarea></div><pre id="line">Hola</pre></div><p id="elsewhere">text</p>',
    );
    const hidden = field("hidden");
    const focusIn = () => hidden.dispatchEvent(trusted(new FocusEvent("focusin", { bubbles: true })));
    // The page focuses the hidden input by itself, or after a press outside the editor: not the agent's box.
    focusIn();
    press(document.getElementById("elsewhere")!);
    focusIn();
    expect(used).not.toHaveBeenCalled();
    // The agent presses in the editor's view; the editor focuses its input.
    press(document.getElementById("line")!);
    focusIn();
    expect(used.mock.calls).toEqual([[1]]);
    // Another press in the view, the input still focused: the same box, told again.
    press(document.getElementById("line")!);
    expect(used.mock.calls).toEqual([[1], [1]]);
  });

  it("hears the agent in a document written anew, which drops every listener (CKEditor 4's editing frame)", async () => {
    box.stop();
    const listening: Parameters<Document["addEventListener"]>[] = [];
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, "addEventListener").mockImplementation((...args) => {
      listening.push(args);
      add(...args);
    });
    box = watchReplyBox(document, used, loadPutText);
    // document.open(): every listener on the document erased, a new root written into it.
    for (const [type, listener, options] of listening.splice(0))
      document.removeEventListener(type, listener, options);
    const root = document.createElement("html");
    root.innerHTML = '<head></head><body><textarea id="written"></textarea></body>';
    document.documentElement.remove();
    document.append(root);
    await Promise.resolve();
    press(field("written"));
    expect(used.mock.calls).toEqual([[1]]);
    expect(await box.insert("Hi Alice", 1)).toMatchObject({ inserted: true });
    expect(field("written").value).toBe("Hi Alice");
  });
});

describe("putting a reply in, loaded when the agent presses Insert", () => {
  it("loads what puts the text in only when a reply comes, not while the agent types", async () => {
    box.stop();
    const load = vi.fn(loadPutText);
    box = watchReplyBox(document, used, load);
    press(field("reply"));
    key(field("reply"), { key: "a" });
    expect(load).not.toHaveBeenCalled();
    expect(await box.insert("Hi Alice", 1)).toMatchObject({ inserted: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves the box as it was when that cannot be loaded, so the panel copies the reply instead", async () => {
    box.stop();
    box = watchReplyBox(document, used, () => Promise.reject(new Error("the extension was updated")));
    press(field("reply"));
    expect(await box.insert("Hi Alice", 1)).toEqual({ inserted: false, reason: "not_taken" });
    expect(field("reply").value).toBe("");
  });
});
