import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// Kinds are named in the nominative and always follow a colon or "jako", so no sentence needs
// them in another case.
export default {
  kindCustomerId: "identyfikator klienta",
  kindVoucherId: "identyfikator vouchera",
  kindPromotionId: "identyfikator promocji",
  kindCampaignId: "identyfikator kampanii",
  kindOrderId: "identyfikator zamówienia",
  kindRedemptionId: "identyfikator realizacji",
  kindLoyaltyProgramId: "identyfikator programu lojalnościowego",
  kindLoyaltyMemberId: "identyfikator członka programu lojalnościowego",
  kindLoyaltyCardId: "identyfikator karty lojalnościowej",
  kindCustomerSourceId: "source ID klienta",
  kindCode: "kod vouchera",
  kindCardInCampaign: "kod karty lojalnościowej w kampanii",

  readAs: "Odczytano jako: {kind}",
  readAsRedemptionId: "(lista pokazuje realizacje wykonane w jej ramach: jej rollbacki i części)",
  readAsInstead: "odczytaj jako: {kind}",
  autoReason: "{why}: {lookup}.",
  autoReasonWho: "{why}: {lookup} ({who}).",

  search: "Wyszukiwanie",
  searchPlaceholder: "Kod, identyfikator klienta, e-mail, identyfikator kampanii…",
  lookUp: "Wyszukaj",
  recentLookups: "Ostatnie wyszukiwania",
  recentLookup: "{text}, {kind}",

  refusedEmpty: "Proszę wpisać lub wkleić kod, identyfikator klienta, e-mail albo identyfikator kampanii.",
  refusedTooLong: {
    one: "Wpisano {count} znak; kody i identyfikatory mają najwyżej 256 znaków.",
    few: "Wpisano {count} znaki; kody i identyfikatory mają najwyżej 256 znaków.",
    many: "Wpisano {count} znaków; kody i identyfikatory mają najwyżej 256 znaków.",
    other: "Wpisano {count} znaku; kody i identyfikatory mają najwyżej 256 znaków.",
  },
  refusedControlCharacters:
    "Tekst zawiera podziały wierszy lub znaki sterujące: proszę wkleić sam kod lub identyfikator.",
  refusedInvisibleCharacters:
    "Tekst zawiera niewidoczne znaki formatowania (znak kierunku tekstu lub spację o zerowej szerokości): proszę wpisać kod ponownie.",
  misshapenOrderId:
    "To wygląda na identyfikator zamówienia, ale identyfikator zamówienia ma postać: {shape}. Proszę go sprawdzić i wkleić ponownie.",
  misshapenLoyaltyProgramId:
    "To wygląda na identyfikator programu lojalnościowego, ale taki identyfikator ma postać: {shape}. Proszę go sprawdzić i wkleić ponownie.",
  misshapenLoyaltyMemberId:
    "To wygląda na identyfikator członka programu lojalnościowego, ale taki identyfikator ma postać: {shape}. Proszę go sprawdzić i wkleić ponownie.",
  misshapenLoyaltyCardId:
    "To wygląda na identyfikator karty lojalnościowej, ale taki identyfikator ma postać: {shape}. Proszę go sprawdzić i wkleić ponownie.",
  notACardOrderId: "To identyfikator zamówienia, a nie kod karty: proszę wyszukać go osobno.",
  notACardLoyaltyProgramId:
    "To identyfikator programu lojalnościowego, a nie kod karty: proszę wyszukać go osobno.",
  notACardLoyaltyMemberId:
    "To identyfikator członka programu lojalnościowego, a nie kod karty: proszę wyszukać go osobno.",
  notACardLoyaltyCardId: "To identyfikator karty lojalnościowej, a nie kod karty: proszę wyszukać go osobno.",
  shapeHex: "{prefixes}, a po nim od {min} do {max} znaków z zakresu 0-9 i a-f",
  shapeLettersAndDigits: "{prefixes}, a po nim od {min} do {max} liter i cyfr",
  shapeAny: "{prefixes}, a po nim litery i cyfry",
} satisfies Translation<typeof en>;
