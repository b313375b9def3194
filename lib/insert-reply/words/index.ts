import { defineWords } from "@/lib/core/i18n/words";
import type en from "./en";

/** What Insert into reply tells the agent. */
export const insertReplyWords = defineWords<typeof en>("insertReply", {
  en: () => import("./en"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
});
