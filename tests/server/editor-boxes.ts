import type { EDITORS } from "./helpdesk-server";

type EditorName = (typeof EDITORS)[number];

/**
 * Where an agent clicks to type a reply on each editor page: the frames to go through (their
 * selectors, outermost first) and, last, the element to click. Most pages' #reply is that element;
 * some editors keep it inside a frame of their own (TinyMCE, CKEditor 4) or behind a view that is
 * not editable (EasyMDE's CodeMirror 5).
 */
export const REPLY_CLICK: Record<EditorName, readonly string[]> = {
  prosemirror: ["#reply"],
  quill: ["#reply"],
  ckeditor: ["#reply"],
  lexical: ["#reply"],
  textarea: ["#reply"],
  contenteditable: ["#reply"],
  draftjs: ["#reply [contenteditable]"],
  quill1: ["#reply"],
  slate: ["#reply"],
  tiptap: ["#reply"],
  summernote: ["#reply .note-editable"],
  tinymce: ["#reply iframe", "body"],
  codemirror: ["#reply .cm-content"],
  easymde: ["#reply .CodeMirror-lines"],
  ckeditor4: ["#composer", "iframe.cke_wysiwyg_frame", "body"],
  quillshadow: ["#reply .ql-editor"],
  refusing: ["#reply"],
  asking: ["#reply"],
};

/** The editor pages whose editor takes no input path at all, or only through a dialog: nothing is inserted. */
export const REFUSING_EDITORS: readonly string[] = ["refusing", "asking?plain=refuse"];

/** How the agent guide's table of editors names each editor page. */
export const EDITOR_LABELS: Record<string, string> = {
  prosemirror: "ProseMirror",
  quill: "Quill 2",
  ckeditor: "CKEditor 5",
  lexical: "Lexical",
  textarea: "textarea",
  contenteditable: "plain contenteditable",
  draftjs: "Draft.js",
  quill1: "Quill 1",
  slate: "Slate",
  tiptap: "TipTap",
  summernote: "Summernote",
  tinymce: "TinyMCE (iframe)",
  codemirror: "CodeMirror 6",
  easymde: "EasyMDE (CodeMirror 5)",
  ckeditor4: "CKEditor 4, two frames deep",
  quillshadow: "Quill 2 in a shadow root",
  refusing: "refuses every input",
  asking: "asks before pasting HTML",
  "asking?plain=refuse": "asks before pasting HTML, takes no plain text",
};
