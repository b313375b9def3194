import type { AST } from "@eslint-community/regexpp";
import { type CharSet, charSetOf, has, WORD } from "@/lib/detection/char-sets";
import type { HostileText } from "@/lib/detection/hostile-text";
import { lengthRange, parsePattern } from "@/lib/detection/pattern-ast";
import { buildDetector, type CodePattern } from "@/lib/detection/patterns";

/**
 * A backtracking matcher over a pattern's syntax tree that counts its steps: what a backtracking
 * engine (V8's among them) does to search a text with the pattern, character by character, each
 * choice tried in order and taken back when what follows fails. Counting steps instead of timing
 * makes the bound of the generated-pattern test exact, whatever else the machine is doing. Tests
 * only: greedy repeats, choices, classes, look-around and anchors, and the flags a group sets
 * ((?i:…), (?s:…), (?m:…)); no back-references, no flags on the whole pattern.
 */

class TooManySteps extends Error {}

type Next = (at: number) => boolean;

interface Flags {
  ignoreCase: boolean;
  dotAll: boolean;
  multiline: boolean;
}
const NO_FLAGS: Flags = { ignoreCase: false, dotAll: false, multiline: false };
const LINE_END = /[\n\r\u2028\u2029]/;

export class StepCounter {
  steps = 0;
  private readonly sets = new Map<AST.Node, CharSet>();
  private readonly flagsOf = new Map<AST.Node, Flags>();

  constructor(
    private readonly text: string,
    private readonly limit: number,
  ) {}

  private set(node: AST.Character | AST.CharacterSet | AST.CharacterClass): CharSet {
    const known = this.sets.get(node);
    if (known) return known;
    const set = charSetOf(node);
    this.sets.set(node, set);
    return set;
  }

  /** The flags in force at a node: those the groups around it set, the innermost last. */
  private flags(node: AST.Node): Flags {
    const known = this.flagsOf.get(node);
    if (known) return known;
    const parent = node.parent;
    let flags = parent ? this.flags(parent) : NO_FLAGS;
    if (node.type === "Group" && node.modifiers) {
      const { add, remove } = node.modifiers;
      flags = { ...flags };
      for (const name of ["ignoreCase", "dotAll", "multiline"] as const) {
        if (add[name]) flags[name] = true;
        if (remove?.[name]) flags[name] = false;
      }
    }
    this.flagsOf.set(node, flags);
    return flags;
  }

  /** Whether the character at `at` is one a character, escape or class takes, as the flags read it. */
  private takes(node: AST.Character | AST.CharacterSet | AST.CharacterClass, at: number): boolean {
    const char = this.text[at]!;
    const flags = this.flags(node);
    if (node.type === "CharacterSet" && node.kind === "any" && flags.dotAll) return true;
    const set = this.set(node);
    if (has(set, char.charCodeAt(0))) return true;
    if (!flags.ignoreCase) return false;
    // Case-insensitive: a character matches when one of its cases does.
    return [char.toLowerCase(), char.toUpperCase()].some(
      (other) => other.length === 1 && has(set, other.charCodeAt(0)),
    );
  }

  private isLineEnd(at: number): boolean {
    return at >= 0 && at < this.text.length && LINE_END.test(this.text[at]!);
  }

  private isWord(at: number): boolean {
    return at >= 0 && at < this.text.length && has(WORD, this.text.charCodeAt(at));
  }

  match(node: AST.Node, at: number, next: Next): boolean {
    if (++this.steps > this.limit) throw new TooManySteps();
    switch (node.type) {
      case "Character":
      case "CharacterSet":
      case "CharacterClass":
        return at < this.text.length && this.takes(node, at) && next(at + 1);
      case "Pattern":
      case "Group":
      case "CapturingGroup":
        for (const alternative of node.alternatives) if (this.match(alternative, at, next)) return true;
        return false;
      case "Alternative":
        return this.sequence(node.elements, 0, at, next);
      case "Quantifier":
        return this.repeat(node, 0, at, next);
      case "Assertion":
        return this.assertion(node, at, next);
      default:
        throw new Error(`${node.type} is not counted`);
    }
  }

