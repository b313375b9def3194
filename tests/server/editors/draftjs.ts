import { ContentState, Editor, EditorState, SelectionState } from "draft-js";
import "draft-js/dist/Draft.css";
import { createElement, useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { expose, labelReply, locate, replyElement } from "./api";

/**
 * Draft.js (React 18): its EditorState is the model; undo is EditorState.undo. #reply holds the
 * editor; the element an agent types into is its contenteditable (.public-DraftEditor-content).
 */
let state = EditorState.createEmpty();
let update: (next: EditorState) => void = () => undefined;
let editor: Editor | null = null;

function Reply() {
  const [current, setCurrent] = useState(state);
  state = current;
  update = (next) => {
    state = next;
    flushSync(() => setCurrent(next));
  };
  return createElement(Editor, {
    ref: (instance: Editor | null) => {
      editor = instance;
    },
    editorState: current,
    onChange: (next: EditorState) => {
      state = next;
      setCurrent(next);
    },
    placeholder: "Write your reply…",
    ariaLabelledBy: "reply-label",
    ariaMultiline: true,
  });
}

flushSync(() => createRoot(replyElement()).render(createElement(Reply)));
const editable = replyElement().querySelector<HTMLElement>("[contenteditable]");
if (editable) labelReply(editable);

expose({
  name: "draftjs",
  text: () => state.getCurrentContent().getPlainText("\n"),
  undo: () => update(EditorState.undo(state)),
  setText: (text) => update(EditorState.createWithContent(ContentState.createFromText(text))),
  selectRange: (from, to) => {
    const blocks = state.getCurrentContent().getBlocksAsArray();
    const lengths = blocks.map((block) => block.getLength());
    const start = locate(lengths, from);
    const end = locate(lengths, to);
    const selection = SelectionState.createEmpty(blocks[start.index]!.getKey()).merge({
      anchorOffset: start.offset,
      focusKey: blocks[end.index]!.getKey(),
      focusOffset: end.offset,
      hasFocus: true,
    });
    editor?.focus();
    update(EditorState.forceSelection(state, selection));
  },
});
