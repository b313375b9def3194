import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Prywatność",

  maskingLabel: "Maskuj dane klientów",
  maskingHint:
    "Imiona i nazwiska, e-maile, numery telefonów i adresy są wyświetlane jako L••• F•••, dopóki nie zostaną odsłonięte. Identyfikatory, kody, kwoty i punkty pozostają widoczne.",
  maskingLocked: "Organizacja utrzymuje tę opcję włączoną.",
  maskingNotChanged: "Nie zmieniono maskowania. Proszę spróbować ponownie.",

  disclosureHeading: "Co Voucher Lens odczytuje, wysyła i przechowuje",
  disclosureReads:
    "Odczytuje strony helpdesku, tylko tam, gdzie wykrywanie jest włączone, aby znaleźć kody voucherów i identyfikatory Voucherify. Nic ze strony nie opuszcza przeglądarki.",
  disclosureSends:
    "Wysyła wyszukiwania, o które prosi użytkownik, oraz jedynego klienta zgłoszenia, gdy ta opcja jest włączona, do hosta API Voucherify aktywnego profilu, z kluczami tego profilu.",
  disclosureKeeps:
    "Przechowuje w tej przeglądarce: profile i ustawienia, ostatnie wyszukiwania (7 dni), dziennik wyszukiwań ({days} dni, chyba że organizacja ustawi inaczej) oraz odpowiedzi API do zamknięcia przeglądarki.",
  disclosureNobody: "Nie wysyła telemetrii: nic nie trafia do twórców Voucher Lens ani do nikogo innego.",
  disclosureMore: "Ustawienia prywatności i dziennik wyszukiwań",
  disclosurePolicy: "Polityka prywatności",
  noticeHeading: "Zmieniło się to, co przechowuje Voucher Lens",
  gotIt: "Rozumiem",
} satisfies Translation<typeof en>;
