import { describe, expect, it } from "vitest";
import {
  type DetectionSettings,
  PATTERN_CHECK,
  patternsFor,
  patternsWaitingForCheck,
} from "@/lib/detection/detection-settings";
import { buildDetector } from "@/lib/detection/patterns";
import { patternsSkipped, recheckStoredPatterns } from "@/lib/detection/recheck-patterns";

/** Settings as 0.2 stored them: patterns without the mark of the linear-time check. */
const stored: DetectionSettings = {
  emails: false,
  autoCustomer: true,
  ownDomains: [],
  codePatterns: {
    p1: [
      { kind: "prefix", value: "BF25-" },
      { kind: "regex", value: "LT1-[A-Za-z0-9]{8}" },
      { kind: "regex", value: "GIFT-([A-Z0-9]+)+" },
    ],
  },
};

describe("code patterns stored before the linear-time check", () => {
  it("are checked once on load: a safe one is kept, an unsafe one switched off with the reason, none dropped", () => {
    const { settings, switchedOff, changed, results } = recheckStoredPatterns(stored);
    expect(changed).toBe(true);
    // What the worker, which stores them, is told: each pattern checked, with why one is off.
    expect(
      results.map(({ profileId, pattern, off }) => [profileId, pattern.value, off !== undefined]),
    ).toEqual([
      ["p1", "BF25-", false],
      ["p1", "LT1-[A-Za-z0-9]{8}", false],
      ["p1", "GIFT-([A-Z0-9]+)+", true],
    ]);
    expect(settings.codePatterns.p1).toEqual([
      { kind: "prefix", value: "BF25-", checked: PATTERN_CHECK },
      { kind: "regex", value: "LT1-[A-Za-z0-9]{8}", checked: PATTERN_CHECK },
      {
        kind: "regex",
        value: "GIFT-([A-Z0-9]+)+",
        checked: PATTERN_CHECK,
        off: expect.stringContaining("([A-Z0-9]+)+ repeats something that itself repeats"),
      },
    ]);
    expect(switchedOff).toEqual([
      { pattern: "/GIFT-([A-Z0-9]+)+/", reason: expect.stringContaining("[A-Z0-9]{1,32}") },
    ]);
    // Checked once: the next load changes nothing and says nothing.
    expect(recheckStoredPatterns(settings)).toEqual({
      settings,
      switchedOff: [],
      changed: false,
      results: [],
    });
  });

  it("run on pages only once checked, and never when switched off; prefixes are bounded by us and run", () => {
    expect(patternsFor(stored, "p1")).toEqual([{ kind: "prefix", value: "BF25-" }]);
    const { settings } = recheckStoredPatterns(stored);
    expect(patternsFor(settings, "p1")).toEqual([
      { kind: "prefix", value: "BF25-" },
      { kind: "regex", value: "LT1-[A-Za-z0-9]{8}" },
    ]);
  });

  it("are counted for the panel's hint until checked, then no longer", () => {
    expect(patternsWaitingForCheck(stored, "p1")).toBe(2);
    expect(patternsWaitingForCheck(recheckStoredPatterns(stored).settings, "p1")).toBe(0);
    expect(patternsWaitingForCheck(stored, "another-profile")).toBe(0);
  });
});

describe("code patterns stored by an older version that would stop the detector", () => {
  const builtIns = buildDetector({ codePatterns: [], emails: false }).kinds.length;
  // Second of the profile's patterns: the detector's part of that name when emails are off.
  const named = `(?<vl${builtIns + 1}>AB)[0-9]{4}`;
  // As 0.3 stored them: passed that version's check (2), which let named groups through.
  const older: DetectionSettings = {
    emails: true,
    autoCustomer: true,
    ownDomains: [],
    codePatterns: {
      p1: [
        { kind: "prefix", value: "BF25-", checked: 2 },
        { kind: "regex", value: named, checked: 2 },
        { kind: "regex", value: "GIFT-[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}", checked: 2 },
        { kind: "regex", value: "GC-[0-9]{4}", checked: 2 },
      ],
    },
  };

  it("are not run before the check, and are switched off by it with what to write instead", () => {
    expect(patternsFor(older, "p1")).toEqual([{ kind: "prefix", value: "BF25-" }]);
    const { settings, switchedOff } = recheckStoredPatterns(older);
    expect(switchedOff).toEqual([
      { pattern: `/${named}/`, reason: expect.stringContaining("write (?:AB) instead") },
      {
        pattern: "/GIFT-[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}/",
        reason: expect.stringContaining("one run, such as [A-Z0-9-]{2,49}"),
      },
    ]);
    expect(patternsFor(settings, "p1")).toEqual([
      { kind: "prefix", value: "BF25-" },
      { kind: "regex", value: "GC-[0-9]{4}" },
    ]);
    expect(patternsSkipped(settings)).toEqual([]);
  });

  it("are named as skipped when one passed the check yet the detector does not compile with it", () => {
    // Marked with this version's check all the same (a copy of the settings from elsewhere).
    const marked: DetectionSettings = {
      ...older,
      codePatterns: { p1: older.codePatterns.p1!.map((p) => ({ ...p, checked: PATTERN_CHECK })) },
    };
    expect(patternsSkipped(marked)).toEqual([
      {
        pattern: `/${named}/`,
        // The browser's reason, without the detector's whole expression.
        reason:
          "skipped on every page, as the detector does not compile with it (Duplicate capture group name). Remove it and add it again",
      },
    ]);
  });
});

