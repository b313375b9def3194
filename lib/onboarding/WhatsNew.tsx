import type { ReleaseNotes } from "@/lib/onboarding/release-notes";

export interface WhatsNewProps {
  notes: ReleaseNotes;
  onDismiss(): void;
}

/** One line after an update: the version's summary, its full notes one click away, and a way to dismiss it. */
export function WhatsNew({ notes, onDismiss }: WhatsNewProps) {
  return (
    <section class="whats-new" aria-label={`Updated to ${notes.version}`}>
      <p>
        <strong>Updated to {notes.version}:</strong> {notes.summary}
      </p>
      <details>
        <summary>What's new</summary>
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
      <button type="button" class="link" aria-label="Dismiss what's new" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}
