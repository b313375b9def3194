import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  keyboardShortcuts: "Raccourcis clavier",
  anywhereInBrowser: "Partout dans le navigateur",
  inThisPanel: "Dans ce panneau",
  close: "Fermer",
  notSet: "non défini",
  changeTheseKeys: "Modifier ces touches",
  changeTheseKeysHow: "Modifier ces touches\u00A0: {how}",
  firefoxSettings:
    "Dans Firefox\u00A0: Extensions et thèmes (about:addons), le menu en forme de roue dentée, Gérer les raccourcis d’extensions.",
  helpFailed: "Les raccourcis clavier n’ont pas pu être affichés\u00A0: fermez le panneau et rouvrez-le.",
  commandOpenPanel: "Ouvrir Voucher Lens avec la recherche active",
  commandLookupSelection: "Rechercher le texte sélectionné dans Voucher Lens",
  keysHomeEnd: "Début Fin",
  keysEnter: "Entrée",
  keysEsc: "Échap",
  moveBetweenResults: "Passer d’un résultat à l’autre",
  firstOrLastResult: "Premier ou dernier résultat",
  showOrHideDetails: "Afficher ou masquer les détails d’un résultat",
  copySuggestedReply: "Copier la réponse suggérée du résultat sélectionné",
  insertSuggestedReply: "Insérer cette réponse dans la zone de réponse du ticket",
  goToSearch: "Aller à Rechercher",
  showShortcuts: "Afficher ces raccourcis",
  closeList: "Fermer cette liste",
} satisfies Translation<typeof en>;
