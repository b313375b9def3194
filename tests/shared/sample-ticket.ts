import type { DetectedTab } from "./page-reads";

/** The sample ticket's two customers: one in the page (twice), the other in its iframe. */
export const TICKET_CUSTOMERS = ["cust_tAED42tFhLM9v7GmZUaklJFd", "cust_qBwHpagDOFu71Z3F22UzR80X"];

/** The tabs whose frames, together, reported every one of `customers` as a customer id. */
export function tabsReportingCustomers(
  tabs: Record<string, DetectedTab>,
  customers: readonly string[] = TICKET_CUSTOMERS,
): number[] {
  return Object.entries(tabs).flatMap(([tab, record]) => {
    const reported = Object.values(record.frames).flat();
    return customers.every((customer) => reported.includes(`customer ${customer}`)) ? [Number(tab)] : [];
  });
}
