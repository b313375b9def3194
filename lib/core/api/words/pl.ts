import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  correctField: "Należy poprawić {field} i spróbować ponownie.",
  thenTryAgain: "Następnie należy spróbować ponownie.",

  cannotReach: "Nie udało się połączyć z {host}",
  cannotReachApi: "Nie udało się połączyć z API Voucherify",
  checkConnection:
    "Należy sprawdzić połączenie, VPN lub serwer proxy, a w przypadku dedykowanego klastra – własny adres URL API.",

  noAnswer: {
    one: "Serwer {host} nie odpowiedział w ciągu {count} sekundy",
    few: "Serwer {host} nie odpowiedział w ciągu {count} sekund",
    many: "Serwer {host} nie odpowiedział w ciągu {count} sekund",
    other: "Serwer {host} nie odpowiedział w ciągu {count} sekundy",
  },
  noAnswerApi: {
    one: "API Voucherify nie odpowiedziało w ciągu {count} sekundy",
    few: "API Voucherify nie odpowiedziało w ciągu {count} sekund",
    many: "API Voucherify nie odpowiedziało w ciągu {count} sekund",
    other: "API Voucherify nie odpowiedziało w ciągu {count} sekundy",
  },
  checkStatus:
    "Warto spróbować ponownie za chwilę; jeśli problem się powtarza, należy sprawdzić status.voucherify.io.",

  unreadable: "API odpowiedziało danymi, których Voucher Lens nie umie odczytać",
  reportIt: "Należy spróbować ponownie; jeśli błąd się powtarza, zgłosić go, podając godzinę wyszukiwania.",

  rateLimited: "Zbyt wiele zapytań: osiągnięto limit zapytań API projektu",
  waitThenRetry: "Należy odczekać {seconds} s i spróbować ponownie.",
  retryNow: "Można spróbować ponownie teraz.",

  forbidden: "Te klucze nie mają do tego uprawnień (403)",
  askForKeys: "Należy poprosić administratora Voucherify o klucze z rolą, która na to pozwala.",
  outsideRole:
    "„{resource}” leży poza obszarami lub sklepami objętymi rolą tego klucza: należy poprosić administratora o dodanie go do roli albo o klucz, który go obejmuje.",
  cannotListRedemptions: "Ten klucz nie może wyświetlać listy realizacji (403)",
  needsListRedemptions: "Należy poprosić administratora o klucz z dostępem do odczytu realizacji.",
  cannotGetMember: "Ten klucz nie może odczytywać kart lojalnościowych (Get Member) (403)",
  needsGetMember:
    "Należy poprosić administratora o klucz z dostępem do odczytu kampanii lojalnościowych i ich członków.",
  cannotExpiringPoints: "Ten klucz nie może odczytywać wygasających punktów karty (403)",
  needsExpiringPoints:
    "Należy poprosić administratora o klucz z dostępem do odczytu programów lojalnościowych, członków i kart (loyalty v2).",
  cannotMemberships: "Ten klucz nie może odczytywać członkostw klienta w loyalty v2 (403)",
  needsMemberships:
    "Należy poprosić administratora o klucz z dostępem do odczytu programów lojalnościowych i ich członków (loyalty v2).",
  cannotProgramMembership:
    "Ten klucz nie może odczytywać postępu członka w poziomach programu loyalty v2 (403)",
  needsProgramMembership:
    "Należy poprosić administratora o klucz z dostępem do odczytu programów lojalnościowych i ich członków (loyalty v2).",
  cannotPendingPoints: "Ten klucz nie może odczytywać oczekujących punktów karty (403)",
  needsPendingPoints:
    "Należy poprosić administratora o klucz z dostępem do odczytu programów lojalnościowych, członków i kart (loyalty v2).",
  cannotCardTransactions: "Ten klucz nie może odczytywać historii punktów karty (403)",
  needsCardTransactions:
    "Należy poprosić administratora o klucz z dostępem do odczytu programów lojalnościowych, członków i kart (loyalty v2).",
  cannotTierTransactions: "Ten klucz nie może odczytywać zmian poziomu członka (403)",
  needsTierTransactions:
    "Należy poprosić administratora o klucz z dostępem do odczytu programów lojalnościowych i ich członków (loyalty v2).",
  cannotRewardPurchases: "Ten klucz nie może odczytywać zakupów nagród członka (403)",
  needsRewardPurchases:
    "Należy poprosić administratora o klucz z dostępem do odczytu programów lojalnościowych, członków i nagród (loyalty v2).",
  cannotMemberTransactions: "Ten klucz nie może odczytywać transakcji karty lojalnościowej (403)",
  needsMemberTransactions:
    "Należy poprosić administratora o klucz z dostępem do odczytu kampanii lojalnościowych i ich członków.",
  cannotRevokeToken: "Ten klucz nie może unieważniać tokenów OAuth (403)",
  needsRevokeToken:
    "Należy poprosić administratora o klucz z uprawnieniem do zarządzania tokenami OAuth projektu.",

  keysRefused: "Odrzucono App ID lub App Token (401)",
  checkKeys:
    "Należy sprawdzić oba klucze w Ustawieniach oraz to, czy projekt znajduje się w wybranym regionie ({host}): klucze z innego regionu są odrzucane.",
  checkKeysApi:
    "Należy sprawdzić oba klucze w Ustawieniach oraz to, czy projekt znajduje się w wybranym regionie (API Voucherify): klucze z innego regionu są odrzucane.",
  refusedNotByApi: "Serwer {host} odrzucił żądanie (403), ale nie odpowiedzią samego Voucherify",
  refusedNotByApiNoHost: "API Voucherify odrzuciło żądanie (403), ale nie odpowiedzią samego Voucherify",
  checkProxy:
    "Może je blokować serwer proxy, zapora sieciowa lub VPN; w przypadku dedykowanego klastra należy sprawdzić własny adres URL API.",
  notInPlan: "Plan projektu tego nie obejmuje (402)",
  askAdmin: "Należy zwrócić się do administratora Voucherify.",
  notFound: "Nie znaleziono (404)",
  checkCode: "Należy sprawdzić kod lub identyfikator oraz to, czy profil wskazuje właściwy projekt.",
  serverError: "Voucherify odpowiedział błędem ({status})",
  serverErrorPage: "Voucherify odpowiedział stroną błędu ({status})",
  alreadyRetried:
    "Voucher Lens już ponowił próbę. Warto spróbować ponownie za minutę i podać wsparciu Voucherify identyfikator żądania.",
  refused: "API odrzuciło żądanie ({status})",
  checkSearch: "Należy sprawdzić, czego dotyczyło wyszukiwanie.",
  viaOauthToken: "przez token OAuth",
  viaAppKeysAndOauthToken: "przez klucze aplikacji i token OAuth",
  viaAppKeys: "przez klucze aplikacji",
  regionApi: "Europa (domyślnie)",
  regionUs1Api: "Stany Zjednoczone",
  regionAs1Api: "Azja",
  regionDownload: "Europa, klaster pobierania",
  regionUs1Download: "Stany Zjednoczone, klaster pobierania",
  regionAs1Download: "Azja, klaster pobierania",
  regionCustom: "Klaster dedykowany",
  inputRefused: "Voucher Lens tego nie wysłał: odrzucono {field}",
  profileDeletedMeanwhile: "Ten profil został w międzyczasie usunięty",
  profileRemovedMeanwhile: "ten profil został w międzyczasie usunięty",
  profileChangedMeanwhile: "w międzyczasie wybrano inny profil: wyszukaj ponownie",
  noProfileSetUp: "Nie skonfigurowano jeszcze żadnego profilu: należy dodać klucze API w Ustawieniach",
  appTokenOfProfileMissing:
    "Brakuje App Token profilu „{profile}”: należy go ponownie wprowadzić w Ustawieniach",
  adminProfileNeedsToken:
    "Administrator skonfigurował profil „{profile}”: należy dodać do niego App Token w Ustawieniach",
  tokenEmpty: "Token jest pusty",
  tokenTooLong: "To za długie jak na token dostępu",
  tokenUnlike: "Token zawiera spacje lub znaki, których token nigdy nie ma",
} satisfies Translation<typeof en>;
