import * as v from "valibot";
import type { Said } from "@/lib/core/i18n/said";
import { ID_KINDS, type IdKind, isIdOf } from "@/lib/core/ids/kinds";
import { type ApiError, apiSaid, invalidInput } from "./errors";

/**
 * What the agent (or a page) may ask for, as strict schemas: they guard the message boundary and
 * enforce the interface's limits before any request is made.
 */

// Codes are free-form, but a lookup value with control characters or of absurd length is a paste gone wrong.
const lookupText = (name: string) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.minLength(1, `${name} is empty`),
    v.maxLength(256, `${name} is longer than 256 characters`),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    v.regex(/^[^\u0000-\u001f\u007f]*$/, `${name} contains control characters`),
  );

const wholeNumber = (name: string, min: number, max: number) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be between ${min} and ${max}`),
    v.maxValue(max, `${name} must be between ${min} and ${max}`),
  );

const dateOrDateTime = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/,
      `${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`,
    ),
  );

export const REDEMPTION_ORDERS = [
  "created_at",
  "-created_at",
  "id",
  "-id",
  "voucher_code",
  "-voucher_code",
  "tracking_id",
  "-tracking_id",
  "customer_id",
  "-customer_id",
] as const;
export type RedemptionOrder = (typeof REDEMPTION_ORDERS)[number];

export const FILTER_FIELDS = [
  "voucher_code",
  "related_object_id",
  "related_object_parent_id",
  "parent_redemption_id",
  "failure_code",
  "result",
  "object",
  "customer_id",
  "campaign_name",
  "user_login",
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

const ConditionsSchema = v.strictObject({
  $in: v.optional(v.array(lookupText("$in value"))),
  $not_in: v.optional(v.array(lookupText("$not_in value"))),
  $is: v.optional(lookupText("$is value")),
  $is_not: v.optional(lookupText("$is_not value")),
  $starts_with: v.optional(lookupText("$starts_with value")),
  $ends_with: v.optional(lookupText("$ends_with value")),
  $contains: v.optional(lookupText("$contains value")),
  $not_contain: v.optional(lookupText("$not_contain value")),
  // Both take an empty value on the wire; here they are flags.
  $has_value: v.optional(v.literal(true)),
  $is_unknown: v.optional(v.literal(true)),
});

const filterEntry = v.optional(v.strictObject({ conditions: ConditionsSchema }));
export const RedemptionFiltersSchema = v.strictObject({
  ...(Object.fromEntries(FILTER_FIELDS.map((field) => [field, filterEntry])) as Record<
    FilterField,
    typeof filterEntry
  >),
  junction: v.optional(v.picklist(["and", "or"], "junction must be and or or")),
});
export type RedemptionFilters = v.InferOutput<typeof RedemptionFiltersSchema>;

export const ListRedemptionsParamsSchema = v.strictObject({
  limit: v.optional(wholeNumber("limit", 1, 100)),
  page: v.optional(wholeNumber("page", 1, 99)),
  result: v.optional(v.array(v.picklist(["SUCCESS", "FAILURE"], "result must be SUCCESS or FAILURE"))),
  campaign: v.optional(lookupText("campaign")),
  customer: v.optional(lookupText("customer")),
  order: v.optional(v.picklist(REDEMPTION_ORDERS, "order is not one the API accepts")),
  createdBefore: v.optional(dateOrDateTime("created before")),
  createdAfter: v.optional(dateOrDateTime("created after")),
  filters: v.optional(RedemptionFiltersSchema),
});
export type ListRedemptionsParams = v.InferOutput<typeof ListRedemptionsParamsSchema>;

/** An id of the id-kinds table, with the agent's words for what it should look like. */
const idOf = (kind: IdKind, name: string) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.check(
      (text) => isIdOf(kind, text),
      `${name} looks like ${ID_KINDS[kind].prefixes.join(" or ")} followed by ${ID_KINDS[kind].body.startsWith("[a-f0-9]") ? "0-9 and a-f" : "letters and digits"}`,
    ),
  );
export const BUCKET_CURSOR = /^lcrspeb_[a-f0-9]+$/;

/** The three ids that name a loyalty card: what Test connection needs to check expiring points. */
export const CardIdsSchema = v.strictObject({
  programId: idOf("loyalty_program_id", "Program ID"),
  memberId: idOf("loyalty_member_id", "Member ID"),
  cardId: idOf("loyalty_card_id", "Card ID"),
});

export const ExpiringPointsParamsSchema = v.strictObject({
  ...CardIdsSchema.entries,
  limit: v.optional(wholeNumber("limit", 1, 100)),
  order: v.optional(v.picklist(["expiration_date", "-expiration_date"], "order is not one the API accepts")),
  cursor: v.optional(
    v.pipe(v.string(), v.regex(BUCKET_CURSOR, "cursor must be a value the API gave (lcrspeb_…)")),
  ),
});
export type ExpiringPointsParams = v.InferOutput<typeof ExpiringPointsParamsSchema>;

/** A free-form path segment: URLs resolve "." and ".." even when percent-encoded, reaching another path. */
const segment = (name: string) =>
  v.pipe(
    lookupText(name),
    v.check((text) => text !== "." && text !== "..", `a ${name} of only dots cannot be looked up`),
  );

export const GetMemberParamsSchema = v.strictObject({
  // The member id is the loyalty card's code: free-form, so only its length and characters are checked.
  memberId: segment("card code"),
  campaignId: v.optional(idOf("campaign_id", "campaign id")),
});
export type GetMemberParams = v.InferOutput<typeof GetMemberParamsSchema>;

/** How the memberships endpoints read the customer path segment. */
export const IDENTIFICATION_TYPES = ["customer_id", "customer_source_id", "member_id"] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];

/** Get customer memberships: a customer id, a source id (often an email) or a member id. */
export const MembershipsParamsSchema = v.strictObject({
  customerId: segment("customer"),
  identificationType: v.picklist(IDENTIFICATION_TYPES),
});
export type MembershipsParams = v.InferOutput<typeof MembershipsParamsSchema>;

export const ProgramMembershipParamsSchema = v.strictObject({
  ...MembershipsParamsSchema.entries,
  programId: idOf("loyalty_program_id", "Program ID"),
});

export const PENDING_CURSOR = /^lcrscppb_[a-f0-9]+$/;

export const PendingPointsParamsSchema = v.strictObject({
  ...CardIdsSchema.entries,
  limit: v.optional(wholeNumber("limit", 1, 100)),
  order: v.optional(v.picklist(["date", "-date"])),
  cursor: v.optional(v.pipe(v.string(), v.regex(PENDING_CURSOR))),
});

/** A cursor the API gave for a list: each list has its own prefix, and nothing else is sent. */
const cursorOf = (pattern: RegExp, prefix: string) =>
  v.pipe(v.string(), v.regex(pattern, `cursor must be a value the API gave (${prefix}…)`));

export const CARD_HISTORY_CURSOR = /^lcrsctx_[a-f0-9]+$/;

/** List card transactions: a card's history, newest first, one page along the cursor. */
export const CardTransactionsParamsSchema = v.strictObject({
  ...CardIdsSchema.entries,
  limit: v.optional(wholeNumber("limit", 1, 100)),
  cursor: v.optional(cursorOf(CARD_HISTORY_CURSOR, "lcrsctx_")),
  /** Only what happened after this moment (the API filters by date): the summary's weeks. */
  createdAfter: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/,
        "createdAfter must be an ISO 8601 date-time in UTC",
      ),
    ),
  ),
});

const MemberIdsEntries = {
  programId: CardIdsSchema.entries.programId,
  memberId: CardIdsSchema.entries.memberId,
};

/** List member tier transactions: the member's tier changes in a program. */
export const TierTransactionsParamsSchema = v.strictObject({
  ...MemberIdsEntries,
  limit: v.optional(wholeNumber("limit", 1, 100)),
  cursor: v.optional(cursorOf(/^lcrsttx_[a-f0-9]+$/, "lcrsttx_")),
});

/** List member reward purchases: every purchase in every status, with what it issued. */
export const RewardPurchasesParamsSchema = v.strictObject({
  ...MemberIdsEntries,
  limit: v.optional(wholeNumber("limit", 1, 100)),
  cursor: v.optional(cursorOf(/^lcrstrx_[a-f0-9]+$/, "lcrstrx_")),
});

/** A legacy (v1) card's transactions, by its code as Get Member takes it; paged after the last id shown. */
export const MemberTransactionsParamsSchema = v.strictObject({
  ...GetMemberParamsSchema.entries,
  limit: v.optional(wholeNumber("limit", 1, 100)),
  startingAfterId: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^vtx_[A-Za-z0-9]+$/, "startingAfterId must be a transaction id the API gave (vtx_…)"),
    ),
  ),
});

/** A pasted token's refusals, which the popup says in the agent's language (the API words' keys). */
const TOKEN_REFUSALS = {
  tokenEmpty: "token is empty",
  tokenTooLong: "token is too long to be an access token",
  tokenUnlike: "token contains spaces or characters a token never has",
} as const;
const SAID_BY_MESSAGE: ReadonlyMap<string, Said> = new Map(
  (Object.keys(TOKEN_REFUSALS) as (keyof typeof TOKEN_REFUSALS)[]).map((key) => [
    TOKEN_REFUSALS[key],
    apiSaid(key),
  ]),
);

export const RevokeTokenParamsSchema = v.strictObject({
  token: v.pipe(
    v.string("token must be text"),
    v.trim(),
    v.minLength(1, TOKEN_REFUSALS.tokenEmpty),
    v.maxLength(4096, TOKEN_REFUSALS.tokenTooLong),
    v.regex(/^[\x21-\x7e]+$/, TOKEN_REFUSALS.tokenUnlike),
  ),
});

/** Parses input against a params schema; the error names the field the agent got wrong. */
export function checkParams<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; error: ApiError } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const field = issue.path?.map((item) => String(item.key)).join(".") || "input";
  const message =
    issue.type === "strict_object" ? `${field} is not something this lookup takes` : issue.message;
  return { ok: false, error: invalidInput(field, message, SAID_BY_MESSAGE.get(message)) };
}
