import Quill from "quill1";
import "quill1/dist/quill.core.css";
import { exposeQuill, labelReply, replyElement } from "./api";

/**
 * Quill 1 (1.3.7, the release many helpdesks still embed) with its core modules and no toolbar. A
 * paste goes through Quill 1's own clipboard container: it lets the browser paste there and reads
 * it a moment later. Its editable (.ql-editor) becomes #reply, as on the Quill 2 page.
 */
const container = replyElement();
const quill = new Quill(container, { placeholder: "Write your reply…" });
container.id = "reply-container";
quill.root.id = "reply";
labelReply(quill.root);

exposeQuill("quill1", quill);
