import EasyMDE from "easymde";
import "easymde/dist/easymde.min.css";
import { expose, replyElement } from "./api";

/**
 * EasyMDE, the Markdown editor some open-source helpdesks use, on CodeMirror 5: the agent clicks
 * its view (not editable); its input is a hidden textarea. #reply holds the whole editor.
 */
const source = document.createElement("textarea");
replyElement().append(source);
const editor = new EasyMDE({
  element: source,
  toolbar: false,
  status: false,
  spellChecker: false,
  autoDownloadFontAwesome: false,
  forceSync: false,
  inputStyle: "textarea",
});
const cm = editor.codemirror;

expose({
  name: "easymde",
  text: () => cm.getValue(),
  undo: () => cm.undo(),
  setText: (text) => {
    cm.setValue(text);
    cm.clearHistory();
  },
  selectRange: (from, to) => {
    cm.focus();
    cm.setSelection(cm.posFromIndex(from), cm.posFromIndex(to));
  },
});
