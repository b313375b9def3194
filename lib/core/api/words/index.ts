import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** What a failed lookup means for the agent, and what to do about it. */
export const apiWords = defineWords<typeof en>("api", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
