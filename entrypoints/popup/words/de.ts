import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  openSidePanel: "Seitenleiste öffnen",
  noProfileYet: "Noch kein Profil.",
  settings: "Einstellungen",
} satisfies Translation<typeof en>;
