import type { AST } from "@eslint-community/regexpp";
import { type CharSet, charSetOf, complement, has, intersect, union, WORD } from "./char-sets";
import { lengthRange, parsePattern, visit } from "./pattern-ast";
import { type CodePattern, codePatternSource } from "./patterns";

/**
 * Hostile texts built from a pattern's own structure, to time its detector on. A pattern that
 * backtracks is slow where a repeat is reached and then fed a long run of characters it takes, and
 * the match fails after it: so for each repeat, the shortest text that reaches it, a long run of
 * one character it takes, then a character that makes the match fail (or the end of the text); and
 * the same, short, again and again, for the cost of starting over at each place.
 */

/** A hostile text of a given length. */
export type HostileText = (length: number) => string;

/** At most this many texts per pattern: each is timed at every length. */
const MAX_TEXTS = 64;
/** The longest run a text repeats: past every repeat of a pattern of 200 characters of bounded parts. */
const MAX_BLOCK = 512;

/** Characters tried first when one of a set is needed: ordinary ones, which a ticket could hold. */
const LIKELY = [..."aA0-_ .x!Z9/#é"].map((c) => c.codePointAt(0)!);

const char = (code: number) => String.fromCodePoint(code);
const isGroup = (node: AST.Node) => node.type === "Group" || node.type === "CapturingGroup";

/** A character of the set, an ordinary one when it has one. */
function oneOf(set: CharSet): string | undefined {
  const likely = LIKELY.find((code) => has(set, code));
  if (likely !== undefined) return char(likely);
  const first = set[0];
  return first ? char(Math.max(first[0], 33)) : undefined;
}

/** Every character a node takes (look-around takes none). */
function charsOf(node: AST.Node): CharSet {
  const sets: CharSet[] = [];
  visit(node, (inner) => {
    if (inner.type === "Assertion") return false;
    if (inner.type === "Character" || inner.type === "CharacterSet" || inner.type === "CharacterClass") {
      sets.push(charSetOf(inner));
      return false;
    }
  });
  return union(...sets);
}

/** The shortest text a node matches, from ordinary characters. */
function shortest(node: AST.Node): string {
  switch (node.type) {
    case "Character":
    case "CharacterSet":
    case "CharacterClass":
      return oneOf(charSetOf(node)) ?? "";
    case "Quantifier":
      return shortest(node.element).repeat(node.min);
    case "Group":
    case "CapturingGroup":
    case "Pattern":
      return node.alternatives.map(shortest).reduce((a, b) => (b.length < a.length ? b : a));
    case "Alternative":
      return node.elements.map(shortest).join("");
    default:
      return "";
  }
}

/** The shortest text from the pattern's start to where `node` begins; undefined inside a look-around. */
function leadTo(node: AST.Node): string | undefined {
  let lead = "";
  let child: AST.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === "Assertion") return undefined;
    if (parent.type === "Alternative") {
      const before = parent.elements.slice(0, parent.elements.indexOf(child as AST.Element));
      lead = before.map(shortest).join("") + lead;
    }
    if (parent.type === "Pattern") break;
  }
  return lead;
}

/** Characters that end a run of `taken` and fail the match: a word character (the boundary after a code fails on it), another, the text's end. */
function failures(taken: CharSet): string[] {
  const outside = (test: (code: number) => boolean) =>
    LIKELY.filter((code) => !has(taken, code) && test(code)).map(char)[0];
  const word = outside((code) => has(WORD, code));
  const other = outside((code) => !has(WORD, code));
  return [...(word ? [word] : []), ...(other ? [other] : []), ""];
}

/** The hostile texts of a pattern (a prefix is the expression the scan runs for it). */
export function hostileTexts(pattern: CodePattern, tree?: AST.Pattern): HostileText[] {
  const ast = pattern.kind === "regex" && tree ? tree : parsePattern(codePatternSource(pattern));
  if (ast instanceof Error) return [];
  const each: HostileText[][] = [];
  const longest = Math.min(lengthRange(ast).max, MAX_BLOCK);
  visit(ast, (node) => {
    if (node.type === "Assertion" && node.kind !== "word" && node.kind !== "start" && node.kind !== "end")
      return false;
    if (node.type !== "Quantifier" || (node.max < 2 && node.min === node.max)) return;
    const lead = leadTo(node);
    if (lead === undefined) return;
    const taken = charsOf(node.element);
    const texts: HostileText[] = [];
    each.push(texts);
    // One repeat of the element; of a single character, a word one and another, as it takes them.
    const units = new Set([shortest(node.element)]);
    if (!isGroup(node.element))
      for (const kind of [intersect(taken, WORD), intersect(taken, complement(WORD))]) {
        const one = oneOf(kind);
        if (one) units.add(one);
      }
    for (const unit of units) {
      if (!unit) continue;
      for (const fail of failures(taken)) {
        texts.push((length) => {
          const room = Math.max(0, length - lead.length - fail.length);
          return lead + unit.repeat(Math.ceil(room / unit.length)).slice(0, room) + fail;
        });
        // Long enough to fill every repeat, and again and again: the match starts over each time,
        // after a space (where the boundary before a code holds) or right after the last.
        for (const again of [" ", ""]) {
          const block = lead + unit.repeat(Math.ceil((longest + 1) / unit.length)) + fail + again;
          texts.push((length) => block.repeat(Math.ceil(length / block.length)).slice(0, length));
        }
      }
    }
  });
  // Taken in turn from each repeat, so the cap leaves none of them out.
  const texts: HostileText[] = [];
  for (let i = 0; texts.length < MAX_TEXTS && each.some((own) => i < own.length); i++)
    for (const own of each) if (own[i]) texts.push(own[i]!);
  return texts.slice(0, MAX_TEXTS);
}
