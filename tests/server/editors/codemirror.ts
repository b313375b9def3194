import { defaultKeymap, history, historyKeymap, undo } from "@codemirror/commands";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { expose, labelReply, replyElement } from "./api";

/**
 * CodeMirror 6 with its history and default keymaps: the agent types into its view's content
 * element (.cm-content, contenteditable); its cursor and selection layers beside it change with
 * the selection, so #reply holds the whole view. The text lives in its state (state.doc).
 */
const extensions = [history(), keymap.of([...defaultKeymap, ...historyKeymap]), EditorView.lineWrapping];
const parent = replyElement();
const view = new EditorView({ parent, state: EditorState.create({ extensions }) });
labelReply(view.contentDOM);

expose({
  name: "codemirror",
  text: () => view.state.doc.toString(),
  undo: () => {
    undo(view);
  },
  setText: (text) => view.setState(EditorState.create({ doc: text, extensions })),
  selectRange: (from, to) => {
    view.focus();
    view.dispatch({ selection: { anchor: from, head: to } });
  },
});
