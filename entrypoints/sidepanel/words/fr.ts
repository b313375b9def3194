import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  noProfile: "Aucun profil n’est encore configuré.",
  openSettings: "Ouvrir les paramètres",
  keyboardShortcuts: "Raccourcis clavier",
  patternsWaiting: {
    one: "{count} modèle de code de ce profil ne marque rien tant que sa sécurité n’a pas été vérifiée.",
    many: "{count} modèles de code de ce profil ne marquent rien tant que leur sécurité n’a pas été vérifiée.",
    other:
      "{count} modèles de code de ce profil ne marquent rien tant que leur sécurité n’a pas été vérifiée.",
  },
  checkPatterns: {
    one: "Ouvrir les paramètres pour le vérifier",
    many: "Ouvrir les paramètres pour les vérifier",
    other: "Ouvrir les paramètres pour les vérifier",
  },
  views: "Vues",
  tabRedemptions: "Utilisations",
  tabExpiringPoints: "Points qui expirent",
} satisfies Translation<typeof en>;
