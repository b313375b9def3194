import { hostileShapes } from "./hostile-text";
import { parsePattern } from "./pattern-ast";
import { checkPatternSafety } from "./pattern-safety";
import type { CodePattern } from "./patterns";
import { buildDetector, codePatternSource } from "./patterns";

export type PatternCheck = { ok: true; pattern: CodePattern } | { ok: false; reason: string };

/** How long a pattern may take on the test string before it is called too slow. */
const BUDGET_MS = 20;
/**
 * Readings of a run that looked slow, the first included: the fastest counts. A busy machine (a
 * garbage collection, another tab, a build) slows one reading; a pattern that backtracks, all.
 * Only a run near the budget is read again: one far over it is refused at once, so a pattern that
 * backtracks never holds the page three times as long.
 */
const SLOW_READINGS = 3;
const READ_AGAIN_BELOW_MS = BUDGET_MS * 5;

/**
 * Shapes that make backtracking-prone patterns blow up, besides those built from the pattern
 * itself. Lengths grow step by step and testing stops at the first slow step, so even an
 * exponential pattern costs at most a few slow steps, never a frozen tab.
 */
const SHAPES = ["a", "A1-", "x_", "0", " ", "aa.", "BF25-"];
// Growing by a quarter each step: between two steps a pattern's cost can rise only so much, so the
// step that crosses the budget is never far beyond it, whatever the pattern's growth rate.
const LENGTHS = Array.from({ length: 30 }, (_, i) => Math.round(8 * 1.25 ** i)).filter((n) => n <= 4096);

function timeOn(regex: RegExp, text: string, now: () => number): number {
  const start = now();
  regex.lastIndex = 0;
  for (let m = regex.exec(text), guard = 0; m && guard < 10_000; m = regex.exec(text), guard++) {
    if (m[0] === "") regex.lastIndex++;
  }
  return now() - start;
}

/**
 * Checks a code pattern an agent typed: it must compile, must be of the linear-time subset
 * (pattern-safety.ts), must not match the empty string, and, as a second line, the detector's
 * real expression (the pattern between the boundaries the page scan adds) must run over long
 * hostile strings, built from the pattern's own characters, within a small time bound.
 */
export function validateCodePattern(raw: string, now: () => number = () => performance.now()): PatternCheck {
  const input = raw.trim();
  if (!input)
    return {
      ok: false,
      reason: "Type a prefix such as BF25- or a regular expression such as /BF25-[A-Z0-9]{6}/",
    };
  if (input.length > 200) return { ok: false, reason: "Keep the pattern under 200 characters" };
  const isRegex = input.length > 2 && input.startsWith("/") && input.endsWith("/");
  const pattern: CodePattern = isRegex
    ? { kind: "regex", value: input.slice(1, -1) }
    : { kind: "prefix", value: input };
  if (!isRegex && /\s/.test(input)) return { ok: false, reason: "A prefix cannot contain spaces" };
  if (!isRegex && input.length < 2)
    return { ok: false, reason: "A prefix needs at least 2 characters, or every word would match" };

  let regex: RegExp;
  try {
    regex = new RegExp(codePatternSource(pattern), "g");
  } catch (error) {
    return { ok: false, reason: `This regular expression does not compile: ${(error as Error).message}` };
  }
  // Parsed once, for the safety check and the hostile texts.
  const tree = pattern.kind === "regex" ? parsePattern(pattern.value) : undefined;
  if (tree instanceof Error)
    return { ok: false, reason: `This regular expression does not compile: ${tree.message}` };
  if (tree) {
    const safety = checkPatternSafety(tree);
    if (!safety.ok) return safety;
  }
  if (new RegExp(`^(?:${regex.source})$`).test(""))
    return { ok: false, reason: "This pattern matches empty text, so it would mark everything" };

  // The expression the content script runs: boundaries around it force the backtracking a bare
  // pattern would skip.
  const wrapped = buildDetector({ emails: false, codePatterns: [pattern] }).regex;
  const shapes = [...new Set([...hostileShapes(pattern, tree), ...SHAPES])];
  const previous = new Map<string, number>();
  for (const length of LENGTHS) {
    for (const shape of shapes) {
      // Each followed by a word and a non-word character: the boundary after a code fails there.
      const text = `${shape.repeat(Math.ceil(length / shape.length)).slice(0, length)}a!`;
      // Refuse before a step that would freeze the page: a fast-growing cost is projected one step on.
      const before = previous.get(shape);
      const tooSlow = (took: number) => {
        const projected = before && before > 0.5 ? took * (took / before) : took;
        return took > BUDGET_MS || projected > BUDGET_MS * 10;
      };
      let took = timeOn(wrapped, text, now);
      for (let reading = 1; reading < SLOW_READINGS && tooSlow(took) && took < READ_AGAIN_BELOW_MS; reading++)
        took = Math.min(took, timeOn(wrapped, text, now));
      previous.set(shape, took);
      if (tooSlow(took)) {
        return {
          ok: false,
          reason: `This pattern is too slow (${Math.round(took)} ms on ${length} characters): nested repeats like (a+)+ backtrack catastrophically. Simplify it.`,
        };
      }
    }
  }
  return { ok: true, pattern };
}
