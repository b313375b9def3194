import { browser } from "wxt/browser";
import { caretAt } from "@/lib/detect/caret";
import { loadDetectorConfig } from "@/lib/detect/config";
import { HELPDESK_MATCHES } from "@/lib/detect/helpdesks";
import { adoptHighlightStyle } from "@/lib/detect/highlight-style";
import { markAt } from "@/lib/detect/highlighter";
import { createLookupButton } from "@/lib/detect/lookup-button";
import { type DetectedToken, watchPage } from "@/lib/detect/page-watcher";
import { buildDetector } from "@/lib/detect/patterns";

export default defineContentScript({
  matches: HELPDESK_MATCHES,
  allFrames: true,
  runAt: "document_idle",
  async main(ctx) {
    const detector = buildDetector(await loadDetectorConfig());
    const unstyle = [adoptHighlightStyle(document)];

    // The worker hears of tokens only (never page text), at most a few times a second.
    let reportTimer: ReturnType<typeof setTimeout> | undefined;
    const report = (tokens: DetectedToken[]) => {
      clearTimeout(reportTimer);
      reportTimer = setTimeout(() => {
        void browser.runtime
          .sendMessage({ type: "page.detected", tokens: tokens.slice(0, 500) })
          .catch(() => undefined);
      }, 250);
    };
    const watcher = watchPage({
      root: document,
      detector,
      onTokensChanged: report,
      onShadowRoot: (shadow) => unstyle.push(adoptHighlightStyle(shadow)),
    });

    const lookup = (text: string) =>
      void browser.runtime.sendMessage({ type: "lookup.request", query: text }).catch(() => undefined);
    const button = createLookupButton(document, lookup);
    const onClick = (event: MouseEvent) => {
      const caret = caretAt(document, event.clientX, event.clientY);
      const marked = caret && markAt(watcher.marks, caret.node, caret.offset);
      if (!marked) return button.hide();
      const range = document.createRange();
      range.setStart(marked.found.startNode, marked.found.startOffset);
      range.setEnd(marked.found.endNode, marked.found.endOffset);
      button.show(marked.found.text, range.getBoundingClientRect());
    };
    document.addEventListener("click", onClick, { capture: true, passive: true });

    // The keyboard command asks for the selection; only the extension itself may ask.
    const onMessage = (message: unknown, sender: { id?: string }) => {
      if (sender.id !== browser.runtime.id || (message as { type?: unknown })?.type !== "selection.get")
        return;
      return Promise.resolve(String(getSelection() ?? "").slice(0, 1000));
    };
    browser.runtime.onMessage.addListener(onMessage);

    ctx.onInvalidated(() => {
      watcher.stop();
      button.destroy();
      for (const remove of unstyle) remove();
      document.removeEventListener("click", onClick, { capture: true });
      browser.runtime.onMessage.removeListener(onMessage);
    });
  },
});
