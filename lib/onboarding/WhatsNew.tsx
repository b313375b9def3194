import { useWords } from "@/components/use-words";
import type { ReleaseNotes } from "@/lib/onboarding/release-notes";
import { onboardingWords } from "./words";

export interface WhatsNewProps {
  notes: ReleaseNotes;
  onDismiss(): void;
}

/**
 * One line after an update: the version's summary, its full notes one click away, and a way to
 * dismiss it. The notes are the changelog's, in English; the frame around them is the agent's language.
 */
export function WhatsNew({ notes, onDismiss }: WhatsNewProps) {
  const say = useWords(onboardingWords);
  return (
    <section class="whats-new" aria-label={say("updatedTo", { version: notes.version })}>
      <p>
        <strong>{say("updatedToSummary", { version: notes.version })}</strong> {notes.summary}
      </p>
      <details>
        <summary>{say("whatsNew")}</summary>
        {notes.groups.map((group) => (
          <div key={group.title}>
            <h2 class="group-title">{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </details>
      <button type="button" class="link" aria-label={say("dismissWhatsNew")} onClick={onDismiss}>
        {say("dismiss")}
      </button>
    </section>
  );
}
