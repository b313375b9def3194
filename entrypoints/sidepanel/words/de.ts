import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  noProfile: "Es ist noch kein Profil eingerichtet.",
  openSettings: "Einstellungen öffnen",
  keyboardShortcuts: "Tastenkürzel",
  patternsWaiting: {
    one: "Ein Code-Muster dieses Profils markiert nichts, bis es auf Sicherheit geprüft ist.",
    other: "{count} Code-Muster dieses Profils markieren nichts, bis sie auf Sicherheit geprüft sind.",
  },
  checkPatterns: {
    one: "Einstellungen öffnen, um es zu prüfen",
    other: "Einstellungen öffnen, um sie zu prüfen",
  },
  views: "Ansichten",
  tabRedemptions: "Einlösungen",
  tabExpiringPoints: "Ablaufende Punkte",
} satisfies Translation<typeof en>;
