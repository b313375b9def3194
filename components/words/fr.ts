import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  copy: "Copier",
  copyWhat: "Copier {what}",
  copied: "Copié ✓",
  copiedWhat: "Copié : {what}",
  copyFailed: "Échec de la copie",
  requestIdWhat: "l’id de la requête",
  requestId: "Id de la requête",
  requestIdValue: "Id de la requête : {requestId}",
  tryAgain: "Réessayer",
  tryAgainIn: "Réessayer dans {seconds} s",
  retryRateLimited: "L’API a demandé à Voucher Lens de ralentir (limite de requêtes)",
  retryServerError: "L’API a eu une erreur passagère",
  retryNetwork: "L’API n’a pas pu être jointe",
  retryingIn: "{cause} : nouvel essai dans {seconds} s…",
  retryingNow: "{cause} : nouvel essai maintenant…",
  kindHttp: "L’API a refusé",
  kindServer: "Voucherify a eu un problème",
  kindNetwork: "Hors ligne ou injoignable",
  kindTimeout: "Pas de réponse à temps",
  kindShape: "Réponse illisible",
  kindRateLimited: "Limite de requêtes atteinte",
  kindInvalidInput: "Recherche impossible",
  gaps: "Non affichés, l’API les a donnés sous une forme que Voucher Lens ne sait pas lire : {gaps}.",
  loadingRedemptions: "Chargement des utilisations",
} satisfies Translation<typeof en>;
