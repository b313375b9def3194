import Quill from "quill";
import "quill/dist/quill.core.css";
import { exposeQuill, labelReply, replyElement } from "./api";

/**
 * Quill 2 inside a component's shadow root, as Salesforce Lightning holds its rich text editor:
 * #reply is the component's host; the editable inside its open shadow root is Quill's .ql-editor.
 * (A real shadow root: LWC's synthetic one keeps its nodes in the light DOM, which is what a content
 * script then sees, an easier case than this.) The page's style sheet for Quill is linked inside it.
 */
const host = replyElement();
const root = host.attachShadow({ mode: "open" });
const style = Object.assign(document.createElement("link"), {
  rel: "stylesheet",
  href: "/editors/quillshadow.css",
});
const mount = document.createElement("div");
root.append(style, mount);
const quill = new Quill(mount, { placeholder: "Write your reply…" });
labelReply(quill.root);

exposeQuill("quillshadow", quill);
