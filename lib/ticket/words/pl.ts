import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  autoOnlyId: "Jedyny identyfikator klienta w tym zgłoszeniu",
  autoOnlyEmail: "Jedyny adres e-mail w tym zgłoszeniu",
  autoDoubt:
    "Wyszukano automatycznie, ale to zgłoszenie pokazuje teraz także innego klienta; proszę sprawdzić, czy to właściwy",
  autoGone: "Wyszukano automatycznie klienta, którego to zgłoszenie już nie pokazuje",
  autoElsewhere: "Klient zgłoszenia otwartego wcześniej",
  autoHeld: {
    one: "Nie wyszukano automatycznie: w tej karcie w ciągu ostatnich {minutes} minut wyszukano już bez kliknięcia {count} klienta, częściej, niż agent przechodzi między zgłoszeniami",
    few: "Nie wyszukano automatycznie: w tej karcie w ciągu ostatnich {minutes} minut wyszukano już bez kliknięcia {count} klientów, częściej, niż agent przechodzi między zgłoszeniami",
    many: "Nie wyszukano automatycznie: w tej karcie w ciągu ostatnich {minutes} minut wyszukano już bez kliknięcia {count} klientów, częściej, niż agent przechodzi między zgłoszeniami",
    other:
      "Nie wyszukano automatycznie: w tej karcie w ciągu ostatnich {minutes} minut wyszukano już bez kliknięcia {count} klienta, częściej, niż agent przechodzi między zgłoszeniami",
  },
  chooseCustomer: {
    one: "{count} klient w tym zgłoszeniu: proszę wybrać jednego",
    few: "{count} klientów w tym zgłoszeniu: proszę wybrać jednego",
    many: "{count} klientów w tym zgłoszeniu: proszę wybrać jednego",
    other: "{count} klienta w tym zgłoszeniu: proszę wybrać jednego",
  },
  aboutTicket: "Dotyczy zgłoszenia {ticket} (nie tego, które jest teraz otwarte)",
  aboutAnotherTicket: "Dotyczy innego zgłoszenia (nie tego, które jest teraz otwarte)",
  aboutNoTicket: "Dotyczy strony, na której Voucher Lens nie działa (nie zgłoszenia otwartego teraz)",
  aboutPageBefore: "Wyszukano przed wczytaniem tej strony (może dotyczyć innego zgłoszenia)",
  requesterOtherEmail: "Zgłoszenie pochodzi od {requester}; adres e-mail tego klienta to {email}",
  requesterNoEmail: "Zgłoszenie pochodzi od {requester}; odpowiedź nie podaje adresu e-mail tego klienta",
  ticketShowsOtherEmail: "To zgłoszenie pokazuje {requesters}; adres e-mail tego klienta to {email}",
  ticketShowsNoEmail: "To zgłoszenie pokazuje {requesters}; odpowiedź nie podaje adresu e-mail tego klienta",
  lookUpOnlyCustomer:
    "Wyszukiwać klienta zgłoszenia, gdy pokazuje ono dokładnie jednego (przy otwartym panelu bocznym)",
  ownDomains: "Nasze domeny e-mail",
  ownDomainsHint:
    "Adresy w tych domenach należą do zespołu, nigdy do klienta zgłoszenia (gdy oznaczanie adresów e-mail jest włączone).",
  applyDomains: "Zastosuj domeny",
  orderIdNotSearchable:
    "Realizacji nie można wyszukać po identyfikatorze zamówienia ({orderId}); proszę wyszukać klienta lub kod z tego zgłoszenia.",
  onThisTicket: "W tym zgłoszeniu",
  lookUpToken: "Wyszukaj {token}",
  lookUp: "Wyszukaj",
  lookUpAgainHere: "Wyszukaj ponownie tutaj",
  mismatchSentence: "{mismatch}.",
  heldSentence: "{held}.",
  lookUpAgain: "Wyszukaj ponownie",
  droppedAnswer:
    "Przejście do innego zgłoszenia nastąpiło przed nadejściem odpowiedzi dla {lookup}, więc ją pominięto.",
  nothingDetected:
    "Na tej stronie nic nie wykryto. W helpdesku, którego Voucher Lens jeszcze nie zna, wybierz „Włącz na tej stronie” w okienku na pasku narzędzi.",
  onThisPage: "Na tej stronie ({count})",
  onThisPageMore: "Na tej stronie ({count}+)",
  groupCustomers: "Klienci",
  groupCodes: "Kody",
  groupVouchers: "Kupony",
  groupPromotions: "Promocje",
  groupCampaigns: "Kampanie",
  groupRedemptions: "Realizacje",
  groupLoyalty: "Identyfikatory lojalnościowe",
  groupOrders: "Zamówienia",
  groupEmails: "Adresy e-mail",
  orderIdWhat: "identyfikator zamówienia {orderId}",
  andMore: {
    one: "i {count} więcej",
    few: "i {count} więcej",
    many: "i {count} więcej",
    other: "i {count} więcej",
  },
  showToolbarCount: "Pokazuj liczbę identyfikatorów i kodów na ikonie na pasku narzędzi",
} satisfies Translation<typeof en>;
