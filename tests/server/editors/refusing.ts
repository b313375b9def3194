import { expose, labelReply, replyElement } from "./api";

/**
 * An editor that refuses every input path: it cancels beforeinput, paste and drop, and puts back
 * whatever reaches its DOM some other way. Its model is its own text, which nothing but its API
 * changes. Insert into reply must say it did not take the text, and copy it.
 */
const box = replyElement();
box.contentEditable = "true";
labelReply(box);
let model = "";

const render = () => {
  observer.disconnect();
  box.replaceChildren(
    ...model.split("\n").map((line) => Object.assign(document.createElement("p"), { textContent: line })),
  );
  observer.observe(box, { childList: true, subtree: true, characterData: true });
};
const observer = new MutationObserver(render);
for (const type of ["beforeinput", "paste", "drop"])
  box.addEventListener(type, (event) => event.preventDefault());
render();

expose({
  name: "refusing",
  text: () => model,
  undo: () => undefined,
  setText: (text) => {
    model = text;
    render();
  },
  selectRange: (from, to) => {
    box.focus();
    const text = box.firstChild?.firstChild;
    if (!text) return;
    const range = document.createRange();
    range.setStart(text, Math.min(from, text.textContent?.length ?? 0));
    range.setEnd(text, Math.min(to, text.textContent?.length ?? 0));
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  },
});
