/**
 * The reply box the agent last used in this frame, and putting a reply into it.
 *
 * Only the agent's own input picks the box: a trusted pointer press in an editable element, or
 * typing in one (a trusted key that writes, or a trusted beforeinput). Focus never counts: a page
 * script moves it with `element.focus()` and the focus event it fires is trusted, even right
 * after the agent's Tab. Each box chosen gets a number, which the worker keeps with this document's
 * id: a reply goes only into the box still so named. Whether this frame may hold the ticket's
 * reply box at all, and whether the ticket is still the answer's, the worker decides.
 *
 * Text goes in through the editor's own input path, so the helpdesk's editor state sees it and its
 * undo takes it back:
 * - rich editors (ProseMirror, Quill, CKEditor 5, Lexical…) take a paste event, which each turns into
 *   its own transaction, line breaks into paragraphs;
 * - a textarea, a text field or a plain contenteditable take `insertText`, the browser's own typing
 *   command, which keeps the browser's undo.
 * Nothing is ever sent: no key press, no form submission.
 */

type Editor = "text_field" | "rich_editor" | "contenteditable";

/** Where the reply went (`host`: the frame's, when it is not the ticket's), or why it could not go. */
export type InsertOutcome =
  | { inserted: true; editor: Editor; host?: string }
  | { inserted: false; reason: "no_editor" | "editor_gone" | "other_ticket" };

/** What the frame itself can say: the ticket and the host are the worker's to say. */
export type FrameInsertOutcome =
  | { inserted: true; editor: Editor }
  | { inserted: false; reason: "no_editor" | "editor_gone" };

export interface ReplyBox {
  /** Puts text at the caret of the box the agent last used, if it is still box number `id`. */
  insert(text: string, id: number): FrameInsertOutcome;
  stop(): void;
}

type TextField = HTMLTextAreaElement | HTMLInputElement;
type Saved =
  | { field: TextField; start: number; end: number }
  | { host: HTMLElement; range: Range | undefined };

const TEXT_INPUTS = new Set(["text", "search", "email", "url", ""]);

const isTextField = (el: Element): el is TextField =>
  el.localName === "textarea" ||
  (el.localName === "input" && TEXT_INPUTS.has((el as HTMLInputElement).type.toLowerCase()));

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

/**
 * Watches for the agent's use of an editable element in `doc`; `onUsed` is told the box's number
 * when the agent starts using another one (or clicks the same one again), so the worker knows which
 * frame of the tab holds the last box used.
 */
export function watchReplyBox(doc: Document, onUsed: (id: number) => void): ReplyBox {
  let box: HTMLElement | undefined;
  let id = 0;
  let saved: Saved | undefined;

  /**
   * A click into a box always tells the worker: the agent may have used a box in another frame
   * meanwhile, which this frame cannot know. Typing tells it only when the box is new.
   */
  const use = (el: HTMLElement | undefined, always: boolean) => {
    if (!el || (el === box && !always)) return;
    if (el !== box) {
      saved = undefined;
      box = el;
      id++;
    }
    onUsed(id);
  };
  const targetOf = (event: Event) => event.composedPath()[0] ?? event.target;
  const onPointer = (event: Event) => {
    if (event.isTrusted) use(editableAt(targetOf(event)), true);
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
    ["keydown", onTyping],
    ["beforeinput", onTyping],
    ["focusout", onFocusOut],
  ];
  for (const [type, listener] of listeners)
    doc.addEventListener(type, listener as EventListener, { capture: true, passive: true });

  return {
    insert(text, named) {
      if (!box) return { inserted: false, reason: "no_editor" };
      // Another box chosen since, a box the page hid or removed, or one that will not take the
      // focus: the reply would land somewhere the agent did not choose, so it goes nowhere.
      if (named !== id || !stillEditable(box) || !takesFocus(box)) {
        box = undefined;
        return { inserted: false, reason: "editor_gone" };
      }
      return put(box, text, saved);
    },
    stop() {
      for (const [type, listener] of listeners)
        doc.removeEventListener(type, listener as EventListener, { capture: true });
      box = undefined;
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

/** Puts the text in `box`, which takesFocus has just focused. */
function put(box: HTMLElement, text: string, saved: Saved | undefined): FrameInsertOutcome {
  const doc = box.ownerDocument;
  if (isTextField(box)) {
    if (saved && "field" in saved && saved.field === box) box.setSelectionRange(saved.start, saved.end);
    if (!doc.execCommand("insertText", false, text)) {
      // A browser without insertText on fields: the value changes as typing would change it.
      box.setRangeText(
        text,
        box.selectionStart ?? box.value.length,
        box.selectionEnd ?? box.value.length,
        "end",
      );
      box.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }));
    }
    return { inserted: true, editor: "text_field" };
  }

  const selection = doc.getSelection();
  const inside = selection?.rangeCount && box.contains(selection.getRangeAt(0).commonAncestorContainer);
  if (!inside && selection) {
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
  const clipboardData = new DataTransfer();
  clipboardData.setData("text/plain", text);
  // Firefox's ClipboardEvent takes its data as dataType and data, and ignores clipboardData; Chrome
  // the other way round. Both are given, each browser reads its own.
  const init: ClipboardEventInit & { dataType: string; data: string } = {
    clipboardData,
    dataType: "text/plain",
    data: text,
    bubbles: true,
    cancelable: true,
    composed: true,
  };
  const paste = new ClipboardEvent("paste", init);
  // A browser that dropped the text would have the editor paste nothing over the agent's
  // selection: the browser's own typing command puts it in instead.
  if (paste.clipboardData?.getData("text/plain") !== text) {
    doc.execCommand("insertText", false, text);
    return { inserted: true, editor: "contenteditable" };
  }
  const anchor = selection?.anchorNode;
  const target =
    anchor && box.contains(anchor) ? (anchor instanceof Element ? anchor : anchor.parentElement) : box;
  (target ?? box).dispatchEvent(paste);
  // An editor that handles paste cancels the browser's own; a plain contenteditable does not.
  if (paste.defaultPrevented) return { inserted: true, editor: "rich_editor" };
  doc.execCommand("insertText", false, text);
  return { inserted: true, editor: "contenteditable" };
}
