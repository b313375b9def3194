import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The side panel's own words: its headings, help and notices. */
export const sidepanelWords = defineWords<typeof en>("sidepanel", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
