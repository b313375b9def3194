/**
 * Putting a reply into the box the agent chose, through the editor's own input paths, and reading it
 * back: "Inserted" only once the editor shows the reply, after its own update.
 *
 * One chain for every editor, each step read back before the next, in an order chosen by what the
 * element is:
 * - a text field: `insertText`, the browser's own typing command (its undo takes it back); a field
 *   that is only an editor's hidden input (CodeMirror 5) is read back through the editor's view;
 * - an editable element: a paste with plain text (where the editor does not take it, the browser's
 *   own action follows it: the text typed at the caret, which is where an editor that moves a paste
 *   through a container of its own, as Quill 1 does, then takes it, a moment later); a paste with
 *   HTML as well, where the element is rich text; a `beforeinput` `insertReplacementText`; and last
 *   `insertText`, only into an element that has cancelled none of these, since an editor that
 *   handles input itself keeps a model that text typed behind its back corrupts (Draft.js).
 * Plain text goes first: HTML makes some editors stop and ask how to paste it.
 *
 * A step that changes the editor without putting the reply in, or that moves the focus away (a
 * dialog asking the agent), ends the chain: another step would add a second copy, now or when the
 * dialog is answered. Such a dialog is dismissed as Escape would. Nothing is ever sent.
 */

type Field = HTMLTextAreaElement | HTMLInputElement;
export type Editor = "text_field" | "rich_editor" | "contenteditable";

/**
 * How long a step may take to show in the editor before the next one is tried: longer after a
 * paste the editor left to the browser, which it may take through a container of its own on a
 * timer or a chain of them (Quill 1, CKEditor 4). In a tab in the background (the panel open in a
 * tab of its own) each of those timers waits up to a second: the bounds are longer there.
 */
const BOUND_MS = { shown: 500, hidden: 1500 };
const LATE_BOUND_MS = { shown: 2500, hidden: 4000 };
/**
 * The whole chain ends within this: where the editor took nothing the panel copies the reply, and a
 * browser lets a page write the clipboard only for five seconds after the agent's click. A step
 * that would start later is not tried.
 */
const CHAIN_MS = 4000;

/**
 * The page's own constructors. In Firefox, an event or a DataTransfer made in the content script's
 * world reaches the page's listeners without its data (Bugzilla 1654724): they are made in the
 * page's world there. Chromium's content script makes them as the page would.
 */
function pageWorld(doc: Document): typeof globalThis {
  const win = doc.defaultView as (Window & { wrappedJSObject?: typeof globalThis }) | null;
  return win?.wrappedJSObject ?? (win as unknown as typeof globalThis) ?? globalThis;
}

