import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The suggested replies' words for the agent: never the replies, which are in the customer's language. */
export const repliesWords = defineWords<typeof en>("replies", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
