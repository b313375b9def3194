/**
 * The budget of lookups nobody clicked: per tab, at most AUTO_LOOKUPS different customers looked
 * up with no click in any AUTO_WINDOW_MS. An agent moves from one ticket to the next every few tens
 * of seconds at the quickest, so two minutes see three or four tickets (one every 30 seconds is four
 * in the window, and never waits). A page that changes the one customer id it shows every second
 * would otherwise have the agent's key look up a customer of its choosing each time (thousands an
 * hour): it gets four, then the panel asks the agent. A customer already looked up in the window
 * (the agent back on a ticket) costs nothing more; a lookup the agent clicks is never counted.
 */
export const AUTO_LOOKUPS = 4;
export const AUTO_WINDOW_MS = 2 * 60_000;

/** A customer the tab had looked up with no click, and when (first, in the window). */
export interface Spent {
  /** The customer, as its kind and value (an email in lower case: one customer written two ways). */
  customer: string;
  at: number;
}

/** A customer as the budget counts it. */
export const customerKey = (customer: { kind: string; value: string }): string =>
  `${customer.kind}:${customer.kind === "customer_id" ? customer.value : customer.value.toLowerCase()}`;

/**
 * Whether one more no-click lookup of `customer` fits a tab's budget, and what the tab has spent
 * then: the window's customers. One looked up again in the window keeps its first time, so going
 * back to a ticket never holds a place in the window longer.
 */
export function spend(
  spent: readonly Spent[],
  customer: string,
  now: number,
): { allowed: boolean; spent: Spent[] } {
  const recent = spent.filter((s) => now - s.at < AUTO_WINDOW_MS && s.at <= now);
  if (recent.some((s) => s.customer === customer)) return { allowed: true, spent: recent };
  if (recent.length >= AUTO_LOOKUPS) return { allowed: false, spent: recent };
  return { allowed: true, spent: [...recent, { customer, at: now }] };
}
