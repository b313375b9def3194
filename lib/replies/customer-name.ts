/**
 * A customer's name as a reply may greet them by it. The name comes from the project's customer
 * records, which the customer (a sign-up form) or anyone with a key may have written: a reply
 * takes it only when it reads as a name, so a link, a number, a direction override or a page of
 * text never goes to the customer under the agent's signature. A name that does not read as one
 * counts as missing, and the reply is written without it.
 *
 * A name reads as one when each of its words holds only letters, combining marks, apostrophes and
 * hyphens, with at least one letter, and no word is longer than 50 characters (code points:
 * a mark counts as one).
 *
 * - Letters and marks of every script (\p{L}, \p{M}): José, Zoë, Nguyễn, 李小龙, also decomposed.
 * - White space between words, of any kind (a no-break or ideographic space, a tab, a line break):
 *   it only tells the words apart, and is never written.
 * - Apostrophes and hyphens, typed or typographic: O'Brien, D’Angelo, ’t Hart, Anne-Marie.
 * - No digits: a name rarely holds one, and a digit usually means the field holds something else
 *   (an order number, "Test user 2"). No dots or slashes: "evil.example" is a link in most mail
 *   clients. No format characters: the bidirectional overrides and isolates that reorder what the
 *   customer reads, and zero-width characters too (a Persian name written with a zero-width
 *   non-joiner is greeted without the name: the cost of a rule that lets none through).
 * - A word of at most 50 characters: longer than any given name or surname in use (long Hawaiian,
 *   Thai and Sri Lankan names stay under it, and passports' whole-name fields are shorter), short
 *   enough that a greeting stays a greeting. The whole name is refused unread past
 *   `MAX_NAME_LENGTH`, so a 12,000-character name costs nothing.
 *
 * Both expressions are one character class with a bounded repeat, anchored at both ends: linear in
 * the text, which is itself at most `MAX_NAME_LENGTH` characters when they run.
 */

/** The longest name read at all: a long full name with its particles ("María de los Ángeles …"). */
const MAX_NAME_LENGTH = 120;

const WORD = /^[\p{L}\p{M}'‘’‐‑-]{1,50}$/u;
const LETTER = /\p{L}/u;
const SPACES = /\s+/u;

/** Whether a customer's full name reads as a name (see above). */
function isPersonalName(name: string): boolean {
  if (name.length > MAX_NAME_LENGTH) return false;
  const words = name.trim().split(SPACES);
  return words.every((word) => WORD.test(word) && LETTER.test(word));
}

/**
 * The word a reply greets the customer by: the first of their name, when the whole name reads as
 * one; otherwise none, and the reply's optional greeting goes without it.
 */
export function firstNameOf(name: string | undefined): string | undefined {
  // The API's null, or anything but text, is no name either.
  if (typeof name !== "string" || !isPersonalName(name)) return undefined;
  return name.trim().split(SPACES)[0];
}
