import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Unieważnij token OAuth",
  confirmLegend: "Potwierdź unieważnienie",
  confirmStored:
    "Unieważnić token OAuth profilu „{profile}” kończący się na …{end}? Przestanie działać natychmiast.",
  yesRevoke: "Tak, unieważnij",
  cancel: "Anuluj",
  revokeStored: "Unieważnij token",
  storedToken: "Token OAuth zapisany w profilu „{profile}”, kończący się na …{end}.",
  noStoredToken: "Profil „{profile}” nie ma zapisanego tokenu OAuth.",
  tokenToRevoke: "Token do unieważnienia",
  show: "Pokaż",
  hide: "Ukryj",
  showToken: "Pokaż token",
  hideToken: "Ukryj token",
  revokeWith: "Unieważnij kluczami profilu",
  profileChoice: "{name} — {host}",
  revokeWithHint: "Token można unieważnić tylko kluczami projektu i regionu, które go wydały.",
  willRevokeWith: "Zostanie unieważniony kluczami profilu „{profile}” na {host}.",
  revokePasted: "Unieważnij wklejony token",
  revoking: "Unieważnianie…",

  revoked: "Unieważniono: tokenu nie można już używać.",
  revokedWith: "Unieważniono kluczami profilu „{profile}” na {host}.",
  removedFromProfile: "Usunięto go z profilu „{profile}”; wyszukiwania używają teraz kluczy App.",
  alreadyInactive: "Nie znaleziono lub już nieaktywny: tokenu nie można już używać.",
  unknownToProject:
    "Nie unieważniono: projekt profilu „{profile}” na {host} nie zna tego tokenu lub token jest już nieaktywny.",
  unknownToProjectDetail:
    "Jeśli został wydany dla tego projektu, nie można go już używać. Jeśli pochodzi z innego projektu lub regionu, może nadal działać: należy go unieważnić profilem tamtego projektu.",
  triedWith:
    "Próbowano kluczami profilu „{profile}” na {host}: należy wybrać profil projektu i regionu, z których pochodzi token, i spróbować ponownie.",
  checkProfile:
    "Należy sprawdzić region lub własny adres URL API profilu „{profile}” w Ustawieniach i spróbować ponownie.",
  storedKept: "Zapisany token zostaje zachowany.",
  keysRefused:
    "Nic nie unieważniono: {host} odrzucił App ID lub App Token profilu „{profile}” (401). Token może nadal działać.",
  fixKeys: "Należy poprawić klucze w Ustawieniach lub sprawdzić region i spróbować ponownie.",
  keysForbidden:
    "Nic nie unieważniono: klucze profilu „{profile}” nie mogą unieważniać tokenów OAuth (403). Token może nadal działać.",
  askAdmin: "Należy poprosić administratora o klucze z prawem do zarządzania tokenami OAuth projektu.",
  notApiEmpty:
    "Brak pewności, że unieważniono: {host} odpowiedział kodem 404 z pustą odpowiedzią, a nie odpowiedzią Voucherify. Token może nadal działać.",
  notApiPage:
    "Brak pewności, że unieważniono: {host} odpowiedział kodem 404 ze stroną internetową, a nie odpowiedzią Voucherify. Token może nadal działać.",
  notApiBody:
    "Brak pewności, że unieważniono: {host} odpowiedział kodem 404 z treścią, która nie jest błędem Voucherify. Token może nadal działać.",
  notVoucherify:
    "Brak pewności, że unieważniono: {host} nie odpowiedział tak, jak odpowiada Voucherify. Token może nadal działać.",
  rateLimited:
    "Jeszcze nie unieważniono: {host} poprosił o wolniejsze zapytania (zbyt wiele zapytań). Token może nadal działać.",
  waitAndRetry: "Należy chwilę odczekać i spróbować ponownie.",
  unreachable: "Jeszcze nie unieważniono: {host} był nieosiągalny lub niedostępny. Token może nadal działać.",
  alreadyRetried: "Ponowiono już próbę. Należy spróbować ponownie za chwilę.",
  apiRefused: "Nie unieważniono: API odrzuciło żądanie. Token może nadal działać.",
  answerUnreadable: "Nie udało się odczytać odpowiedzi.",
} satisfies Translation<typeof en>;