/** An object of the page's world, with these properties. */
function pageObject<T extends object>(page: typeof globalThis, props: T): T {
  return Object.assign(new page.Object(), props) as T;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Text as an editor shows it, compared whitespace-blind: paragraphs, <br> and nbsp all read as one space. */
const flat = (text: string) =>
  text
    .replace(/[\u200b\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim();

function count(haystack: string, needle: string): number {
  let found = 0;
  for (
    let at = haystack.indexOf(needle);
    needle && at >= 0;
    at = haystack.indexOf(needle, at + needle.length)
  )
    found++;
  return found;
}

export const isField = (el: Element): el is Field => el.localName === "textarea" || el.localName === "input";

/** What the editor shows: a field's value, or the rendered text of its view. */
const shown = (view: HTMLElement) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the text as the editor renders it
  flat(isField(view) ? view.value : view.innerText);

/** The next task: after the editor's own update of this one, and not slowed in a background tab. */
const nextTask = () =>
  new Promise<void>((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(0);
  });

/** A change in `view`, or the time out. */
function changeIn(view: HTMLElement, ms: number): Promise<void> {
  return new Promise((done) => {
    const observer = new MutationObserver(() => finish());
    const timer = setTimeout(() => finish(), Math.max(0, ms));
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      done();
    };
    observer.observe(view, { childList: true, subtree: true, characterData: true });
  });
}

/** Whether `holds` becomes true within the bound and stays so into the next task. */
async function settles(view: HTMLElement, holds: () => boolean, bound: number): Promise<boolean> {
  const end = Date.now() + bound;
  for (let held = 0; ; ) {
    await nextTask();
    if (holds()) {
      if (++held === 2) return true;
      continue;
    }
    held = 0;
    if (Date.now() >= end) return false;
    await changeIn(view, end - Date.now());
  }
}

/** The element the focus is in, in the box's own tree (its shadow root or document). */
const focused = (box: HTMLElement): Element | null =>
  (box.getRootNode() as Document | ShadowRoot).activeElement;

/**
 * Where the page's paste listener moved the focus into an editable element of its own (Quill 1's
 * clipboard container), the caret follows it, as a paste the browser made would find it there.
 * Firefox leaves the selection behind when focus() runs in a window the agent is not typing in (the
 * side panel has the focus), and the text would go in beside the selection, not in its place.
 */
function caretToFocus(box: HTMLElement): void {
  const active = focused(box);
  const selection = box.ownerDocument.getSelection();
  if (!selection || !(active instanceof HTMLElement) || active === box || !active.isContentEditable) return;
  const anchor = selection.anchorNode;
  if (anchor && active.contains(anchor)) return;
  selection.collapse(active, 0);
}

/**
 * An editor whose input is a hidden field behind its view (CodeMirror 5) reads the field only while
 * it believes the field has the focus. With the agent in the side panel the page's window has lost
 * it, and the editor was told so: it is told the field has it again, as when the agent comes back.
 */
function wake(field: Field, page: typeof globalThis): void {
  if (field.ownerDocument.hasFocus() || focused(field) !== field) return;
  field.dispatchEvent(new page.FocusEvent("focus"));
}

/** A dialog an editor opened to ask the agent: dismissed as Escape would, so its answer adds nothing later. */
function dismiss(doc: Document, open: Set<Element>, active: Element | null): void {
  active?.dispatchEvent(
    new KeyboardEvent("keydown", {
      key: "Escape",
      code: "Escape",
      keyCode: 27,
      bubbles: true,
      cancelable: true,
      composed: true,
    }),
  );
  for (const dialog of doc.querySelectorAll("dialog[open]"))
    if (!open.has(dialog)) (dialog as HTMLDialogElement).close();
}

/**
 * Puts `text` at the caret of `box` (focused, its selection set) and reads it back in `view`: the
 * editor kind it went in as, or undefined when the editor did not take it.
 */
export async function putText(
  box: HTMLElement,
  view: HTMLElement,
  text: string,
): Promise<Editor | undefined> {
  const doc = box.ownerDocument;
  const page = pageWorld(doc);
  const reply = flat(text);
  const first = shown(view);
  const had = count(first, reply);
  const selected = flat(
    isField(box)
      ? box.value.slice(box.selectionStart ?? 0, box.selectionEnd ?? 0)
      : String(doc.getSelection() ?? ""),
  );
  // One more copy shows; or, put inside a copy already there (the caret in an earlier reply), the
  // reply shows whole and the text grew by it, less the selection it replaced.
  const landed = () => {
    const now = shown(view);
    const found = count(now, reply);
    const grown = now.length - first.length - reply.length + selected.length;
    return found > had || (found > 0 && now !== first && Math.abs(grown) <= 3);
  };
  let cancelled = false;

  const paste = (html: boolean) => () => {
    const data = new page.DataTransfer();
    data.setData("text/plain", text);
    if (html)
      data.setData(
        "text/html",
        text
          .split("\n")
          .map((line) => `<p>${escapeHtml(line) || "<br>"}</p>`)
          .join(""),
      );
    // Firefox's ClipboardEvent takes no clipboardData: it makes one of dataType and data.
    const init = {
      clipboardData: data,
      dataType: html ? "text/html" : "text/plain",
      data: html ? data.getData("text/html") : text,
      bubbles: true,
      cancelable: true,
      composed: true,
    };
    const event = new page.ClipboardEvent("paste", pageObject(page, init));
    const anchor = doc.getSelection()?.anchorNode;
    const at =
      anchor && box.contains(anchor) ? (anchor instanceof Element ? anchor : anchor.parentElement) : box;
    (at ?? box).dispatchEvent(event);
    if (event.defaultPrevented) {
      cancelled = true;
      return true;
    }
    // The browser's own paste action, which a synthetic paste lacks: the text typed where the caret
    // is once the page's listeners ran. Done once, for the plain paste.
    if (!html) {
      caretToFocus(box);
      doc.execCommand("insertText", false, text);
    }
    return false;
  };
  const plain = paste(false);
  const replacement = () => {
    const data = new page.DataTransfer();
    data.setData("text/plain", text);
    const init = {
      inputType: "insertReplacementText",
      data: text,
      dataTransfer: data,
      bubbles: true,
      cancelable: true,
      composed: true,
    };
    const event = new page.InputEvent("beforeinput", pageObject(page, init));
    box.dispatchEvent(event);
    if (event.defaultPrevented) cancelled = true;
    return event.defaultPrevented;
  };
  const type = () => {
    if (isField(box) && view !== box) wake(box, page);
    if (!doc.execCommand("insertText", false, text) && isField(box)) {
      // A browser without insertText on fields: the value changes as typing would change it.
      box.setRangeText(
        text,
        box.selectionStart ?? box.value.length,
        box.selectionEnd ?? box.value.length,
        "end",
      );
      box.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }));
    }
    return false;
  };

  const steps: [() => boolean, Editor][] = [[type, "text_field"]];
  if (!isField(box)) {
    steps[0] = [type, "contenteditable"];
    steps.unshift([replacement, "rich_editor"]);
    if (box.contentEditable !== "plaintext-only") steps.unshift([paste(true), "rich_editor"]);
    steps.unshift([plain, "rich_editor"]);
  }
  const inside = (active: Element | null) =>
    active !== null && (view.contains(active) || box.contains(active));
  const end = Date.now() + CHAIN_MS;
  for (const [step, kind] of steps) {
    // Never typed into an editor that handles its input itself.
    if ((step === type && cancelled) || Date.now() >= end) break;
    const before = shown(view);
    const open = new Set(doc.querySelectorAll("dialog[open]"));
    const wasInside = inside(focused(box));
    const handled = step();
    const late = step === plain && !handled;
    const bounds = late ? LATE_BOUND_MS : BOUND_MS;
    const bound = doc.visibilityState === "hidden" ? bounds.hidden : bounds.shown;
    if (await settles(view, landed, Math.min(bound, end - Date.now())))
      return kind === "rich_editor" && !handled ? "contenteditable" : kind;
    // The focus left the editor: it opened something to ask the agent.
    const active = focused(box);
    const asked = wasInside && !inside(active);
    if (asked) dismiss(doc, open, active);
    // The editor took something else, or asked: another path could put in a second copy.
    if (asked || shown(view) !== before) return undefined;
  }
  return undefined;
}
