import { send } from "@/lib/core/contract/ask";
import { answerWorker } from "@/lib/core/contract/content-channel";
import { caretAt } from "@/lib/detection/caret.content";
import { loadDetectorConfig } from "@/lib/detection/config.content";
import { adoptHighlightStyle } from "@/lib/detection/highlight-style.content";
import { markAt } from "@/lib/detection/highlighter.content";
import { createLookupButton } from "@/lib/detection/lookup-button.content";
import { watchPage } from "@/lib/detection/page-watcher.content";
import { buildDetector } from "@/lib/detection/patterns";
import { hasOwnFocus } from "@/lib/insert-reply/focus.content";
import { loadPutText } from "@/lib/insert-reply/put-text-on-demand.content";
import { watchReplyBox } from "@/lib/insert-reply/reply-box.content";
import { startPageReports } from "@/lib/ticket/page-reports.content";

/** What the content script needs of WXT's context: to know when the extension went away. */
export interface ContentContext {
  onInvalidated(callback: () => void): void;
}

/**
 * The content script on a helpdesk page: detection and its marks, the Look up button, the reply box
 * the agent uses, and the worker's questions (the selection, Insert into reply).
 */
export async function startContentScript(ctx: ContentContext): Promise<void> {
  // The document's id, and the top frame's ticket, reach the worker before anything else of it;
  // its questions are answered from that moment on (as soon as a tab loads, the worker asks the top
  // frame which document it shows: one that did not answer yet would be taken for a page of no ticket).
  const reports = startPageReports(window);
  const { doc, sandboxed } = reports;

  // Insert into reply goes to the box the agent last clicked or typed in: the worker learns which
  // frame, document and box hold it (and whether this frame may hold the ticket's reply box: an
  // editor frame's body is editable), and asks that frame only.
  const replyBox = watchReplyBox(
    document,
    (box) => {
      const editor = document.designMode === "on" || Boolean(document.body?.isContentEditable);
      void send("reply.boxUsed", { doc, box, editor, sandboxed });
    },
    loadPutText,
  );

  // The keyboard command asks every frame; only the one the agent is typing or selecting in
  // answers (an empty selection included), so another frame cannot replace it.
  const stopAnswering = answerWorker({
    "selection.get": () =>
      hasOwnFocus(document) ? { text: String(getSelection() ?? "").slice(0, 1000) } : undefined,
    "page.where": () => ({ url: location.href, doc }),
    "page.report": ({ ticket }) => void reports.again(ticket),
    // Only into this document's box, and only the one the worker named: another document in this
    // frame, or another box chosen since, takes nothing.
    "reply.insert": ({ text, doc: named, box }) =>
      named === doc ? replyBox.insert(text, box) : { inserted: false, reason: "editor_gone" as const },
  });

  const detector = buildDetector(await loadDetectorConfig());
  const unstyle = [adoptHighlightStyle(document)];

  // The worker hears of tokens only (never page text), at most a few times a second; of the page's
  // route on each batch of its changes (history.pushState fires no event).
  const watcher = watchPage({
    root: document,
    detector,
    onTokensChanged: reports.tokens,
    onShadowRoot: (shadow) => unstyle.push(adoptHighlightStyle(shadow)),
    onBatch(removed) {
      reports.route();
      reports.removed(removed);
    },
  });

  // The kind the detector marked travels with the text: the panel never guesses it again.
  const button = createLookupButton(document, (token) => void send("lookup.request", { token }));
  // In the agent's language once the worker answers; English, the script's own, until then.
  void send("page.words", {}).then((reply) => reply.ok && button.word(reply.value));
  const onClick = (event: MouseEvent) => {
    // A page script's synthetic click must not place the button under the agent's cursor.
    if (!event.isTrusted) return;
    const caret = caretAt(document, event.clientX, event.clientY);
    const marked = caret && markAt(watcher.marks, caret.node, caret.offset);
    if (!marked) return button.hide();
    const range = document.createRange();
    range.setStart(marked.found.startNode, marked.found.startOffset);
    range.setEnd(marked.found.endNode, marked.found.endOffset);
    button.show(marked, range.getBoundingClientRect());
  };
  document.addEventListener("click", onClick, { capture: true, passive: true });

  ctx.onInvalidated(() => {
    watcher.stop();
    button.destroy();
    for (const remove of unstyle) remove();
    document.removeEventListener("click", onClick, { capture: true });
    stopAnswering();
    replyBox.stop();
    reports.stop();
  });
}
