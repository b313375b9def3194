import jquery from "jquery";
import "summernote/dist/summernote-lite.css";
import "summernote/dist/summernote-lite.js";
import { expose, labelReply, replyElement } from "./api";
import { linesOf, paragraphsHtml, rangeIn } from "./blocks";

/**
 * Summernote 0.9 (its "lite" build: jQuery, no Bootstrap), no toolbar. Its model is the editable's
 * HTML (`summernote('code')`) and its own undo history. #reply holds the whole editor.
 */
declare global {
  interface JQuery {
    summernote(...args: unknown[]): JQuery;
  }
}
const $ = jquery;

const source = document.createElement("div");
replyElement().append(source);

$(source).summernote({ toolbar: [], placeholder: "Write your reply…", height: 140 });
const editable = replyElement().querySelector<HTMLElement>(".note-editable")!;
labelReply(editable);

expose({
  name: "summernote",
  text: () => linesOf(editable).join("\n"),
  undo: () => {
    $(source).summernote("undo");
  },
  setText: (text) => {
    $(source).summernote("code", paragraphsHtml(text));
    // The draft is where the editor starts: its history begins here.
    const context = $(source).data("summernote") as { modules: { editor: { history: { commit(): void } } } };
    context.modules.editor.history.commit();
  },
  selectRange: (from, to) => {
    editable.focus();
    const selection = getSelection()!;
    selection.removeAllRanges();
    selection.addRange(rangeIn(editable, from, to));
  },
});
