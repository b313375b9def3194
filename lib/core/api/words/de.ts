import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  correctField: "Korrigieren Sie {field} und versuchen Sie es erneut.",
  thenTryAgain: "Versuchen Sie es danach erneut.",

  cannotReach: "{host} ist nicht erreichbar",
  cannotReachApi: "Die Voucherify-API ist nicht erreichbar",
  checkConnection:
    "Prüfen Sie Ihre Verbindung, Ihr VPN oder Ihren Proxy und bei einem dedizierten Cluster die eigene API-URL.",

  noAnswer: {
    one: "{host} hat nicht innerhalb von {count} Sekunde geantwortet",
    other: "{host} hat nicht innerhalb von {count} Sekunden geantwortet",
  },
  noAnswerApi: {
    one: "Die Voucherify-API hat nicht innerhalb von {count} Sekunde geantwortet",
    other: "Die Voucherify-API hat nicht innerhalb von {count} Sekunden geantwortet",
  },
  checkStatus:
    "Versuchen Sie es gleich noch einmal; wenn es weiter passiert, sehen Sie auf status.voucherify.io nach.",

  unreadable: "Die API hat mit Daten geantwortet, die Voucher Lens nicht lesen kann",
  reportIt: "Versuchen Sie es erneut; bleibt der Fehler, melden Sie ihn mit der Uhrzeit der Suche.",

  rateLimited: "Zu viele Anfragen: Das API-Ratenlimit des Projekts ist erreicht",
  waitThenRetry: "Warten Sie {seconds} s und versuchen Sie es dann erneut.",
  retryNow: "Versuchen Sie es jetzt erneut.",

  forbidden: "Diese Schlüssel dürfen das nicht (403)",
  askForKeys: "Bitten Sie die Voucherify-Administration um Schlüssel, deren Rolle das erlaubt.",
  outsideRole:
    "„{resource}“ liegt außerhalb der Bereiche oder Stores, die die Rolle dieses Schlüssels abdeckt: Bitten Sie Ihre Administration, es der Rolle hinzuzufügen, oder um einen Schlüssel, der es abdeckt.",
  cannotListRedemptions: "Dieser Schlüssel darf keine Einlösungen auflisten (403)",
  needsListRedemptions: "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Einlösungen.",
  cannotGetMember: "Dieser Schlüssel darf keine Treuekarten lesen (Get Member) (403)",
  needsGetMember:
    "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Treuekampagnen und ihre Mitglieder.",
  cannotExpiringPoints: "Dieser Schlüssel darf die verfallenden Punkte einer Karte nicht lesen (403)",
  needsExpiringPoints:
    "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Treueprogramme, Mitglieder und Karten (Loyalty v2).",
  cannotMemberships: "Dieser Schlüssel darf die Loyalty-v2-Mitgliedschaften eines Kunden nicht lesen (403)",
  needsMemberships:
    "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Treueprogramme und ihre Mitglieder (Loyalty v2).",
  cannotProgramMembership:
    "Dieser Schlüssel darf den Stufenfortschritt eines Mitglieds in einem Loyalty-v2-Programm nicht lesen (403)",
  needsProgramMembership:
    "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Treueprogramme und ihre Mitglieder (Loyalty v2).",
  cannotPendingPoints: "Dieser Schlüssel darf die ausstehenden Punkte einer Karte nicht lesen (403)",
  needsPendingPoints:
    "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Treueprogramme, Mitglieder und Karten (Loyalty v2).",
  cannotCardTransactions: "Dieser Schlüssel darf den Punkteverlauf einer Karte nicht lesen (403)",
  needsCardTransactions:
    "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Treueprogramme, Mitglieder und Karten (Loyalty v2).",
  cannotTierTransactions: "Dieser Schlüssel darf die Stufenwechsel eines Mitglieds nicht lesen (403)",
  needsTierTransactions:
    "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Treueprogramme und ihre Mitglieder (Loyalty v2).",
  cannotRewardPurchases: "Dieser Schlüssel darf die Prämienkäufe eines Mitglieds nicht lesen (403)",
  needsRewardPurchases:
    "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Treueprogramme, Mitglieder und Prämien (Loyalty v2).",
  cannotMemberTransactions: "Dieser Schlüssel darf die Transaktionen einer Treuekarte nicht lesen (403)",
  needsMemberTransactions:
    "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Treuekampagnen und ihre Mitglieder.",
  cannotRevokeToken: "Dieser Schlüssel darf keine OAuth-Tokens widerrufen (403)",
  needsRevokeToken:
    "Bitten Sie Ihre Administration um einen Schlüssel mit dem Recht, die OAuth-Tokens des Projekts zu verwalten.",

  keysRefused: "Die App ID oder das App Token wurde abgelehnt (401)",
  checkKeys:
    "Prüfen Sie beide Schlüssel in den Einstellungen und ob das Projekt in der gewählten Region liegt ({host}): Schlüssel einer anderen Region werden abgelehnt.",
  checkKeysApi:
    "Prüfen Sie beide Schlüssel in den Einstellungen und ob das Projekt in der gewählten Region liegt (Voucherify-API): Schlüssel einer anderen Region werden abgelehnt.",
  refusedNotByApi: "{host} hat die Anfrage abgelehnt (403), und zwar nicht mit der Antwort von Voucherify",
  refusedNotByApiNoHost:
    "Die Voucherify-API hat die Anfrage abgelehnt (403), und zwar nicht mit der Antwort von Voucherify",
  checkProxy:
    "Ein Proxy, eine Firewall oder ein VPN blockiert sie möglicherweise; prüfen Sie bei einem dedizierten Cluster die eigene API-URL.",
  notInPlan: "Der Tarif des Projekts umfasst das nicht (402)",
  askAdmin: "Wenden Sie sich an die Voucherify-Administration.",
  notFound: "Nicht gefunden (404)",
  checkCode: "Prüfen Sie den Code oder die ID und ob das Profil zum richtigen Projekt gehört.",
  serverError: "Voucherify hat mit einem Fehler geantwortet ({status})",
  serverErrorPage: "Voucherify hat mit einer Fehlerseite geantwortet ({status})",
  alreadyRetried:
    "Voucher Lens hat es bereits erneut versucht. Versuchen Sie es in einer Minute noch einmal und nennen Sie dem Voucherify-Support die Anfrage-ID.",
  refused: "Die API hat die Anfrage abgelehnt ({status})",
  checkSearch: "Prüfen Sie, wonach Sie gesucht haben.",
  viaOauthToken: "über das OAuth-Token",
  viaAppKeysAndOauthToken: "über die App-Schlüssel und das OAuth-Token",
  viaAppKeys: "über die App-Schlüssel",
  regionApi: "Europa (Standard)",
  regionUs1Api: "Vereinigte Staaten",
  regionAs1Api: "Asien",
  regionDownload: "Europa, Download-Cluster",
  regionUs1Download: "Vereinigte Staaten, Download-Cluster",
  regionAs1Download: "Asien, Download-Cluster",
  regionCustom: "Dedizierter Cluster",
  inputRefused: "Voucher Lens hat dies nicht gesendet: {field} wurde abgelehnt",
  profileDeletedMeanwhile: "Dieses Profil wurde inzwischen gelöscht",
  profileRemovedMeanwhile: "dieses Profil wurde inzwischen entfernt",
  profileChangedMeanwhile: "inzwischen wurde ein anderes Profil gewählt: bitte erneut nachschlagen",
  noProfileSetUp: "Noch ist kein Profil eingerichtet: Tragen Sie Ihre API-Schlüssel in den Einstellungen ein",
  appTokenOfProfileMissing:
    "Der App Token von „{profile}“ fehlt: Geben Sie ihn in den Einstellungen erneut ein",
  adminProfileNeedsToken:
    "Ihr Administrator hat „{profile}“ eingerichtet: Fügen Sie in den Einstellungen Ihren App Token hinzu",
  tokenEmpty: "Der Token ist leer",
  tokenTooLong: "Das ist zu lang für einen Zugriffstoken",
  tokenUnlike: "Der Token enthält Leerzeichen oder Zeichen, die ein Token nie enthält",
} satisfies Translation<typeof en>;
