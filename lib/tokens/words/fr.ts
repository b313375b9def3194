import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// French typography, as the replies write it: a no-break space (\u00A0) before « : » and inside
// « … », a narrow no-break space (\u202F) before « ? » and « ; ».

export default {
  heading: "Révoquer un jeton OAuth",
  confirmLegend: "Confirmer la révocation",
  confirmStored:
    "Révoquer le jeton OAuth de «\u00A0{profile}\u00A0» se terminant par …{end}\u202F? Il cesse aussitôt de fonctionner.",
  yesRevoke: "Oui, le révoquer",
  cancel: "Annuler",
  revokeStored: "Révoquer le jeton",
  storedToken: "Le jeton OAuth enregistré dans «\u00A0{profile}\u00A0», se terminant par …{end}.",
  noStoredToken: "«\u00A0{profile}\u00A0» n’a pas de jeton OAuth enregistré.",
  tokenToRevoke: "Jeton à révoquer",
  show: "Afficher",
  hide: "Masquer",
  showToken: "Afficher le jeton",
  hideToken: "Masquer le jeton",
  revokeWith: "Révoquer avec les clés de",
  profileChoice: "{name} — {host}",
  revokeWithHint: "Un jeton ne peut être révoqué qu’avec les clés du projet et de la région qui l’ont émis.",
  willRevokeWith: "Sera révoqué avec les clés de «\u00A0{profile}\u00A0» sur {host}.",
  revokePasted: "Révoquer le jeton collé",
  revoking: "Révocation…",

  revoked: "Révoqué\u00A0: le jeton ne peut plus être utilisé.",
  revokedWith: "Révoqué avec les clés de «\u00A0{profile}\u00A0» sur {host}.",
  removedFromProfile:
    "Il a été retiré de «\u00A0{profile}\u00A0»\u202F; les recherches utilisent désormais les clés App.",
  alreadyInactive: "Introuvable ou déjà inactif\u00A0: le jeton ne peut plus être utilisé.",
  unknownToProject:
    "Non révoqué\u00A0: le projet de «\u00A0{profile}\u00A0» sur {host} ne connaît pas ce jeton, ou il est déjà inactif.",
  unknownToProjectDetail:
    "S’il a été émis pour ce projet, il ne peut plus être utilisé. S’il vient d’un autre projet ou d’une autre région, il peut encore fonctionner\u00A0: révoquez-le avec le profil de ce projet.",
  triedWith:
    "Essayé avec les clés de «\u00A0{profile}\u00A0» sur {host}\u00A0: choisissez le profil du projet et de la région du jeton, puis réessayez.",
  checkProfile:
    "Vérifiez la région ou l’URL d’API personnalisée de «\u00A0{profile}\u00A0» dans les Paramètres, puis réessayez.",
  storedKept: "Le jeton enregistré est conservé.",
  keysRefused:
    "Rien n’a été révoqué\u00A0: {host} a refusé l’App ID ou l’App Token de «\u00A0{profile}\u00A0» (401). Le jeton peut encore fonctionner.",
  fixKeys: "Corrigez les clés dans les Paramètres, ou vérifiez la région, puis réessayez.",
  keysForbidden:
    "Rien n’a été révoqué\u00A0: les clés de «\u00A0{profile}\u00A0» ne peuvent pas révoquer de jetons OAuth (403). Le jeton peut encore fonctionner.",
  askAdmin: "Demandez à votre administrateur des clés ayant le droit de gérer les jetons OAuth du projet.",
  notApiEmpty:
    "Révocation incertaine\u00A0: {host} a répondu 404 avec une réponse vide, et non la réponse de Voucherify. Le jeton peut encore fonctionner.",
  notApiPage:
    "Révocation incertaine\u00A0: {host} a répondu 404 avec une page web, et non la réponse de Voucherify. Le jeton peut encore fonctionner.",
  notApiBody:
    "Révocation incertaine\u00A0: {host} a répondu 404 avec un contenu qui n’est pas une erreur de Voucherify. Le jeton peut encore fonctionner.",
  notVoucherify:
    "Révocation incertaine\u00A0: {host} n’a pas répondu comme le fait Voucherify. Le jeton peut encore fonctionner.",
  rateLimited:
    "Pas encore révoqué\u00A0: {host} a demandé de ralentir (trop de requêtes). Le jeton peut encore fonctionner.",
  waitAndRetry: "Patientez un instant, puis réessayez.",
  unreachable:
    "Pas encore révoqué\u00A0: {host} était injoignable ou indisponible. Le jeton peut encore fonctionner.",
  alreadyRetried: "Déjà réessayé. Réessayez dans un instant.",
  apiRefused: "Non révoqué\u00A0: l’API a refusé la requête. Le jeton peut encore fonctionner.",
  answerUnreadable: "Sa réponse n’a pas pu être lue.",
} satisfies Translation<typeof en>;
