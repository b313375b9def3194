import type { AST } from "@eslint-community/regexpp";
import type { Say } from "@/lib/core/i18n/words";
import { ANY, type CharSet, charSetOf, EMPTY, intersect, overlaps, union } from "./char-sets";
import { findInside, lengthRange, visit } from "./pattern-ast";
import { detectionWordsInUse } from "./words";
import type en from "./words/en";

/**
 * Agent code patterns are limited to a subset of regular expressions that the page's backtracking
 * engine runs in linear time, checked on the pattern's syntax tree (pattern-ast.ts). The content
 * script runs each pattern over every ticket a customer writes: one that can backtrack would let a
 * ticket freeze the agent's helpdesk tab.
 *
 * A backtracking engine does a lot of work only where one text can be matched in many ways, and
 * then tried again. Every repeat here is bounded, so the question is how many ways: one variable
 * repeat ("a run") tries each of its lengths once; two runs that can take the same characters, with
 * nothing between them that only one of them takes, try every way of splitting a long run of those
 * characters between them (64 × 64 for two runs of up to 64, 64³ for three), and do it again from
 * each place a match can start. So the subset is:
 *
 * - every repeat bounded, at most {m,64}, and no match longer than 256 characters (repeats of a
 *   group multiply what is inside it); no back-reference; no named group; no look-around and
 *   no flags set inside the pattern ((?i:…), (?s:…)): the rules below read each character set as
 *   written and each part as taking characters, which a case-insensitive group or a look-ahead
 *   that lets only some texts in would make untrue (the agent writes [Bb] or the characters
 *   themselves instead; agent and policy patterns are written between slashes with no flags, and
 *   the detector compiles them with "g" alone, so case always counts);
 * - no run inside a repeated group;
 * - two runs one after the other (anywhere later in the pattern, across groups and choices) either
 *   take no character in common, or are kept apart by a character one of the two cannot take and
 *   that every match must go through: a "-" that [A-Z0-9]{4,8} cannot take, or the "-" every
 *   repeat of (?:-[A-Z0-9]{4}) starts with;
 * - a long run a match can start with, with nothing before it that it cannot take, is what the
 *   code ends with (or may end with): otherwise on a long run of its characters it is tried again
 *   from each one (the page's first read looks for codes without the boundaries around them);
 * - the choices of an alternation cannot match the same text: they differ by their first
 *   characters, or by a character at the same place after a common start, as (GC|GV) does.
 *
 * The detector adds nothing that breaks this: its boundaries are single-character look-arounds it
 * puts around every pattern after this check, and each pattern is an alternative of its own, tried
 * once at each place.
 */

/** The longest repetition a pattern may ask for: longer codes than this are not codes. */
export const MAX_REPEAT = 64;
/**
 * The longest text a pattern may match. Each place a match can start costs up to this many
 * characters read, even with nothing to backtrack: repeats of a group multiply what is inside it,
 * so (?:(?:(?:a-){64}){64}){64} reads on to the end of a ticket of "a-a-…" from each "a", which is
 * quadratic in the ticket's length.
 */
export const MAX_CODE_LENGTH = 256;
/**
 * A run a match can start with, followed by more of the code, may be this long: tried again from
 * each of its characters it costs at most this many steps each, as much as a few literal characters.
 */
const SHORT_RUN = 8;

export type SafetyCheck = { ok: true } | { ok: false; reason: string };

const refuse = (reason: string): SafetyCheck => ({ ok: false, reason });

type Node = AST.Node;
type Element = AST.Element;
type Quantifier = AST.Quantifier;

const isQuantifier = (node: Node): node is Quantifier => node.type === "Quantifier";
/** A repetition whose count can vary ("+", "?", "{2,4}"); a fixed count ("{4}") cannot. */
const isVariableRepeat = (node: Node): node is Quantifier => isQuantifier(node) && node.min !== node.max;
const isGroup = (node: Node): node is AST.Group | AST.CapturingGroup =>
  node.type === "Group" || node.type === "CapturingGroup";
