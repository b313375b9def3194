import { render } from "preact";
import { LanguageProvider } from "@/components/use-words";
import { App } from "@/entrypoints/popup/App";
import { speakLanguageInForce } from "@/lib/language";
import { FIRST_WORDS } from "./first-words";
import "@/components/base.css";
import "@/entrypoints/popup/popup.css";

// Drawn once the language in force and its words are loaded: never half in English.
void speakLanguageInForce(FIRST_WORDS).then(() =>
  render(
    <LanguageProvider>
      <App />
    </LanguageProvider>,
    document.getElementById("app")!,
  ),
);
