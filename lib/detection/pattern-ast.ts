import { type AST, RegExpParser } from "@eslint-community/regexpp";

/**
 * An agent pattern's syntax tree (regexpp, the parser ESLint uses), read by the safety check and
 * by the hostile-text builder. Options page only: the parser never ships to pages.
 */

/** The tree of a pattern's source (without slashes), or why it does not parse. */
export function parsePattern(source: string): AST.Pattern | Error {
  try {
    return new RegExpParser({ ecmaVersion: 2025 }).parsePattern(source, 0, source.length, { unicode: false });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Every node under `node`, itself first; `each` returning false skips what is inside that node. */
export function visit(node: AST.Node, each: (node: AST.Node) => boolean | undefined | undefined): void {
  if (each(node) === false) return;
  switch (node.type) {
    case "Pattern":
    case "Group":
    case "CapturingGroup":
      for (const alternative of node.alternatives) visit(alternative, each);
      break;
    case "Assertion":
      if (node.kind === "lookahead" || node.kind === "lookbehind")
        for (const alternative of node.alternatives) visit(alternative, each);
      break;
    case "Alternative":
      for (const element of node.elements) visit(element, each);
      break;
    case "Quantifier":
      visit(node.element, each);
      break;
    case "CharacterClass":
      for (const element of node.elements) visit(element, each);
      break;
    default:
      break;
  }
}

/** The first node inside `node` (not itself) that passes `test`. */
export function findInside<T extends AST.Node>(
  node: AST.Node,
  test: (inner: AST.Node) => inner is T,
): T | undefined {
  let found: T | undefined;
  visit(node, (inner) => {
    if (found) return false;
    if (inner !== node && test(inner)) found = inner;
  });
  return found;
}

/**
 * The fewest and the most characters a node can take; a look-around or an anchor takes none. Each
 * character, set or class counts one.
 */
export function lengthRange(node: AST.Node): { min: number; max: number } {
  switch (node.type) {
    case "Character":
    case "CharacterSet":
    case "CharacterClass":
      return { min: 1, max: 1 };
    case "Quantifier": {
      const one = lengthRange(node.element);
      return { min: node.min * one.min, max: node.max * one.max };
    }
    case "Group":
    case "CapturingGroup":
    case "Pattern": {
      const each = node.alternatives.map(lengthRange);
      return { min: Math.min(...each.map((r) => r.min)), max: Math.max(...each.map((r) => r.max)) };
    }
    case "Alternative":
      return node.elements
        .map(lengthRange)
        .reduce((sum, r) => ({ min: sum.min + r.min, max: sum.max + r.max }), { min: 0, max: 0 });
    default:
      return { min: 0, max: 0 };
  }
}