const isLookAround = (node: Node): node is AST.LookaroundAssertion =>
  node.type === "Assertion" && (node.kind === "lookahead" || node.kind === "lookbehind");

/** Every character a node may take (look-around takes none). */
function charsOf(node: Node): CharSet {
  switch (node.type) {
    case "Character":
    case "CharacterSet":
    case "CharacterClass":
      return charSetOf(node);
    case "Quantifier":
      return node.max === 0 ? EMPTY : charsOf(node.element);
    case "Group":
    case "CapturingGroup":
    case "Pattern":
      return union(...node.alternatives.map(charsOf));
    case "Alternative":
      return union(...node.elements.map(charsOf));
    default:
      return EMPTY;
  }
}

/**
 * Character sets every match of a node takes a character from: "GIFT-" needs G, I, F, T and -; a
 * choice needs one character of any of its choices (when each needs one); an optional part nothing.
 */
function needsOf(node: Node): CharSet[] {
  switch (node.type) {
    case "Character":
    case "CharacterSet":
    case "CharacterClass":
      return [charSetOf(node)];
    case "Quantifier":
      return node.min > 0 ? needsOf(node.element) : [];
    case "Group":
    case "CapturingGroup": {
      const each = node.alternatives.map(needsOf);
      if (each.length === 1) return each[0]!;
      return each.every((needs) => needs.length) ? [union(...each.flat())] : [];
    }
    case "Alternative":
      return node.elements.flatMap(needsOf);
    default:
      return [];
  }
}

/** Whether a node may match nothing and cannot fail there (an assertion can fail, so is not). */
function emptyAndSure(node: Node): boolean {
  switch (node.type) {
    case "Quantifier":
      return node.min === 0 || emptyAndSure(node.element);
    case "Group":
    case "CapturingGroup":
      return node.alternatives.some((alternative) => alternative.elements.every(emptyAndSure));
    default:
      return false;
  }
}

/** A run the walk has gone past, and what every path since it has needed. */
interface Open {
  run: Quantifier | "start";
  /** What the run takes on each repeat, and needs on each. */
  chars: CharSet;
  needs: CharSet[];
  /** Character sets every path from the run to here takes a character of. */
  since: CharSet[];
}

/** The items of a class that takes what a node takes ("A-Z", "0-9", "-"), or undefined when not that simple. */
function classItems(node: Node): string[] | undefined {
  if (node.type === "CharacterClass")
    return node.negate ||
      node.elements.some((e) => e.type === "ClassStringDisjunction" || e.type === "ExpressionCharacterClass")
      ? undefined
      : node.elements.map((element) => element.raw);
  if (node.type === "CharacterSet")
    return node.kind === "any" || node.kind === "property" || node.negate ? undefined : [node.raw];
  if (node.type === "Character") return [/^[\]\\^]$/.test(node.raw) ? `\\${node.raw}` : node.raw];
  if (node.type === "Quantifier") return classItems(node.element);
  if (isGroup(node) && node.alternatives.length === 1) {
    const parts = node.alternatives[0]!.elements.map(classItems);
    return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
  }
  return undefined;
}

/** One run in place of several, such as [A-Z0-9-]{5,64}: what the agent can write instead. */
function oneRun(parts: Node[], min: number, max: number): string {
  const items = parts.map(classItems);
  const low = Math.max(min, 1);
  const high = Math.min(Math.max(max, low), MAX_REPEAT);
  if (items.some((item) => item === undefined)) return `[A-Z0-9-]{${low},${high}}`;
  const unique = [...new Set(items.flat() as string[])];
  // A "-" goes last in a class, where it is itself and not a range.
  const inside = unique.filter((item) => item !== "-").join("") + (unique.includes("-") ? "-" : "");
  return `[${inside}]{${low},${high}}`;
}

const minLength = (node: Node) => lengthRange(node).min;
const maxLength = (node: Node) => lengthRange(node).max;

class Refused extends Error {}

