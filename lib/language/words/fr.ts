import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  label: "Langue d’affichage",
  browsers: "Langue du navigateur ({language})",
  browsersUnknown: "Langue du navigateur (anglais)",
  hint: "La langue dans laquelle Voucher Lens s’adresse à vous. Les réponses restent dans la langue du client.",
  locked: "Définie par la stratégie de votre organisation.",
  notChanged: "Non modifiée : {reason}",
} satisfies Translation<typeof en>;
