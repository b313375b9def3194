import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The popup's Revoke words: the view, and how a revocation ended. */
export const tokenWords = defineWords<typeof en>("tokens", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