/**
 * Walks a pattern's sequences in match order, keeping the runs gone past; each new run is checked
 * against every one of them. Fixed repeats are walked twice (what the second repeat meets, every
 * later one meets); each choice of an alternation from the same runs, the runs after it kept apart
 * only by what every choice needs.
 */
class RunWalk {
  constructor(private readonly say: Say<typeof en>) {}

  sequence(elements: readonly Element[], open: Open[], endsAfter: boolean): Open[] {
    let now = open;
    elements.forEach((element, i) => {
      const restOptional = endsAfter && elements.slice(i + 1).every(emptyAndSure);
      now = this.element(element, now, restOptional);
    });
    return now;
  }

  private element(node: Element, open: Open[], restOptional: boolean): Open[] {
    switch (node.type) {
      case "Character":
      case "CharacterSet":
      case "CharacterClass": {
        const set = charSetOf(node);
        return open.map((o) => ({ ...o, since: [...o.since, set] }));
      }
      case "Group":
      case "CapturingGroup":
        return this.choices(node, open, restOptional);
      case "Quantifier":
        if (node.min === node.max) {
          let now = open;
          // What the second repeat meets, every later one meets: two are walked.
          const walked = Math.min(node.min, 2);
          for (let i = 0; i < walked; i++)
            now = this.element(node.element, now, restOptional && node.min === i + 1);
          return now;
        }
        return this.run(node, open, restOptional);
      default:
        return open; // assertions take no character
    }
  }

  private choices(group: AST.Group | AST.CapturingGroup, open: Open[], restOptional: boolean): Open[] {
    const after = group.alternatives.map((alternative) =>
      this.sequence(alternative.elements, open, restOptional),
    );
    if (after.length === 1) return after[0]!;
    const kept = open.map((o, i) => {
      const added = after.map((runs) => runs[i]!.since.slice(o.since.length));
      return added.every((sets) => sets.length) ? { ...o, since: [...o.since, union(...added.flat())] } : o;
    });
    return [...kept, ...after.flatMap((runs) => runs.slice(open.length))];
  }

  private run(node: Quantifier, open: Open[], restOptional: boolean): Open[] {
    const run: Open = { run: node, chars: charsOf(node.element), needs: needsOf(node.element), since: [] };
    for (const before of open) this.check(before, run, restOptional);
    const needs = node.min > 0 ? run.needs : [];
    const after = open.map((o) => ({ ...o, since: [...o.since, ...needs] }));
    // The runs inside an optional group (a repeated one has none) meet what is around it as well.
    const inside =
      node.max === 1 && isGroup(node.element) ? this.element(node.element, open, restOptional) : open;
    return [...after, ...inside.slice(open.length), run];
  }

  /** Refuses `run` when a text can be split between it and an earlier run in many ways. */
  private check(before: Open, run: Open, restOptional: boolean): void {
    const node = run.run as Quantifier;
    if (before.run === "start" && (restOptional || node.max <= SHORT_RUN)) return;
    const both = before.run === "start" ? run.chars : intersect(before.chars, run.chars);
    if (!both.length) return;
    const apart = [...before.since, ...before.needs, ...run.needs].some((set) => !overlaps(set, both));
    if (apart) return;
    const say = this.say;
    if (before.run === "start") throw new Refused(say("runStartsCode", { part: node.raw, count: SHORT_RUN }));
    const first = before.run;
    const between = betweenIn(first, node);
    if (first === node)
      throw new Refused(
        say("runRepeated", { part: node.raw, suggestion: oneRun([node], node.min * 2, node.max * 2) }),
      );
    const all = [first, ...between, node];
    const overlap = {
      first: first.raw,
      second: node.raw,
      suggestion: oneRun(all, sum(all, minLength), sum(all, maxLength)),
    };
    throw new Refused(
      between.length
        ? say("runsOverlapBetween", { ...overlap, between: between.map((n) => n.raw).join("") })
        : say("runsOverlap", overlap),
    );
  }
}

const sum = (nodes: Node[], each: (node: Node) => number) => nodes.reduce((n, node) => n + each(node), 0);

