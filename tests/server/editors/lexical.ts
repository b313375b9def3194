import { createEmptyHistoryState, registerHistory } from "@lexical/history";
import { HeadingNode, QuoteNode, registerRichText } from "@lexical/rich-text";
import {
  $createParagraphNode,
  $createRangeSelection,
  $createTextNode,
  $getRoot,
  $isElementNode,
  $isTextNode,
  $setSelection,
  CLEAR_HISTORY_COMMAND,
  createEditor,
  type ElementNode,
  type PointType,
  UNDO_COMMAND,
} from "lexical";
import { expose, labelReply, locate, replyElement } from "./api";

/** Lexical with its rich-text and history plugins, #reply its content-editable root. */
const root = replyElement();
root.contentEditable = "true";
labelReply(root);
const editor = createEditor({
  namespace: "reply",
  nodes: [HeadingNode, QuoteNode],
  onError: (error) => {
    throw error;
  },
});
editor.setRootElement(root);
registerRichText(editor);
registerHistory(editor, createEmptyHistoryState(), 300);

const blocks = (): ElementNode[] => $getRoot().getChildren().filter($isElementNode);

/** Sets `point` at character `offset` of `block`, on the text node that holds it. */
function placeAt(point: PointType, block: ElementNode, offset: number): void {
  let start = 0;
  for (const child of block.getChildren()) {
    if (!$isTextNode(child)) continue;
    const length = child.getTextContentSize();
    if (offset <= start + length) {
      point.set(child.getKey(), offset - start, "text");
      return;
    }
    start += length;
  }
  point.set(block.getKey(), block.getChildrenSize(), "element");
}

expose({
  name: "lexical",
  // One "\n" between paragraphs, as the other editors: the root's own getTextContent puts two.
  text: () =>
    editor.getEditorState().read(() =>
      blocks()
        .map((block) => block.getTextContent())
        .join("\n"),
    ),
  undo: () => {
    editor.dispatchCommand(UNDO_COMMAND, undefined);
  },
  setText: (text) => {
    editor.update(
      () => {
        const top = $getRoot().clear();
        for (const line of text.split("\n"))
          top.append($createParagraphNode().append(...(line ? [$createTextNode(line)] : [])));
      },
      { discrete: true },
    );
    // The draft is where the editor starts: nothing to undo.
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  },
  selectRange: (from, to) => {
    editor.update(
      () => {
        const found = blocks();
        const lengths = found.map((block) => block.getTextContentSize());
        const selection = $createRangeSelection();
        const start = locate(lengths, from);
        const end = locate(lengths, to);
        placeAt(selection.anchor, found[start.index]!, start.offset);
        placeAt(selection.focus, found[end.index]!, end.offset);
        $setSelection(selection);
      },
      { discrete: true },
    );
    editor.focus();
  },
});
