/**
 * What a redemption row shows, worked out from the API's row without a DOM: the outcome, what was
 * redeemed and by whom, where it came from, why it failed, when the code is valid and next usable,
 * and the facts its suggested reply is written from. RedemptionItem.tsx only renders these.
 */
import type { PersonalPart } from "@/components/PersonalText";
import type { Gaps, OrderItem, RedemptionOrRollback } from "@/lib/core/api/schemas";
import { formatExact } from "@/lib/core/intl/dates";
import { formatMoney, type MoneyFormat } from "@/lib/core/intl/money";
import type { Lookup } from "@/lib/lookup";
import { customerLookupOf } from "@/lib/lookup";
import { channelLine, holderLine, rewardLine } from "./redemption-origin";
import { channelLabel, customerLabel, isRollback, whatWasRedeemed } from "./redemption-summary";
import { type RedemptionsSay, redemptionsSay } from "./redemptions-say";

export interface RowContext {
  /** Fields of the row the API gave in a shape that cannot be read. */
  gaps?: Gaps;
  money: MoneyFormat;
  now: number;
  /** The customers' time zone the profile names; it stands for the project's when set. */
  customerTimeZone?: string;
  /** The agent's time zone. */
  agentTimeZone: string;
}

export interface RedemptionRowFacts {
  /** The API's result, "SUCCESS" or "FAILURE"; undefined when the row does not say. */
  result?: string;
  failed: boolean;
  status?: string;
  /** Said by the row in the page's language. */
  kind: "Redemption" | "Rollback";
  /** When it happened, as the API wrote it: the row says it relative to now. */
  date?: string;
  what: string;
  customer?: {
    label: string;
    /** The label is the customer's name, not an address or an id. */
    named: boolean;
    /** Set when the row names the customer by an id the panel can look up. */
    lookup?: Lookup;
    /** Shown beside the label when it is not the label itself. */
    email?: string;
  };
  /** Who held the voucher, the reward and its exchange, the channel: a line each. */
  origin: string[];
  /** The order's amount and discount, formatted; undefined when the row has neither. */
  amounts?: { order?: string; discount?: string };
}

/** Everything one redemption or rollback row shows, before its details are opened. */
export function redemptionRowFacts(
  r: RedemptionOrRollback,
  context: RowContext,
  say: RedemptionsSay = redemptionsSay(),
): RedemptionRowFacts {
  const { money } = context;
  // A row without its result (or with one the schema does not know) failed when its status or its
  // failure code says so: its explanation and reply are then shown, as for any failed row.
  const failed = r.result ? r.result === "FAILURE" : r.status === "FAILED" || Boolean(r.failure_code);
  const rollback = isRollback(r);
  const order = r.order ?? undefined;
  const label = customerLabel(r);
  const lookup = customerLookupOf(r);
  const email = r.customer?.email;
  const discount = order?.total_discount_amount ?? order?.discount_amount;
  const origin = [holderLine(r, say), rewardLine(r, money, say), channelLine(r, say)].filter(
    (line): line is string => line !== undefined,
  );
  return {
    ...(r.result ? { result: r.result } : {}),
    failed,
    ...(r.status ? { status: r.status } : {}),
    kind: rollback ? "Rollback" : "Redemption",
    ...(r.date ? { date: r.date } : {}),
    what: whatWasRedeemed(r, money, say),
    ...(label
      ? {
          customer: {
            label,
            named: Boolean(r.customer?.name) && label === r.customer?.name,
            ...(lookup ? { lookup } : {}),
            ...(email && email !== label ? { email } : {}),
          },
        }
      : {}),
    origin,
    ...(order && (order.amount !== undefined || discount !== undefined)
      ? {
          amounts: {
            ...(order.amount !== undefined ? { order: formatMoney(order.amount, money) } : {}),
            ...(discount ? { discount: formatMoney(discount, money) } : {}),
          },
        }
      : {}),
  };
}

/**
 * The row's money in one line: the order's total, then its discount. A discount the API gave
 * without the total stands alone, and starts the line as a sentence would.
 */
export function moneyLine(amounts: NonNullable<RedemptionRowFacts["amounts"]>, say: RedemptionsSay): string {
  const { order, discount } = amounts;
  if (order === undefined) return discount === undefined ? "" : say("discountAlone", { amount: discount });
  const total = say("orderAmount", { amount: order });
  return discount === undefined ? total : `${total} · ${say("discountAmount", { amount: discount })}`;
}

