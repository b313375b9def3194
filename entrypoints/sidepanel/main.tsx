import { render } from "preact";
import { LanguageProvider } from "@/components/use-words";
import { App } from "@/entrypoints/sidepanel/App";
import { mark } from "@/lib/core/platform/timeline";
import { speakLanguageInForce } from "@/lib/language";
import { readPendingLookupEarly } from "@/lib/lookup/index.sidepanel";
import { askSettingsInForceEarly } from "@/lib/policy/index.sidepanel";
import { FIRST_WORDS } from "./first-words";
import "@/components/base.css";
import "@/entrypoints/sidepanel/sidepanel.css";

// The timeline names each stage before an answer is painted (bench/panel.ts reads it).
mark("voucher-lens:panel:scripts");
// Asked beside the language, before the first render: the profile in force and a lookup waiting
// are on their way while the words load, not asked one after the other once the panel is drawn.
askSettingsInForceEarly();
readPendingLookupEarly();
// Drawn once the language in force and the first view's words are loaded: never half in English.
void speakLanguageInForce(FIRST_WORDS).then(() => {
  mark("voucher-lens:panel:words");
  render(
    <LanguageProvider>
      <App />
    </LanguageProvider>,
    document.getElementById("app")!,
  );
  mark("voucher-lens:panel:drawn");
});
