import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// Typographie : espace insécable (\u00A0) avant « : » et dans « … », espace fine insécable (\u202F)
// avant « ; ».
export default {
  correctField: "Corrigez {field} et réessayez.",
  thenTryAgain: "Réessayez ensuite.",

  cannotReach: "Impossible de joindre {host}",
  cannotReachApi: "Impossible de joindre l'API Voucherify",
  checkConnection:
    "Vérifiez votre connexion, votre VPN ou votre proxy et, pour un cluster dédié, l'URL personnalisée de l'API.",

  noAnswer: {
    one: "{host} n'a pas répondu en {count} seconde",
    many: "{host} n'a pas répondu en {count} de secondes",
    other: "{host} n'a pas répondu en {count} secondes",
  },
  noAnswerApi: {
    one: "L'API Voucherify n'a pas répondu en {count} seconde",
    many: "L'API Voucherify n'a pas répondu en {count} de secondes",
    other: "L'API Voucherify n'a pas répondu en {count} secondes",
  },
  checkStatus: "Réessayez dans un instant\u202F; si cela se reproduit, consultez status.voucherify.io.",

  unreadable: "L'API a répondu avec des données que Voucher Lens ne sait pas lire",
  reportIt: "Réessayez\u202F; si le problème persiste, signalez-le en indiquant l'heure de la recherche.",

  rateLimited: "Trop de requêtes\u00A0: la limite de requêtes de l'API du projet est atteinte",
  waitThenRetry: "Attendez {seconds} s, puis réessayez.",
  retryNow: "Réessayez maintenant.",

  forbidden: "Ces clés n'ont pas le droit de faire cela (403)",
  askForKeys: "Demandez à un administrateur Voucherify des clés dont le rôle le permet.",
  outsideRole:
    "«\u00A0{resource}\u00A0» est hors des zones ou magasins couverts par le rôle de cette clé\u00A0: demandez à votre administrateur de l'ajouter au rôle, ou une clé qui le couvre.",
  cannotListRedemptions: "Cette clé ne peut pas lister les utilisations (403)",
  needsListRedemptions: "Demandez à votre administrateur une clé avec accès en lecture aux utilisations.",
  cannotGetMember: "Cette clé ne peut pas lire les cartes de fidélité (Get Member) (403)",
  needsGetMember:
    "Demandez à votre administrateur une clé avec accès en lecture aux campagnes de fidélité et à leurs membres.",
  cannotExpiringPoints: "Cette clé ne peut pas lire les points d'une carte qui vont expirer (403)",
  needsExpiringPoints:
    "Demandez à votre administrateur une clé avec accès en lecture aux programmes de fidélité, aux membres et aux cartes (loyalty v2).",
  cannotMemberships: "Cette clé ne peut pas lire les adhésions loyalty v2 d'un client (403)",
  needsMemberships:
    "Demandez à votre administrateur une clé avec accès en lecture aux programmes de fidélité et à leurs membres (loyalty v2).",
  cannotProgramMembership:
    "Cette clé ne peut pas lire la progression d'un membre dans les paliers d'un programme loyalty v2 (403)",
  needsProgramMembership:
    "Demandez à votre administrateur une clé avec accès en lecture aux programmes de fidélité et à leurs membres (loyalty v2).",
  cannotPendingPoints: "Cette clé ne peut pas lire les points en attente d'une carte (403)",
  needsPendingPoints:
    "Demandez à votre administrateur une clé avec accès en lecture aux programmes de fidélité, aux membres et aux cartes (loyalty v2).",
  cannotCardTransactions: "Cette clé ne peut pas lire l'historique des points d'une carte (403)",
  needsCardTransactions:
    "Demandez à votre administrateur une clé avec accès en lecture aux programmes de fidélité, aux membres et aux cartes (loyalty v2).",
  cannotTierTransactions: "Cette clé ne peut pas lire les changements de palier d'un membre (403)",
  needsTierTransactions:
    "Demandez à votre administrateur une clé avec accès en lecture aux programmes de fidélité et à leurs membres (loyalty v2).",
  cannotRewardPurchases: "Cette clé ne peut pas lire les achats de récompenses d'un membre (403)",
  needsRewardPurchases:
    "Demandez à votre administrateur une clé avec accès en lecture aux programmes de fidélité, aux membres et aux récompenses (loyalty v2).",
  cannotMemberTransactions: "Cette clé ne peut pas lire les transactions d'une carte de fidélité (403)",
  needsMemberTransactions:
    "Demandez à votre administrateur une clé avec accès en lecture aux campagnes de fidélité et à leurs membres.",
  cannotRevokeToken: "Cette clé ne peut pas révoquer de jetons OAuth (403)",
  needsRevokeToken: "Demandez à votre administrateur une clé autorisée à gérer les jetons OAuth du projet.",

  keysRefused: "L'App ID ou l'App Token a été refusé (401)",
  checkKeys:
    "Vérifiez les deux clés dans les Paramètres, et que le projet se trouve dans la région choisie ({host})\u00A0: les clés d'une autre région sont refusées.",
  checkKeysApi:
    "Vérifiez les deux clés dans les Paramètres, et que le projet se trouve dans la région choisie (l'API Voucherify)\u00A0: les clés d'une autre région sont refusées.",
  refusedNotByApi: "{host} a refusé la requête (403), et pas avec la réponse de Voucherify",
  refusedNotByApiNoHost: "L'API Voucherify a refusé la requête (403), et pas avec la réponse de Voucherify",
  checkProxy:
    "Un proxy, un pare-feu ou un VPN la bloque peut-être\u202F; pour un cluster dédié, vérifiez l'URL personnalisée de l'API.",
  notInPlan: "L'offre du projet n'inclut pas cela (402)",
  askAdmin: "Adressez-vous à un administrateur Voucherify.",
  notFound: "Introuvable (404)",
  checkCode: "Vérifiez le code ou l'identifiant, et que le profil correspond au bon projet.",
  serverError: "Voucherify a répondu par une erreur ({status})",
  serverErrorPage: "Voucherify a répondu par une page d'erreur ({status})",
  alreadyRetried:
    "Voucher Lens a déjà réessayé. Réessayez dans une minute, et communiquez l'identifiant de la requête au support Voucherify.",
  refused: "L'API a refusé la requête ({status})",
  checkSearch: "Vérifiez ce que vous avez recherché.",
  viaOauthToken: "via le jeton OAuth",
  viaAppKeysAndOauthToken: "via les clés d’application et le jeton OAuth",
  viaAppKeys: "via les clés d’application",
  regionApi: "Europe (par défaut)",
  regionUs1Api: "États-Unis",
  regionAs1Api: "Asie",
  regionDownload: "Europe, cluster de téléchargement",
  regionUs1Download: "États-Unis, cluster de téléchargement",
  regionAs1Download: "Asie, cluster de téléchargement",
  regionCustom: "Cluster dédié",
  inputRefused: "Voucher Lens ne l’a pas envoyé : {field} a été refusé",
  profileDeletedMeanwhile: "Ce profil a été supprimé entre-temps",
  profileRemovedMeanwhile: "ce profil a été supprimé entre-temps",
  profileChangedMeanwhile: "un autre profil a été choisi entre-temps\u00A0: relancez la recherche",
  noProfileSetUp: "Aucun profil n’est encore configuré : ajoutez vos clés d’API dans les Paramètres",
  appTokenOfProfileMissing:
    "L’App Token de « {profile} » manque : saisissez-le de nouveau dans les Paramètres",
  adminProfileNeedsToken:
    "Votre administrateur a configuré « {profile} » : ajoutez-y votre App Token dans les Paramètres",
  tokenEmpty: "Le jeton est vide",
  tokenTooLong: "C’est trop long pour un jeton d’accès",
  tokenUnlike: "Le jeton contient des espaces ou des caractères qu’un jeton n’a jamais",
} satisfies Translation<typeof en>;