  private sequence(elements: readonly AST.Element[], index: number, at: number, next: Next): boolean {
    const element = elements[index];
    if (!element) return next(at);
    return this.match(element, at, (after) => this.sequence(elements, index + 1, after, next));
  }

  /** Greedy: one more repeat first, then what follows; a repeat that takes nothing ends the repeats. */
  private repeat(node: AST.Quantifier, count: number, at: number, next: Next): boolean {
    if (
      count < node.max &&
      this.match(node.element, at, (after) =>
        after === at && count >= node.min ? false : this.repeat(node, count + 1, after, next),
      )
    )
      return true;
    return count >= node.min && next(at);
  }

  private assertion(node: AST.Assertion, at: number, next: Next): boolean {
    switch (node.kind) {
      case "start":
        return (at === 0 || (this.flags(node).multiline && this.isLineEnd(at - 1))) && next(at);
      case "end":
        return (at === this.text.length || (this.flags(node).multiline && this.isLineEnd(at))) && next(at);
      case "word":
        return (this.isWord(at - 1) !== this.isWord(at)) !== node.negate && next(at);
      case "lookahead": {
        const found = node.alternatives.some((alternative) => this.match(alternative, at, () => true));
        return found !== node.negate && next(at);
      }
      case "lookbehind": {
        let found = false;
        for (let from = at; from >= Math.max(0, at - longest(node)) && !found; from--)
          found = node.alternatives.some((alternative) => this.match(alternative, from, (end) => end === at));
        return found !== node.negate && next(at);
      }
    }
  }

  /** Every match in the text, as a global search finds them; the steps are counted on the way. */
  searchAll(pattern: AST.Pattern): number {
    let found = 0;
    for (let start = 0; start <= this.text.length; ) {
      let end = -1;
      if (
        this.match(pattern, start, (at) => {
          end = at;
          return true;
        })
      ) {
        found++;
        start = end > start ? end : start + 1;
      } else start++;
    }
    return found;
  }
}

/** The most characters a look-behind's text can take: how far back it looks. */
const longest = (node: AST.LookbehindAssertion) =>
  Math.max(0, ...node.alternatives.map((alternative) => lengthRange(alternative).max));

/** The steps a global search of `source` over `text` takes, or Infinity past `limit`. */
export function searchSteps(source: string, text: string, limit: number): number {
  const tree = parsePattern(source);
  if (tree instanceof Error) throw tree;
  const counter = new StepCounter(text, limit);
  try {
    counter.searchAll(tree);
  } catch (error) {
    if (error instanceof TooManySteps) return Number.POSITIVE_INFINITY;
    throw error;
  }
  return counter.steps;
}

/**
 * The steps a pattern's detector may add to the search without one, per character of text: a
 * small multiple of the pattern's length, O(text × pattern). Each place a match can start costs
 * about as many steps as the pattern has parts, times the lengths a short run there can take (each
 * checks what follows it); a pattern that splits a run between two repeats costs their lengths
 * multiplied, and a long run tried again from each character its length: a hundred and more steps
 * per character of these texts, endless for the patterns of the review.
 */
export const stepsPerCharacter = (pattern: CodePattern) => 4 * (pattern.value.length + 8);

/** The most steps per character of text the pattern's expressions add, over its hostile texts; past `limit` steps a search counts as endless. */
export function extraSteps(
  pattern: CodePattern,
  texts: HostileText[],
  length: number,
  limit = 5_000_000,
): number {
  const bare = buildDetector({ emails: false, codePatterns: [] });
  const withPattern = buildDetector({ emails: false, codePatterns: [pattern] });
  let worst = 0;
  for (const make of texts) {
    const text = make(length);
    const pairs: [RegExp | undefined, RegExp | undefined][] = [
      [withPattern.regex, bare.regex],
      [withPattern.candidates, bare.candidates],
    ];
    for (const [mine, without] of pairs) {
      if (!mine || !without) continue;
      const steps = searchSteps(mine.source, text, limit) - searchSteps(without.source, text, limit);
      worst = Math.max(worst, steps / text.length);
    }
  }
  return worst;
}

/** Whether a pattern can be a code pattern at all: compiles and matches something not empty. */
export function usable(source: string): boolean {
  try {
    return !new RegExp(`^(?:${source})$`).test("");
  } catch {
    return false;
  }
}
