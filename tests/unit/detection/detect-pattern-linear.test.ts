import { isSafePattern } from "redos-detector";
import { describe, expect, it } from "vitest";
import { hostileTexts } from "@/lib/detection/hostile-text";
import { parsePattern } from "@/lib/detection/pattern-ast";
import { checkPatternSafety } from "@/lib/detection/pattern-safety";
import { buildDetector, type CodePattern, findTokens } from "@/lib/detection/patterns";
import { validateCodePattern } from "@/lib/detection/validate-pattern";
import { ACCEPTED_PATTERNS, REFUSED_PATTERNS } from "../../agent-patterns";
import { extraSteps, searchSteps, stepsPerCharacter, usable } from "../../regex-steps";
import { seededRandom } from "../helpers/seeded-random";

/**
 * The linear-time subset holds what it promises: for every pattern the syntax-tree check accepts,
 * the detector's search of a hostile text takes a number of steps within a linear bound, counted
 * (not timed) by a backtracking matcher, so the bound is exact on a busy machine; and the real
 * detector's time grows with the text no faster than linearly.
 */

const asPattern = (raw: string): CodePattern =>
  raw.startsWith("/") ? { kind: "regex", value: raw.slice(1, -1) } : { kind: "prefix", value: raw };

const accepts = (source: string) => {
  const tree = parsePattern(source);
  return !(tree instanceof Error) && checkPatternSafety(tree).ok;
};

const LITERALS = ["GIFT-", "GC", "X", "-", "AB", "v1", "_", "#", "Y", "CARD"];
const ATOMS = [
  "[a-z]",
  "[A-Z]",
  "[A-Z0-9]",
  "\\d",
  "[A-Z0-9-]",
  "[^a]",
  ".",
  "\\w",
  "[ -~]",
  "a",
  "-",
  "[a-z0-9_]",
];

/** Patterns of the shapes agents write: literals, runs of classes, optional parts, choices. */
function generatePatterns(count: number, seed: number): string[] {
  const { next, int, pick } = seededRandom(seed);
  const quantifier = () => {
    const roll = next();
    if (roll < 0.25) return "";
    if (roll < 0.4) return "?";
    if (roll < 0.6) return `{${int(1, 8)}}`;
    const min = int(0, 8);
    return `{${min},${int(min + 1, next() < 0.5 ? 12 : 64)}}`;
  };
  const piece = (depth: number): string => {
    const roll = next();
    if (roll < 0.3) return pick(LITERALS);
    if (roll < 0.85 || depth > 1) return pick(ATOMS) + quantifier();
    const branches = Array.from({ length: int(1, 3) }, () =>
      Array.from({ length: int(1, 3) }, () => piece(depth + 1)).join(""),
    );
    return `(?:${branches.join("|")})${next() < 0.5 ? quantifier() : ""}`;
  };
  const patterns = new Set<string>();
  while (patterns.size < count) {
    const source = Array.from({ length: int(1, 5) }, () => piece(0)).join("");
    if (source.length <= 200) patterns.add(source);
  }
  return [...patterns];
}

describe("agent patterns the check accepts run in linear time (generated patterns, counted steps)", () => {
  // PATTERN_SEED=n runs another set of patterns, as deterministic as this one.
  const generated = generatePatterns(400, Number(process.env.PATTERN_SEED ?? 29)).filter(usable);
  const accepted = generated.filter(accepts);

  it("generates patterns of both kinds: the property is not about an empty set", () => {
    expect(accepted.length).toBeGreaterThan(60);
    expect(generated.length - accepted.length).toBeGreaterThan(60);
  });

  it("every accepted pattern stays within the linear bound on 64- and 4,096-character hostile texts", () => {
    const over: string[] = [];
    for (const source of accepted) {
      const pattern: CodePattern = { kind: "regex", value: source };
      const texts = hostileTexts(pattern).slice(0, 12);
      for (const length of [64, 4096]) {
        const extra = extraSteps(pattern, texts, length);
        if (extra > stepsPerCharacter(pattern))
          over.push(`/${source}/: ${extra.toFixed(1)} steps a character at ${length}`);
      }
    }
    expect(over).toEqual([]);
  }, 240_000);

  it("the bound has teeth: the patterns that stalled a helpdesk tab, and relatives, go past it", () => {
    const stalling = [
      "X[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}Y",
      "GIFT-[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}",
      "[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}x",
      "[^a]{5,64}a",
      "[a-z]{1,64}x",
    ];
    for (const source of stalling) {
      const pattern: CodePattern = { kind: "regex", value: source };
      expect(accepts(source)).toBe(false);
      expect(extraSteps(pattern, hostileTexts(pattern).slice(0, 12), 512, 200_000)).toBeGreaterThan(
        stepsPerCharacter(pattern),
      );
    }
  }, 60_000);

  it("the real detector's time on hostile text grows no faster than the text, for every accepted pattern", () => {
    // Timed, so generous and patient: from 64 to 4,096 characters (64 times the text) the time may
    // grow 512 times; the fastest of five readings of each length, taken in turn; and a pattern over
    // that is timed again, twice: a busy moment slows one reading, a pattern that is not linear all.
    const timeOf = (detector: ReturnType<typeof buildDetector>, texts: string[]) => {
      const started = performance.now();
      for (let again = 0; again < 8; again++) for (const text of texts) findTokens(text, detector);
      return performance.now() - started;
    };
    const growth = (detector: ReturnType<typeof buildDetector>, short: string[], long: string[]) => {
      let fastestShort = Number.POSITIVE_INFINITY;
      let fastestLong = Number.POSITIVE_INFINITY;
      for (let reading = 0; reading < 5; reading++) {
        fastestShort = Math.min(fastestShort, timeOf(detector, short));
        fastestLong = Math.min(fastestLong, timeOf(detector, long));
      }
      // Below a millisecond the clock says little: such a pattern is fast either way.
      return fastestLong < 1 ? 0 : fastestLong / Math.max(fastestShort, 0.01);
    };
    const over: string[] = [];
    for (const source of [...accepted, ...ACCEPTED_PATTERNS.map((raw) => asPattern(raw).value)]) {
      const pattern: CodePattern = { kind: "regex", value: source };
      const detector = buildDetector({ emails: false, codePatterns: [pattern] });
      const texts = hostileTexts(pattern);
      const short = texts.map((make) => make(64));
      const long = texts.map((make) => make(4096));
      const readings = [growth(detector, short, long)];
      while (readings.length < 3 && readings.every((ratio) => ratio > 512))
        readings.push(growth(detector, short, long));
      if (readings.every((ratio) => ratio > 512)) over.push(`/${source}/: ${readings.join(", ")} times`);
    }
    expect(over).toEqual([]);
  }, 240_000);
});

