import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Dziennik wyszukiwań",
  intro:
    "Kto, co, kiedy, z jakim profilem i jak wyszukał: na pytania lidera zespołu. E-maile są zamaskowane, długie identyfikatory i kody skrócone.",
  keptFor: {
    one: "Przechowywany przez {count} dzień.",
    few: "Przechowywany przez {count} dni.",
    many: "Przechowywany przez {count} dni.",
    other: "Przechowywany przez {count} dnia.",
  },
  logOff: "Organizacja wyłączyła dziennik.",
  staysHere: "Dziennik nigdy nie opuszcza tej przeglądarki, chyba że zostanie wyeksportowany.",
  reading: "Odczytywanie dziennika…",
  empty: "Nie zapisano jeszcze żadnych wyszukiwań.",

  from: "Data od",
  to: "Data do",
  kind: "Rodzaj",
  allKinds: "Wszystkie rodzaje",
  shownOf: {
    one: "Wyświetlono {count} wyszukiwanie z {total}",
    few: "Wyświetlono {count} wyszukiwania z {total}",
    many: "Wyświetlono {count} wyszukiwań z {total}",
    other: "Wyświetlono {count} wyszukiwania z {total}",
  },
  noneMatch: "Żadne wyszukiwanie nie pasuje do tych filtrów.",

  caption: "Wyszukiwania, od najnowszych",
  columnWhen: "Kiedy",
  columnProfile: "Profil",
  columnLooked: "Wyszukano",
  columnKind: "Rodzaj",
  columnHow: "Jak",
  columnRequestId: "Identyfikator żądania",
  howTyped: "Wpisano w wyszukiwarce",
  howRecent: "Ostatnie wyszukiwanie",
  howClicked: "Kliknięto",
  howMenu: "Menu kontekstowe",
  howShortcut: "Skrót klawiszowy",
  howAuto: "Klient zgłoszenia, bez kliknięcia",

  exportCsv: "Eksportuj CSV",
  clearLog: "Wyczyść dziennik",
  clearQuestion: {
    one: "Usunąć jedyny wpis z dziennika wyszukiwań? Tego nie można cofnąć.",
    few: "Usunąć wszystkie {count} wpisy z dziennika wyszukiwań? Tego nie można cofnąć.",
    many: "Usunąć wszystkie {count} wpisów z dziennika wyszukiwań? Tego nie można cofnąć.",
    other: "Usunąć wszystkie {count} wpisu z dziennika wyszukiwań? Tego nie można cofnąć.",
  },
  clearConfirm: "Usuń wszystkie wpisy",
  clearCancel: "Zachowaj dziennik",
  cleared: "Wyczyszczono dziennik wyszukiwań.",
  notCleared: "Nie wyczyszczono dziennika. Proszę spróbować ponownie.",
} satisfies Translation<typeof en>;
