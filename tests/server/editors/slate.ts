import { createElement, useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { createEditor, type Descendant, Node, Transforms } from "slate";
import { withHistory } from "slate-history";
import { Editable, ReactEditor, Slate, withReact } from "slate-react";
import { expose, locate, replyElement } from "./api";

/** Slate with slate-react and slate-history: `editor.children` is the model; #reply is its Editable. */
const editor = withHistory(withReact(createEditor()));
const paragraphs = (text: string): Descendant[] =>
  text.split("\n").map((line) => ({ type: "paragraph", children: [{ text: line }] }) as Descendant);

function Reply() {
  const [initial] = useState(() => paragraphs(""));
  return createElement(Slate, {
    editor,
    initialValue: initial,
    children: createElement(Editable, {
      id: "reply",
      "aria-labelledby": "reply-label",
      "aria-multiline": true,
      placeholder: "Write your reply…",
      style: { minHeight: 100 },
    }),
  });
}

const container = replyElement();
container.id = "reply-container";
flushSync(() => createRoot(container).render(createElement(Reply)));

expose({
  name: "slate",
  text: () => editor.children.map((block) => Node.string(block)).join("\n"),
  undo: () => editor.undo(),
  setText: (text) => {
    Transforms.deselect(editor);
    editor.children = paragraphs(text);
    editor.history = { undos: [], redos: [] };
    editor.onChange();
  },
  selectRange: (from, to) => {
    const lengths = editor.children.map((block) => Node.string(block).length);
    const point = (offset: number) => {
      const at = locate(lengths, offset);
      return { path: [at.index, 0], offset: at.offset };
    };
    ReactEditor.focus(editor);
    Transforms.select(editor, { anchor: point(from), focus: point(to) });
  },
});
