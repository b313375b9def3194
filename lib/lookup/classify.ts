import * as v from "valibot";
import type { ListRedemptionsParams } from "@/lib/core/api/params";
import type { Say } from "@/lib/core/i18n/words";
import { sayNow } from "@/lib/core/i18n/words";
import {
  type Answer,
  EMAIL_SHAPE,
  ID_ANSWERS,
  ID_KIND_NAMES,
  ID_KINDS,
  type IdKind,
  idKindByPrefix,
  idKindOf,
  idKindsMarkedAs,
  isIdOf,
  type TokenKind,
} from "@/lib/core/ids/kinds";
import { formatter } from "@/lib/core/intl/formatter";
import type english from "./words/en";

/** Search's words, as the functions that word a lookup take them. */
export type LookupSay = Say<typeof english>;

/**
 * The words as loaded now (the page's language, else English), for a caller that gives none. Found
 * by name, not imported: a context that never shows them (the worker) does not carry them.
 */
export const ENGLISH_LOOKUP_SAY = () => sayNow<typeof english>("lookup");

/**
 * How a lookup started: typed in Search, chosen from recent lookups, clicked (a mark on the page,
 * On this page, a link in the panel), the right-click menu, the keyboard command, or made by the
 * panel itself for the ticket's only customer.
 */
export const LOOKUP_HOWS = ["typed", "recent", "clicked", "menu", "shortcut", "auto"] as const;
export type LookupHow = (typeof LOOKUP_HOWS)[number];

/** How the panel reads what the agent typed or clicked: an id kind of the table, or free text. */
export const LOOKUP_KINDS = [...ID_KIND_NAMES, "customer_source_id", "code", "card_in_campaign"] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

const LookupText = v.pipe(v.string(), v.minLength(1), v.maxLength(256));

/**
 * A lookup as it travels from where it starts (page click, On this page, context menu, shortcut,
 * search box, recent lookups) to the view that answers it. Its kind is never guessed again.
 */
export const LookupSchema = v.pipe(
  v.strictObject({
    kind: v.picklist(LOOKUP_KINDS),
    value: LookupText,
    /** For "card_in_campaign": the loyalty campaign the card code belongs to. */
    campaignId: v.optional(
      v.pipe(
        v.string(),
        v.check((id) => isIdOf("campaign_id", id)),
      ),
    ),
  }),
  v.check((lookup) => hasShape(lookup.kind, lookup.value), "The text does not have the shape of its kind"),
);
export type Lookup = v.InferOutput<typeof LookupSchema>;

export type ClassifyResult =
  | { ok: true; lookup: Lookup; alternatives: LookupKind[] }
  | { ok: false; message: string };

/** What a lookup is read as, in the agent's words ("Read as customer id"). */
export const LOOKUP_LABELS = {
  customer_id: "kindCustomerId",
  voucher_id: "kindVoucherId",
  promotion_id: "kindPromotionId",
  campaign_id: "kindCampaignId",
  order_id: "kindOrderId",
  redemption_id: "kindRedemptionId",
  loyalty_program_id: "kindLoyaltyProgramId",
  loyalty_member_id: "kindLoyaltyMemberId",
  loyalty_card_id: "kindLoyaltyCardId",
  customer_source_id: "kindCustomerSourceId",
  code: "kindCode",
  card_in_campaign: "kindCardInCampaign",
} as const satisfies Record<LookupKind, string>;

/** A lookup's kind in words: "customer id", "voucher code". */
export const lookupLabel = (kind: LookupKind, say: LookupSay = ENGLISH_LOOKUP_SAY()): string =>
  say(LOOKUP_LABELS[kind]);

const isIdKind = (kind: LookupKind): kind is IdKind => kind in ID_KINDS;

/** Which view answers a lookup: redemptions, expiring points, or none of the four operations. */
export function answerOf(kind: LookupKind): Answer {
  return isIdKind(kind) ? ID_ANSWERS[kind] : "redemptions";
}

/**
 * Whether a value may be looked up as its kind: an id of the table's shape; for ids answered by
 * List Redemptions, also one with the kind's prefix that the agent chose to read as that kind
 * ("read as customer id instead"), since id lengths change over the years. Free-form kinds take
 * any text.
 */
export function hasShape(kind: LookupKind, value: string): boolean {
  if (!isIdKind(kind)) return true;
  if (isIdOf(kind, value)) return true;
  return ID_ANSWERS[kind] === "redemptions" && idKindByPrefix(value) === kind;
}

// "camp_xxx CODE": a loyalty card code together with its campaign.
const CARD_IN_CAMPAIGN = /^(camp_[A-Za-z0-9]{1,64})\s+(\S.{0,255})$/;

/**
 * Kinds answered elsewhere: asking List Redemptions would say "none" for an id that is no code. Read
 * from the table, so a kind added there needs its refusals' words before this compiles.
 */
