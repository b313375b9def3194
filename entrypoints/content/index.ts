import { startContentScript } from "@/entrypoints/content/main";
import { HELPDESK_MATCHES } from "@/lib/detection/helpdesks";

export default defineContentScript({
  matches: HELPDESK_MATCHES,
  allFrames: true,
  // Helpdesks write email bodies into about:srcdoc frames; a frame with an editor (designMode) is
  // skipped by the scan like any editor.
  matchAboutBlank: true,
  runAt: "document_idle",
  main: startContentScript,
});
