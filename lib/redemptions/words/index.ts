import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The redemption list in words: its section, filters, pager, rows, failures and validity windows. */
export const redemptionWords = defineWords<typeof en>("redemptions", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
