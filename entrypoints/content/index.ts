import { startContentScript } from "@/entrypoints/content/main";

export default defineContentScript({
  // The helpdesks' agent workspaces (lib/detection/helpdesks.ts), which wxt.config.ts writes into
  // the manifest: kept out of the script itself, which never reads them.
  matches: [],
  allFrames: true,
  // Helpdesks write email bodies into about:srcdoc frames, and editors their editing frames into
  // about:blank ones: these take the verdict of the frame that made them. A frame with an editor
  // (designMode) is skipped by the scan like any editor.
  matchAboutBlank: true,
  runAt: "document_idle",
  main: startContentScript,
});
