import { render } from "preact";
import { LanguageProvider } from "@/components/use-words";
import { App } from "@/entrypoints/sidepanel/App";
import { speakLanguageInForce } from "@/lib/language";
import { FIRST_WORDS } from "./first-words";
import "@/components/base.css";
import "@/entrypoints/sidepanel/sidepanel.css";

// Drawn once the language in force and the first view's words are loaded: never half in English.
void speakLanguageInForce(FIRST_WORDS).then(() =>
  render(
    <LanguageProvider>
      <App />
    </LanguageProvider>,
    document.getElementById("app")!,
  ),
);
