import type { Table } from "@/lib/core/i18n/message";

/**
 * What the browser shows for Voucher Lens outside its pages, worded by the worker: the right-click
 * entry (`%s` is the browser's own placeholder for the selection), the toolbar icon's tooltip and
 * the Look up button on a helpdesk page.
 */
export default {
  menuLookUp: "Look up “%s” in Voucher Lens",
  toolbarTitle: "Voucher Lens",
  toolbarCount: {
    one: "Voucher Lens: 1 id or code detected on this page",
    other: "Voucher Lens: {count} ids and codes detected on this page",
  },
  lookUpButton: "Look up in Voucher Lens",
  lookUpToken: "Look up {text} in Voucher Lens",
} as const satisfies Table;
