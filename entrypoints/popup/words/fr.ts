import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  openSidePanel: "Ouvrir le panneau latéral",
  noProfileYet: "Pas encore de profil.",
  settings: "Paramètres",
} satisfies Translation<typeof en>;
