import { Editor } from "@tiptap/core";
import { EditorState, TextSelection } from "@tiptap/pm/state";
import StarterKit from "@tiptap/starter-kit";
import { expose, labelReply, locate, replyElement } from "./api";

/** TipTap (on ProseMirror) with its StarterKit, history included; its editable becomes #reply. */
const container = replyElement();
const editor = new Editor({ element: container, extensions: [StarterKit] });
container.id = "reply-container";
editor.view.dom.id = "reply";
labelReply(editor.view.dom);

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Where each paragraph's content starts in the document, and its length. */
const blocks = () => {
  const found: { start: number; length: number }[] = [];
  editor.state.doc.forEach((block, offset) => {
    found.push({ start: offset + 1, length: block.textContent.length });
  });
  return found;
};

expose({
  name: "tiptap",
  text: () => editor.getText({ blockSeparator: "\n" }),
  undo: () => {
    editor.commands.undo();
  },
  setText: (text) => {
    editor.commands.setContent(
      text
        .split("\n")
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(""),
      { emitUpdate: false },
    );
    // A fresh state with the same plugins: the draft is where the editor starts, nothing to undo.
    editor.view.updateState(
      EditorState.create({ doc: editor.state.doc, plugins: editor.state.plugins, schema: editor.schema }),
    );
  },
  selectRange: (from, to) => {
    const found = blocks();
    const position = (offset: number) => {
      const at = locate(
        found.map((block) => block.length),
        offset,
      );
      return found[at.index]!.start + at.offset;
    };
    editor.view.focus();
    const { tr, doc } = editor.state;
    editor.view.dispatch(tr.setSelection(TextSelection.create(doc, position(from), position(to))));
  },
});
