import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  openSidePanel: "Otwórz panel boczny",
  noProfileYet: "Nie ma jeszcze profilu.",
  settings: "Ustawienia",
} satisfies Translation<typeof en>;
