import tinymce, { type Editor } from "tinymce";
import "tinymce/models/dom";
import "tinymce/themes/silver";
import "tinymce/icons/default";
import "tinymce/skins/ui/oxide/skin.js";
import "tinymce/skins/ui/oxide/content.js";
import "tinymce/skins/content/default/content.js";
import { expose, recordInputs, replyElement } from "./api";
import { linesOf, paragraphsHtml, rangeIn } from "./blocks";

/**
 * TinyMCE 8 (GPL, its licence key "gpl") in iframe mode, as helpdesks embed it: its editing body is
 * in a frame of its own (srcdoc in Chromium). No menu, toolbar or status bar. Its model: the body's
 * content (getContent) and its undo manager. #reply holds the whole editor.
 */
const source = document.createElement("textarea");
source.id = "reply-source";
replyElement().append(source);

tinymce
  .init({
    target: source,
    license_key: "gpl",
    skin_url: "default",
    content_css: "default",
    menubar: false,
    toolbar: false,
    statusbar: false,
    promotion: false,
    branding: false,
    height: 200,
    iframe_aria_text: "Reply",
  })
  .then(([editor]) => {
    if (editor) mount(editor);
  });

function mount(editor: Editor): void {
  const body = () => editor.getBody();
  recordInputs(editor.getWin());
  expose({
    name: "tinymce",
    text: () => linesOf(body()).join("\n"),
    undo: () => editor.undoManager.undo(),
    setText: (text) => {
      editor.setContent(paragraphsHtml(text));
      editor.undoManager.clear();
      editor.undoManager.add();
    },
    selectRange: (from, to) => {
      editor.focus();
      editor.selection.setRng(rangeIn(body(), from, to));
    },
  });
}