describe("code patterns the previous check passed, which let look-arounds and (?i:…) through", () => {
  const lookAhead = "Q(?=Y)(?i:(?:[y]x|[Y]x){1,64})";
  const foldedRuns = "X(?i:[a-z]{1,64}[A-Z]{1,64}[a-z]{1,64}[A-Z]{1,64}[a-z]{1,64})";
  // As the version before this one stored them: all passed its check (3).
  const previous: DetectionSettings = {
    emails: false,
    autoCustomer: true,
    ownDomains: [],
    codePatterns: {
      p1: [
        { kind: "prefix", value: "BF25-", checked: 3 },
        { kind: "regex", value: lookAhead, checked: 3 },
        { kind: "regex", value: foldedRuns, checked: 3 },
        { kind: "regex", value: "LT1-[A-Za-z0-9]{8}", checked: 3 },
      ],
    },
  };

  it("never run one with a look-around or flags before this check; one with neither runs at once", () => {
    // What the worker gives the page scan: no parser needed to tell them apart.
    expect(patternsFor(previous, "p1")).toEqual([
      { kind: "prefix", value: "BF25-" },
      { kind: "regex", value: "LT1-[A-Za-z0-9]{8}" },
    ]);
    expect(patternsWaitingForCheck(previous, "p1")).toBe(2);
  });

  it("are switched off by the check, saying what to write instead", () => {
    const { settings, switchedOff, results } = recheckStoredPatterns(previous);
    // Only those waiting are checked again.
    expect(results.map((r) => r.pattern.value)).toEqual([lookAhead, foldedRuns]);
    expect(switchedOff).toEqual([
      {
        pattern: `/${lookAhead}/`,
        reason: expect.stringContaining("write what it checks as part of the code (…Y), or leave it out"),
      },
      { pattern: `/${foldedRuns}/`, reason: expect.stringContaining("such as [Bb][Ff]25 or [A-Za-z]") },
    ]);
    expect(patternsFor(settings, "p1")).toEqual([
      { kind: "prefix", value: "BF25-" },
      { kind: "regex", value: "LT1-[A-Za-z0-9]{8}" },
    ]);
    expect(patternsWaitingForCheck(settings, "p1")).toBe(0);
  });
});

describe("code patterns the check before this one passed, which let counted groups of groups through", () => {
  const nested = "(?:(?:(?:a-){64}){64}){64}";
  const counted = "(?:[A-Z]{3}-){2}[0-9]{4}";
  const namedReference = "Q\\k<vl0>[a-z]{1,64}\\k<vl0>[a-z]{1,32}Z";
  const previous: DetectionSettings = {
    emails: false,
    autoCustomer: true,
    ownDomains: [],
    codePatterns: {
      p1: [
        { kind: "regex", value: nested, checked: 4 },
        { kind: "regex", value: counted, checked: 4 },
        { kind: "regex", value: namedReference, checked: 4 },
        { kind: "regex", value: "LT1-[A-Za-z0-9]{8}", checked: 4 },
      ],
    },
  };

  it("never run one with a counted group or \\k< before this check; one with neither runs at once", () => {
    expect(patternsFor(previous, "p1")).toEqual([{ kind: "regex", value: "LT1-[A-Za-z0-9]{8}" }]);
    expect(patternsWaitingForCheck(previous, "p1")).toBe(3);
  });

  it("are checked again: a code of thousands of characters and \\k< are switched off, the rest run", () => {
    const { settings, switchedOff, results } = recheckStoredPatterns(previous);
    expect(results.map((r) => r.pattern.value)).toEqual([nested, counted, namedReference]);
    expect(switchedOff).toEqual([
      { pattern: `/${nested}/`, reason: expect.stringContaining("keep a code to at most 256 characters") },
      { pattern: `/${namedReference}/`, reason: expect.stringContaining("\\k<vl0>") },
    ]);
    expect(patternsFor(settings, "p1")).toEqual([
      { kind: "regex", value: counted },
      { kind: "regex", value: "LT1-[A-Za-z0-9]{8}" },
    ]);
    expect(patternsWaitingForCheck(settings, "p1")).toBe(0);
  });
});
