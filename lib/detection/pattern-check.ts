/** Patterns checked against the linear-time subset (pattern-safety.ts) carry this. */
export const PATTERN_CHECK = 4;

/**
 * The check before this one: the same rules, but it let look-arounds and flags set inside a
 * pattern ((?i:…)) through, and read character sets as written beneath them. A pattern it passed
 * that has neither passes this one too, so it runs at once; one with either waits for the options
 * page's check. Telling them apart needs no parser: both are written "(?" then something other than
 * ":", which a pattern without them never holds (an escaped "\(?" or "[(?=]" is taken for one, and
 * only waits).
 */
const PREVIOUS_CHECK = 3;
const LOOK_AROUND_OR_FLAGS = /\(\?(?!:)/;

/** Whether a stored regular expression counts as checked by this version of the check. */
export const passedCheck = (checked: number | undefined, source: string): boolean =>
  checked === PATTERN_CHECK || (checked === PREVIOUS_CHECK && !LOOK_AROUND_OR_FLAGS.test(source));
