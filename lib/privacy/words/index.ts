import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** The masking switch (popup, options page), the Privacy section and the disclosure (options page). */
export const privacyWords = defineWords<typeof en>("privacy", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
