import type { AST } from "@eslint-community/regexpp";
import { type CharSet, charSetOf, has, WORD } from "@/lib/detection/char-sets";
import { lengthRange, parsePattern } from "@/lib/detection/pattern-ast";

/**
 * A backtracking matcher over a pattern's syntax tree that counts its steps: what a backtracking
 * engine (V8's among them) does to search a text with the pattern, character by character, each
 * choice tried in order and taken back when what follows fails. Counting steps instead of timing
 * makes the bound of the generated-pattern test exact, whatever else the machine is doing. Tests
 * only: greedy repeats, choices, classes, look-around and anchors, no back-references or flags.
 */

class TooManySteps extends Error {}

type Next = (at: number) => boolean;

export class StepCounter {
  steps = 0;
  private readonly sets = new Map<AST.Node, CharSet>();

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

  private isWord(at: number): boolean {
    return at >= 0 && at < this.text.length && has(WORD, this.text.charCodeAt(at));
  }

  match(node: AST.Node, at: number, next: Next): boolean {
    if (++this.steps > this.limit) throw new TooManySteps();
    switch (node.type) {
      case "Character":
      case "CharacterSet":
      case "CharacterClass":
        return at < this.text.length && has(this.set(node), this.text.charCodeAt(at)) && next(at + 1);
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
        return at === 0 && next(at);
      case "end":
        return at === this.text.length && next(at);
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
