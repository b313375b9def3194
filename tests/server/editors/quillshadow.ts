import "@lwc/synthetic-shadow";
import Quill from "quill";
import "quill/dist/quill.core.css";
import { expose, labelReply, replyElement } from "./api";

/**
 * Quill 2 inside a component's shadow root, as Salesforce Lightning renders its rich text editor:
 * the root is LWC's synthetic shadow (its polyfill patches the page's DOM APIs; the nodes stay in
 * the light DOM, which is what a content script sees). #reply is the component's host; the editable
 * inside it is Quill's .ql-editor.
 */
const host = replyElement();
const root = host.attachShadow({ mode: "open", "$$lwc-synthetic-mode": true } as ShadowRootInit);
// The page's style sheet reaches in: a synthetic root's nodes are the host's light DOM.
const mount = document.createElement("div");
root.append(mount);
const quill = new Quill(mount, { placeholder: "Write your reply…" });
labelReply(quill.root);

expose({
  name: "quillshadow",
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
