import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  copy: "Kopiuj",
  copyWhat: "Kopiuj {what}",
  copied: "Skopiowano ✓",
  copiedWhat: "Skopiowano: {what}",
  copyFailed: "Nie udało się skopiować",
  requestIdWhat: "identyfikator żądania",
  requestId: "Identyfikator żądania",
  requestIdValue: "Identyfikator żądania: {requestId}",
  tryAgain: "Spróbuj ponownie",
  tryAgainIn: "Spróbuj ponownie za {seconds} s",
  retryRateLimited: "API poprosiło Voucher Lens o wolniejsze zapytania (limit zapytań)",
  retryServerError: "API miało przejściowy błąd",
  retryNetwork: "Nie udało się połączyć z API",
  retryingIn: "{cause}: ponowna próba za {seconds} s…",
  retryingNow: "{cause}: ponowna próba teraz…",
  kindHttp: "API odmówiło",
  kindServer: "Voucherify miał problem",
  kindNetwork: "Brak połączenia lub serwer nieosiągalny",
  kindTimeout: "Brak odpowiedzi na czas",
  kindShape: "Nieczytelna odpowiedź",
  kindRateLimited: "Osiągnięto limit zapytań",
  kindInvalidInput: "Nie można tego wyszukać",
  gaps: "Nie pokazano, bo API podało je w formie, której Voucher Lens nie umie odczytać: {gaps}.",
  loadingRedemptions: "Wczytywanie realizacji",
} satisfies Translation<typeof en>;