describe("the refused and accepted tables, checked against a ReDoS checker (redos-detector)", () => {
  // The checker's score: how many ways a text can be matched at most. One run tries its lengths,
  // a few ways; the refused patterns of the review reach the checker's limit.
  const score = (source: string) => {
    const result = isSafePattern(`(?<![A-Za-z0-9_])(?:${source})(?![A-Za-z0-9_])`, {
      maxScore: 1_000_000,
      maxSteps: 20_000,
      timeout: Number.POSITIVE_INFINITY,
    });
    return result.score.infinite || result.error ? Number.POSITIVE_INFINITY : result.score.value;
  };

  it.each(ACCEPTED_PATTERNS.filter((raw) => raw.startsWith("/")))(
    "%s is accepted, and the checker agrees",
    (raw) => {
      expect(accepts(asPattern(raw).value)).toBe(true);
      expect(score(asPattern(raw).value)).toBeLessThanOrEqual(16);
    },
  );

  it.each(REFUSED_PATTERNS.slice(0, 7).map(([raw]) => raw))(
    "%s is refused, and the checker agrees",
    (raw) => {
      expect(accepts(asPattern(raw).value)).toBe(false);
      expect(score(asPattern(raw).value)).toBeGreaterThan(16);
    },
    30_000,
  );
});

describe("patterns whose one match can be longer than any ticket", () => {
  it("refuses nested fixed counts, which read on to the end of the text from each place", () => {
    // No backtracking at all: each "a" starts a match that reads every "a-" after it, as the
    // match would be 524,288 characters long, so the search is quadratic in the text.
    const source = "(?:(?:(?:a-){64}){64}){64}";
    const candidates = buildDetector({ emails: false, codePatterns: [{ kind: "regex", value: source }] })
      .candidates!.source;
    // Short texts: the step counter recurses once a character, and a deep stack fails on a loaded
    // machine. Four times the text takes over eight times the steps (a linear search: four).
    const [short, long] = [80, 320].map((pairs) =>
      searchSteps(candidates, `${"a-".repeat(pairs)}!`, 100_000_000),
    );
    expect(long! / short!).toBeGreaterThan(8);
    // Refused by its shape: the clock given never says slow.
    const check = validateCodePattern(`/${source}/`, () => 0);
    expect(check).toMatchObject({ ok: false });
    expect(!check.ok && check.reason).toMatch(/up to 524,288 characters.*at most 256 characters/);
  });
});

describe("a pattern the detector reads otherwise than the check", () => {
  it("refuses \\k<name>, a back-reference in the detector that keeps runs apart only in the check", () => {
    // The check reads k<vl0> as letters no run takes; the detector, which names its groups vl0, vl1…,
    // as a back-reference to a group that took part in no match: nothing. The runs then meet.
    const raw = "/Q\\k<vl0>[a-z]{1,64}\\k<vl0>[a-z]{1,64}\\k<vl0>[a-z]{1,64}\\k<vl0>[a-z]{1,32}Z/";
    const detector = buildDetector({
      emails: false,
      codePatterns: [{ kind: "regex", value: raw.slice(1, -1) }],
    });
    expect(findTokens("see QabcdZ here", detector).map((m) => m.text)).toEqual(["QabcdZ"]);
    // What the page runs, in steps: four runs splitting the text, the fourth power of its length.
    const runs = "Q[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}[a-z]{1,32}Z";
    const [short, long] = [32, 64].map((n) => searchSteps(runs, `Q${"a".repeat(n)}!`, 100_000_000));
    expect(long! / short!).toBeGreaterThan(10);
    const check = validateCodePattern(raw, () => 0);
    expect(check).toMatchObject({ ok: false });
    expect(!check.ok && check.reason).toMatch(/Back-references such as \\k<vl0> are not supported/);
  });
});