/**
 * The names and addresses of the row's customer and of the code's holder: the lines that name them
 * (who held the code, why it failed) show them masked with the rest of their personal data.
 */
export function rowPersonalValues(r: RedemptionOrRollback): PersonalPart[] {
  const people = [r.customer, r.voucher?.holder];
  return people.flatMap((person) => [
    ...(person?.name ? [{ value: person.name, kind: "name" as const }] : []),
    ...(person?.email ? [{ value: person.email, kind: "email" as const }] : []),
  ]);
}

export interface DetailField {
  label: string;
  value: string;
  /** Offered to copy: ids and codes an agent pastes elsewhere. */
  copy: boolean;
}

export interface RedemptionDetailsFacts {
  fields: DetailField[];
  /** The redemption this rollback reverses. */
  parent?: string;
  rollbacks: { id: string; date?: string; mode?: string }[];
  order?: {
    fields: DetailField[];
    items: { key: string | number; name: string; quantity: string; price: string; subtotal: string }[];
  };
  metadata: DetailField[];
}

/** A field with a value to show; none for a missing or empty one. */
function field(label: string, value: string | number | null | undefined, copy = false): DetailField[] {
  return value === undefined || value === null || value === "" ? [] : [{ label, value: String(value), copy }];
}

function orderFacts(
  order: NonNullable<RedemptionOrRollback["order"]>,
  money: MoneyFormat,
  say: RedemptionsSay,
) {
  const m = (amount: number | null | undefined) => formatMoney(amount, money);
  return {
    fields: [
      ...field(say("fieldOrderId"), order.id, true),
      ...field(say("fieldOrderSourceId"), order.source_id, true),
      ...field(say("fieldStatus"), order.status),
      ...field(say("fieldAmount"), m(order.amount)),
      ...field(say("fieldDiscount"), m(order.discount_amount)),
      ...field(say("fieldItemDiscounts"), m(order.items_discount_amount)),
      ...field(say("fieldTotalDiscount"), m(order.total_discount_amount)),
      ...field(say("fieldTotal"), m(order.total_amount)),
    ],
    items: (order.items ?? []).map((item: OrderItem, index: number) => ({
      key: item.id ?? index,
      name: item.product?.name ?? item.sku?.sku ?? item.source_id ?? item.product_id ?? item.sku_id ?? "—",
      quantity: String(item.quantity ?? ""),
      price: m(item.price),
      subtotal: m(item.subtotal_amount ?? item.amount),
    })),
  };
}

/** What a row's "Details" shows: built only when opened, so a long list formats no order it hides. */
export function redemptionDetailsFacts(
  r: RedemptionOrRollback,
  money: MoneyFormat,
  say: RedemptionsSay = redemptionsSay(),
): RedemptionDetailsFacts {
  const order = r.order ?? undefined;
  return {
    fields: [
      ...field(say("fieldRedemptionId"), r.id, true),
      ...field(say("fieldCode"), r.voucher?.code, true),
      ...field(say("fieldCampaign"), r.voucher?.campaign),
      ...field(say("fieldCampaignId"), r.voucher?.campaign_id ?? r.promotion_tier?.campaign?.id, true),
      ...field(say("fieldRelatedObject"), r.related_object_id, true),
      ...field(say("fieldCustomerId"), r.customer?.id ?? r.customer_id, true),
      ...field(say("fieldCustomerSourceId"), r.customer?.source_id, true),
      ...field(say("fieldChannel"), channelLabel(r, say)),
      ...field(say("fieldSessionKey"), r.session?.key, true),
      ...field(say("fieldReason"), "reason" in r ? r.reason : undefined),
      ...field(say("fieldFailureMessage"), r.failure_message),
    ],
    ...(r.redemption ? { parent: r.redemption } : {}),
    rollbacks: (r.related_redemptions?.rollbacks ?? []).map((rb) => ({
      id: rb.id,
      ...(rb.date ? { date: formatExact(rb.date, money.locale) } : {}),
      ...(rb.rollback_order_mode ? { mode: rb.rollback_order_mode } : {}),
    })),
    ...(order ? { order: orderFacts(order, money, say) } : {}),
    metadata: Object.entries(r.metadata ?? {}).flatMap(([key, value]) =>
      field(key, typeof value === "string" ? value : JSON.stringify(value)),
    ),
  };
}
