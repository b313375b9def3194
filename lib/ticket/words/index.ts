import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The open ticket's words. */
export const ticketWords = defineWords<typeof en>("ticket", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
