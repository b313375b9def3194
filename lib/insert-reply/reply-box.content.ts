/**
 * The reply box the agent last used in this frame, and putting a reply into it.
 *
 * Only the agent's own input picks the box: a trusted pointer press in an editable element, or
 * typing in one (a trusted key that writes, or a trusted beforeinput). Focus never counts: a page
 * script moves it with `element.focus()` and the focus event it fires is trusted, even right
 * after the agent's Tab. One case of focus does, tied to the agent's press: an editor whose view is
 * not editable and whose input is a hidden field behind it (CodeMirror 5) focuses that field when
 * the agent presses in the view; the field is the box when it is tiny and its view holds the press.
 * Each box chosen gets a number, which the worker keeps with this document's id: a reply goes only
 * into the box still so named. Whether this frame may hold the ticket's reply box at all, and
 * whether the ticket is still the answer's, the worker decides.
 *
 * The text goes in through the editor's own input paths and is read back (put-text.content.ts, loaded
 * the first time the agent presses Insert): "inserted" only once the editor shows it. Nothing is ever
 * sent: no key press, no form submission.
 */

import { type Editor, isField } from "./put-text.content";
import type { PutText } from "./put-text-offer.content";

/** Where the reply went (`host`: the frame's, when it is not the ticket's), or why it could not go. */
export type InsertOutcome =
  | { inserted: true; editor: Editor; host?: string }
  | { inserted: false; reason: "no_editor" | "editor_gone" | "other_ticket" | "not_taken" };

/** What the frame itself can say: the ticket and the host are the worker's to say. */
export type FrameInsertOutcome =
  | { inserted: true; editor: Editor }
  | { inserted: false; reason: "no_editor" | "editor_gone" | "not_taken" };

export interface ReplyBox {
  /** Puts text at the caret of the box the agent last used, if it is still box number `id`. */
  insert(text: string, id: number): Promise<FrameInsertOutcome>;
  stop(): void;
}

type TextField = HTMLTextAreaElement | HTMLInputElement;
type Saved =
  | { field: TextField; start: number; end: number }
  | { host: HTMLElement; range: Range | undefined };

const TEXT_INPUTS = new Set(["text", "search", "email", "url", ""]);

const isTextField = (el: Element): el is TextField =>
  isField(el) &&
  (el.localName === "textarea" || TEXT_INPUTS.has((el as HTMLInputElement).type.toLowerCase()));
const writable = (field: TextField) => !field.disabled && !field.readOnly;

/** The editable element an event landed in: a text field, or the host of a contenteditable region. */
export function editableAt(target: EventTarget | null): TextField | HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  if (isTextField(target)) return writable(target) ? target : undefined;
  let el: HTMLElement | null = target instanceof HTMLElement ? target : target.parentElement;
  if (!el?.isContentEditable) {
    const doc = target.ownerDocument;
    return doc.designMode === "on" && doc.body ? doc.body : undefined;
  }
  while (el.parentElement?.isContentEditable) el = el.parentElement;
  return el;
}

function stillEditable(el: HTMLElement): boolean {
  if (!el.isConnected) return false;
  if (isTextField(el)) return writable(el);
  return el.isContentEditable || el.ownerDocument.designMode === "on";
}

/** Too small to read or click: an editor's hidden input, or the box that clips it. */
function tiny(el: Element): boolean {
  const { width, height } = el.getBoundingClientRect();
  return width < 8 || height < 8;
}

/**
 * Where the editor shows what is typed into `el`: `el` itself, or, for an editor's hidden input
 * behind a view of its own (CodeMirror 5's textarea, clipped by a tiny box), the nearest box around
 * it shown at a readable size.
 */
function viewOf(el: HTMLElement): HTMLElement {
  let view = el;
  for (let up = view.parentElement; up && up !== el.ownerDocument.body && (tiny(view) || tiny(up)); ) {
    view = up;
    up = view.parentElement;
  }
  return view;
}

/**
 * Watches for the agent's use of an editable element in `doc`; `onUsed` is told the box's number
 * when the agent starts using another one (or clicks the same one again), so the worker knows which
 * frame of the tab holds the last box used. `loadPutText` gives what puts a reply in, when one comes.
 */
