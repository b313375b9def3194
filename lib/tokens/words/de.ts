import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "OAuth-Token widerrufen",
  confirmLegend: "Widerruf bestätigen",
  confirmStored:
    "Den OAuth-Token von „{profile}“ mit der Endung …{end} widerrufen? Er funktioniert dann sofort nicht mehr.",
  yesRevoke: "Ja, widerrufen",
  cancel: "Abbrechen",
  revokeStored: "Token widerrufen",
  storedToken: "Der in „{profile}“ gespeicherte OAuth-Token mit der Endung …{end}.",
  noStoredToken: "„{profile}“ hat keinen gespeicherten OAuth-Token.",
  tokenToRevoke: "Zu widerrufender Token",
  show: "Anzeigen",
  hide: "Ausblenden",
  showToken: "Token anzeigen",
  hideToken: "Token ausblenden",
  revokeWith: "Widerrufen mit den Schlüsseln von",
  profileChoice: "{name} — {host}",
  revokeWithHint:
    "Ein Token lässt sich nur mit den Schlüsseln des Projekts und der Region widerrufen, die ihn ausgestellt haben.",
  willRevokeWith: "Wird mit den Schlüsseln von „{profile}“ auf {host} widerrufen.",
  revokePasted: "Eingefügten Token widerrufen",
  revoking: "Wird widerrufen …",

  revoked: "Widerrufen: Der Token kann nicht mehr verwendet werden.",
  revokedWith: "Mit den Schlüsseln von „{profile}“ auf {host} widerrufen.",
  removedFromProfile: "Er wurde aus „{profile}“ entfernt; Abfragen verwenden jetzt die App-Schlüssel.",
  alreadyInactive: "Nicht gefunden oder bereits inaktiv: Der Token kann nicht mehr verwendet werden.",
  unknownToProject:
    "Nicht widerrufen: Das Projekt von „{profile}“ auf {host} kennt diesen Token nicht, oder er ist bereits inaktiv.",
  unknownToProjectDetail:
    "Wenn er für dieses Projekt ausgestellt wurde, kann er nicht mehr verwendet werden. Stammt er aus einem anderen Projekt oder einer anderen Region, funktioniert er möglicherweise noch: Widerrufen Sie ihn mit dem Profil dieses Projekts.",
  triedWith:
    "Versucht mit den Schlüsseln von „{profile}“ auf {host}: Wählen Sie das Profil des Projekts und der Region des Tokens und versuchen Sie es erneut.",
  checkProfile:
    "Prüfen Sie die Region oder die eigene API-URL von „{profile}“ in den Einstellungen und versuchen Sie es erneut.",
  storedKept: "Der gespeicherte Token bleibt erhalten.",
  keysRefused:
    "Es wurde nichts widerrufen: {host} hat die App ID oder den App Token von „{profile}“ abgelehnt (401). Der Token funktioniert möglicherweise noch.",
  fixKeys:
    "Korrigieren Sie die Schlüssel in den Einstellungen oder prüfen Sie die Region, und versuchen Sie es erneut.",
  keysForbidden:
    "Es wurde nichts widerrufen: Die Schlüssel von „{profile}“ dürfen keine OAuth-Tokens widerrufen (403). Der Token funktioniert möglicherweise noch.",
  askAdmin: "Bitten Sie Ihren Admin um Schlüssel mit dem Recht, die OAuth-Tokens des Projekts zu verwalten.",
  notApiEmpty:
    "Nicht sicher widerrufen: {host} hat mit 404 und einer leeren Antwort geantwortet, nicht mit der Antwort von Voucherify. Der Token funktioniert möglicherweise noch.",
  notApiPage:
    "Nicht sicher widerrufen: {host} hat mit 404 und einer Webseite geantwortet, nicht mit der Antwort von Voucherify. Der Token funktioniert möglicherweise noch.",
  notApiBody:
    "Nicht sicher widerrufen: {host} hat mit 404 und einem Inhalt geantwortet, der kein Fehler von Voucherify ist. Der Token funktioniert möglicherweise noch.",
  notVoucherify:
    "Nicht sicher widerrufen: {host} hat nicht so geantwortet, wie Voucherify antwortet. Der Token funktioniert möglicherweise noch.",
  rateLimited:
    "Noch nicht widerrufen: {host} hat um langsamere Anfragen gebeten (zu viele Anfragen). Der Token funktioniert möglicherweise noch.",
  waitAndRetry: "Warten Sie einen Moment und versuchen Sie es erneut.",
  unreachable:
    "Noch nicht widerrufen: {host} war nicht erreichbar oder nicht verfügbar. Der Token funktioniert möglicherweise noch.",
  alreadyRetried: "Es wurde bereits erneut versucht. Versuchen Sie es gleich noch einmal.",
  apiRefused:
    "Nicht widerrufen: Die API hat die Anfrage abgelehnt. Der Token funktioniert möglicherweise noch.",
  answerUnreadable: "Die Antwort konnte nicht gelesen werden.",
} satisfies Translation<typeof en>;
