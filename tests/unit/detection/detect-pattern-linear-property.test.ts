import type { AST } from "@eslint-community/regexpp";
import { describe, expect, it } from "vitest";
import { type CharSet, charSetOf, has } from "@/lib/detection/char-sets";
import { type HostileText, hostileTexts } from "@/lib/detection/hostile-text";
import { parsePattern } from "@/lib/detection/pattern-ast";
import { checkPatternSafety } from "@/lib/detection/pattern-safety";
import type { CodePattern } from "@/lib/detection/patterns";
import { validateCodePattern } from "@/lib/detection/validate-pattern";
import { extraSteps, stepsPerCharacter, usable } from "../../regex-steps";
import { type SeededRandom, seededRandom } from "../helpers/seeded-random";

/**
 * The linear-time check holds whatever a pattern sets inside itself: patterns are generated from a
 * grammar with the parts that once slipped through (flags set by a group, look-arounds, choices
 * that overlap under a repeat, runs side by side), and every one the check accepts is searched, by
 * a backtracking matcher that counts its steps (regex-steps.ts, flags and look-arounds included),
 * over hostile texts of growing length: the steps it adds stay within a fixed number per character.
 * Counted, not timed: exact on a busy machine.
 */

type Random = SeededRandom;

const LITERALS = ["Q", "Y", "x", "y", "BF25-", "bf", "GC", "-", "_", "#"];
const CLASSES = ["[A-Z0-9]", "[a-z]", "[A-Z]", "[Yy]", "[y]", "[Y]", "[0-9]", ".", "\\d", "\\w"];
const MODIFIERS = ["i", "-i", "s", "i-s", "m"];
const LOOK_AROUNDS = ["?=", "?!", "?<=", "?<!"];
/** Classes that take the same letters in the other case: apart as written, one under (?i:…). */
const CASE_PAIRS = [
  ["[a-z]", "[A-Z]"],
  ["[y]", "[Y]"],
  ["[a-f]", "[A-F0-9]"],
] as const;

/**
 * The grammar: literals and classes, bounded repeats up to 64 (side by side, too), groups,
 * choices (some of them one branch twice, in another case, under a repeat), groups that set flags,
 * look-aheads and look-behinds.
 */
