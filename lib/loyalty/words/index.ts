import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** Loyalty's words: member cards, loyalty v2 memberships and expiring points. */
export const loyaltyWords = defineWords<typeof en>("loyalty", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
