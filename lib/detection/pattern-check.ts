/** Patterns checked against the linear-time subset (pattern-safety.ts) carry this. */
export const PATTERN_CHECK = 5;

/**
 * The check before this one let through two things this one refuses, both told apart without a
 * parser: a counted group, written ")" then "{", whose count multiplies everything inside it (a
 * group of a group of "a-" 64 times each reads on to the end of a ticket of "a-a-…" from each
 * place); and "\k<", letters alone but a back-reference beside the detector's named groups. A
 * pattern it passed with neither runs at once: what else this check refuses, a code over 256
 * characters made of runs side by side, each read at most once from a place, is what that check
 * timed and let through. One with either waits for the options page's check (an escaped "\){" is
 * taken for one, and only waits).
 */
const COUNTED_GROUP_OR_NAMED_REFERENCE = /\)\{|\\k</;

/**
 * The check before that one: the same rules, but it let look-arounds and flags set inside a pattern
 * ((?i:…)) through, and read character sets as written beneath them. Both are written "(?" then
 * something other than ":", which a pattern without them never holds (an escaped "\(?" or "[(?=]"
 * is taken for one, and only waits).
 */
const LOOK_AROUND_OR_FLAGS = /\(\?(?!:)/;

/** Whether a stored regular expression counts as checked by this version of the check. */
export function passedCheck(checked: number | undefined, source: string): boolean {
  if (checked === PATTERN_CHECK) return true;
  if (checked !== 4 && checked !== 3) return false;
  if (COUNTED_GROUP_OR_NAMED_REFERENCE.test(source)) return false;
  return checked === 4 || !LOOK_AROUND_OR_FLAGS.test(source);
}
