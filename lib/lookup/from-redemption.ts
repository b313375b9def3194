import type { RedemptionOrRollback } from "@/lib/core/api/schemas";
import { hasShape, type Lookup } from "./classify";

/**
 * Lookups for what a redemption row shows, with the kind the API gave it: never a customer's name
 * or a row's id re-read as a voucher code.
 */

/** The row's customer, by id or else by source id; undefined when the row names neither. */
export function customerLookupOf(r: RedemptionOrRollback): Lookup | undefined {
  const id = r.customer?.id ?? r.customer_id ?? undefined;
  if (id && hasShape("customer_id", id)) return { kind: "customer_id", value: id };
  const sourceId = r.customer?.source_id ?? undefined;
  return sourceId ? { kind: "customer_source_id", value: sourceId } : undefined;
}

/** Where a parent or rollback not on this page is found: the row's code, else its customer. */
export function relatedLookupOf(r: RedemptionOrRollback): Lookup | undefined {
  const code = r.voucher?.code ?? undefined;
  return code ? { kind: "code", value: code } : customerLookupOf(r);
}
