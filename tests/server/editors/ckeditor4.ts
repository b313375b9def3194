import { expose, recordInputs, replyElement } from "./api";
import { htmlLines, paragraphsHtml, rangeIn } from "./blocks";

/**
 * CKEditor 4 (4.22.1, GPL/LGPL/MPL) two frames deep, as some helpdesks compose replies: the ticket
 * page holds the composer's frame (ckeditor4-frame.html), whose CKEditor keeps its editing body in
 * a frame of its own (about:blank). Its model: getData() and its undo manager. #reply holds the
 * composer's frame.
 */
interface CKEditor4 {
  status: string;
  getData(): string;
  execCommand(name: string): boolean;
  resetUndo(): void;
  focus(): void;
  on(event: string, listener: () => void): void;
  editable(): { $: HTMLElement; setHtml(html: string): void };
  document: { $: Document };
  window: { $: Window };
  getSelection(): { selectRanges(ranges: unknown[]): void };
  createRange(): {
    setStart(node: unknown, offset: number): void;
    setEnd(node: unknown, offset: number): void;
  };
}
interface CKEditor4Global {
  instances: Record<string, CKEditor4>;
  dom: { node: new (node: Node) => unknown };
}

const frame = document.createElement("iframe");
frame.id = "composer";
frame.title = "Reply composer";
// Relative: the composer stays in the helpdesk workspace the ticket page is in.
frame.src = "ckeditor4-frame.html";
frame.style.cssText = "width: 100%; height: 240px; border: 0;";
replyElement().append(frame);

function ready(): Promise<[CKEditor4, CKEditor4Global]> {
  return new Promise((done) => {
    const poll = () => {
      const global = (frame.contentWindow as (Window & { CKEDITOR?: CKEditor4Global }) | null)?.CKEDITOR;
      const editor = global?.instances["reply-source"];
      if (editor?.status === "ready") done([editor, global!]);
      else setTimeout(poll, 50);
    };
    poll();
  });
}

void ready().then(([editor, ckeditor]) => {
  recordInputs(editor.window.$);
  const body = () => editor.editable().$;

  expose({
    name: "ckeditor4",
    text: () => htmlLines(editor.getData()).join("\n"),
    undo: () => {
      editor.execCommand("undo");
    },
    setText: (text) => {
      // Into the editing body that is there: setData would write a new document into the frame.
      editor.editable().setHtml(paragraphsHtml(text));
      editor.resetUndo();
    },
    selectRange: (from, to) => {
      editor.focus();
      const dom = rangeIn(body(), from, to);
      const range = editor.createRange();
      range.setStart(new ckeditor.dom.node(dom.startContainer), dom.startOffset);
      range.setEnd(new ckeditor.dom.node(dom.endContainer), dom.endOffset);
      editor.getSelection().selectRanges([range]);
    },
  });
});
