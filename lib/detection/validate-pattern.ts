import type { AST } from "@eslint-community/regexpp";
import type { Say } from "@/lib/core/i18n/words";
import { type HostileText, hostileTexts } from "./hostile-text";
import { parsePattern, visit } from "./pattern-ast";
import { checkPatternSafety } from "./pattern-safety";
import type { CodePattern } from "./patterns";
import { buildDetector, codePatternSource } from "./patterns";
import { detectionWordsInUse } from "./words";
import type en from "./words/en";

export type PatternCheck = { ok: true; pattern: CodePattern } | { ok: false; reason: string };

/** How long a pattern may take on the test string before it is called too slow. */
const BUDGET_MS = 20;
/**
 * Readings of a run that looked slow, the first included: the fastest counts. A busy machine (a
 * garbage collection, another tab, a build) slows one reading; a pattern that backtracks, all.
 * Only a run near the budget is read again: one far over it is refused at once, so a pattern that
 * backtracks never holds the page three times as long. Except when it cannot be the pattern: a
 * run far over the budget right after a near-instant run of the same text a quarter shorter (or on
 * a first text that is short) is the machine stalling, as no pattern the safety check lets through
 * grows that fast; it counts as the second reading. A first text can be long (the lead a repeat
 * needs, up to the longest match a pattern may have): a run on it far over is refused at once.
 */
const SLOW_READINGS = 3;
const READ_AGAIN_BELOW_MS = BUDGET_MS * 5;
const NEAR_INSTANT_MS = 1;
const SHORT_TEXT = 64;

/**
 * Shapes that make backtracking-prone patterns blow up, besides the texts built from the pattern
 * itself (hostile-text.ts), each repeated and ended by a word and a non-word character. Lengths
 * grow step by step and testing stops at the first slow step, so even an exponential pattern costs
 * at most a few slow steps, never a frozen tab.
 */
const SHAPES = ["a", "A1-", "x_", "0", " ", "aa.", "BF25-"];
const repeated =
  (shape: string): HostileText =>
  (length) =>
    `${shape.repeat(Math.ceil(length / shape.length)).slice(0, length)}a!`;
// Growing by a quarter each step: between two steps a pattern's cost can rise only so much, so the
// step that crosses the budget is never far beyond it, whatever the pattern's growth rate.
export const LENGTHS = Array.from({ length: 30 }, (_, i) => Math.round(8 * 1.25 ** i)).filter(
  (n) => n <= 4096,
);

function timeOn(regexes: RegExp[], text: string, now: () => number): number {
  const start = now();
  for (const regex of regexes) {
    regex.lastIndex = 0;
    for (let m = regex.exec(text), guard = 0; m && guard < 10_000; m = regex.exec(text), guard++) {
      if (m[0] === "") regex.lastIndex++;
    }
  }
  return now() - start;
}

/** What the browser says of an expression that does not compile, without the expression itself. */
export const compileError = (message: string) =>
  message.replace(/^(?:SyntaxError: )?Invalid regular expression: \/.*\/[a-z]*: /s, "");

/**
 * The pattern with its plain groups made non-capturing: "(GC|GV)" becomes "(?:GC|GV)". Exact, as
 * back-references (the only way a pattern could see what a group captured) are refused; and the
 * detector's own named groups are then the only groups a match has.
 */
function withoutCaptures(source: string, tree: AST.Pattern): string {
  const opens: number[] = [];
  visit(tree, (node) => {
    if (node.type === "CapturingGroup") opens.push(node.start);
  });
  let out = source;
  for (const at of opens.sort((a, b) => b - a)) out = `${out.slice(0, at + 1)}?:${out.slice(at + 1)}`;
  return out;
}

/**
 * Checks a code pattern an agent typed, or one stored or set by a policy before this check: it
 * must compile, must be of the linear-time subset (pattern-safety.ts), must not match the empty
 * string, must compile inside the detector beside the built-in ids, and, as a second line, the
 * detector's real expressions (the pattern between the boundaries the page scan adds, and bare, as
 * the page's first read runs it) must run over long hostile texts, built from the pattern's own
 * structure (hostile-text.ts), within a small time bound. The pattern given back has its plain
 * groups made non-capturing. The reason a pattern is refused is in `say`'s language.
 */
