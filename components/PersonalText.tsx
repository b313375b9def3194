import type { ButtonHTMLAttributes } from "preact";
import { looksLikeEmail, maskPersonal, type PersonalKind, personalKindOf } from "@/lib/core/personal/mask";
import { PersonalValue, useMasked } from "./PersonalValue";

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
 * every email-shaped word whatever the values (a sentence naming a ticket's requester, a source id).
 * Where two overlap, the one that starts first (the longer, at the same place) is taken.
 */
export function personalPieces(text: string, values: readonly PersonalPart[] = []): TextPiece[] {
  const found: { at: number; end: number; part: PersonalPart }[] = [];
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

/** The text as the views below show it in words no element can hold (a name, a label): masked while masking is on. */
export function useShownText(text: string, values?: readonly PersonalPart[]): string {
  return useMasked() ? maskedText(text, values) : text;
}

export interface PersonalTextProps {
  text: string;
  /** The personal values the text may hold; email-shaped words are found without being named. */
  values?: readonly PersonalPart[] | undefined;
}

/**
 * A text that may hold personal data (a sentence naming the customer, a source id that is an
 * address): each personal value in it is shown through PersonalValue, the rest as it is.
 */
export function PersonalText({ text, values }: PersonalTextProps) {
  const masked = useMasked();
  if (!masked) return <>{text}</>;
  return (
    <>
      {personalPieces(text, values).map((piece) =>
        "text" in piece ? (
          piece.text
        ) : (
          <PersonalValue key={piece.at} value={piece.personal.value} kind={piece.personal.kind} />
        ),
      )}
    </>
  );
}

/**
 * A value kept under a name (a metadata entry): personal when its name says so (personalKindOf),
 * else only the email-shaped words in it are.
 */
export function PersonalEntry({ name, value }: { name: string; value: string }) {
  const kind = personalKindOf(name, value);
  return kind ? <PersonalValue value={value} kind={kind} /> : <PersonalText text={value} />;
}

export interface PersonalButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "type" | "value"> {
  /** What the button shows: a customer's name, an address, a sentence holding one. */
  text: string;
  values?: readonly PersonalPart[] | undefined;
  /** What the button says of its text while it is not masked ("Look up {token}"); the text itself when not given. */
  words?: (text: string) => string;
  /** While the text is masked it stands beside the button (with its own reveal), which says this: "Look up". */
  action: string;
  /** The button's name then, from the text as masked: "Look up l•••@example.es". */
  actionLabel(masked: string): string;
}

/**
 * A button whose text is personal (a customer's name that looks them up). Masked, no button holds
 * the value, nor another button: the text is shown masked beside a button of its own, named from
 * the mask.
 */
export function PersonalButton({ text, values, words, action, actionLabel, ...button }: PersonalButtonProps) {
  const masked = useMasked();
  const pieces = masked ? personalPieces(text, values) : [];
  if (!pieces.some((piece) => "personal" in piece))
    return (
      <button type="button" {...button}>
        {words ? words(text) : text}
      </button>
    );
  return (
    <>
      <PersonalText text={text} values={values} />{" "}
      <button type="button" {...button} aria-label={actionLabel(maskedText(text, values))}>
        {action}
      </button>
    </>
  );
}
