import type { ComponentChildren } from "preact";
import { StatusMessage } from "@/components/StatusMessage";
import { PreferencesForm } from "./PreferencesForm";
import { usePreferencesForm } from "./use-preferences";

/** The options page's Display section: the settings other features show (children), then money and dates. */
export function PreferencesSection({ children }: { children?: ComponentChildren }) {
  const form = usePreferencesForm();
  return (
    <section aria-labelledby="display-heading">
      <h2 id="display-heading">Display</h2>
      {children}
      <PreferencesForm initial={form.preferences} error={form.error} onSave={form.save} />
      <StatusMessage {...form.status} />
    </section>
  );
}
