import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  label: "Anzeigesprache",
  browsers: "Sprache des Browsers ({language})",
  browsersUnknown: "Sprache des Browsers (Englisch)",
  hint: "Die Sprache, in der Voucher Lens mit Ihnen spricht. Antworten bleiben in der Sprache des Kunden.",
  locked: "Von der Richtlinie Ihrer Organisation festgelegt.",
  notChanged: "Nicht geändert: {reason}",
} satisfies Translation<typeof en>;
