import type { ComponentChildren } from "preact";
import { StatusMessage } from "@/components/StatusMessage";
import { useWords } from "@/components/use-words";
import { PreferencesForm } from "./PreferencesForm";
import { usePreferencesForm } from "./use-preferences";
import { preferencesWords } from "./words";

/** The options page's Display section: the settings other features show (children), then money and dates. */
export function PreferencesSection({ children }: { children?: ComponentChildren }) {
  const say = useWords(preferencesWords);
  const form = usePreferencesForm();
  return (
    <section aria-labelledby="display-heading">
      <h2 id="display-heading">{say("heading")}</h2>
      {children}
      <PreferencesForm initial={form.preferences} error={form.error} onSave={form.save} />
      <StatusMessage {...form.status} />
    </section>
  );
}
