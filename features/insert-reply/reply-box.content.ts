/**
 * The reply box the agent last used in this frame, and putting a reply into it.
 *
 * Only the agent's own input picks the box: a trusted pointer press or key press inside an editable
 * element (a focus a page script moves with `element.focus()` is trusted too, so focus alone never
 * counts). Text goes in through the editor's own input path, so the helpdesk's editor state sees
 * it and its undo takes it back:
 * - rich editors (ProseMirror, Quill, CKEditor 5, Lexical…) take a paste event, which each turns into
 *   its own transaction, line breaks into paragraphs;
 * - a textarea, a text field or a plain contenteditable take `insertText`, the browser's own typing
 *   command, which keeps the browser's undo.
 * Nothing is ever sent: no key press, no form submission.
 */

export type InsertOutcome =
  | {
      inserted: true;
      editor: "text_field" | "rich_editor" | "contenteditable";
      /** the frame's host when it is not the ticket's */
      host?: string;
    }
  | { inserted: false; reason: "no_editor" | "editor_gone" | "other_ticket" };

export interface ReplyBox {
  /** Puts text at the caret of the box the agent last used, replacing a selection. */
  insert(text: string): InsertOutcome;
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
 * Watches for the agent's use of an editable element in `doc`; `onUsed` is called when the agent
 * starts using another one, so the worker knows which frame of the tab holds the last box used.
 */
export function watchReplyBox(doc: Document, onUsed: () => void): ReplyBox {
  let box: HTMLElement | undefined;
  /** The page the box was chosen on: a helpdesk that moves to another ticket keeps its editor element. */
  let chosenOn = "";
  let saved: Saved | undefined;
  let tabbing = false;
  // An email shown in a sandboxed or srcdoc frame is the customer's message, never the reply box.
  const frameMayHoldReply = !isMessageFrame(doc);

  /**
   * A click (or a Tab) into a box always tells the worker: the agent may have used a box in another
   * frame meanwhile, which this frame cannot know. Typing tells it only when the box is new.
   */
  const use = (el: HTMLElement | undefined, always: boolean) => {
    if (!el || !frameMayHoldReply || (el === box && !always)) return;
    if (el !== box) saved = undefined;
    box = el;
    chosenOn = doc.location?.href ?? "";
    onUsed();
  };
  const targetOf = (event: Event) => event.composedPath()[0] ?? event.target;
  const onPointer = (event: Event) => {
    if (event.isTrusted) use(editableAt(targetOf(event)), true);
  };
  // Tab moves focus: the element it lands on, in the focusin that follows, is the agent's choice.
  const onKey = (event: KeyboardEvent) => {
    if (event.isTrusted) tabbing = event.key === "Tab";
  };
  const onFocusIn = (event: Event) => {
    if (tabbing && event.isTrusted) use(editableAt(targetOf(event)), true);
    tabbing = false;
  };
  // Typing, pasting or deleting in a box: only the agent's editing fires a trusted beforeinput, so a
  // field the page focused with a script becomes the box only once the agent writes in it. In the
  // box already known, one containment check and nothing else.
  const onBeforeInput = (event: Event) => {
    if (!event.isTrusted || (box && event.target instanceof Node && box.contains(event.target))) return;
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
    ["keydown", onKey],
    ["focusin", onFocusIn],
    ["beforeinput", onBeforeInput],
    ["focusout", onFocusOut],
  ];
  for (const [type, listener] of listeners)
    doc.addEventListener(type, listener as EventListener, { capture: true, passive: true });

  return {
    insert(text) {
      if (!box) return { inserted: false, reason: "no_editor" };
      // Another ticket on the same page, a box the page hid or removed, or one that will not take
      // the focus: the reply would land somewhere the agent did not choose, so it goes nowhere.
      if ((doc.location?.href ?? "") !== chosenOn || !stillEditable(box) || !takesFocus(box)) {
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

/** A frame showing a message (sandboxed, or an about:srcdoc document not in design mode). */
function isMessageFrame(doc: Document): boolean {
  const view = doc.defaultView;
  if (!view || view === view.top) return false;
  return view.origin === "null" || (doc.location?.href === "about:srcdoc" && doc.designMode !== "on");
}

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
function put(box: HTMLElement, text: string, saved: Saved | undefined): InsertOutcome {
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
