import { type ApiError, apiSaid, invalidInput } from "@/lib/core/api/errors";
import { writerOf } from "@/lib/core/store/writes.worker";
import { whileProfileExists } from "@/lib/profiles/index.worker";
import {
  type DetectionChange,
  type DetectionSettings,
  detectionItem,
  PATTERN_CHECK,
  type StoredPattern,
} from "./detection-settings";

/** The worker's side of the detection settings: it alone writes them, one change at a time. */

const samePattern = (a: { kind: string; value: string }, b: { kind: string; value: string }) =>
  a.kind === b.kind && a.value === b.value;

/** The settings with one change made; the same object when the change changes nothing. */
function withChange(now: DetectionSettings, change: DetectionChange): DetectionSettings {
  switch (change.kind) {
    case "emails":
      return now.emails === change.on ? now : { ...now, emails: change.on };
    case "autoCustomer":
      return now.autoCustomer === change.on ? now : { ...now, autoCustomer: change.on };
    case "ownDomains":
      return { ...now, ownDomains: change.domains };
    case "addPattern": {
      const current = now.codePatterns[change.profileId] ?? [];
      if (current.some((p) => samePattern(p, change.pattern))) return now;
      const added: StoredPattern = { ...change.pattern, checked: PATTERN_CHECK };
      return { ...now, codePatterns: { ...now.codePatterns, [change.profileId]: [...current, added] } };
    }
    case "removePattern": {
      const current = now.codePatterns[change.profileId];
      if (!current?.some((p) => samePattern(p, change.pattern))) return now;
      const kept = current.filter((p) => !samePattern(p, change.pattern));
      return { ...now, codePatterns: { ...now.codePatterns, [change.profileId]: kept } };
    }
    case "patternsChecked": {
      let changed = false;
      const codePatterns = { ...now.codePatterns };
      for (const { profileId, pattern, off } of change.results) {
        const current = codePatterns[profileId];
        if (!current) continue;
        codePatterns[profileId] = current.map((stored): StoredPattern => {
          // Only a pattern still waiting: one checked meanwhile keeps its own result.
          if (stored.checked === PATTERN_CHECK || !samePattern(stored, pattern)) return stored;
          changed = true;
          return { ...stored, checked: PATTERN_CHECK, ...(off ? { off } : {}) };
        });
      }
      return changed ? { ...now, codePatterns } : now;
    }
  }
}

/**
 * Makes one change the options page asked for, to the settings as stored now. A pattern for a
 * profile deleted meanwhile is refused: the delete forgot that profile's patterns for good.
 */
export async function changeDetection(
  change: DetectionChange,
): Promise<{ ok: true; settings: DetectionSettings } | { ok: false; error: ApiError }> {
  if (change.kind !== "addPattern")
    return { ok: true, settings: await writerOf(detectionItem).update((now) => withChange(now, change)) };
  let settings: DetectionSettings | undefined;
  const added = await whileProfileExists(change.profileId, async () => {
    settings = await writerOf(detectionItem).update((now) => withChange(now, change));
  });
  return added && settings
    ? { ok: true, settings }
    : {
        ok: false,
        error: invalidInput(
          "profile",
          "This profile was deleted meanwhile",
          apiSaid("profileDeletedMeanwhile"),
        ),
      };
}

/** What an unlocked policy sets once, and a locked one holds: the stored email switch. */
export async function setEmailsFromPolicy(emails: boolean): Promise<void> {
  await writerOf(detectionItem).update((now) => withChange(now, { kind: "emails", on: emails }));
}

/** Forgets a deleted profile's code patterns; the email switch is the browser's, and stays. */
export async function forgetPatterns(profileId: string): Promise<void> {
  await writerOf(detectionItem).update((now) => {
    if (!(profileId in now.codePatterns)) return now;
    const { [profileId]: _forgotten, ...rest } = now.codePatterns;
    return { ...now, codePatterns: rest };
  });
}
