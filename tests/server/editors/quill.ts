import Quill from "quill";
import "quill/dist/quill.core.css";
import { exposeQuill, labelReply, replyElement } from "./api";

/**
 * Quill 2 with its core modules (keyboard, clipboard, history) and no toolbar. Quill builds its own
 * editable (.ql-editor) inside the element it is given: that editable becomes #reply, so every
 * editor page's #reply is the element an agent types into.
 */
const container = replyElement();
const quill = new Quill(container, { placeholder: "Write your reply…" });
container.id = "reply-container";
quill.root.id = "reply";
labelReply(quill.root);

exposeQuill("quill", quill);
