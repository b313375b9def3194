import { CopyButton } from "@/components/CopyButton";
import type { DetectedTokenRecord } from "@/lib/ticket/detected-tokens";

export interface OnThisPageProps {
  tokens: DetectedTokenRecord[];
  /** How many more the page showed than Voucher Lens keeps (token-caps.ts): the count reads "1000+". */
  dropped?: number;
  /** A token clicked: looked up as the kind it was detected as (loyalty ids fill Expiring points). */
  onLookup(token: DetectedTokenRecord): void;
  /** Open when nothing is looked up yet; folded away once an answer needs the room. */
  open: boolean;
}

const GROUPS: [DetectedTokenRecord["kind"], string][] = [
  ["customer", "Customers"],
  ["code", "Codes"],
  ["voucher", "Vouchers"],
  ["promotion", "Promotions"],
  ["campaign", "Campaigns"],
  ["redemption", "Redemptions"],
  ["loyalty", "Loyalty ids"],
  ["order", "Orders"],
  ["email", "Emails"],
];

/**
 * The most listed of one kind; the rest are counted ("and 12 more"). A ticket shows far fewer of any
 * kind; a page that shows more floods the list, and the panel draws a bounded one whatever it does.
 */
export const LISTED_PER_KIND = 50;

/** What the content script found in the ticket, grouped by kind, each one click from its answer. */
export function OnThisPage({ tokens, dropped = 0, onLookup, open }: OnThisPageProps) {
  if (!tokens.length) {
    // Without the "tabs" permission the panel cannot see the page's address; the popup, opened on
    // the page, can (activeTab), so that is where a site is enabled.
    return (
      <p class="hint on-this-page-empty">
        Nothing detected on this page. On a helpdesk Voucher Lens does not know yet, choose “Enable on this
        site” in the toolbar popup.
      </p>
    );
  }
  return (
    <details class="on-this-page" open={open}>
      {/* Every id kept, and "+" when the page showed more than are kept: never more than is true. */}
      <summary>
        On this page ({tokens.length}
        {dropped > 0 ? "+" : ""})
      </summary>
      {GROUPS.map(([kind, label]) => {
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
                    <button type="button" class="link token" onClick={() => onLookup(t)}>
                      {t.text}
                    </button>
                  )}
                  {t.count > 1 ? <span class="muted"> ×{t.count}</span> : null}
                  {kind === "order" ? <CopyButton text={t.text} what={`order id ${t.text}`} /> : null}
                </li>
              ))}
            </ul>
            {more > 0 ? <p class="muted more-tokens">and {more} more</p> : null}
          </section>
        );
      })}
    </details>
  );
}
