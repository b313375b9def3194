import { DecoupledEditor, Essentials, type ModelElement, Paragraph } from "ckeditor5";
import "ckeditor5/ckeditor5.css";
import { expose, labelReply, locate, replyElement } from "./api";

/**
 * CKEditor 5's decoupled editor, #reply its editable, with Essentials (clipboard, enter, typing,
 * undo, select all) and Paragraph. Its toolbar is not shown: the undo button's state would change
 * outside the reply box on every edit.
 */
DecoupledEditor.create(replyElement(), {
  licenseKey: "GPL",
  plugins: [Essentials, Paragraph],
  placeholder: "Write your reply…",
}).then(mount, (error: unknown) => {
  console.error("CKEditor did not start", error);
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const textOf = (block: ModelElement) =>
  Array.from(block.getChildren())
    .map((child) => (child.is("$text") || child.is("$textProxy") ? child.data : ""))
    .join("");

function mount(editor: DecoupledEditor): void {
  labelReply(editor.ui.getEditableElement()!);
  const paragraphs = (): ModelElement[] =>
    Array.from(editor.model.document.getRoot()!.getChildren()).filter((child): child is ModelElement =>
      child.is("element"),
    );

  expose({
    name: "ckeditor",
    text: () => paragraphs().map(textOf).join("\n"),
    undo: () => editor.execute("undo"),
    // setData's batch is not undoable: the draft is where the editor starts.
    setText: (text) =>
      editor.setData(
        text
          .split("\n")
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join(""),
      ),
    selectRange: (from, to) => {
      const blocks = paragraphs();
      const lengths = blocks.map((block) => textOf(block).length);
      editor.editing.view.focus();
      editor.model.change((writer) => {
        const position = (offset: number) => {
          const at = locate(lengths, offset);
          return writer.createPositionAt(blocks[at.index]!, at.offset);
        };
        writer.setSelection(writer.createRange(position(from), position(to)));
      });
    },
  });
}
