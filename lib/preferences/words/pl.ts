import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Wyświetlanie",
  currency: "Waluta",
  currencyHint:
    "Trzy litery, np. EUR, USD lub PLN. Kwoty z API są podawane w najmniejszej jednostce tej waluty.",
  locale: "Format liczb i dat",
  localeHint: "Znacznik języka, np. en-GB lub pl-PL; puste pole oznacza format przeglądarki.",
  localeExample: "Przykład: {example}",
  browserDefault: "Domyślny przeglądarki ({locale})",
  apply: "Zastosuj ustawienia wyświetlania",
  saved: "Zapisano ustawienia wyświetlania.",
  notSaved: "Nie zapisano: {reason}",
  currencyRefused: "Należy podać trzyliterowy kod waluty, np. EUR lub USD",
  localeRefused: "Należy podać znacznik języka, np. en-GB, de-DE lub pl-PL, albo zostawić pole puste",
} satisfies Translation<typeof en>;