export function validateCodePattern(
  raw: string,
  now: () => number = () => performance.now(),
  say: Say<typeof en> = detectionWordsInUse(),
): PatternCheck {
  const input = raw.trim();
  if (!input) return { ok: false, reason: say("patternEmpty", { example: "/BF25-[A-Z0-9]{6}/" }) };
  if (input.length > 200) return { ok: false, reason: say("patternTooLong") };
  const isRegex = input.length > 2 && input.startsWith("/") && input.endsWith("/");
  let pattern: CodePattern = isRegex
    ? { kind: "regex", value: input.slice(1, -1) }
    : { kind: "prefix", value: input };
  if (!isRegex && /\s/.test(input)) return { ok: false, reason: say("prefixSpaces") };
  if (!isRegex && input.length < 2) return { ok: false, reason: say("prefixTooShort") };

  let regex: RegExp;
  try {
    regex = new RegExp(codePatternSource(pattern), "g");
  } catch (error) {
    return { ok: false, reason: say("doesNotCompile", { error: (error as Error).message }) };
  }
  // Parsed once, for the safety check and the hostile texts.
  const tree = pattern.kind === "regex" ? parsePattern(pattern.value) : undefined;
  if (tree instanceof Error) return { ok: false, reason: say("doesNotCompile", { error: tree.message }) };
  if (tree) {
    const safety = checkPatternSafety(tree, say);
    if (!safety.ok) return safety;
    const value = withoutCaptures(pattern.value, tree);
    if (value.length > 200) return { ok: false, reason: say("patternTooLongWritten") };
    pattern = { kind: "regex", value };
  }
  if (new RegExp(`^(?:${regex.source})$`).test("")) return { ok: false, reason: say("matchesEmpty") };

  // The expressions the content script runs, with the built-in ids and emails beside the pattern:
  // one that compiles alone but not among them (an escape such as \k, which means something else
  // where the detector names its groups) would be left out on every page.
  const built = buildDetector({ emails: true, codePatterns: [pattern] });
  const broken = built.skipped?.[0];
  if (broken) return { ok: false, reason: say("notBesideBuiltIns", { error: compileError(broken.error) }) };
  // Boundaries around it force the backtracking a bare pattern would skip; the page's first read
  // runs it without them.
  const alone = buildDetector({ emails: false, codePatterns: [pattern] });
  const regexes = [alone.regex, ...(alone.candidates ? [alone.candidates] : [])];
  const texts = [...hostileTexts(pattern, tree), ...SHAPES.map(repeated)];
  const previous = new Map<HostileText, number>();
  for (const length of LENGTHS) {
    for (const shape of texts) {
      const text = shape(length);
      // Refuse before a step that would freeze the page: a fast-growing cost is projected one step on.
      const before = previous.get(shape);
      const tooSlow = (took: number) => {
        const projected = before && before > 0.5 ? took * (took / before) : took;
        return took > BUDGET_MS || projected > BUDGET_MS * 10;
      };
      let took = timeOn(regexes, text, now);
      const stalled =
        took >= READ_AGAIN_BELOW_MS &&
        (before === undefined ? text.length <= SHORT_TEXT : before < NEAR_INSTANT_MS);
      if (stalled) took = Math.min(took, timeOn(regexes, text, now));
      for (
        let reading = stalled ? 2 : 1;
        reading < SLOW_READINGS && tooSlow(took) && took < READ_AGAIN_BELOW_MS;
        reading++
      )
        took = Math.min(took, timeOn(regexes, text, now));
      previous.set(shape, took);
      if (tooSlow(took)) {
        return { ok: false, reason: say("tooSlow", { ms: Math.round(took), count: length }) };
      }
    }
  }
  return { ok: true, pattern };
}
