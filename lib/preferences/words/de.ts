import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Anzeige",
  currency: "Währung",
  currencyHint:
    "Drei Buchstaben, etwa EUR, USD oder GBP. Beträge aus der API sind in der kleinsten Einheit dieser Währung angegeben.",
  locale: "Zahlen- und Datumsformat",
  localeHint: "Ein Sprach-Tag wie en-GB oder de-DE; leer übernimmt das Format des Browsers.",
  localeExample: "Beispiel: {example}",
  browserDefault: "Browser-Standard ({locale})",
  apply: "Anzeigeeinstellungen übernehmen",
  saved: "Anzeigeeinstellungen gespeichert.",
  notSaved: "Nicht gespeichert: {reason}",
  currencyRefused: "Geben Sie einen dreistelligen Währungscode an, etwa EUR oder USD",
  localeRefused: "Geben Sie ein Sprach-Tag wie en-GB, de-DE oder fr-FR an, oder lassen Sie das Feld leer",
} satisfies Translation<typeof en>;