function generatePatterns(count: number, seed: number): string[] {
  const { next, int, pick } = seededRandom(seed);
  const repeat = () => {
    const roll = next();
    if (roll < 0.2) return "";
    if (roll < 0.3) return "?";
    if (roll < 0.45) return `{${int(1, 6)}}`;
    const min = int(0, 6);
    return `{${min},${int(min + 1, next() < 0.4 ? 12 : 64)}}`;
  };
  const atom = () => (next() < 0.35 ? pick(LITERALS) : pick(CLASSES));
  const swapCase = (text: string) =>
    text.replace(/[A-Za-z]/g, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
  // Runs side by side, often of one class in both cases.
  const sideBySide = () => {
    const [a, b] = next() < 0.5 ? pick(CASE_PAIRS) : [pick(CLASSES), pick(CLASSES)];
    return `${a}{${int(0, 4)},${int(5, 64)}}${b}{${int(0, 4)},${int(5, 64)}}`;
  };
  // A choice whose branches overlap, under a repeat: one branch and the same in the other case.
  const overlapping = (depth: number) => {
    const branch = next() < 0.5 ? pick(["[y]x", "[a-z]", "bf", "Yx"]) : piece(depth + 1);
    return `(?:${branch}|${swapCase(branch)}){1,${int(2, 64)}}`;
  };
  const piece = (depth: number): string => {
    const roll = next();
    if (roll < 0.35 || depth > 2) return atom() + repeat();
    if (roll < 0.45) return sideBySide();
    if (roll < 0.55) return overlapping(depth);
    const body = () => Array.from({ length: int(1, 2) }, () => piece(depth + 1)).join("");
    if (roll < 0.7) {
      const branches = Array.from({ length: int(1, 3) }, body);
      return `(?:${branches.join("|")})${next() < 0.5 ? repeat() : ""}`;
    }
    if (roll < 0.85) {
      const inner = next() < 0.5 ? pick([sideBySide, () => overlapping(depth)])() : body();
      return `(?${pick(MODIFIERS)}:${inner})${next() < 0.3 ? repeat() : ""}`;
    }
    return `(${pick(LOOK_AROUNDS)}${atom()}${next() < 0.3 ? "?" : ""})`;
  };
  const patterns = new Set<string>();
  while (patterns.size < count) {
    // Half of them start with a literal, as most codes do: a run after it is not one a code starts with.
    const start = next() < 0.5 ? pick(["Q", "X", "BF25-", "GC-"]) : "";
    const source = start + Array.from({ length: int(1, 4) }, () => piece(0)).join("");
    if (source.length <= 200) patterns.add(source);
  }
  return [...patterns];
}

const accepts = (source: string) => {
  const tree = parsePattern(source);
  return !(tree instanceof Error) && checkPatternSafety(tree).ok;
};

/** Characters tried for a class: ordinary ones first, then the ends of its ranges. */
const ORDINARY = [..."aA0xyYQ-_ .Z9bB"].map((c) => c.charCodeAt(0));
function someOf(set: CharSet, rng: Random): string {
  const inside = ORDINARY.filter((code) => has(set, code));
  const ends = set.slice(0, 4).flatMap(([from, to]) => [Math.max(from, 33), Math.min(to, 126)]);
  const choices = [...inside, ...ends.filter((code) => has(set, code))];
  return choices.length ? String.fromCharCode(rng.pick(choices)) : "a";
}

/**
 * A text the pattern's parts take, every repeat at its most, each letter in either case (as a
 * group that ignores case takes it), a look-ahead's text where it stands: what makes a pattern
 * try many ways, when it can.
 */
function sample(node: AST.Node, rng: Random): string {
  const either = (text: string) =>
    [...text].map((c) => (rng.next() < 0.5 ? c.toLowerCase() : c.toUpperCase())).join("");
  switch (node.type) {
    case "Character":
    case "CharacterSet":
    case "CharacterClass":
      return either(someOf(charSetOf(node), rng));
    case "Quantifier":
      return Array.from({ length: Math.min(node.max, 64) }, () => sample(node.element, rng)).join("");
    case "Group":
    case "CapturingGroup":
    case "Pattern":
      return sample(rng.pick(node.alternatives), rng);
    case "Alternative":
      return node.elements.map((element) => sample(element, rng)).join("");
    case "Assertion":
      // A look-ahead's text is what follows: the parts after it are sampled from their own.
      return "";
    default:
      return "";
  }
}

/** Hostile texts from samples: repeated to the length, then a character that fails a match (or none). */
function sampledTexts(source: string, seed: number): HostileText[] {
  const tree = parsePattern(source);
  if (tree instanceof Error) return [];
  const rng = seededRandom(seed);
  const texts: HostileText[] = [];
  for (let i = 0; i < 4; i++) {
    const block = sample(tree, rng) || "a";
    for (const fail of ["_", "!", ""])
      texts.push(
        (length) => block.repeat(Math.ceil(length / block.length)).slice(0, length - fail.length) + fail,
      );
  }
  return texts;
}

const LENGTHS = [16, 32, 64, 128];
/** Past this many steps a search counts as endless: far past any linear bound at these lengths. */
const LIMIT = 400_000;

/** The most steps a character the pattern adds to the detector's search, over its texts and lengths. */
function worstSteps(source: string, seed: number): number {
  const pattern: CodePattern = { kind: "regex", value: source };
  const texts = [...hostileTexts(pattern).slice(0, 8), ...sampledTexts(source, seed)];
  return Math.max(...LENGTHS.map((length) => extraSteps(pattern, texts, length, LIMIT)));
}

/** The patterns of the review that an older check accepted and that freeze the tab. */
const REVIEW_PATTERNS = [
  "Q(?=Y)(?i:(?:[y]x|[Y]x){1,64})",
  "X(?i:[a-z]{1,64}[A-Z]{1,64}[a-z]{1,64}[A-Z]{1,64}[a-z]{1,64})",
];

describe("patterns with flags, look-arounds, overlapping choices and runs side by side", () => {
  const generated = generatePatterns(700, 37).filter(usable);
  const accepted = generated.filter(accepts);
  const refused = generated.filter((source) => !accepts(source));

  it("generates patterns the check accepts and patterns it refuses, of every part of the grammar", () => {
    expect(accepted.length).toBeGreaterThan(60);
    expect(refused.length).toBeGreaterThan(100);
    for (const part of [/\(\?-?[ism]/, /\(\?<?[=!]/, /\|/, /\}[^|)]*\{/])
      expect(generated.filter((source) => part.test(source)).length).toBeGreaterThan(20);
  });

  it("every accepted pattern adds at most a fixed number of steps per character of hostile text", () => {
    const over: string[] = [];
    accepted.forEach((source, i) => {
      const worst = worstSteps(source, i);
      const bound = stepsPerCharacter({ kind: "regex", value: source });
      if (worst > bound) over.push(`/${source}/: ${worst.toFixed(1)} steps a character, bound ${bound}`);
    });
    expect(over).toEqual([]);
  }, 60_000);

  it("the bound has teeth: the patterns of the review go past it on the sampled texts", () => {
    for (const [i, source] of REVIEW_PATTERNS.entries())
      expect(worstSteps(source, i)).toBeGreaterThan(stepsPerCharacter({ kind: "regex", value: source }));
  });

  it.each(REVIEW_PATTERNS)("refuses /%s/ as an agent pattern", (source) => {
    expect(accepts(source)).toBe(false);
    expect(validateCodePattern(`/${source}/`).ok).toBe(false);
  });
});
