import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  noProfile: "Todavía no hay ningún perfil configurado.",
  openSettings: "Abrir la configuración",
  keyboardShortcuts: "Atajos de teclado",
  patternsWaiting: {
    one: "Un patrón de código de este perfil no marca nada hasta que se compruebe su seguridad.",
    many: "{count} patrones de código de este perfil no marcan nada hasta que se compruebe su seguridad.",
    other: "{count} patrones de código de este perfil no marcan nada hasta que se compruebe su seguridad.",
  },
  checkPatterns: {
    one: "Abrir la configuración para comprobarlo",
    many: "Abrir la configuración para comprobarlos",
    other: "Abrir la configuración para comprobarlos",
  },
  views: "Vistas",
  tabRedemptions: "Canjes",
  tabExpiringPoints: "Puntos por caducar",
} satisfies Translation<typeof en>;
