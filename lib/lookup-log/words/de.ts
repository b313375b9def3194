import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Suchprotokoll",
  intro:
    "Wer was wann mit welchem Profil und wie gesucht hat: für die Fragen Ihrer Teamleitung. E-Mail-Adressen erscheinen maskiert, lange IDs und Codes gekürzt.",
  keptFor: { one: "Wird {count} Tag aufbewahrt.", other: "Wird {count} Tage aufbewahrt." },
  logOff: "Ihre Organisation hat das Protokoll ausgeschaltet.",
  staysHere: "Das Protokoll verlässt diesen Browser nie, außer Sie exportieren es.",
  reading: "Protokoll wird gelesen …",
  empty: "Noch keine Suchen protokolliert.",

  from: "Von Datum",
  to: "Bis Datum",
  kind: "Art",
  allKinds: "Alle Arten",
  shownOf: {
    one: "{count} Suche von {total} angezeigt",
    other: "{count} Suchen von {total} angezeigt",
  },
  noneMatch: "Keine Suchen entsprechen diesen Filtern.",

  caption: "Suchen, neueste zuerst",
  columnWhen: "Wann",
  columnProfile: "Profil",
  columnLooked: "Gesucht",
  columnKind: "Art",
  columnHow: "Wie",
  columnRequestId: "Anfrage-ID",
  howTyped: "In der Suche eingegeben",
  howRecent: "Letzte Suche",
  howClicked: "Angeklickt",
  howMenu: "Kontextmenü",
  howShortcut: "Tastenkürzel",
  howAuto: "Kunde des Tickets, ohne Klick",

  exportCsv: "Als CSV exportieren",
  clearLog: "Protokoll leeren",
  clearQuestion: {
    one: "Den einzigen Eintrag des Suchprotokolls löschen? Das lässt sich nicht rückgängig machen.",
    other: "Alle {count} Einträge des Suchprotokolls löschen? Das lässt sich nicht rückgängig machen.",
  },
  clearConfirm: "Alle Einträge löschen",
  clearCancel: "Protokoll behalten",
  cleared: "Suchprotokoll geleert.",
  notCleared: "Das Protokoll wurde nicht geleert. Versuchen Sie es erneut.",
} satisfies Translation<typeof en>;
