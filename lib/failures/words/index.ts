import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** Failure codes in words for the agent: what happened and what to check. */
export const failureWords = defineWords<typeof en>("failures", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
