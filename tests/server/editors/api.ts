/**
 * What each editor page puts on `window.__editor`: the editor's own view of its text and its own
 * undo, so a test can tell whether text went in through the editor's input path (the document
 * model holds it, undo takes it back) or only into the DOM behind the editor's back.
 */
export interface EditorHandle {
  /** Which editor: "prosemirror", "quill", "ckeditor", "lexical", "textarea", "contenteditable". */
  name: string;
  /** The editor's own document model as plain text, one "\n" between paragraphs. */
  text(): string;
  /** The editor's own undo (its history plugin or command; the browser's for the plain fields). */
  undo(): void;
  /** Replaces the content through the editor's API, as a draft already there: not an undo step. */
  setText(text: string): void | Promise<void>;
  /** Focuses the editor and selects characters [from, to) of `text()`, through the editor's API. */
  selectRange(from: number, to: number): void;
}

declare global {
  interface Window {
    __editor?: EditorHandle;
    /**
     * The input events the page's editor was sent that no key or mouse of the agent made: each
     * synthetic paste (with the kinds of data it carried, as the page reads them), beforeinput, and
     * the browser's own typing command. Recorded in every document of the editor, read by the tests
     * to say which input path a reply took.
     */
    __inputs?: string[];
    /** How many times the page's Send button was clicked. */
    __sent?: number;
  }
}

/** The reply box every editor page has: the element the editor mounts on. */
export function replyElement(): HTMLElement {
  const element = document.getElementById("reply");
  if (!element) throw new Error("editor page without #reply");
  return element;
}

/**
 * Names the element an agent types into after the page's "Reply" heading, as helpdesks label their
 * reply box, and makes it a multi-line textbox where the editor did not say what it is.
 */
export function labelReply(editable: HTMLElement): void {
  editable.setAttribute("aria-labelledby", "reply-label");
  if (!editable.hasAttribute("role")) editable.setAttribute("role", "textbox");
  if (editable.getAttribute("role") === "textbox") editable.setAttribute("aria-multiline", "true");
}

export function expose(handle: EditorHandle): void {
  window.__editor = handle;
  document.documentElement.dataset.editorReady = handle.name;
}

/** What the Quill pages (Quill 1, Quill 2, Quill 2 in a shadow root) use of their editor's API. */
interface QuillLike {
  getText(): string;
  setText(text: string, source: "api"): unknown;
  setSelection(index: number, length: number, source: "api"): unknown;
  focus(): void;
  history: { undo(): void; clear(): void };
}

/** Exposes a Quill editor: its text less the trailing newline Quill always keeps, its own history. */
export function exposeQuill(name: string, quill: QuillLike): void {
  expose({
    name,
    text: () => quill.getText().replace(/\n$/, ""),
    undo: () => quill.history.undo(),
    setText: (text) => {
      quill.setText(text, "api");
      quill.history.clear();
    },
    selectRange: (from, to) => {
      quill.focus();
      quill.setSelection(from, to - from, "api");
    },
  });
}

/** Where character `offset` of paragraphs joined by "\n" falls: which paragraph, and where in it. */
export function locate(lengths: readonly number[], offset: number): { index: number; offset: number } {
  let start = 0;
  for (const [index, length] of lengths.entries()) {
    if (offset <= start + length) return { index, offset: Math.max(0, offset - start) };
    start += length + 1;
  }
  const last = Math.max(0, lengths.length - 1);
  return { index: last, offset: lengths[last] ?? 0 };
}

/**
 * Records in `window.__inputs` of the top page the input events that reach `win`'s document and
 * that the agent's own keys did not make: a paste (its data as the page sees it), a beforeinput.
 * An insertText input with no key pressed is the browser's typing command (execCommand).
 */
export function recordInputs(win: Window): void {
  window.__inputs ??= [];
  const log = window.__inputs;
  let keyed = false;
  win.addEventListener(
    "keydown",
    () => {
      keyed = true;
    },
    true,
  );
  win.addEventListener(
    "keyup",
    () =>
      setTimeout(() => {
        keyed = false;
      }),
    true,
  );
  win.addEventListener(
    "paste",
    (event) => {
      if (event.isTrusted) return;
      const types = [...(event.clipboardData?.types ?? [])];
      const data = event.clipboardData?.getData("text/plain") ? "" : ", empty";
      log.push(`paste (${types.includes("text/html") ? "HTML" : "plain text"}${data})`);
    },
    true,
  );
  win.addEventListener(
    "beforeinput",
    (event) => {
      if (!event.isTrusted) log.push(`beforeinput ${event.inputType}`);
    },
    true,
  );
  win.addEventListener(
    "input",
    (event) => {
      // An event of the frame's realm: not an instance of this page's InputEvent.
      if ((event as InputEvent).inputType === "insertText" && !keyed) log.push("insertText");
    },
    true,
  );
}
recordInputs(window);
