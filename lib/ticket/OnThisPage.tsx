import { CopyButton } from "@/components/CopyButton";
import { PersonalButton } from "@/components/PersonalText";
import { useWords } from "@/components/use-words";
import type { DetectedTokenRecord } from "@/lib/ticket/detected-tokens";
import { ticketWords } from "./words";

export interface OnThisPageProps {
  tokens: DetectedTokenRecord[];
  /** How many more the page showed than Voucher Lens keeps (token-caps.ts): the count reads "1000+". */
  dropped?: number;
  /** A token clicked: looked up as the kind it was detected as (loyalty ids fill Expiring points). */
  onLookup(token: DetectedTokenRecord): void;
  /** Open when nothing is looked up yet; folded away once an answer needs the room. */
  open: boolean;
}

const GROUPS = [
  ["customer", "groupCustomers"],
  ["code", "groupCodes"],
  ["voucher", "groupVouchers"],
  ["promotion", "groupPromotions"],
  ["campaign", "groupCampaigns"],
  ["redemption", "groupRedemptions"],
  ["loyalty", "groupLoyalty"],
  ["order", "groupOrders"],
  ["email", "groupEmails"],
] as const satisfies readonly (readonly [DetectedTokenRecord["kind"], string])[];

/**
 * The most listed of one kind; the rest are counted ("and 12 more"). A ticket shows far fewer of any
 * kind; a page that shows more floods the list, and the panel draws a bounded one whatever it does.
 */
export const LISTED_PER_KIND = 50;

/** What the content script found in the ticket, grouped by kind, each one click from its answer. */
export function OnThisPage({ tokens, dropped = 0, onLookup, open }: OnThisPageProps) {
  const say = useWords(ticketWords);
  if (!tokens.length) {
    // Without the "tabs" permission the panel cannot see the page's address; the popup, opened on
    // the page, can (activeTab), so that is where a site is enabled.
    return <p class="hint on-this-page-empty">{say("nothingDetected")}</p>;
  }
  return (
    <details class="on-this-page" open={open}>
      {/* Every id kept, and "+" when the page showed more than are kept: never more than is true. */}
      <summary>{say(dropped > 0 ? "onThisPageMore" : "onThisPage", { count: tokens.length })}</summary>
      {GROUPS.map(([kind, key]) => {
        const label = say(key);
        const all = tokens.filter((t) => t.kind === kind);
        if (!all.length) return null;
        const items = all.slice(0, LISTED_PER_KIND);
        const more = all.length - items.length;
        return (
          <section key={kind} aria-label={label}>
            <h2 class="group-title">
              {label} <span class="muted">({all.length})</span>
            </h2>
            <ul>
              {items.map((t) => (
                <li key={t.text}>
                  {kind === "order" ? (
                    // There is no lookup by order id among the four operations: copy it instead.
                    <span class="token">{t.text}</span>
                  ) : (
                    // An address is masked with the rest of a customer's personal data.
                    <PersonalButton
                      text={t.text}
                      action={say("lookUp")}
                      actionLabel={(masked) => say("lookUpToken", { token: masked })}
                      class="link token"
                      onClick={() => onLookup(t)}
                    />
                  )}
                  {t.count > 1 ? <span class="muted"> ×{t.count}</span> : null}
                  {kind === "order" ? (
                    <CopyButton text={t.text} what={say("orderIdWhat", { orderId: t.text })} />
                  ) : null}
                </li>
              ))}
            </ul>
            {more > 0 ? <p class="muted more-tokens">{say("andMore", { count: more })}</p> : null}
          </section>
        );
      })}
    </details>
  );
}
