import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// French typography, as the replies write it: a no-break space (\u00A0) before « : » and inside
// « … », a narrow no-break space (\u202F) before « ? » and « ; ».

export default {
  fieldName: "Nom du profil",
  fieldRegion: "Région",
  fieldCustomUrl: "URL d’API personnalisée",
  fieldAppId: "App ID",
  fieldAppToken: "App Token",
  fieldOauthToken: "Jeton OAuth",
  fieldTimeZone: "Fuseau horaire des clients (facultatif)",
  fieldReplyLanguage: "Langue de réponse par défaut",
  fieldLanguageKey: "Clé de métadonnées client pour leur langue (facultatif)",
  helpCustomUrl: "Uniquement pour un cluster dédié. Laissez vide pour utiliser la région ci-dessus.",
  helpAppToken:
    "Conservé dans le stockage d’extension de ce navigateur, que les pages web et les scripts du helpdesk ne peuvent pas lire. Une clé en lecture seule suffit pour les recherches.",
  helpOauthToken:
    "Facultatif, et recommandé\u00A0: un jeton OAuth avec les scopes `api` et `redemptions` suffit pour lister les utilisations, et peut être révoqué séparément. Les points qui expirent en demandent un aussi.",
  helpTimeZone:
    "Lorsque vos clients vivent dans un seul fuseau horaire. Les heures, par exemple celle à laquelle un code sera de nouveau utilisable, y sont aussi indiquées, à côté des vôtres, et une réponse n’indique une heure que dans ce fuseau. Les heures de validité des codes y sont également lues\u00A0: l’API n’indique pas le fuseau horaire du projet, choisissez donc celui sur lequel votre projet est réglé.",
  helpReplyLanguage:
    "Les réponses suggérées sont rédigées dans cette langue lorsque celle du client n’est pas connue.",
  helpLanguageKey:
    'Si les fiches de vos clients dans Voucherify contiennent leur langue (par exemple `locale: "es-MX"` ou `language: "Spanish"`), indiquez la clé\u00A0: la réponse leur est alors rédigée dans leur langue.',
  customUrlExample: "https://votreentreprise.voucherify.io",
  regionCustom: "Cluster dédié (URL d’API personnalisée)",
  regionChoice: "{region} — {host}",
  savedOauthToken: "Enregistré, se termine par …{end}\u00A0: laissez vide pour le conserver",
  savedAppToken: "Enregistré\u00A0: laissez vide pour le conserver",
  optional: "Facultatif",
  hostChangedAppToken:
    "L’hôte de l’API est passé de {from} à {to}. Les jetons enregistrés ne sont envoyés qu’à l’hôte pour lequel ils ont été saisis\u00A0: collez de nouveau l’App Token pour utiliser cet hôte.",
  hostChangedBothTokens:
    "L’hôte de l’API est passé de {from} à {to}. Les jetons enregistrés ne sont envoyés qu’à l’hôte pour lequel ils ont été saisis\u00A0: collez de nouveau l’App Token et le jeton OAuth pour utiliser cet hôte.",
  hostChangedToInvalidAppToken:
    "L’hôte de l’API est passé de {from} à une URL qui n’est pas encore valide. Les jetons enregistrés ne sont envoyés qu’à l’hôte pour lequel ils ont été saisis\u00A0: collez de nouveau l’App Token pour utiliser cet hôte.",
  hostChangedToInvalidBothTokens:
    "L’hôte de l’API est passé de {from} à une URL qui n’est pas encore valide. Les jetons enregistrés ne sont envoyés qu’à l’hôte pour lequel ils ont été saisis\u00A0: collez de nouveau l’App Token et le jeton OAuth pour utiliser cet hôte.",
  forgetOauthToken: "Supprimer le jeton OAuth enregistré",
  setByOrganisationNote:
    "Défini par votre organisation\u00A0: les champs qui ne peuvent pas être modifiés ici viennent de la stratégie de votre administrateur.",
  credentialsSummary: "Les identifiants requis par chaque opération",
  credentialLine: "{operation}\u00A0: {credentials}.",
  credentialsOauthOrAppKeys: "un jeton OAuth avec les scopes api et redemptions, ou l’App ID et l’App Token",
  credentialsAppKeys: "l’App ID et l’App Token",
  credentialsOauthWithAppKeys: "un jeton OAuth (Bearer), envoyé avec l’App ID et l’App Token",
  leastPowerful:
    "Donnez aux agents les identifiants les moins puissants qui fonctionnent\u00A0: une clé en lecture seule, et un jeton OAuth avec les scopes `api` et `redemptions` là où il suffit.",
  loyaltySummary: "Vérifier aussi l’accès à la fidélité (ID facultatifs)",
  loyaltyHint:
    "Le test de connexion ne fait que lire. Get Member est vérifié avec un code de carte, les points qui expirent avec les trois ID loyalty v2, les adhésions loyalty v2 avec un ID client\u202F; sans eux, ils ne sont pas vérifiés.",
  checkCardCode: "Code de la carte de fidélité",
  checkCampaignId: "ID de la campagne de fidélité (facultatif)",
  checkProgramId: "ID du programme (lprg_…)",
  checkMemberId: "ID du membre (lmbr_…)",
  checkCardId: "ID de la carte (lcrd_…)",
  checkCustomerId: "ID client pour les adhésions loyalty v2 (cust_…)",
  save: "Enregistrer",
  testOrigin: "Tester {origin}",
  testConnection: "Tester la connexion",

  profilesHeading: "Profils",
  readingProfiles: "Lecture de vos profils…",
  noProfileYet: "Aucun profil pour l’instant. Ajoutez ci-dessous les clés d’API de votre projet Voucherify.",
  setByOrganisation: "Défini par votre organisation",
  active: "Actif",
  useForLookups: "Utiliser pour les recherches",
  useForLookupsNamed: "Utiliser «\u00A0{name}\u00A0» pour les recherches",
  edit: "Modifier",
  editNamed: "Modifier «\u00A0{name}\u00A0»",
  delete: "Supprimer",
  deleteNamed: "Supprimer «\u00A0{name}\u00A0»",
  addProfile: "Ajouter un profil",
  profile: "Profil",
  newProfile: "Nouveau profil",

  nothingSent: "Rien n’a été envoyé\u00A0: {reason}",
  saving: "Enregistrement de «\u00A0{name}\u00A0»…",
  notSaved: "Non enregistré\u00A0: {reason}",
  saved: "«\u00A0{name}\u00A0» enregistré.",
  savedNotAllowed:
    "«\u00A0{name}\u00A0» enregistré, mais le navigateur n’a pas autorisé les requêtes vers {host}.",
  saveAgainAndAllow:
    "Enregistrez de nouveau et acceptez la demande d’autorisation, sinon les recherches échoueront.",
  testing: "Test de {host}…",
  testNotAllowed: "Rien n’a été envoyé\u00A0: le navigateur n’a pas autorisé les requêtes vers {host}.",
  testAgainAndAllow: "Testez de nouveau et acceptez la demande d’autorisation.",
  connectionFailed: "Échec de la connexion\u00A0: {reason}",
  connectionNotChecked: "Échec de la connexion\u00A0: List Redemptions n’a pas été vérifié",
  connectedWithOauth: "Connecté à {region} ({host}) avec le jeton OAuth.",
  connectedWithAppKeys: "Connecté à {region} ({host}) avec l’App ID et l’App Token.",
  redemptionsVisible: {
    one: "{count} utilisation est visible avec ces clés.",
    many: "{count} d’utilisations sont visibles avec ces clés.",
    other: "{count} utilisations sont visibles avec ces clés.",
  },
  confirmDelete: "Supprimer le profil «\u00A0{name}\u00A0» et ses clés enregistrées\u202F?",
  notDeleted: "Non supprimé\u00A0: {reason}",
  deleted: "«\u00A0{name}\u00A0» supprimé.",
  nowInUse: "Les recherches utilisent désormais «\u00A0{name}\u00A0».",
  notSwitched: "Profil non changé\u00A0: {reason}",
  cannotReadProfiles: "Impossible de lire vos profils\u00A0: {reason}",
  cannotReadKeys: "Impossible de savoir quelles clés sont enregistrées\u00A0: {reason}",
  reloadPage: "Rechargez cette page.",

  switchChoice: "{name} — {region}",
  checking: "Vérification…",
  checkedAt: "{time}\u00A0: {summary}",
  notCheckedYet: "Pas encore vérifié",
  check: "Vérifier",
  checkConnected: {
    one: "Connecté\u00A0: {count} utilisation visible",
    many: "Connecté\u00A0: {count} d’utilisations visibles",
    other: "Connecté\u00A0: {count} utilisations visibles",
  },
  notConnected: "Non connecté",

  operationResult: "{operation}\u00A0: {result}",
  allowed: "autorisé",
  allowedViaOauth: "autorisé via le jeton OAuth",
  allowedViaAppKeysAndOauth: "autorisé via les clés App et le jeton OAuth",
  allowedViaAppKeys: "autorisé via les clés App",
  withNote: "{result} ({note})",
  notChecked: "non vérifié\u00A0: {note}",
  refused: "refusé\u00A0: {reason}",
  couldNotCheck: "vérification impossible\u00A0: {reason}",
  noteNoSuchIds: "rien ne porte ces ID, mais la clé a le droit de consulter",
  noteNeedsCardCode: "il faut un code de carte de fidélité",
  noteNeedsCardIds: "il faut un ID de programme, de membre et de carte",
  noteNeedsCustomerId: "il faut un ID client",

  chooseRegion: "Choisissez une région",
  customUrlMissing: "Collez l’URL de votre cluster dédié",
  nameMissing: "Donnez un nom au profil, par exemple celui du projet ou du client",
  nameTooLong: "Le nom du profil ne doit pas dépasser 60 caractères",
  appIdTooLong: "L’App ID est trop long",
  appIdUnlikeKey: "L’App ID contient des espaces ou des caractères qu’une clé ne contient jamais",
  appIdMissing: "Collez l’App ID depuis Project settings → Application keys",
  appTokenTooLong: "L’App Token est trop long",
  appTokenUnlikeKey: "L’App Token contient des espaces ou des caractères qu’une clé ne contient jamais",
  oauthTokenTooLong: "Le jeton OAuth est trop long",
  oauthTokenUnlikeKey: "Le jeton OAuth contient des espaces ou des caractères qu’une clé ne contient jamais",
  timeZoneTooLong: "Un nom de fuseau horaire est plus court",
  timeZoneUnknown: "Utilisez un nom de fuseau horaire comme Europe/Warsaw ou America/New_York",
  chooseReplyLanguage: "Choisissez une langue de réponse",
  languageKeyTooLong: "Une clé de métadonnées est plus courte",
  languageKeyUnlike:
    "Écrivez la clé de métadonnées telle qu’elle figure dans Voucherify, par exemple locale ou language",
  appTokenMissing: "Collez l’App Token qui correspond à cet App ID",
  appTokenHostChanged:
    "L’hôte de l’API a changé\u00A0: collez de nouveau l’App Token (les jetons enregistrés ne sont envoyés qu’à l’hôte pour lequel ils ont été saisis)",
  policyMovedProfile:
    "Votre organisation a déplacé « {profile} » vers {host} : rechargez les Paramètres et collez de nouveau l’App Token",
  policyMovedProfileElsewhere:
    "Votre organisation a déplacé « {profile} » vers un autre hôte : rechargez les Paramètres et collez de nouveau l’App Token",
  setByOrganisationRemove:
    "Défini par votre organisation : ce profil disparaîtra lorsque votre administrateur le retirera de la stratégie",
  customUrlNotUrl: "Ce n’est pas une URL. Collez l’URL de base, par exemple https://acme.voucherify.io",
  customUrlNotHttps: "L’URL de l’API doit commencer par https://",
  customUrlCredentials: "L’URL de l’API ne doit contenir ni nom d’utilisateur ni mot de passe",
  customUrlQuery: "L’URL de l’API ne doit contenir ni ? ni #",
  customUrlVersion: "Omettez /v1 ou /v2 : indiquez seulement l’URL de base",
} satisfies Translation<typeof en>;
