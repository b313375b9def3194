import { type AST, RegExpParser } from "@eslint-community/regexpp";
import type { CodePattern } from "./patterns";

/** At most this many shapes per pattern: each is timed at every length. */
const MAX_SHAPES = 16;

const char = (code: number) => String.fromCodePoint(code);

/** One or two characters each part of a pattern can match: the text its repeats will chew on. */
function characterOf(node: AST.Node, into: Set<string>): void {
  switch (node.type) {
    case "Character":
      into.add(char(node.value));
      break;
    case "CharacterSet":
      if (node.kind === "digit") into.add(node.negate ? "a" : "0");
      else if (node.kind === "word") into.add(node.negate ? "-" : "a").add(node.negate ? " " : "_");
      else if (node.kind === "space") into.add(node.negate ? "a" : " ");
      else into.add("a").add("-");
      break;
    case "CharacterClass":
      if (node.negate) {
        into.add("a").add("0");
        break;
      }
      for (const element of node.elements) {
        if (element.type === "CharacterClassRange")
          into.add(char(element.min.value)).add(char(element.max.value));
        else characterOf(element, into);
      }
      break;
    case "Pattern":
    case "Group":
    case "CapturingGroup":
      for (const alternative of node.alternatives) characterOf(alternative, into);
      break;
    case "Alternative":
      for (const element of node.elements) characterOf(element, into);
      break;
    case "Quantifier":
      characterOf(node.element, into);
      break;
    default:
      break;
  }
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
export function hostileShapes(pattern: CodePattern): string[] {
  if (pattern.kind === "prefix") return [pattern.value, `${pattern.value}a`, `${pattern.value}-`];
  let ast: AST.Pattern;
  try {
    ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern.value, 0, pattern.value.length, {
      unicode: false,
    });
  } catch {
    return [];
  }
  const characters = new Set<string>();
  characterOf(ast, characters);
  const each = [...characters].slice(0, MAX_SHAPES);
  const literal = leadingLiteral(ast);
  const shapes = [...each, each.join("")];
  if (literal) shapes.push(...each.map((c) => `${literal}${c}`), literal);
  return shapes.filter(Boolean).slice(0, MAX_SHAPES * 2);
}
