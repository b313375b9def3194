import * as v from "valibot";
import {
  type Gaps,
  integer,
  JsonObject,
  maybe,
  type Parsed,
  parseWithGaps,
  type ShapeIssue,
  text,
  toShapeIssue,
} from "./common";
import { CustomerSchema } from "./customer";
import { OrderSchema } from "./order";
import { VoucherSchema } from "./voucher";

/** Section 7.1 of the interface. The schema accepts any string; the panel explains these. */
export const FAILURE_CODES = [
  "resource_not_found",
  "voucher_not_active",
  "voucher_expired",
  "voucher_disabled",
  "quantity_exceeded",
  "gift_amount_exceeded",
  "customer_rules_violated",
  "order_rules_violated",
  "invalid_order",
  "invalid_amount",
  "missing_amount",
  "missing_order_items",
  "missing_customer",
  "loyalty_card_points_exceeded",
] as const;

const shared = {
  id: text,
  date: maybe(text),
  customer_id: maybe(text),
  tracking_id: maybe(text),
  metadata: maybe(JsonObject),
  amount: maybe(integer),
  // The parent redemption; failed ones in the real list carry none.
  redemption: maybe(text),
  // Required by the interface; a row without it is still worth showing, marked "result unknown".
  result: maybe(v.picklist(["SUCCESS", "FAILURE"])),
  // Required by the interface, absent from every row of the real list example.
  status: maybe(text),
  failure_code: maybe(text),
  failure_message: maybe(text),
  order: maybe(OrderSchema),
  channel: maybe(v.object({ channel_id: maybe(text), channel_type: maybe(text) })),
  customer: maybe(CustomerSchema),
  related_object_type: maybe(text),
  related_object_id: maybe(text),
  // Null for promotion tiers in the real list.
  voucher: maybe(VoucherSchema),
  promotion_tier: maybe(
    v.object({
      id: maybe(text),
      name: maybe(text),
      campaign: maybe(v.object({ id: maybe(text), name: maybe(text) })),
    }),
  ),
  // A loyalty redemption's reward: COIN pays with points (points_ratio points are worth
  // exchange_ratio in cash), CAMPAIGN gives a voucher or credit, MATERIAL a product.
  reward: maybe(
    v.object({
      id: maybe(text),
      name: maybe(text),
      type: maybe(text),
      assignment_id: maybe(text),
      object: maybe(text),
      parameters: maybe(
        v.object({
          coin: maybe(v.object({ exchange_ratio: maybe(v.number()), points_ratio: maybe(integer) })),
          campaign: maybe(v.object({ id: maybe(text), balance: maybe(integer), type: maybe(text) })),
          product: maybe(v.object({ id: maybe(text), sku_id: maybe(text) })),
        }),
      ),
    }),
  ),
  gift: maybe(v.object({ amount: maybe(integer) })),
  loyalty_card: maybe(v.object({ points: maybe(integer) })),
  session: maybe(v.object({ key: maybe(text) })),
  related_redemptions: maybe(
    v.object({
      rollbacks: maybe(v.array(v.object({ id: text, date: maybe(text), rollback_order_mode: maybe(text) }))),
      redemptions: maybe(v.array(v.object({ id: text, date: maybe(text) }))),
    }),
  ),
};

export const RedemptionSchema = v.object({ ...shared, object: v.literal("redemption") });
export const RedemptionRollbackSchema = v.object({
  ...shared,
  object: v.literal("redemption_rollback"),
  reason: maybe(text),
});
export type Redemption = v.InferOutput<typeof RedemptionSchema>;
export type RedemptionRollback = v.InferOutput<typeof RedemptionRollbackSchema>;
export type RedemptionOrRollback = Redemption | RedemptionRollback;

/** A row's schema by its `object`, which must be one of these. */
const ROW_SCHEMAS = { redemption: RedemptionSchema, redemption_rollback: RedemptionRollbackSchema };
const RowKindSchema = v.object({ object: v.picklist(["redemption", "redemption_rollback"]) });

/** One row of the list: read, or flagged with why it could not be. */
export type RedemptionRow =
  /** `gaps`: fields of the wrong type, left out and named; the rest of the row is shown. */
  { ok: true; redemption: RedemptionOrRollback; gaps?: Gaps } | { ok: false; id?: string; issue: ShapeIssue };

export interface RedemptionPage {
  total: number;
  redemptions: RedemptionRow[];
}

/** 2.1's envelope; rows are parsed one by one so a bad row never sinks the page. */
export const RedemptionListSchema = v.object({
  object: maybe(text),
  data_ref: maybe(text),
  redemptions: v.array(v.unknown()),
  total: maybe(integer),
});

/** A row without `object` is read by its id's prefix (rr_ is a rollback) rather than thrown away. */
function withObjectKind(input: unknown): unknown {
  if (typeof input !== "object" || input === null || "object" in input) return input;
  const id = (input as { id?: unknown }).id;
  const object = typeof id === "string" && id.startsWith("rr_") ? "redemption_rollback" : "redemption";
  return { ...input, object };
}

export function parseRedemptionRow(input: unknown, index: number): RedemptionRow {
  const row = withObjectKind(input);
  const prefix = `redemptions[${index}]`;
  // The kind first: a row of neither kind is refused on its `object`, whatever else it holds.
  const kind = v.safeParse(RowKindSchema, row);
  const parsed = kind.success
    ? parseWithGaps(ROW_SCHEMAS[kind.output.object], row, prefix)
    : { ok: false as const, issue: toShapeIssue(kind.issues[0], prefix) };
  if (parsed.ok)
    return { ok: true, redemption: parsed.value, ...(parsed.gaps.length ? { gaps: parsed.gaps } : {}) };
  const id =
    typeof input === "object" && input !== null && "id" in input ? (input as { id: unknown }).id : undefined;
  return { ok: false, ...(typeof id === "string" ? { id } : {}), issue: parsed.issue };
}

export function parseRedemptionList(body: unknown): Parsed<RedemptionPage> {
  // The API answers {} for a customer it does not know: that is an empty list.
  if (typeof body === "object" && body !== null && !Array.isArray(body) && Object.keys(body).length === 0) {
    return { ok: true, value: { total: 0, redemptions: [] } };
  }
  const envelope = v.safeParse(RedemptionListSchema, body);
  if (!envelope.success) return { ok: false, issue: toShapeIssue(envelope.issues[0]) };
  const redemptions = envelope.output.redemptions.map(parseRedemptionRow);
  return { ok: true, value: { total: envelope.output.total ?? redemptions.length, redemptions } };
}
