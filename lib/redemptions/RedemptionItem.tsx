import { useRef, useState } from "preact/hooks";
import { CopyButton } from "@/components/CopyButton";
import { GapsNote } from "@/components/GapsNote";
import {
  PersonalButton,
  PersonalEntry,
  type PersonalPart,
  PersonalText,
  useShownText,
} from "@/components/PersonalText";
import { PersonalValue } from "@/components/PersonalValue";
import { RelativeTime } from "@/components/RelativeTime";
import { useWords } from "@/components/use-words";
import type { Gaps, RedemptionOrRollback } from "@/lib/core/api/schemas";
import type { MoneyFormat } from "@/lib/core/intl/money";
import { browserTimeZone } from "@/lib/core/intl/time-zone";
import { typingIn } from "@/lib/keyboard";
import type { Lookup } from "@/lib/lookup";
import type { ReplyActions } from "@/lib/replies/index.sidepanel-answers";
import { FailureDetailsAfterPaint } from "./failure-details-after-paint";
import {
  type DetailField,
  moneyLine,
  type RedemptionDetailsFacts,
  type RedemptionRowFacts,
  redemptionDetailsFacts,
  redemptionRowFacts,
  rowPersonalValues,
} from "./row-facts";
import { redemptionWords } from "./words";

/** How a row names what it is: a redemption or its rollback. */
const KIND_WORDS = {
  Redemption: "kindRedemption",
  Rollback: "kindRollback",
} as const satisfies Record<RedemptionRowFacts["kind"], string>;

/** Read once: the browser's zone does not change while the panel is open. */
const BROWSER_TIME_ZONE = browserTimeZone();

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
  /**
   * The row may be out of sight when the list is first painted: its failure's details come right
   * after, and its layout waits until it is scrolled to. A row in sight is laid out at once.
   */
  belowTheFold?: boolean;
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
  belowTheFold = false,
}: RedemptionItemProps) {
  const say = useWords(redemptionWords);
  const [open, setOpen] = useState(false);
  const replyActions = useRef<ReplyActions | undefined>(undefined);
  const detailsId = `details-${r.id}`;
  const row = redemptionRowFacts(
    r,
    {
      ...(gaps ? { gaps } : {}),
      money,
      now,
      ...(customerTimeZone ? { customerTimeZone } : {}),
      agentTimeZone,
    },
    say,
  );
  const { customer, amounts, failed } = row;
  const customerLookup = customer?.lookup;
  const personal = rowPersonalValues(r);
  // The label is a name, or a source id that may be an address (found as one), or an id.
  const labelValues: PersonalPart[] | undefined = customer?.named
    ? [{ value: customer.label, kind: "name" }]
    : undefined;

  return (
    <li
      class={`redemption ${row.failed ? "is-failure" : row.result ? "is-success" : ""} ${row.kind === "Rollback" ? "is-rollback" : ""}${belowTheFold ? "" : " in-sight"}`}
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
        {row.result ? (
          <span class={`outcome ${row.failed ? "bad" : "ok"}`}>{row.result}</span>
        ) : (
          <span class="outcome unknown">{say("resultUnknown")}</span>
        )}
        {row.status ? <span class="status-tag">{row.status}</span> : null}
        <span class="kind">{say(KIND_WORDS[row.kind])}</span>
        <RelativeTime iso={row.date} now={now} locale={money.locale} />
      </div>
      <p class="what">{row.what}</p>
      {customer ? (
        <p class="who">
          {customerLookup ? (
            <PersonalButton
              text={customer.label}
              values={labelValues}
              action={say("lookUpCustomer")}
              actionLabel={(masked) => say("lookUpCustomerNamed", { customer: masked })}
              class="link"
              onClick={() => onLookup(customerLookup)}
            />
          ) : (
            <span>
              <PersonalText text={customer.label} values={labelValues} />
            </span>
          )}
          {customer.email ? (
            <span class="muted">
              {" "}
              <PersonalValue value={customer.email} kind="email" />
            </span>
          ) : null}
        </p>
      ) : null}
      {row.origin.map((line) => (
        <p key={line} class="origin">
          <PersonalText text={line} values={personal} />
        </p>
      ))}
      {amounts ? <p class="money">{moneyLine(amounts, say)}</p> : null}
      {failed ? (
        <FailureDetailsAfterPaint
          redemption={r}
          {...(gaps ? { gaps } : {})}
          money={money}
          now={now}
          {...(customerTimeZone ? { customerTimeZone } : {})}
          agentTimeZone={agentTimeZone}
          replyActions={replyActions}
          belowTheFold={belowTheFold}
        />
      ) : null}
      {gaps?.length ? <GapsNote gaps={gaps} /> : null}
      <button
        type="button"
        class="expand"
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={open ? say("hideDetailsOf", { id: r.id }) : say("detailsOf", { id: r.id })}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? say("hideDetails") : say("details")}
      </button>
      {open ? (
        <RedemptionDetails
          id={detailsId}
          details={redemptionDetailsFacts(r, money, say)}
          personal={personal}
          onOpenRelated={onOpenRelated}
        />
      ) : null}
    </li>
  );
}

