import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  openSidePanel: "Abrir el panel lateral",
  noProfileYet: "Todavía no hay ningún perfil.",
  settings: "Configuración",
} satisfies Translation<typeof en>;
