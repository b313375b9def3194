import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Pierwsze kroki",
  profileHeading: "Profil",
  profileDone: "Gotowe: profil „{name}” ma App Token.",
  profileNone:
    "Należy dodać App ID i App Token projektu Voucherify, dostępne w Project settings → Application keys.",
  fillInForm: "Wypełnij formularz profilu",
  profileFromAdmin: "Profil skonfigurował administrator: należy dodać własny App Token do profilu „{name}”.",
  profileWithoutToken: "Profil „{name}” nie ma jeszcze App Token.",
  addToken: "Dodaj App Token",
  testHeading: "Test połączenia",
  testText:
    "Pod formularzem profilu przycisk testu odczytuje jedną realizację przy użyciu podanych kluczy i pokazuje, na jakie wyszukiwania pozwalają. Niczego nie zmienia w Voucherify.",
  detectionHeading: "Gdzie działa wykrywanie",
  detectionText:
    "Identyfikatory i kody są oznaczane w obszarach roboczych agentów tych helpdesków (nie w ich centrach pomocy): {hosts}. W innym helpdesku należy go otworzyć, kliknąć ikonę Voucher Lens na pasku narzędzi i wybrać „Włącz na tej witrynie”. Które kody się liczą i czy liczą się adresy e-mail: {link}.",
  detectionLink: "Wykrywanie na stronach helpdesku",
  shortcutsHeading: "Skróty klawiszowe",
  hideSteps: "Ukryj te kroki",
  showSteps: "Pokaż kroki konfiguracji",

  updatedTo: "Zaktualizowano do wersji {version}",
  updatedToSummary: "Zaktualizowano do wersji {version}:",
  whatsNew: "Co nowego",
  dismissWhatsNew: "Zamknij informację o nowościach",
  dismiss: "Zamknij",
} satisfies Translation<typeof en>;
