import { baseKeymap } from "prosemirror-commands";
import { history, redo, undo } from "prosemirror-history";
import { keymap } from "prosemirror-keymap";
import type { Node } from "prosemirror-model";
import { schema } from "prosemirror-schema-basic";
import { EditorState, TextSelection } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { expose, labelReply, locate, replyElement } from "./api";

/** ProseMirror with the basic schema, its history (Mod-z, Mod-y, Shift-Mod-z) and the base keymap. */
const plugins = [
  history(),
  keymap({ "Mod-z": undo, "Mod-y": redo, "Shift-Mod-z": redo }),
  keymap(baseKeymap),
];

const docOf = (text: string): Node =>
  schema.node(
    "doc",
    null,
    text.split("\n").map((line) => schema.node("paragraph", null, line ? [schema.text(line)] : [])),
  );

const view = new EditorView({ mount: replyElement() }, { state: EditorState.create({ schema, plugins }) });
labelReply(view.dom);

/** Where each paragraph's content starts in the document, and its length in characters. */
const blocks = (doc: Node) => {
  const found: { start: number; length: number }[] = [];
  doc.forEach((block, offset) => {
    found.push({ start: offset + 1, length: block.textContent.length });
  });
  return found;
};

expose({
  name: "prosemirror",
  text: () => view.state.doc.textBetween(0, view.state.doc.content.size, "\n"),
  undo: () => {
    undo(view.state, view.dispatch);
  },
  setText: (text) => {
    // A fresh state: the draft is where the editor starts, with an empty history.
    view.updateState(EditorState.create({ doc: docOf(text), plugins }));
  },
  selectRange: (from, to) => {
    const found = blocks(view.state.doc);
    const position = (offset: number) => {
      const at = locate(
        found.map((block) => block.length),
        offset,
      );
      return found[at.index]!.start + at.offset;
    };
    view.focus();
    const { tr, doc } = view.state;
    view.dispatch(tr.setSelection(TextSelection.create(doc, position(from), position(to))));
  },
});
