import { expose, replyElement } from "./api";

/** A plain <textarea>: the browser's own editing and undo. */
const field = replyElement();
if (!(field instanceof HTMLTextAreaElement)) throw new Error("#reply is not a textarea");

expose({
  name: "textarea",
  text: () => field.value,
  undo: () => {
    field.focus();
    document.execCommand("undo");
  },
  setText: (text) => {
    field.value = text;
  },
  selectRange: (from, to) => {
    field.focus();
    field.setSelectionRange(from, to);
  },
});
