import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  noProfile: "Nie skonfigurowano jeszcze żadnego profilu.",
  openSettings: "Otwórz ustawienia",
  keyboardShortcuts: "Skróty klawiaturowe",
  patternsWaiting: {
    one: "Jeden wzorzec kodu tego profilu niczego nie oznacza, dopóki nie zostanie sprawdzony pod kątem bezpieczeństwa.",
    few: "{count} wzorce kodu tego profilu niczego nie oznaczają, dopóki nie zostaną sprawdzone pod kątem bezpieczeństwa.",
    many: "{count} wzorców kodu tego profilu niczego nie oznacza, dopóki nie zostaną sprawdzone pod kątem bezpieczeństwa.",
    other:
      "{count} wzorca kodu tego profilu niczego nie oznacza, dopóki nie zostaną sprawdzone pod kątem bezpieczeństwa.",
  },
  checkPatterns: {
    one: "Otwórz ustawienia, aby go sprawdzić",
    few: "Otwórz ustawienia, aby je sprawdzić",
    many: "Otwórz ustawienia, aby je sprawdzić",
    other: "Otwórz ustawienia, aby je sprawdzić",
  },
  views: "Widoki",
  tabRedemptions: "Realizacje",
  tabExpiringPoints: "Wygasające punkty",
} satisfies Translation<typeof en>;
