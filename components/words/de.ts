import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  copy: "Kopieren",
  copyWhat: "{what} kopieren",
  copied: "Kopiert ✓",
  copiedWhat: "{what} kopiert",
  copyFailed: "Kopieren fehlgeschlagen",
  requestIdWhat: "Anfrage-ID",
  requestId: "Anfrage-ID",
  requestIdValue: "Anfrage-ID: {requestId}",
  tryAgain: "Erneut versuchen",
  tryAgainIn: "Erneut versuchen in {seconds} s",
  retryRateLimited: "Die API hat Voucher Lens gebeten, langsamer zu fragen (Ratenlimit)",
  retryServerError: "Die API hatte einen vorübergehenden Fehler",
  retryNetwork: "Die API war nicht erreichbar",
  retryingIn: "{cause}: neuer Versuch in {seconds} s …",
  retryingNow: "{cause}: neuer Versuch jetzt …",
  kindHttp: "Die API hat abgelehnt",
  kindServer: "Voucherify hatte ein Problem",
  kindNetwork: "Offline oder nicht erreichbar",
  kindTimeout: "Keine Antwort in der Zeit",
  kindShape: "Unlesbare Antwort",
  kindRateLimited: "Ratenlimit erreicht",
  kindInvalidInput: "Kann nicht nachgeschlagen werden",
  gaps: "Nicht angezeigt, weil die API sie in einer Form geliefert hat, die Voucher Lens nicht lesen kann: {gaps}.",
  loadingRedemptions: "Einlösungen werden geladen",
} satisfies Translation<typeof en>;
