import type { AST } from "@eslint-community/regexpp";
import { findInside, visit } from "./pattern-ast";

/**
 * Agent code patterns are limited to a subset of regular expressions that runs in linear time,
 * checked on the pattern's syntax tree (pattern-ast.ts). The content script runs each pattern over
 * every ticket a customer writes: one that can backtrack without bound would let a ticket freeze
 * the agent's helpdesk tab.
 */

/** The longest repetition a pattern may ask for: longer codes than this are not codes. */
export const MAX_REPEAT = 64;

export type SafetyCheck = { ok: true } | { ok: false; reason: string };

const refuse = (reason: string): SafetyCheck => ({ ok: false, reason });

type Node = AST.Node;

/** The characters a node can start with, as a test; undefined when that is not simply known. */
type FirstChars = ((code: number) => boolean) | "any" | "empty";

function charSetTest(set: AST.CharacterSet | AST.CharacterClass | AST.Character): FirstChars {
  if (set.type === "Character") return (c) => c === set.value;
  if (set.type === "CharacterSet") {
    if (set.kind === "any" || set.negate) return "any";
    if (set.kind === "digit") return (c) => c >= 48 && c <= 57;
    if (set.kind === "word")
      return (c) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
    if (set.kind === "space") return (c) => c === 32 || (c >= 9 && c <= 13) || c === 160;
    return "any";
  }
  if (set.negate) return "any";
  const parts: ((c: number) => boolean)[] = [];
  for (const element of set.elements) {
    if (element.type === "CharacterClassRange") {
      const from = element.min.value;
      const to = element.max.value;
      parts.push((c) => c >= from && c <= to);
    } else if (element.type === "Character" || element.type === "CharacterSet") {
      const test = charSetTest(element);
      if (test === "any" || test === "empty") return "any";
      parts.push(test);
    } else return "any";
  }
  return (c) => parts.some((part) => part(c));
}

function firstChars(node: Node): FirstChars {
  switch (node.type) {
    case "Character":
    case "CharacterSet":
    case "CharacterClass":
      return charSetTest(node);
    case "Quantifier":
      return node.min === 0 ? "any" : firstChars(node.element);
    case "Group":
    case "CapturingGroup":
    case "Pattern":
      return unionOf(node.alternatives.map(firstOfAlternative));
    case "Alternative":
      return firstOfAlternative(node);
    default:
      return "any";
  }
}

function firstOfAlternative(alternative: AST.Alternative): FirstChars {
  const first = alternative.elements[0];
  return first ? firstChars(first) : "empty";
}

function unionOf(sets: FirstChars[]): FirstChars {
  if (sets.some((s) => s === "any" || s === "empty")) return "any";
  const tests = sets as ((c: number) => boolean)[];
  return (c) => tests.some((test) => test(c));
}

/** Whether two first-character sets share a character (checked over the characters codes use). */
function overlap(a: FirstChars, b: FirstChars): boolean {
  if (a === "any" || b === "any" || a === "empty" || b === "empty") return true;
  for (let c = 0; c < 0x2000; c++) if (a(c) && b(c)) return true;
  return false;
}

const isQuantifier = (node: Node): node is AST.Quantifier => node.type === "Quantifier";
/** A repetition whose count can vary ("+", "?", "{2,4}"); a fixed count ("{4}") cannot. */
const isVariableRepeat = (node: Node): node is AST.Quantifier => isQuantifier(node) && node.min !== node.max;

/** A repetition written with a bound the agent can copy: "+" becomes "{1,32}", "*" "{0,32}". */
function boundedForm(q: AST.Quantifier): string {
  return `${q.element.raw}{${q.min},${Math.max(q.min, 32)}}`;
}

/**
 * The flat form of a repeated group holding one repetition: "([A-Z0-9]+)+" is "[A-Z0-9]{1,32}", the
 * same codes without the nesting; otherwise the general advice.
 */
function flatForm(outer: AST.Quantifier, inner: AST.Quantifier): string {
  const group = outer.element;
  const only =
    (group.type === "Group" || group.type === "CapturingGroup") &&
    group.alternatives.length === 1 &&
    group.alternatives[0]!.elements.length === 1 &&
    group.alternatives[0]!.elements[0] === inner;
  return only
    ? `${inner.element.raw}{${Math.max(1, inner.min * outer.min)},32}`
    : "the code's parts one after another, each with a bound, such as GIFT-[A-Z0-9]{4,32}";
}

/**
 * Checks a pattern's source (without slashes) against the linear-time subset: no backreference,
 * every repetition bounded (at most {m,64}), no repeated group holding a repetition other than a
 * fixed count, no alternation inside a repeated group whose branches can start alike, and
 * look-around without repetition. The refusal names the offending part and a bounded form.
 */
export function checkPatternSafety(pattern: AST.Pattern): SafetyCheck {
  let problem: SafetyCheck = { ok: true };
  visit(pattern, (node) => {
    if (!problem.ok) return false;
    if (node.type === "Backreference") {
      problem = refuse(`Back-references such as ${node.raw} are not supported in code patterns`);
      return;
    }
    if (node.type === "Assertion" && (node.kind === "lookahead" || node.kind === "lookbehind")) {
      const inner = findInside(node, isQuantifier);
      if (inner)
        problem = refuse(
          `A look-${node.kind === "lookahead" ? "ahead" : "behind"} may not repeat anything (${node.raw}): check one character, such as (?!-)`,
        );
      return;
    }
    if (node.type !== "Quantifier") return;
    const inner = node.max > 1 ? findInside(node, isVariableRepeat) : undefined;
    if (inner) {
      problem = refuse(
        `${node.raw} repeats something that itself repeats (${inner.raw}): such nested repeats can take forever on some text. Write ${flatForm(node, inner)} instead`,
      );
      return;
    }
    if (node.max === Number.POSITIVE_INFINITY) {
      problem = refuse(
        `${node.raw} repeats without a limit: give it one, such as ${boundedForm(node)} (at most ${MAX_REPEAT})`,
      );
      return;
    }
    if (node.max > MAX_REPEAT) {
      problem = refuse(`${node.raw} repeats more than ${MAX_REPEAT} times: codes are shorter than that`);
      return;
    }
    if (node.max <= 1) return;
    visit(node.element, (inside) => {
      if (!problem.ok || (inside.type !== "Group" && inside.type !== "CapturingGroup")) return;
      if (inside.alternatives.length < 2) return;
      const starts = inside.alternatives.map(firstOfAlternative);
      for (let i = 0; i < starts.length; i++)
        for (let j = i + 1; j < starts.length; j++)
          if (overlap(starts[i]!, starts[j]!)) {
            problem = refuse(
              `${node.raw} repeats a choice whose branches can match the same text (${inside.raw}): make the branches start differently, or list the codes' parts one after another`,
            );
            return;
          }
    });
  });
  return problem;
}
