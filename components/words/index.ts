import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The shared components' words. */
export const componentWords = defineWords<typeof en>("components", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