type NotRedemptionKind = {
  [K in IdKind]: (typeof ID_ANSWERS)[K] extends "redemptions" ? never : K;
}[IdKind];

const answeredElsewhere = (kind: IdKind): kind is NotRedemptionKind => answerOf(kind) !== "redemptions";

/** Why a text cannot be looked up, as data: the search box words it, the worker only drops it. */
export type Refusal =
  | { why: "empty" }
  | { why: "too_long"; length: number }
  | { why: "control_characters" }
  | { why: "invisible_characters" }
  /** The prefix of an id answered elsewhere (loyalty, order) without its shape. */
  | { why: "misshapen"; kind: NotRedemptionKind }
  /** A loyalty or order id after a campaign id. */
  | { why: "not_a_card"; kind: NotRedemptionKind };

/** A text read as a lookup, or why it cannot be one. */
export type Read = { ok: true; lookup: Lookup } | { ok: false; refusal: Refusal };

/** Checks the raw input; returns the trimmed value or why it cannot be looked up. */
function checkInput(raw: string): { ok: true; value: string } | { ok: false; refusal: Refusal } {
  const value = raw.trim();
  if (!value) return { ok: false, refusal: { why: "empty" } };
  if (value.length > 256) return { ok: false, refusal: { why: "too_long", length: value.length } };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return { ok: false, refusal: { why: "control_characters" } };
  // Invisible in the field, yet part of the text: a pasted right-to-left override or zero-width space
  // would make the agent look up something other than what they see.
  if (/[\u0080-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(value))
    return { ok: false, refusal: { why: "invisible_characters" } };
  return { ok: true, value };
}

/** Other readings offered beside a lookup ("read as … instead"). Ids answered elsewhere get none. */
export function alternativesFor(lookup: Lookup): LookupKind[] {
  if (answerOf(lookup.kind) !== "redemptions") return [];
  const others: LookupKind[] = ["code", "customer_source_id"];
  if (lookup.kind === "code") {
    // "cust_abc" is no customer id we know the shape of, yet the agent may have meant one.
    const prefixed = idKindByPrefix(lookup.value);
    if (prefixed && answerOf(prefixed) === "redemptions") others.unshift(prefixed);
  }
  if (lookup.kind === "card_in_campaign") return ["code"];
  return others.filter((kind) => kind !== lookup.kind);
}

/**
 * A text with the prefix of an id answered elsewhere (loyalty, order) but not its shape: searched
 * as a voucher code it would answer "no redemptions" for what was never a code, so it is refused
 * with the shape it should have. An `ord_` text with other characters may be a real code.
 */
function misshapenId(value: string): { ok: false; refusal: Refusal } | undefined {
  const kind = idKindByPrefix(value);
  if (!kind || !answeredElsewhere(kind) || isIdOf(kind, value)) return undefined;
  if (kind === "order_id" && !/^ord_[A-Za-z0-9]*$/.test(value)) return undefined;
  return { ok: false, refusal: { why: "misshapen", kind } };
}

/** A loyalty or order id after a campaign id is no card code. */
function refusedAsCard(value: string): { ok: false; refusal: Refusal } | undefined {
  const kind = idKindOf(value);
  return kind && answeredElsewhere(kind) ? { ok: false, refusal: { why: "not_a_card", kind } } : undefined;
}

/** Reads free text (search box, selection) by its shape; anything without a known shape is a code. */
export function readLookup(raw: string): Read {
  const checked = checkInput(raw);
  if (!checked.ok) return checked;
  const value = checked.value;
  const inCampaign = CARD_IN_CAMPAIGN.exec(value);
  if (inCampaign && isIdOf("campaign_id", inCampaign[1]!)) {
    const misshapen = misshapenId(inCampaign[2]!.trim()) ?? refusedAsCard(inCampaign[2]!.trim());
    if (misshapen) return misshapen;
    const lookup: Lookup = {
      kind: "card_in_campaign",
      value: inCampaign[2]!.trim(),
      campaignId: inCampaign[1]!,
    };
    return { ok: true, lookup };
  }
  const misshapen = misshapenId(value);
  if (misshapen) return misshapen;
  const kind: LookupKind = idKindOf(value) ?? (EMAIL_SHAPE.test(value) ? "customer_source_id" : "code");
  return { ok: true, lookup: { kind, value } };
}

/** "That looks like a loyalty member id, but …": one whole sentence per kind answered elsewhere. */
const MISSHAPEN_WORDS = {
  order_id: "misshapenOrderId",
  loyalty_program_id: "misshapenLoyaltyProgramId",
  loyalty_member_id: "misshapenLoyaltyMemberId",
  loyalty_card_id: "misshapenLoyaltyCardId",
} as const satisfies Record<NotRedemptionKind, string>;

/** "That is a loyalty member id, not a card code": one whole sentence per kind answered elsewhere. */
const NOT_A_CARD_WORDS = {
  order_id: "notACardOrderId",
  loyalty_program_id: "notACardLoyaltyProgramId",
  loyalty_member_id: "notACardLoyaltyMemberId",
  loyalty_card_id: "notACardLoyaltyCardId",
} as const satisfies Record<NotRedemptionKind, string>;

/** English lists as the search box has always written them, no serial comma. */
const listLocale = (say: LookupSay) => (say.language === "en" ? "en-GB" : say.language);

/** What an id of this kind looks like, in words: "lmbr_ followed by 12 to 32 of 0-9 and a-f". */
function shapeOf(kind: IdKind, say: LookupSay): string {
  const { prefixes, body } = ID_KINDS[kind];
  const prefixWords =
    formatter("list", listLocale(say), { type: "disjunction" })?.format(prefixes) ?? prefixes.join(", ");
  const parts = /^\[(.+)\]\{(\d+),(\d+)\}$/.exec(body);
  if (!parts) return say("shapeAny", { prefixes: prefixWords });
  const range = { prefixes: prefixWords, min: Number(parts[2]), max: Number(parts[3]) };
  return parts[1] === "a-f0-9" ? say("shapeHex", range) : say("shapeLettersAndDigits", range);
}

/** Why a text cannot be looked up, in the agent's words, with what to do about it. */
export function refusalWords(refusal: Refusal, say: LookupSay = ENGLISH_LOOKUP_SAY()): string {
  switch (refusal.why) {
    case "empty":
      return say("refusedEmpty");
    case "too_long":
      return say("refusedTooLong", { count: refusal.length });
    case "control_characters":
      return say("refusedControlCharacters");
    case "invisible_characters":
      return say("refusedInvisibleCharacters");
    case "misshapen":
      return say(MISSHAPEN_WORDS[refusal.kind], { shape: shapeOf(refusal.kind, say) });
    case "not_a_card":
      return say(NOT_A_CARD_WORDS[refusal.kind]);
  }
}

/** What the agent typed, read by its shape; a text that cannot be looked up is refused in words. */
export function classifyLookup(raw: string, say: LookupSay = ENGLISH_LOOKUP_SAY()): ClassifyResult {
  const read = readLookup(raw);
  return read.ok
    ? { ok: true, lookup: read.lookup, alternatives: alternativesFor(read.lookup) }
    : { ok: false, message: refusalWords(read.refusal, say) };
}

/**
 * A selection or a stored text, read by its shape as the search box reads it; undefined when it
 * cannot be looked up. Without the words of a refusal: the worker, which reads selections, has no
 * use for them.
 */
export function lookupOfText(raw: string): Lookup | undefined {
  const read = readLookup(raw);
  return read.ok ? read.lookup : undefined;
}

/**
 * What a page's detector found, as a lookup: the kind it was marked as decides, checked against
 * the table's shapes. Undefined when the text does not have the shape of its mark.
 */
export function lookupOfToken(token: { kind: TokenKind; text: string }): Lookup | undefined {
  if (token.kind === "code") return { kind: "code", value: token.text };
  if (token.kind === "email")
    return EMAIL_SHAPE.test(token.text) ? { kind: "customer_source_id", value: token.text } : undefined;
  const kind = idKindsMarkedAs(token.kind).find((k) => isIdOf(k, token.text));
  return kind ? { kind, value: token.text } : undefined;
}

export type RedemptionLookup = Lookup & { kind: Exclude<LookupKind, NotRedemptionKind> };

export function isRedemptionLookup(lookup: Lookup): lookup is RedemptionLookup {
  return answerOf(lookup.kind) === "redemptions";
}

/** The List Redemptions parameters that answer a lookup. */
export function redemptionParamsFor(lookup: RedemptionLookup): ListRedemptionsParams {
  switch (lookup.kind) {
    case "customer_id":
    case "customer_source_id":
      return { customer: lookup.value };
    case "voucher_id":
    case "promotion_id":
      return { filters: { related_object_id: { conditions: { $is: lookup.value } } } };
    case "campaign_id":
      return { filters: { related_object_parent_id: { conditions: { $is: lookup.value } } } };
    case "redemption_id":
      return { filters: { parent_redemption_id: { conditions: { $is: lookup.value } } } };
    case "code":
    case "card_in_campaign":
      return { filters: { voucher_code: { conditions: { $is: lookup.value } } } };
  }
}

/** What the search field shows for a lookup: the text the agent would type for it. */
export function lookupText(lookup: Lookup): string {
  return lookup.kind === "card_in_campaign" && lookup.campaignId
    ? `${lookup.campaignId} ${lookup.value}`
    : lookup.value;
}