export function watchReplyBox(
  doc: Document,
  onUsed: (id: number) => void,
  loadPutText: () => Promise<PutText | undefined>,
): ReplyBox {
  let box: HTMLElement | undefined;
  let view: HTMLElement | undefined;
  let id = 0;
  let saved: Saved | undefined;
  /** The agent's last press outside any editable element, and when: an editor may focus its hidden input now. */
  let pressed: { target: Node; at: number } | undefined;

  /**
   * A click into a box always tells the worker: the agent may have used a box in another frame
   * meanwhile, which this frame cannot know. Typing tells it only when the box is new.
   */
  const use = (el: HTMLElement | undefined, always: boolean) => {
    if (!el || (el === box && !always)) return;
    if (el !== box) {
      saved = undefined;
      box = el;
      view = viewOf(el);
      id++;
    }
    onUsed(id);
  };
  const targetOf = (event: Event) => event.composedPath()[0] ?? event.target;
  const onPointer = (event: Event) => {
    if (!event.isTrusted) return;
    const target = targetOf(event);
    const el = editableAt(target);
    pressed = undefined;
    if (el) return use(el, true);
    if (!(target instanceof Node)) return;
    // A press in the view of the box already chosen, whose input stays focused: the same box again.
    if (box && view !== box && view?.contains(target)) return use(box, true);
    pressed = { target, at: event.timeStamp };
  };
  // The editor focuses its hidden input in answer to the agent's press in its view.
  const onFocusIn = (event: Event) => {
    const press = pressed;
    pressed = undefined;
    const el = event.isTrusted ? editableAt(targetOf(event)) : undefined;
    if (!press || !el || !isTextField(el) || event.timeStamp - press.at > 1000) return;
    const around = viewOf(el);
    if (around !== el && around.contains(press.target)) use(el, true);
  };
  // Typing, pasting or deleting in a box: only the agent's editing fires a trusted beforeinput (or a
  // trusted key that writes, for an editor that cancels the key and writes itself), so a field the
  // page focused with a script becomes the box only once the agent writes in it; a Tab, an Escape or
  // a shortcut choose nothing. In the box already known, one containment check and nothing else.
  const onTyping = (event: Event) => {
    if (!event.isTrusted || (box && event.target instanceof Node && box.contains(event.target))) return;
    if (event instanceof KeyboardEvent && !writes(event)) return;
    use(editableAt(targetOf(event)), false);
  };
  // The caret is kept when focus leaves the page (a click in the side panel), so the reply goes
  // where the agent was typing even if the editor loses its selection meanwhile.
  const onFocusOut = (event: Event) => {
    if (!box || !event.isTrusted || !box.contains(targetOf(event) as Node)) return;
    saved = save(box);
  };

  const listeners: [string, (event: never) => void][] = [
    ["pointerdown", onPointer],
    ["focusin", onFocusIn],
    ["keydown", onTyping],
    ["beforeinput", onTyping],
    ["focusout", onFocusOut],
  ];
  const listen = () => {
    for (const [type, listener] of listeners) {
      doc.removeEventListener(type, listener as EventListener, { capture: true });
      doc.addEventListener(type, listener as EventListener, { capture: true, passive: true });
    }
  };
  listen();
  // A document written anew (document.open(), as CKEditor 4 writes its editing frame after this
  // script has started in it) loses every listener on it: they are added again to its new root.
  let root = doc.documentElement;
  const rewritten = new MutationObserver(() => {
    if (!doc.documentElement || doc.documentElement === root) return;
    root = doc.documentElement;
    box = view = undefined;
    listen();
  });
  rewritten.observe(doc, { childList: true });

  return {
    async insert(text, named) {
      if (!box || !view) return { inserted: false, reason: "no_editor" };
      // Not loaded (an update replaced the extension's files): the panel copies the reply instead.
      const putText = await loadPutText().catch(() => undefined);
      if (!putText) return { inserted: false, reason: "not_taken" };
      // Another box chosen since, a box the page hid or removed, or one that will not take the
      // focus: the reply would land somewhere the agent did not choose, so it goes nowhere.
      if (!box || !view || named !== id || !stillEditable(box) || !takesFocus(box)) {
        box = view = undefined;
        return { inserted: false, reason: "editor_gone" };
      }
      place(box, saved);
      const editor = await putText(box, view, text);
      return editor ? { inserted: true, editor } : { inserted: false, reason: "not_taken" };
    },
    stop() {
      rewritten.disconnect();
      for (const [type, listener] of listeners)
        doc.removeEventListener(type, listener as EventListener, { capture: true });
      box = view = undefined;
    },
  };
}

/** A key that writes: a character (no shortcut modifier), a line break or a deletion. */
const writes = (event: KeyboardEvent) =>
  event.key.length === 1
    ? !(event.ctrlKey || event.metaKey || event.altKey)
    : event.key === "Enter" || event.key === "Backspace" || event.key === "Delete";

/** Visible, not inert, and focused once asked: only then can text go in where the agent sees it. */
function takesFocus(box: HTMLElement): boolean {
  if (typeof box.checkVisibility === "function" && !box.checkVisibility({ visibilityProperty: true }))
    return false;
  box.focus({ preventScroll: true });
  const root = box.getRootNode();
  const active = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
  return active !== null && (active === box || box.contains(active));
}

function save(box: HTMLElement): Saved {
  if (isTextField(box)) return { field: box, start: box.selectionStart ?? 0, end: box.selectionEnd ?? 0 };
  const selection = box.ownerDocument.getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : undefined;
  return {
    host: box,
    range: range && box.contains(range.commonAncestorContainer) ? range.cloneRange() : undefined,
  };
}

/** Puts the caret where the agent left it in `box`, which takesFocus has just focused, or at its end. */
function place(box: HTMLElement, saved: Saved | undefined): void {
  const doc = box.ownerDocument;
  if (isTextField(box)) {
    if (saved && "field" in saved && saved.field === box) box.setSelectionRange(saved.start, saved.end);
    return;
  }
  const selection = doc.getSelection();
  const inside = selection?.rangeCount && box.contains(selection.getRangeAt(0).commonAncestorContainer);
  if (inside || !selection) return;
  selection.removeAllRanges();
  if (saved && "host" in saved && saved.host === box && saved.range) selection.addRange(saved.range);
  else {
    // Never used here before: the end of the box, where an agent's reply usually goes.
    const end = doc.createRange();
    end.selectNodeContents(box);
    end.collapse(false);
    selection.addRange(end);
  }
}