/** The parts between two runs of one sequence, to name in the refusal; none when not in one. */
function betweenIn(first: Quantifier, second: Quantifier): Element[] {
  const parent = first.parent;
  if (parent !== second.parent || parent.type !== "Alternative") return [];
  const elements = parent.elements;
  return elements.slice(elements.indexOf(first) + 1, elements.indexOf(second));
}

/** The characters of a branch, one set per place, as far as its parts are single characters. */
function branchCharacters(alternative: AST.Alternative): CharSet[] {
  const out: CharSet[] = [];
  for (const element of alternative.elements) {
    const single = element.type === "Quantifier" ? element.element : element;
    const count = element.type === "Quantifier" ? Math.min(element.min, MAX_REPEAT) : 1;
    if (single.type === "Character" || single.type === "CharacterSet" || single.type === "CharacterClass") {
      const set = charSetOf(single);
      for (let i = 0; i < count; i++) out.push(set);
      // After a run, the places of what follows depend on its length: known no further.
      if (element.type === "Quantifier" && element.min !== element.max) break;
    } else if (single.type === "Assertion" && !isLookAround(single)) {
      // An anchor or \b takes no character.
    } else break;
  }
  return out;
}

/**
 * Whether two branches can never match the same text, nor one the start of the other's: some place
 * where both take a single character, from sets with nothing in common.
 */
function branchesDiffer(a: AST.Alternative, b: AST.Alternative): boolean {
  const first = branchCharacters(a);
  const second = branchCharacters(b);
  for (let i = 0; i < Math.min(first.length, second.length); i++)
    if (!overlaps(first[i]!, second[i]!)) return true;
  return false;
}

/**
 * Checks a pattern's source (without slashes) against the linear-time subset above. The refusal
 * names the offending part and what to write instead, in `say`'s language.
 */
export function checkPatternSafety(
  pattern: AST.Pattern,
  say: Say<typeof en> = detectionWordsInUse(),
): SafetyCheck {
  let problem: SafetyCheck = { ok: true };
  visit(pattern, (node) => {
    if (!problem.ok) return false;
    if (node.type === "Backreference") {
      problem = refuse(say("backReference", { part: node.raw }));
      return;
    }
    // Alone, a pattern without named groups reads \k<vl0> as the letters k<vl0>; in the detector,
    // which names its groups, it is a back-reference to a group outside the match, which takes no
    // character: runs those letters keep apart here meet on the page.
    if (node.type === "Character" && node.raw === "\\k" && pattern.raw[node.end] === "<") {
      const close = pattern.raw.indexOf(">", node.end);
      problem = refuse(say("backReference", { part: pattern.raw.slice(node.start, close + 1 || undefined) }));
      return;
    }
    if (node.type === "CapturingGroup" && node.name !== null) {
      problem = refuse(
        say("namedGroup", { name: node.name, inner: node.alternatives.map((a) => a.raw).join("|") }),
      );
      return;
    }
    if (isLookAround(node)) {
      problem = refuse(lookAroundRefusal(node, say));
      return false;
    }
    if (node.type === "Group" && node.modifiers) {
      problem = refuse(modifierRefusal(node, say));
      return false;
    }
    if ((isGroup(node) || node.type === "Pattern") && node.alternatives.length > 1) {
      const [a, b] = findSameBranches(node.alternatives) ?? [];
      if (a && b) {
        const choices = { first: a.raw || say("emptyChoice"), second: b.raw || say("emptyChoice") };
        problem = refuse(
          isGroup(node)
            ? say("choicesOverlap", { ...choices, group: node.raw })
            : say("choicesOverlapPattern", choices),
        );
        return;
      }
    }
    if (node.type !== "Quantifier") return;
    const inner = node.min !== node.max && node.max > 1 ? findInside(node, isVariableRepeat) : undefined;
    if (inner) {
      const flat = flatForm(node, inner);
      problem = refuse(
        flat
          ? say("nestedRepeat", { part: node.raw, inner: inner.raw, flat })
          : say("nestedRepeatAny", { part: node.raw, inner: inner.raw, example: "GIFT-[A-Z0-9]{4,32}" }),
      );
      return;
    }
    if (node.max === Number.POSITIVE_INFINITY) {
      problem = refuse(say("unbounded", { part: node.raw, bounded: boundedForm(node), max: MAX_REPEAT }));
      return;
    }
    if (node.max > MAX_REPEAT) {
      problem = refuse(say("tooManyRepeats", { part: node.raw, count: MAX_REPEAT }));
      return;
    }
  });
  if (!problem.ok) return problem;
  const walk = new RunWalk(say);
  const start: Open = { run: "start", chars: ANY, needs: [], since: [] };
  try {
    for (const alternative of pattern.alternatives) walk.sequence(alternative.elements, [start], true);
  } catch (error) {
    if (error instanceof Refused) return refuse(error.message);
    throw error;
  }
  // After the rules above, whose refusals say better what to write instead.
  const longest = lengthRange(pattern).max;
  if (longest > MAX_CODE_LENGTH) return refuse(say("codeTooLong", { length: longest, max: MAX_CODE_LENGTH }));
  return { ok: true };
}

