import type { ListRedemptionsParams } from "../api/params";

/** How the panel reads what the agent typed or clicked. */
export type LookupKind =
  | "customer_id"
  | "customer_source_id"
  | "voucher_or_promotion_id"
  | "campaign_id"
  | "redemption_id"
  | "code"
  | "card_in_campaign";

export interface Lookup {
  kind: LookupKind;
  value: string;
  /** For "card_in_campaign": the loyalty campaign the card code belongs to. */
  campaignId?: string;
}

export type ClassifyResult =
  | { ok: true; lookup: Lookup; alternatives: LookupKind[] }
  | { ok: false; message: string };

export const LOOKUP_LABELS: Record<LookupKind, string> = {
  customer_id: "customer id",
  customer_source_id: "customer source id",
  voucher_or_promotion_id: "voucher or promotion id",
  campaign_id: "campaign id",
  redemption_id: "redemption id",
  code: "voucher code",
  card_in_campaign: "loyalty card code in a campaign",
};

const CUSTOMER_ID = /^cust_[A-Za-z0-9]+$/;
const OBJECT_ID = /^(v|promo)_[A-Za-z0-9]+$/;
const CAMPAIGN_ID = /^camp_[A-Za-z0-9]+$/;
const REDEMPTION_ID = /^(r|rf|rr)_[a-f0-9]+$/;
// Deliberately loose: a source id that looks like an email is one; the server decides if it exists.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// "camp_xxx CODE": a loyalty card code together with its campaign.
const CARD_IN_CAMPAIGN = /^(camp_[A-Za-z0-9]+)\s+(\S.*)$/;

/** Checks the raw input; returns the trimmed value or why it cannot be looked up. */
export function checkLookupInput(raw: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  if (!value) return { ok: false, message: "Type or paste a code, customer id, email or campaign id." };
  if (value.length > 256)
    return { ok: false, message: `That is ${value.length} characters; codes and ids are at most 256.` };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) {
    return {
      ok: false,
      message: "That contains line breaks or control characters: paste only the code or id.",
    };
  }
  // Invisible in the field, yet part of the text: a pasted right-to-left override or zero-width space
  // would make the agent look up something other than what they see.
  if (/[\u0080-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(value)) {
    return {
      ok: false,
      message:
        "That contains invisible formatting characters (a direction mark or zero-width space): type the code again.",
    };
  }
  return { ok: true, value };
}

/** Reads the input by its shape; anything without a known shape is a voucher code. */
export function classifyLookup(raw: string): ClassifyResult {
  const checked = checkLookupInput(raw);
  if (!checked.ok) return checked;
  const value = checked.value;
  const inCampaign = CARD_IN_CAMPAIGN.exec(value);
  if (inCampaign) {
    return {
      ok: true,
      lookup: { kind: "card_in_campaign", value: inCampaign[2]!.trim(), campaignId: inCampaign[1]! },
      alternatives: ["code"],
    };
  }
  const kind: LookupKind = CUSTOMER_ID.test(value)
    ? "customer_id"
    : EMAIL.test(value)
      ? "customer_source_id"
      : OBJECT_ID.test(value)
        ? "voucher_or_promotion_id"
        : CAMPAIGN_ID.test(value)
          ? "campaign_id"
          : REDEMPTION_ID.test(value)
            ? "redemption_id"
            : "code";
  // Any input can also be a code or a customer's source id: those are free-form.
  const alternatives = (["code", "customer_source_id"] as const).filter((k) => k !== kind);
  return { ok: true, lookup: { kind, value }, alternatives };
}

/** The List Redemptions parameters that answer a lookup. */
export function redemptionParamsFor(lookup: Lookup): ListRedemptionsParams {
  switch (lookup.kind) {
    case "customer_id":
    case "customer_source_id":
      return { customer: lookup.value };
    case "voucher_or_promotion_id":
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
