import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// French typography: a no-break space (\u00A0) before « : » and « ? ».
export default {
  heading: "Journal des recherches",
  intro:
    "Qui a recherché quoi, quand, avec quel profil et comment\u00A0: pour les questions de votre responsable d’équipe. Les e-mails s’affichent masqués, les id et codes longs raccourcis.",
  keptFor: {
    one: "Conservé {count} jour.",
    many: "Conservé {count} de jours.",
    other: "Conservé {count} jours.",
  },
  logOff: "Votre organisation a désactivé le journal.",
  staysHere: "Le journal ne quitte jamais ce navigateur, sauf si vous l’exportez.",
  reading: "Lecture du journal…",
  empty: "Aucune recherche journalisée pour l’instant.",

  from: "Date de début",
  to: "Date de fin",
  kind: "Type",
  allKinds: "Tous les types",
  shownOf: {
    one: "{count} recherche affichée sur {total}",
    many: "{count} de recherches affichées sur {total}",
    other: "{count} recherches affichées sur {total}",
  },
  noneMatch: "Aucune recherche ne correspond à ces filtres.",

  caption: "Recherches, les plus récentes d’abord",
  columnWhen: "Quand",
  columnProfile: "Profil",
  columnLooked: "Recherché",
  columnKind: "Type",
  columnHow: "Comment",
  columnRequestId: "Id de la requête",
  howTyped: "Saisi dans Recherche",
  howRecent: "Recherche récente",
  howClicked: "Par un clic",
  howMenu: "Menu contextuel",
  howShortcut: "Raccourci clavier",
  howAuto: "Client du ticket, sans clic",

  exportCsv: "Exporter en CSV",
  clearLog: "Vider le journal",
  clearQuestion: {
    one: "Effacer l’unique entrée du journal des recherches\u00A0? Impossible d’annuler.",
    many: "Effacer les {count} d’entrées du journal des recherches\u00A0? Impossible d’annuler.",
    other: "Effacer les {count} entrées du journal des recherches\u00A0? Impossible d’annuler.",
  },
  clearConfirm: "Effacer toutes les entrées",
  clearCancel: "Garder le journal",
  cleared: "Journal des recherches vidé.",
  notCleared: "Le journal n’a pas été vidé. Réessayez.",
} satisfies Translation<typeof en>;
