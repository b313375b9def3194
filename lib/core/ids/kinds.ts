/**
 * The Voucherify id kinds: each id's prefix, the shape of what follows it and how the page marks it
 * (ID_KINDS), and which view answers it (ID_ANSWERS, keyed by the same kinds). The detector, the
 * search box, the request builders and the panel all read them, so an id is never read one way on
 * the page and another in the panel.
 *
 * Lengths are ranges: ids have grown and shrunk over the years, and a ticket holds old and new ones.
 * Seen in the API's own examples (shared/fixtures, shared/spec/openapi): `cust_` + 23–25, `camp_` +
 * 23–24, `promo_` + 24, `ord_` + 24 letters and digits or + 17–18 hex, `v_` + 32, `r_` + 18 hex or
 * 24 letters and digits, `rf_`/`rr_` + 18 hex, `lprg_`/`lmbr_`/`lcrd_` (once `lcard_`) + 17–18 hex.
 */

/** How the page marks a token: one CSS highlight and one "On this page" group each. */
export const TOKEN_KINDS = [
  "customer",
  "voucher",
  "campaign",
  "promotion",
  "order",
  "redemption",
  "loyalty",
  "code",
  "email",
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Which of the panel's views answers an id. */
export type Answer = "redemptions" | "expiring_points" | "none";

/** How the page marks an id: every kind but codes and emails. */
type Mark = Exclude<TokenKind, "code" | "email">;

interface IdShape {
  /** The prefixes, as the API writes them (with the underscore). */
  prefixes: readonly string[];
  /** What follows the prefix, as a regular expression source with bounded repetition only. */
  body: string;
}

/**
 * What sets each kind apart. Its name says the rest: its first word is how the page marks it
 * ("loyalty" for the three loyalty ids).
 */
const ID_SHAPES = {
  customer_id: { prefixes: ["cust_"], body: "[A-Za-z0-9]{20,28}" },
  voucher_id: { prefixes: ["v_"], body: "[A-Za-z0-9]{28,36}" },
  promotion_id: { prefixes: ["promo_"], body: "[A-Za-z0-9]{20,28}" },
  campaign_id: { prefixes: ["camp_"], body: "[A-Za-z0-9]{20,28}" },
  order_id: { prefixes: ["ord_"], body: "[A-Za-z0-9]{16,28}" },
  redemption_id: { prefixes: ["r_", "rf_", "rr_"], body: "[A-Za-z0-9]{16,28}" },
  loyalty_program_id: { prefixes: ["lprg_"], body: "[a-f0-9]{12,32}" },
  loyalty_member_id: { prefixes: ["lmbr_"], body: "[a-f0-9]{12,32}" },
  // The memberships example writes a card id "lcard_…" where the schema says "lcrd_": both are read.
  loyalty_card_id: { prefixes: ["lcrd_", "lcard_"], body: "[a-f0-9]{12,32}" },
} as const satisfies Record<`${Mark}_${string}id`, IdShape>;

type IdShapes = typeof ID_SHAPES;

/** What a kind's name gives it. */
interface Named<K> {
  /** How the page marks it: its name's first word. */
  mark: K extends `${infer M extends Mark}_${string}` ? M : never;
}

export const ID_KINDS = Object.fromEntries(
  Object.entries(ID_SHAPES).map(([kind, shape]) => [
    kind,
    { ...shape, mark: kind.slice(0, kind.indexOf("_")) },
  ]),
) as { [K in keyof IdShapes]: IdShapes[K] & Named<K> };

export type IdKind = keyof typeof ID_KINDS;

/**
 * Which view answers each kind. Beside the shapes, not in them: only the panel and the worker ask,
 * and the content script, which reads the shapes, is built without it.
 */
export const ID_ANSWERS = {
  customer_id: "redemptions",
  voucher_id: "redemptions",
  promotion_id: "redemptions",
  campaign_id: "redemptions",
  order_id: "none",
  redemption_id: "redemptions",
  loyalty_program_id: "expiring_points",
  loyalty_member_id: "expiring_points",
  loyalty_card_id: "expiring_points",
} as const satisfies Record<IdKind, Answer>;
export const ID_KIND_NAMES = Object.keys(ID_KINDS) as IdKind[];

/** A text as a regular expression source that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The id's whole shape as a regular expression source, without boundaries. */
export function idSource(kind: IdKind): string {
  const { prefixes, body } = ID_KINDS[kind];
  const prefix =
    prefixes.length === 1 ? escapeRegExp(prefixes[0]!) : `(?:${prefixes.map(escapeRegExp).join("|")})`;
  return `${prefix}${body}`;
}

// Pure as a whole, the table and its expressions: a context that never asks (the content script)
// drops them, and never builds them.
const EXACT = /* @__PURE__ */ exactShapes();

function exactShapes() {
  return Object.fromEntries(ID_KIND_NAMES.map((kind) => [kind, new RegExp(`^${idSource(kind)}$`)])) as Record<
    IdKind,
    RegExp
  >;
}

/** Whether a text is exactly an id of this kind. */
export function isIdOf(kind: IdKind, text: string): boolean {
  return EXACT[kind].test(text);
}

/** The kind whose shape the text has exactly, if any. */
export function idKindOf(text: string): IdKind | undefined {
  return ID_KIND_NAMES.find((kind) => EXACT[kind].test(text));
}

/** The kind whose prefix the text starts with, shape or not: "cust_abc" was meant as a customer id. */
export function idKindByPrefix(text: string): IdKind | undefined {
  return ID_KIND_NAMES.find((kind) => ID_KINDS[kind].prefixes.some((prefix) => text.startsWith(prefix)));
}

/** The id kinds a page mark stands for (loyalty marks stand for three). */
export function idKindsMarkedAs(mark: TokenKind): IdKind[] {
  return ID_KIND_NAMES.filter((kind) => ID_KINDS[kind].mark === mark);
}

/** Loose on purpose: a source id that looks like an email is one; the API decides if it exists. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What the detector marks as an email on a page: stricter than EMAIL_SHAPE, and bounded: with open
 * repetition, 80,000 characters of "a.a.a…@" cost seconds of backtracking (a frozen helpdesk tab).
 * The bounds are RFC 5321's: 64 for the local part, 63 per label.
 */
export const EMAIL_SOURCE =
  "[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\\.[A-Za-z0-9-]{1,63}){0,8}\\.[A-Za-z]{2,24}";
