import * as v from "valibot";
import type { ListRedemptionsParams } from "@/lib/core/api/params";
import {
  type Answer,
  EMAIL_SHAPE,
  ID_KIND_NAMES,
  ID_KINDS,
  type IdKind,
  idKindByPrefix,
  idKindOf,
  idKindsMarkedAs,
  isIdOf,
  shapeWords,
  type TokenKind,
} from "@/lib/core/ids/kinds";

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

export const LOOKUP_LABELS: Record<LookupKind, string> = {
  ...(Object.fromEntries(ID_KIND_NAMES.map((kind) => [kind, ID_KINDS[kind].label])) as Record<
    IdKind,
    string
  >),
  customer_source_id: "customer source id",
  code: "voucher code",
  card_in_campaign: "loyalty card code in a campaign",
};

const isIdKind = (kind: LookupKind): kind is IdKind => kind in ID_KINDS;

/** Which view answers a lookup: redemptions, expiring points, or none of the four operations. */
export function answerOf(kind: LookupKind): Answer {
  return isIdKind(kind) ? ID_KINDS[kind].answer : "redemptions";
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
  return ID_KINDS[kind].answer === "redemptions" && idKindByPrefix(value) === kind;
}

// "camp_xxx CODE": a loyalty card code together with its campaign.
const CARD_IN_CAMPAIGN = /^(camp_[A-Za-z0-9]{1,64})\s+(\S.{0,255})$/;

/** Why a text cannot be looked up, as data: the search box words it, the worker only drops it. */
type Refusal =
  | { why: "empty" }
  | { why: "too_long"; length: number }
  | { why: "control_characters" }
  | { why: "invisible_characters" }
  /** The prefix of an id answered elsewhere (loyalty, order) without its shape. */
  | { why: "misshapen"; kind: IdKind }
  /** A loyalty or order id after a campaign id. */
  | { why: "not_a_card"; kind: IdKind };

type Read = { ok: true; lookup: Lookup } | { ok: false; refusal: Refusal };

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
  if (!kind || answerOf(kind) === "redemptions" || isIdOf(kind, value)) return undefined;
  if (kind === "order_id" && !/^ord_[A-Za-z0-9]*$/.test(value)) return undefined;
  return { ok: false, refusal: { why: "misshapen", kind } };
}

/** A loyalty or order id after a campaign id is no card code. */
function refusedAsCard(value: string): { ok: false; refusal: Refusal } | undefined {
  const kind = idKindOf(value);
  return kind && answerOf(kind) !== "redemptions"
    ? { ok: false, refusal: { why: "not_a_card", kind } }
    : undefined;
}

/** Reads free text (search box, selection) by its shape; anything without a known shape is a code. */
function readLookup(raw: string): Read {
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

/** Why a text cannot be looked up, in the agent's words, with what to do about it. */
function refusalWords(refusal: Refusal): string {
  switch (refusal.why) {
    case "empty":
      return "Type or paste a code, customer id, email or campaign id.";
    case "too_long":
      return `That is ${refusal.length} characters; codes and ids are at most 256.`;
    case "control_characters":
      return "That contains line breaks or control characters: paste only the code or id.";
    case "invisible_characters":
      return "That contains invisible formatting characters (a direction mark or zero-width space): type the code again.";
    case "misshapen": {
      const label = ID_KINDS[refusal.kind].label;
      const a = /^[aeiou]/.test(label) ? "an" : "a";
      return `That looks like ${a} ${label}, but ${a} ${label} is ${shapeWords(refusal.kind)}: check it and paste it again.`;
    }
    case "not_a_card":
      return `That is a ${ID_KINDS[refusal.kind].label}, not a card code: search it on its own.`;
  }
}

/** What the agent typed, read by its shape; a text that cannot be looked up is refused in words. */
export function classifyLookup(raw: string): ClassifyResult {
  const read = readLookup(raw);
  return read.ok
    ? { ok: true, lookup: read.lookup, alternatives: alternativesFor(read.lookup) }
    : { ok: false, message: refusalWords(read.refusal) };
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

/** Kinds answered elsewhere: asking List Redemptions would say "none" for an id that is no code. */
type NotRedemptionKind = "order_id" | "loyalty_program_id" | "loyalty_member_id" | "loyalty_card_id";
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

/**
 * Which redemptions the list holds, in words, after "No redemptions": "for customer id cust_…", or
 * for a redemption id what its filter (parent redemption) returns.
 */
export function answerWords(lookup: Lookup): string {
  return lookup.kind === "redemption_id"
    ? `made under redemption ${lookup.value} (its rollbacks and parts)`
    : `for ${LOOKUP_LABELS[lookup.kind]} ${lookup.value}`;
}

/** What the search field shows for a lookup: the text the agent would type for it. */
export function lookupText(lookup: Lookup): string {
  return lookup.kind === "card_in_campaign" && lookup.campaignId
    ? `${lookup.campaignId} ${lookup.value}`
    : lookup.value;
}
