import type { AST } from "@eslint-community/regexpp";
import { parsePattern, visit } from "./pattern-ast";
import type { CodePattern } from "./patterns";

/** At most this many shapes per pattern: each is timed at every length. */
const MAX_SHAPES = 16;

const char = (code: number) => String.fromCodePoint(code);

/** One or two characters each part of a pattern can match: the text its repeats will chew on. */
function charactersOf(pattern: AST.Pattern): Set<string> {
  const found = new Set<string>();
  visit(pattern, (node) => {
    switch (node.type) {
      case "Character":
        found.add(char(node.value));
        return;
      case "CharacterClassRange":
        found.add(char(node.min.value)).add(char(node.max.value));
        return false;
      case "CharacterSet":
        if (node.kind === "digit") found.add(node.negate ? "a" : "0");
        else if (node.kind === "word") found.add(node.negate ? "-" : "a").add(node.negate ? " " : "_");
        else if (node.kind === "space") found.add(node.negate ? "a" : " ");
        else found.add("a").add("-");
        return;
      case "CharacterClass":
        // A negated class matches what it does not list: ordinary letters and digits stand for it.
        if (node.negate) {
          found.add("a").add("0");
          return false;
        }
        return;
      case "Assertion":
        // What a look-around checks is not text the pattern repeats over.
        return false;
      default:
        return;
    }
  });
  return found;
}

/** The literal characters a pattern starts with ("GIFT-" of GIFT-[A-Z0-9]{4,32}). */
function leadingLiteral(pattern: AST.Pattern): string {
  const [only] = pattern.alternatives;
  if (pattern.alternatives.length !== 1 || !only) return "";
  let text = "";
  for (const element of only.elements) {
    if (element.type !== "Character") break;
    text += char(element.value);
  }
  return text;
}

/**
 * Hostile texts built from a pattern's own literals and character classes: each character it can
 * repeat, alone, after its literal start, and all of them in turn. A repeat that can backtrack is
 * slow on exactly the characters it accepts, which fixed sample strings may never contain.
 */
export function hostileShapes(pattern: CodePattern, tree?: AST.Pattern): string[] {
  if (pattern.kind === "prefix") return [pattern.value, `${pattern.value}a`, `${pattern.value}-`];
  const ast = tree ?? parsePattern(pattern.value);
  if (ast instanceof Error) return [];
  const each = [...charactersOf(ast)].slice(0, MAX_SHAPES);
  const literal = leadingLiteral(ast);
  const shapes = [...each, each.join("")];
  if (literal) shapes.push(...each.map((c) => `${literal}${c}`), literal);
  return shapes.filter(Boolean).slice(0, MAX_SHAPES * 2);
}
