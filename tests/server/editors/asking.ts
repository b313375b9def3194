import { expose, labelReply, replyElement } from "./api";

/**
 * An editor that asks before pasting HTML: a paste that carries HTML opens a dialog ("Keep
 * formatting?") that takes the focus, and the text goes in only when the agent answers; a plain-text
 * paste goes straight in. With ?plain=refuse in the page's address it takes no plain-text paste nor
 * any other input either: only the dialog's answer would put text in. The browser's own editing
 * and undo otherwise (a contenteditable).
 */
const box = replyElement();
box.contentEditable = "true";
labelReply(box);
const refusesPlain = new URLSearchParams(location.search).get("plain") === "refuse";

let pending: { text: string; range: Range | undefined } | undefined;
const dialog = document.createElement("div");
dialog.setAttribute("role", "dialog");
dialog.setAttribute("aria-label", "Keep formatting?");
dialog.className = "editor-dialog";
dialog.style.cssText =
  "position: fixed; top: 30%; left: 40%; background: #fff; border: 1px solid #333; padding: 16px;";
dialog.hidden = true;
const keep = Object.assign(document.createElement("button"), {
  type: "button",
  textContent: "Keep formatting",
});
const cancel = Object.assign(document.createElement("button"), { type: "button", textContent: "Cancel" });
dialog.append("Keep the formatting of what you paste?", keep, cancel);
document.body.append(dialog);

const close = () => {
  dialog.hidden = true;
  pending = undefined;
};
keep.addEventListener("click", () => {
  const answer = pending;
  close();
  if (!answer) return;
  box.focus();
  if (answer.range) {
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(answer.range);
  }
  document.execCommand("insertText", false, answer.text);
});
cancel.addEventListener("click", close);
dialog.addEventListener("keydown", (event) => {
  if (event.key === "Escape") close();
});

box.addEventListener("paste", (event) => {
  event.preventDefault();
  const data = event.clipboardData;
  if (!data) return;
  if (data.types.includes("text/html")) {
    const selection = getSelection();
    pending = {
      text: data.getData("text/plain"),
      range: selection?.rangeCount ? selection.getRangeAt(0).cloneRange() : undefined,
    };
    dialog.hidden = false;
    keep.focus();
    return;
  }
  if (!refusesPlain) document.execCommand("insertText", false, data.getData("text/plain"));
});
if (refusesPlain) box.addEventListener("beforeinput", (event) => event.preventDefault());

expose({
  name: "asking",
  // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, lines and all
  text: () => box.innerText.replace(/\n$/, ""),
  undo: () => {
    box.focus();
    document.execCommand("undo");
  },
  setText: (text) => {
    // biome-ignore lint/performance/useDomNodeTextContent: innerText turns each "\n" into a <br>
    box.innerText = text;
  },
  selectRange: (from, to) => {
    box.focus();
    const text = box.firstChild;
    if (!(text instanceof Text)) return;
    const range = document.createRange();
    range.setStart(text, Math.min(from, text.length));
    range.setEnd(text, Math.min(to, text.length));
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  },
});
