import type { ButtonHTMLAttributes } from "preact";
import { MASKED, PersonalValue, useMasked, useMasks } from "./PersonalValue";
import type { PersonalPart } from "./personal-pieces";

export type { PersonalPart } from "./personal-pieces";

/** The text as the views below show it in words no element can hold (a name, a label): masked while masking is on. */
export function useShownText(text: string, values?: readonly PersonalPart[]): string {
  const masks = useMasks();
  if (!useMasked()) return text;
  return masks ? masks.maskedText(text, values) : MASKED;
}

export interface PersonalTextProps {
  text: string;
  /** The personal values the text may hold; email-shaped words, or a text that is a phone number, are found without being named. */
  values?: readonly PersonalPart[] | undefined;
}

/**
 * A text that may hold personal data (a sentence naming the customer, a source id that is an
 * address): each personal value in it is shown through PersonalValue, the rest as it is.
 */
export function PersonalText({ text, values }: PersonalTextProps) {
  const masked = useMasked();
  const masks = useMasks();
  if (!masked) return <>{text}</>;
  // Until the masks load (a moment, the first time), the whole text shows as masked.
  if (!masks) return <>{MASKED}</>;
  return (
    <>
      {masks
        .personalPieces(text, values)
        .map((piece) =>
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
 * else only what is shaped like an email or a phone number is.
 */
export function PersonalEntry({ name, value }: { name: string; value: string }) {
  const masked = useMasked();
  const masks = useMasks();
  if (!masked) return <>{value}</>;
  // A structured value (written as JSON) is masked whole when any key in it names personal data.
  const kind =
    masks?.personalKindOf(name, value) ?? (masks && structuredPersonal(masks, value) ? "name" : undefined);
  return kind ? <PersonalValue value={value} kind={kind} /> : <PersonalText text={value} />;
}

/** Whether a value written as JSON holds a key that names personal data ("contact": {"phone": …}). */
function structuredPersonal(masks: NonNullable<ReturnType<typeof useMasks>>, value: string): boolean {
  if (!/^[[{]/.test(value)) return false;
  for (const match of value.slice(0, 10_000).matchAll(/"([^"\\]{1,100})"\s*:/g))
    if (masks.personalKindOf(match[1] ?? "", "")) return true;
  return false;
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
  const masks = useMasks();
  if (masked && !masks)
    return (
      <>
        {MASKED}{" "}
        <button type="button" {...button} aria-label={actionLabel(MASKED)}>
          {action}
        </button>
      </>
    );
  const pieces = masked && masks ? masks.personalPieces(text, values) : [];
  if (!pieces.some((piece) => "personal" in piece))
    return (
      <button type="button" {...button}>
        {words ? words(text) : text}
      </button>
    );
  return (
    <>
      <PersonalText text={text} values={values} />{" "}
      <button type="button" {...button} aria-label={actionLabel(masks?.maskedText(text, values) ?? MASKED)}>
        {action}
      </button>
    </>
  );
}
