import { looksLikeEmail, looksLikePhone, maskPersonal, type PersonalKind } from "@/lib/core/personal/mask";

/**
 * What masking needs beyond the switch: each kind's mask, and a text cut at the personal values it
 * holds. Loaded only once a page masks (PersonalValue.tsx), so a panel that never masks carries none
 * of it at its opening.
 */

export { maskPersonal, type PersonalKind, personalKindOf } from "@/lib/core/personal/mask";

/** A personal value a text may hold (a customer's name in a sentence), and its kind. */
export interface PersonalPart {
  value: string;
  kind: PersonalKind;
}

/** A piece of a text: as it is, or a personal value in it; `at` is where it starts. */
export type TextPiece = { at: number } & ({ text: string } | { personal: PersonalPart });

/**
 * Email-shaped words in running text. Each side is bounded, so a long run with no @ costs a bounded
 * scan per character, and stops at what closes an address in a sentence (brackets, quotes, commas).
 */
const EMAIL_IN_TEXT = /[^\s@()<>[\]{}"'“”‘’«»,;:]{1,200}@[^\s@()<>[\]{}"'“”‘’«»,;:]{1,200}/gu;
/** A sentence's full stop or question mark after an address is no part of it. */
const TRAILING_STOPS = /[.!?…]+$/u;
/** What a word is made of: a value found inside a longer word is not that value ("Al" in "Also"). */
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;

const lastCharacter = (text: string) => Array.from(text.slice(-2)).pop() ?? "";
const firstCharacter = (text: string) => Array.from(text.slice(0, 2))[0] ?? "";

/**
 * A text cut at the personal values it holds: each of `values` where it stands as a whole word, and
 * every email-shaped word whatever the values (a sentence naming a ticket's requester, a source id),
 * and a text that is a phone number whole (a source id: in running text, "+1 000 000 points" is
 * none). Where two overlap, the one that starts first (the longer, at the same place) is taken.
 */
export function personalPieces(text: string, values: readonly PersonalPart[] = []): TextPiece[] {
  const found: { at: number; end: number; part: PersonalPart }[] = [];
  if (looksLikePhone(text)) {
    const value = text.trim();
    const at = text.indexOf(value);
    found.push({ at, end: at + value.length, part: { value, kind: "phone" } });
  }
  for (const match of text.matchAll(EMAIL_IN_TEXT)) {
    const value = match[0].replace(TRAILING_STOPS, "");
    if (looksLikeEmail(value))
      found.push({ at: match.index, end: match.index + value.length, part: { value, kind: "email" } });
  }
  for (const { value: written, kind } of values) {
    const value = written.trim();
    if (!value) continue;
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
      const end = at + value.length;
      const inWord =
        WORD_CHARACTER.test(lastCharacter(text.slice(0, at))) ||
        WORD_CHARACTER.test(firstCharacter(text.slice(end)));
      if (!inWord) found.push({ at, end, part: { value, kind } });
    }
  }
  found.sort((a, b) => a.at - b.at || b.end - a.end);
  const pieces: TextPiece[] = [];
  let done = 0;
  for (const { at, end, part } of found) {
    if (at < done) continue;
    if (at > done) pieces.push({ at: done, text: text.slice(done, at) });
    pieces.push({ at, personal: part });
    done = end;
  }
  if (done < text.length) pieces.push({ at: done, text: text.slice(done) });
  return pieces;
}

/** The text with every personal value in it masked: what a button's name or a copy's label says. */
export function maskedText(text: string, values?: readonly PersonalPart[]): string {
  return personalPieces(text, values)
    .map((piece) => ("text" in piece ? piece.text : maskPersonal(piece.personal.kind, piece.personal.value)))
    .join("");
}
