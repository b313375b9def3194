import type { Say } from "@/lib/core/i18n/words";
import {
  type DetectionChange,
  type DetectionSettings,
  PATTERN_CHECK,
  passedCheck,
  patternsFor,
  type StoredPattern,
} from "./detection-settings";
import { buildMatcher } from "./patterns";
import { compileError, validateCodePattern } from "./validate-pattern";
import { detectionWordsInUse } from "./words";
import type en from "./words/en";

/** A pattern switched off by the check, for the notice in the options page. */
export interface SwitchedOff {
  pattern: string;
  reason: string;
}

/** How the agent typed a pattern: a prefix as is, a regular expression between slashes. */
export const patternText = (p: { kind: "prefix" | "regex"; value: string }) =>
  p.kind === "regex" ? `/${p.value}/` : p.value;

/**
 * Checks the patterns stored before this version of the linear-time check (or before there was
 * one), once: a pattern that passes is marked checked, one that fails is switched off with the
 * reason, never dropped, so the agent sees what changed and can fix it. Returns the settings unchanged when nothing needed a check, and each
 * result as the worker, which stores them, is told it. The reasons are in `say`'s language, and are
 * stored so.
 */
export function recheckStoredPatterns(
  settings: DetectionSettings,
  say: Say<typeof en> = detectionWordsInUse(),
): {
  settings: DetectionSettings;
  switchedOff: SwitchedOff[];
  changed: boolean;
  results: Extract<DetectionChange, { kind: "patternsChecked" }>["results"];
} {
  const switchedOff: SwitchedOff[] = [];
  const results: ReturnType<typeof recheckStoredPatterns>["results"] = [];
  let changed = false;
  const codePatterns = Object.fromEntries(
    Object.entries(settings.codePatterns).map(([profileId, patterns]) => [
      profileId,
      patterns.map((stored): StoredPattern => {
        if (passedCheck(stored.checked, stored.value)) return stored;
        changed = true;
        const pattern = { kind: stored.kind, value: stored.value };
        const check = validateCodePattern(patternText(stored), undefined, say);
        if (check.ok) {
          results.push({ profileId, pattern });
          return { ...stored, checked: PATTERN_CHECK };
        }
        switchedOff.push({ pattern: patternText(stored), reason: check.reason });
        results.push({ profileId, pattern, off: check.reason });
        return { ...stored, checked: PATTERN_CHECK, off: check.reason };
      }),
    ]),
  );
  return { settings: changed ? { ...settings, codePatterns } : settings, switchedOff, changed, results };
}

/**
 * The stored patterns the pages skip: each passed its check, yet the detector does not compile
 * with it beside the built-in ids and the profile's other patterns (one stored by an older version,
 * or an expression this browser reads differently). The content script and the worker leave such a
 * pattern out and run the rest; this names it, with the browser's reason, for the options page.
 */
export function patternsSkipped(
  settings: DetectionSettings,
  say: Say<typeof en> = detectionWordsInUse(),
): SwitchedOff[] {
  const skipped = new Map<string, SwitchedOff>();
  for (const profileId of Object.keys(settings.codePatterns)) {
    const codePatterns = patternsFor(settings, profileId);
    if (!codePatterns.length) continue;
    // The detector names its parts in order, emails among them when on: both ways are built.
    for (const emails of [false, true])
      for (const { pattern, error } of buildMatcher({ emails, codePatterns }).skipped ?? []) {
        const text = patternText(pattern);
        skipped.set(text, {
          pattern: text,
          reason: say("skippedEverywhere", { error: compileError(error) }),
        });
      }
  }
  return [...skipped.values()];
}
