/**
 * Customer personal data as a shared screen may show it: enough to tell one customer from another
 * at a glance ("L••• F•••", "l•••@example.es", "•••78"), not enough to read who they are. Ids,
 * codes, amounts and points are never masked: the agent still works with them.
 *
 * Each mask has a fixed number of bullets, so its length says nothing of the value's. Text is
 * split into code points (Array.from), never UTF-16 units, so a letter outside the Basic
 * Multilingual Plane is never cut in two.
 */

/** What a personal value is: each kind has its own mask. */
export type PersonalKind = "name" | "email" | "phone" | "address";

export const BULLETS = "•••";

/** The first character of a word and bullets; a word of one character is bullets alone. */
function maskWord(word: string): string {
  const chars = Array.from(word);
  return chars.length > 1 ? `${chars[0]}${BULLETS}` : BULLETS;
}

/** A name or an address, word by word: "Lucía Fernández" → "L••• F•••". */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  return words.length ? words.map(maskWord).join(" ") : BULLETS;
}

/**
 * An email's local part masked, its domain kept (the team tells a customer's address from a
 * colleague's by it): "lucia@example.es" → "l•••@example.es". Text that is no address is masked
 * as a name.
 */
export function maskEmail(email: string): string {
  const text = email.trim();
  const at = text.lastIndexOf("@");
  if (at <= 0 || at === text.length - 1) return maskName(text);
  return `${maskWord(text.slice(0, at))}@${text.slice(at + 1)}`;
}

/** A phone number's last two digits: "+34 612 345 678" → "•••78"; a short one shows none. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 6 ? `${BULLETS}${digits.slice(-2)}` : BULLETS;
}

/** A personal value of a kind, masked. */
export function maskPersonal(kind: PersonalKind, value: string): string {
  switch (kind) {
    case "email":
      return maskEmail(value);
    case "phone":
      return maskPhone(value);
    default:
      return maskName(value);
  }
}

export { looksLikeEmail, looksLikePhone } from "./shape";

import { personalShape } from "./shape";

const KEY_WORDS: Record<PersonalKind, ReadonlySet<string>> = {
  email: new Set(["email", "mail", "correo", "courriel"]),
  phone: new Set([
    "phone",
    "telephone",
    "mobile",
    "cell",
    "tel",
    "telefono",
    "teléfono",
    "telefon",
    "movil",
    "móvil",
    "handy",
    "portable",
  ]),
  address: new Set([
    "address",
    "street",
    "city",
    "zip",
    "zipcode",
    "postal",
    "postcode",
    "adresse",
    "direccion",
    "dirección",
    "strasse",
    "straße",
    "ulica",
    "birth",
    "birthday",
    "birthdate",
    "dob",
    "geburtstag",
    "naissance",
    "nacimiento",
    "urodzenia",
  ]),
  name: new Set([
    "name",
    "firstname",
    "lastname",
    "fullname",
    "surname",
    "nombre",
    "apellido",
    "apellidos",
    "nom",
    "prenom",
    "prénom",
    "vorname",
    "nachname",
    "imie",
    "imię",
    "nazwisko",
  ]),
};

/**
 * A metadata key's words: "firstName", "first_name" and "First Name" all read as first, name.
 * Bounded: a key longer than any a project writes is read by its first 100 characters.
 */
function keyWords(key: string): string[] {
  return key
    .slice(0, 100)
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The kind of personal value a metadata key holds, by its words in the languages projects write
 * keys in (English, and the reply languages'), each word whole ("hotel" holds no "tel", "store_names"
 * no name); undefined for a key that holds no personal data Voucher Lens knows of. A value shaped
 * like an email or an international phone number is one whatever its key.
 */
export function personalKindOf(key: string, value: string): PersonalKind | undefined {
  const shape = personalShape(value);
  if (shape) return shape;
  const words = keyWords(key);
  const joined = words.join("");
  for (const kind of ["email", "phone", "address", "name"] as const) {
    const known = KEY_WORDS[kind];
    if (known.has(joined) || words.some((word) => known.has(word))) return kind;
  }
  return undefined;
}
