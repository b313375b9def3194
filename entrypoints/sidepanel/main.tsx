import { render } from "preact";
import { LanguageProvider } from "@/components/use-words";
import { App } from "@/entrypoints/sidepanel/App";
import { mark } from "@/lib/core/platform/timeline";
import { speakLanguageInForce } from "@/lib/language";
import { FIRST_WORDS } from "./first-words";
import { beginOpening } from "./opening";
import "@/components/base.css";
import "@/entrypoints/sidepanel/sidepanel.css";

beginOpening();
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
