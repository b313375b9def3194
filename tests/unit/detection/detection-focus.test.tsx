// Where the keyboard goes when a code pattern is removed: its Remove button goes with it, and the
// agent's place must not fall back to the start of the page.

import { act, fireEvent, render, screen } from "@testing-library/preact";
import { useState } from "preact/hooks";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { DetectionSettings } from "@/lib/detection/DetectionSettings";
import type { StoredPattern } from "@/lib/detection/detection-settings";

const PATTERNS: StoredPattern[] = [
  { kind: "prefix", value: "BF25-" },
  { kind: "prefix", value: "GIFT-" },
  { kind: "regex", value: "LT1-[A-Z0-9]{8}" },
];

/** The settings as the options page holds them: a removal comes back as the list without it. */
function Settings({ initial }: { initial: StoredPattern[] }) {
  const [patterns, setPatterns] = useState(initial);
  return (
    <LanguageProvider>
      <DetectionSettings
        profileName="Acme EU"
        emails={false}
        patterns={patterns}
        onEmailsChange={() => undefined}
        onAddPattern={() => undefined}
        onRemovePattern={(index) =>
          // The worker saves it, and the stored list comes back a moment later.
          setTimeout(() => setPatterns((now) => now.filter((_, i) => i !== index)))
        }
      />
    </LanguageProvider>
  );
}

async function remove(name: string) {
  const button = screen.getByRole("button", { name });
  button.focus();
  fireEvent.click(button);
  await act(() => new Promise((done) => setTimeout(done, 10)));
}

describe("removing a code pattern", () => {
  it("leaves the keyboard on the next pattern's Remove", async () => {
    render(<Settings initial={PATTERNS} />);
    await remove("Remove pattern GIFT-…");
    expect(screen.queryByRole("button", { name: "Remove pattern GIFT-…" })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Remove pattern /LT1-[A-Z0-9]{8}/" }),
    );
  });

  it("leaves it on the one before when the last was removed, and on the pattern field when none is left", async () => {
    render(<Settings initial={PATTERNS.slice(0, 2)} />);
    await remove("Remove pattern GIFT-…");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove pattern BF25-…" }));
    await remove("Remove pattern BF25-…");
    expect(document.activeElement).toBe(screen.getByLabelText("Code pattern"));
  });
});
