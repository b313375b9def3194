import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Ustawione przez organizację",
  notApplied: "Zasady organizacji dla Voucher Lens nie zostały zastosowane.",
  policyNotGiven:
    'Przeglądarka nie udostępnia obecnie żadnych zasad dla Voucher Lens: plik zasad może być nieczytelny albo może już nie wymieniać Voucher Lens. Skonfigurowane przez nie profile pozostają wraz z tokenami, dopóki czytelne zasady nie określą inaczej (administrator usuwa je za pomocą "profiles": []); jeśli organizacja przestała z nich korzystać, profile można usunąć samodzielnie.',
  policyNotRead:
    'Przeglądarka nie mogła ich odczytać („{said}”): plik zasad może być nieczytelny albo może już nie wymieniać Voucher Lens. Skonfigurowane przez nie profile pozostają wraz z tokenami, dopóki czytelne zasady nie określą inaczej (administrator usuwa je za pomocą "profiles": []); jeśli organizacja przestała z nich korzystać, profile można usunąć samodzielnie.',
  nothingChanged:
    "Nic się nie zmieniło: ustawienia pozostały bez zmian. Treść tego komunikatu należy przekazać administratorowi.",
  nothingChangedUnderPolicy:
    "Nic się nie zmieniło: ustawienia pozostały bez zmian, zgodnie z wcześniej zastosowanymi zasadami. Treść tego komunikatu należy przekazać administratorowi.",
  profilesFromAdmin: {
    one: "{count} profil pochodzi od administratora i jest oznaczony na liście poniżej. Zasady nigdy nie zawierają tokenu: własny App Token dodaje się samodzielnie.",
    few: "{count} profile pochodzą od administratora i są oznaczone na liście poniżej. Zasady nigdy nie zawierają tokenu: własny App Token dodaje się samodzielnie.",
    many: "{count} profili pochodzi od administratora i jest oznaczonych na liście poniżej. Zasady nigdy nie zawierają tokenu: własny App Token dodaje się samodzielnie.",
    other:
      "Profile od administratora: {count}, oznaczone na liście poniżej. Zasady nigdy nie zawierają tokenu: własny App Token dodaje się samodzielnie.",
  },
  locked: "Ustawień administratora nie można tu zmienić.",
  unlocked:
    "Pola profili i przełącznik adresów e-mail ustawione przez administratora można zmienić (nowe zasady ustawią je ponownie), a własne treści odpowiedzi mają pierwszeństwo przed treściami zespołu. Wzorce kodów i domeny e-mail zespołu obowiązują zawsze, obok własnych.",
  patternsHeading: "Wzorce kodów dla wszystkich profili",
  patternSwitchedOff: "Wyłączony: {reason}",
  teamDomains: "Domeny e-mail zespołu, nigdy nie brane za klienta zgłoszenia: {domains}.",
  sitesHeading: "Witryny helpdesku używane przez zespół",
  detectionOn: "Wykrywanie włączone",
  enableOn: "Włącz na {host}",
} satisfies Translation<typeof en>;