function findSameBranches(
  alternatives: readonly AST.Alternative[],
): [AST.Alternative, AST.Alternative] | undefined {
  for (let i = 0; i < alternatives.length; i++)
    for (let j = i + 1; j < alternatives.length; j++)
      if (!branchesDiffer(alternatives[i]!, alternatives[j]!)) return [alternatives[i]!, alternatives[j]!];
  return undefined;
}

/**
 * Why a look-around is refused, and what to write instead: the characters it checks, as part of
 * the code, or nothing, as the detector checks a code's boundaries itself.
 */
function lookAroundRefusal(node: AST.LookaroundAssertion, say: Say<typeof en>): string {
  const part = node.raw;
  const inside = node.alternatives.map((a) => a.raw).join("|");
  if (node.kind === "lookahead")
    return node.negate ? say("lookAheadLeaveOut", { part }) : say("lookAheadWrite", { part, inside });
  return node.negate ? say("lookBehindLeaveOut", { part }) : say("lookBehindWrite", { part, inside });
}

/** Each letter of a text as a class of both its cases: "bf25" is "[Bb][Ff]25". */
const bothCases = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`);

/**
 * Why flags set inside a pattern are refused, and what to write instead: both cases in a class
 * for (?i:…), the characters the code takes for (?s:…), a plain group otherwise.
 */
function modifierRefusal(group: AST.Group, say: Say<typeof en>): string {
  const inner = group.alternatives.map((a) => a.raw).join("|");
  const modifiers = group.modifiers!;
  const flags = modifiers.raw;
  const plainText = group.alternatives.every((a) => a.elements.every((e) => e.type === "Character"));
  if (modifiers.add.ignoreCase)
    return plainText && inner
      ? say("flagsIgnoreCase", { flags, example: bothCases(inner) })
      : say("flagsIgnoreCaseAny", { flags });
  if (modifiers.add.dotAll) return say("flagsDotAll", { flags });
  return say("flagsOther", { flags, inner });
}

/** A repetition written with a bound the agent can copy: "+" becomes "{1,32}", "*" "{0,32}". */
function boundedForm(q: AST.Quantifier): string {
  return `${q.element.raw}{${q.min},${Math.max(q.min, 32)}}`;
}

/**
 * The flat form of a repeated group holding one repetition: "([A-Z0-9]+)+" is "[A-Z0-9]{1,32}", the
 * same codes without the nesting; otherwise none, and the refusal gives the general advice.
 */
function flatForm(outer: AST.Quantifier, inner: AST.Quantifier): string | undefined {
  const group = outer.element;
  const only =
    isGroup(group) &&
    group.alternatives.length === 1 &&
    group.alternatives[0]!.elements.length === 1 &&
    group.alternatives[0]!.elements[0] === inner;
  return only ? `${inner.element.raw}{${Math.max(1, inner.min * outer.min)},32}` : undefined;
}
