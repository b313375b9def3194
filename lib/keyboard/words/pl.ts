import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  keyboardShortcuts: "Skróty klawiszowe",
  anywhereInBrowser: "W całej przeglądarce",
  inThisPanel: "W tym panelu",
  close: "Zamknij",
  notSet: "nie ustawiono",
  changeTheseKeys: "Zmień te klawisze",
  changeTheseKeysHow: "Zmień te klawisze: {how}",
  firefoxSettings:
    "W Firefoksie: Dodatki i motywy (about:addons), menu z kołem zębatym, Zarządzaj skrótami rozszerzeń.",
  helpFailed: "Nie udało się pokazać skrótów klawiszowych: należy zamknąć panel i otworzyć go ponownie.",
  commandOpenPanel: "Otwórz Voucher Lens z aktywnym wyszukiwaniem",
  commandLookupSelection: "Wyszukaj zaznaczony tekst w Voucher Lens",
  keysHomeEnd: "Home End",
  keysEnter: "Enter",
  keysEsc: "Esc",
  moveBetweenResults: "Przechodzenie między wynikami",
  firstOrLastResult: "Pierwszy lub ostatni wynik",
  showOrHideDetails: "Pokazanie lub ukrycie szczegółów wyniku",
  copySuggestedReply: "Skopiowanie sugerowanej odpowiedzi zaznaczonego wyniku",
  insertSuggestedReply: "Wstawienie tej odpowiedzi do pola odpowiedzi zgłoszenia",
  goToSearch: "Przejście do wyszukiwania",
  showShortcuts: "Pokazanie tych skrótów",
  closeList: "Zamknięcie tej listy",
} satisfies Translation<typeof en>;
