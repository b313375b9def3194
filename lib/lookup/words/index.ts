import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** Search and what a lookup was read as, in words: the search box, its refusals and "read as". */
export const lookupWords = defineWords<typeof en>("lookup", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