/**
 * One field of a row's details. Metadata is personal when its key says so; any other field may
 * hold an address (a source id often is one), masked with the rest of the customer's personal data.
 */
function Field({
  label,
  value,
  copy,
  entry,
  personal,
}: DetailField & { entry: boolean; personal: PersonalPart[] }) {
  const say = useWords(redemptionWords);
  const shown = useShownText(value, personal);
  return (
    <>
      {/* A metadata entry's label is its key, which a merchant may make the customer's address. */}
      <dt>{entry ? <PersonalText text={label} /> : label}</dt>
      <dd>
        <span class="value">
          {entry ? (
            <PersonalEntry name={label} value={value} />
          ) : (
            <PersonalText text={value} values={personal} />
          )}
        </span>
        {copy ? <CopyButton text={value} what={say("fieldToCopy", { label, value: shown })} /> : null}
      </dd>
    </>
  );
}

/** `personal`: the row's customers' names and addresses, masked wherever a field's text holds one. */
function Fields({
  fields,
  entries = false,
  personal,
}: {
  fields: DetailField[];
  entries?: boolean;
  personal: PersonalPart[];
}) {
  return (
    <>
      {fields.map((field) => (
        <Field key={field.label} {...field} entry={entries} personal={personal} />
      ))}
    </>
  );
}

function RedemptionDetails({
  id,
  details,
  personal,
  onOpenRelated,
}: {
  id: string;
  details: RedemptionDetailsFacts;
  personal: PersonalPart[];
  onOpenRelated(id: string): void;
}) {
  const say = useWords(redemptionWords);
  const { parent, rollbacks, order, metadata } = details;
  return (
    <div class="details" id={id}>
      <dl>
        <Fields fields={details.fields} personal={personal} />
      </dl>
      {parent ? (
        <p>
          {say("parentRedemption")}{" "}
          <button type="button" class="link" onClick={() => onOpenRelated(parent)}>
            {parent}
          </button>
        </p>
      ) : null}
      {rollbacks.length ? (
        <div>
          <p>{say("rolledBackBy")}</p>
          <ul class="related">
            {rollbacks.map((rb) => (
              <li key={rb.id}>
                <button type="button" class="link" onClick={() => onOpenRelated(rb.id)}>
                  {rb.id}
                </button>
                {rb.date !== undefined ? <span class="muted"> {rb.date}</span> : null}
                {rb.mode ? <span class="muted"> · {rb.mode}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {order ? (
        <>
          <p class="section-title">{say("orderTitle")}</p>
          <dl>
            <Fields fields={order.fields} personal={personal} />
          </dl>
          {order.items.length ? (
            <table class="items">
              <caption class="visually-hidden">{say("orderItems")}</caption>
              <thead>
                <tr>
                  <th scope="col">{say("item")}</th>
                  <th scope="col">{say("quantity")}</th>
                  <th scope="col">{say("price")}</th>
                  <th scope="col">{say("subtotal")}</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.key}>
                    <td>{item.name}</td>
                    <td>{item.quantity}</td>
                    <td>{item.price}</td>
                    <td>{item.subtotal}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
      {metadata.length ? (
        <>
          <p class="section-title">{say("metadata")}</p>
          <dl class="metadata">
            <Fields fields={metadata} entries personal={personal} />
          </dl>
        </>
      ) : null}
    </div>
  );
}
