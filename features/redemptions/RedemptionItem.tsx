import { useRef, useState } from "preact/hooks";
import type { Gaps, OrderItem, RedemptionOrRollback } from "@/core/api/schemas";
import { formatExact } from "@/core/intl/dates";
import { formatMoney, type MoneyFormat } from "@/core/intl/money";
import { CopyButton } from "@/core/ui/CopyButton";
import { GapsNote } from "@/core/ui/GapsNote";
import { RelativeTime } from "@/core/ui/RelativeTime";
import { typingIn } from "@/features/keyboard/use-keyboard";
import type { Lookup } from "@/features/lookup/classify";
import { customerLookupOf } from "@/features/lookup/from-redemption";
import { channelLine, holderLine, rewardLine } from "@/features/redemptions/redemption-origin";
import {
  channelLabel,
  customerLabel,
  isRollback,
  whatWasRedeemed,
} from "@/features/redemptions/redemption-summary";
import type { ReplySetup } from "@/features/replies/reply-setup";
import type { ReplyActions } from "@/features/replies/SuggestedReply";
import { FailureDetailsOnDemand } from "./failure-details-on-demand";

/** Read once: a formatter built per row costs a list of 100 rows milliseconds. */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface RedemptionItemProps {
  redemption: RedemptionOrRollback;
  /** Fields of the row the API gave in a shape that cannot be read: named, the rest shown. */
  gaps?: Gaps;
  money: MoneyFormat;
  now: number;
  /**
   * The customers' time zone the profile names. Voucherify reads validity windows in the project's
   * time zone, which the API does not give: this zone stands for it when set, the agent's otherwise.
   */
  customerTimeZone?: string;
  /** The agent's time zone; the browser's when not given. */
  agentTimeZone?: string;
  /** An id linked from this row (parent, rollback): the list jumps to it or looks it up. */
  onOpenRelated(id: string): void;
  /** Look up something shown in this row (its customer), with the kind the API gave it. */
  onLookup(lookup: Lookup): void;
  /** The team's templates and the profile's language choices, for the suggested reply. */
  replies: ReplySetup;
  /** Puts a reply into the ticket's reply box; resolves to what happened, in words. */
  onInsertReply(text: string): Promise<string>;
}

