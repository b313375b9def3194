import type { AST } from "@eslint-community/regexpp";

/**
 * Sets of characters as sorted, disjoint, inclusive ranges of code units, for the safety check's
 * question "can these two parts of a pattern match the same character?". Options page only, with
 * the parser.
 */
export type CharSet = readonly (readonly [number, number])[];

const LAST = 0x10ffff;

export const EMPTY: CharSet = [];
export const ANY: CharSet = [[0, LAST]];

function normalised(ranges: [number, number][]): CharSet {
  const sorted = ranges.filter(([from, to]) => from <= to).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

export const union = (...sets: CharSet[]): CharSet =>
  normalised(sets.flatMap((set) => set.map(([from, to]): [number, number] => [from, to])));

export function complement(set: CharSet): CharSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [from, to] of set) {
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= LAST) out.push([next, LAST]);
  return out;
}

export function intersect(a: CharSet, b: CharSet): CharSet {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aFrom, aTo] = a[i]!;
    const [bFrom, bTo] = b[j]!;
    const from = Math.max(aFrom, bFrom);
    const to = Math.min(aTo, bTo);
    if (from <= to) out.push([from, to]);
    if (aTo < bTo) i++;
    else j++;
  }
  return out;
}

export const overlaps = (a: CharSet, b: CharSet) => intersect(a, b).length > 0;

export const has = (set: CharSet, code: number) => set.some(([from, to]) => code >= from && code <= to);

const DIGIT: CharSet = [[48, 57]];
export const WORD: CharSet = normalised([
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
]);
const SPACE: CharSet = normalised(
  [9, 10, 11, 12, 13, 32, 160, 5760, 8232, 8233, 8239, 8287, 12288, 65279]
    .map((c): [number, number] => [c, c])
    .concat([[8192, 8202]]),
);
const LINE_ENDS: CharSet = normalised([
  [10, 10],
  [13, 13],
  [8232, 8233],
]);

/** The characters one character, escape or class of a pattern matches (no flags: case counts). */
export function charSetOf(node: AST.Character | AST.CharacterSet | AST.CharacterClass): CharSet {
  if (node.type === "Character") return [[node.value, node.value]];
  if (node.type === "CharacterSet") {
    let set: CharSet;
    if (node.kind === "digit") set = DIGIT;
    else if (node.kind === "word") set = WORD;
    else if (node.kind === "space") set = SPACE;
    else if (node.kind === "any") return complement(LINE_ENDS);
    else return ANY; // Unicode properties: not in patterns without the u flag, taken as anything.
    return node.negate ? complement(set) : set;
  }
  const parts: CharSet[] = [];
  for (const element of node.elements) {
    if (element.type === "CharacterClassRange") parts.push([[element.min.value, element.max.value]]);
    else if (element.type === "Character" || element.type === "CharacterSet") parts.push(charSetOf(element));
    else parts.push(ANY);
  }
  const set = union(...parts);
  return node.negate ? complement(set) : set;
}
