import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  keyboardShortcuts: "Tastenkürzel",
  anywhereInBrowser: "Überall im Browser",
  inThisPanel: "In diesem Panel",
  close: "Schließen",
  notSet: "nicht festgelegt",
  changeTheseKeys: "Diese Tasten ändern",
  changeTheseKeysHow: "Diese Tasten ändern: {how}",
  firefoxSettings:
    "In Firefox: Add-ons und Themes (about:addons), das Zahnradmenü, Tastenkombinationen für Erweiterungen verwalten.",
  helpFailed:
    "Die Tastenkürzel konnten nicht angezeigt werden: Schließen Sie das Panel und öffnen Sie es erneut.",
  commandOpenPanel: "Voucher Lens mit der Suche im Fokus öffnen",
  commandLookupSelection: "Markierten Text in Voucher Lens nachschlagen",
  keysHomeEnd: "Pos1 Ende",
  keysEnter: "Eingabe",
  keysEsc: "Esc",
  moveBetweenResults: "Zwischen Ergebnissen wechseln",
  firstOrLastResult: "Erstes oder letztes Ergebnis",
  showOrHideDetails: "Details eines Ergebnisses ein- oder ausblenden",
  copySuggestedReply: "Antwortvorschlag des ausgewählten Ergebnisses kopieren",
  insertSuggestedReply: "Diese Antwort in das Antwortfeld des Tickets einfügen",
  goToSearch: "Zur Suche",
  showShortcuts: "Diese Tastenkürzel anzeigen",
  closeList: "Diese Liste schließen",
} satisfies Translation<typeof en>;