/** One redemption or rollback: the outcome at a glance, everything else one click away. */
export function RedemptionItem({
  redemption: r,
  gaps,
  money,
  now,
  customerTimeZone,
  agentTimeZone = BROWSER_TIME_ZONE,
  onOpenRelated,
  onLookup,
  replies,
  onInsertReply,
}: RedemptionItemProps) {
  const [open, setOpen] = useState(false);
  const replyActions = useRef<ReplyActions | undefined>(undefined);
  const failed = r.result === "FAILURE";
  const rollback = isRollback(r);
  const detailsId = `details-${r.id}`;
  const order = r.order ?? undefined;
  const customer = customerLabel(r);
  const customerLookup = customerLookupOf(r);
  const discount = order?.total_discount_amount ?? order?.discount_amount;
  const origin = [holderLine(r), rewardLine(r, money), channelLine(r)].filter(
    (line): line is string => line !== undefined,
  );

  return (
    <li
      class={`redemption ${failed ? "is-failure" : r.result ? "is-success" : ""} ${rollback ? "is-rollback" : ""}`}
      id={`row-${r.id}`}
      // C copies and I inserts the reply of the row in focus: the agent's own key presses only.
      onKeyDown={(event) => {
        if (!event.isTrusted || typingIn(event.target) || event.altKey || event.ctrlKey || event.metaKey)
          return;
        const key = event.key.toLowerCase();
        const act =
          key === "c" ? replyActions.current?.copy : key === "i" ? replyActions.current?.insert : undefined;
        if (!act) return;
        event.preventDefault();
        void act();
      }}
    >
      <div class="redemption-head">
        {r.result ? (
          <span class={`outcome ${failed ? "bad" : "ok"}`}>{r.result}</span>
        ) : (
          <span class="outcome unknown">result unknown</span>
        )}
        {r.status ? <span class="status-tag">{r.status}</span> : null}
        <span class="kind">{rollback ? "Rollback" : "Redemption"}</span>
        <RelativeTime iso={r.date} now={now} locale={money.locale} />
      </div>
      <p class="what">{whatWasRedeemed(r, money)}</p>
      {customer ? (
        <p class="who">
          {customerLookup ? (
            <button type="button" class="link" onClick={() => onLookup(customerLookup)}>
              {customer}
            </button>
          ) : (
            <span>{customer}</span>
          )}
          {r.customer?.email && r.customer.email !== customer ? (
            <span class="muted"> {r.customer.email}</span>
          ) : null}
        </p>
      ) : null}
      {origin.length ? (
        <div class="origin">
          {origin.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {order && (order.amount !== undefined || discount !== undefined) ? (
        <p class="money">
          {order.amount !== undefined ? <span>Order {formatMoney(order.amount, money)}</span> : null}
          {discount ? <span> · discount {formatMoney(discount, money)}</span> : null}
        </p>
      ) : null}
      {failed ? (
        <FailureDetailsOnDemand
          redemption={r}
          {...(gaps ? { gaps } : {})}
          money={money}
          now={now}
          {...(customerTimeZone ? { customerTimeZone } : {})}
          agentTimeZone={agentTimeZone}
          replies={replies}
          onInsertReply={onInsertReply}
          replyActions={replyActions}
        />
      ) : null}
      <GapsNote gaps={gaps} />
      <button
        type="button"
        class="expand"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? "Hide details" : "Details"}
        <span class="visually-hidden"> of {r.id}</span>
      </button>
      {open ? <RedemptionDetails id={detailsId} r={r} money={money} onOpenRelated={onOpenRelated} /> : null}
    </li>
  );
}

function Field({ label, value, copy }: { label: string; value?: string | number | null; copy?: boolean }) {
  if (value === undefined || value === null || value === "") return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <span class="value">{String(value)}</span>
        {copy ? <CopyButton text={String(value)} what={`${label} ${value}`} /> : null}
      </dd>
    </>
  );
}

function RedemptionDetails({
  id,
  r,
  money,
  onOpenRelated,
}: {
  id: string;
  r: RedemptionOrRollback;
  money: MoneyFormat;
  onOpenRelated(id: string): void;
}) {
  const order = r.order ?? undefined;
  const rollbacks = r.related_redemptions?.rollbacks ?? [];
  const metadata = Object.entries(r.metadata ?? {});
  return (
    <div class="details" id={id}>
      <dl>
        <Field label="Redemption id" value={r.id} copy />
        <Field label="Code" value={r.voucher?.code} copy />
        <Field label="Campaign" value={r.voucher?.campaign} />
        <Field label="Campaign id" value={r.voucher?.campaign_id ?? r.promotion_tier?.campaign?.id} copy />
        <Field label="Related object" value={r.related_object_id} copy />
        <Field label="Customer id" value={r.customer?.id ?? r.customer_id} copy />
        <Field label="Customer source id" value={r.customer?.source_id} copy />
        <Field label="Channel" value={channelLabel(r)} />
        <Field label="Session key" value={r.session?.key} copy />
        <Field label="Reason" value={"reason" in r ? r.reason : undefined} />
        <Field label="Failure message" value={r.failure_message} />
      </dl>
      {r.redemption ? (
        <p>
          Parent redemption{" "}
          <button type="button" class="link" onClick={() => onOpenRelated(r.redemption!)}>
            {r.redemption}
          </button>
        </p>
      ) : null}
      {rollbacks.length ? (
        <div>
          <p>Rolled back by</p>
          <ul class="related">
            {rollbacks.map((rb) => (
              <li key={rb.id}>
                <button type="button" class="link" onClick={() => onOpenRelated(rb.id)}>
                  {rb.id}
                </button>
                {rb.date ? <span class="muted"> {formatExact(rb.date, money.locale)}</span> : null}
                {rb.rollback_order_mode ? <span class="muted"> · {rb.rollback_order_mode}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {order ? <OrderDetails order={order} money={money} /> : null}
      {metadata.length ? (
        <>
          <p class="section-title">Metadata</p>
          <dl class="metadata">
            {metadata.map(([key, value]) => (
              <Field
                key={key}
                label={key}
                value={typeof value === "string" ? value : JSON.stringify(value)}
              />
            ))}
          </dl>
        </>
      ) : null}
    </div>
  );
}

function OrderDetails({
  order,
  money,
}: {
  order: NonNullable<RedemptionOrRollback["order"]>;
  money: MoneyFormat;
}) {
  const m = (amount: number | null | undefined) => formatMoney(amount, money);
  return (
    <>
      <p class="section-title">Order</p>
      <dl>
        <Field label="Order id" value={order.id} copy />
        <Field label="Order source id" value={order.source_id} copy />
        <Field label="Status" value={order.status} />
        <Field label="Amount" value={m(order.amount)} />
        <Field label="Discount" value={m(order.discount_amount)} />
        <Field label="Item discounts" value={m(order.items_discount_amount)} />
        <Field label="Total discount" value={m(order.total_discount_amount)} />
        <Field label="Total" value={m(order.total_amount)} />
      </dl>
      {order.items?.length ? (
        <table class="items">
          <caption class="visually-hidden">Order items</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
              <th scope="col">Subtotal</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item: OrderItem, index: number) => (
              <tr key={item.id ?? index}>
                <td>
                  {item.product?.name ??
                    item.sku?.sku ??
                    item.source_id ??
                    item.product_id ??
                    item.sku_id ??
                    "—"}
                </td>
                <td>{item.quantity ?? ""}</td>
                <td>{m(item.price)}</td>
                <td>{m(item.subtotal_amount ?? item.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
