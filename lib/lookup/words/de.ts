import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  kindCustomerId: "Kunden-ID",
  kindVoucherId: "Gutschein-ID",
  kindPromotionId: "Aktions-ID",
  kindCampaignId: "Kampagnen-ID",
  kindOrderId: "Bestell-ID",
  kindRedemptionId: "Einlösungs-ID",
  kindLoyaltyProgramId: "Treueprogramm-ID",
  kindLoyaltyMemberId: "Treuemitglieds-ID",
  kindLoyaltyCardId: "Treuekarten-ID",
  kindCustomerSourceId: "Source-ID des Kunden",
  kindCode: "Gutscheincode",
  kindCardInCampaign: "Treuekartencode in einer Kampagne",

  readAs: "Gelesen als {kind}",
  readAsRedemptionId: "(die Liste zeigt die darunter vorgenommenen Einlösungen: ihre Rollbacks und Teile)",
  readAsInstead: "stattdessen als {kind} lesen",
  autoReason: "{why}: {lookup}.",
  autoReasonWho: "{why}: {lookup} ({who}).",

  search: "Suche",
  searchPlaceholder: "Code, Kunden-ID, E-Mail, Kampagnen-ID …",
  lookUp: "Nachschlagen",
  recentLookups: "Letzte Suchen",
  recentLookup: "{text}, {kind}",

  refusedEmpty: "Geben Sie einen Code, eine Kunden-ID, eine E-Mail-Adresse oder eine Kampagnen-ID ein.",
  refusedTooLong: {
    one: "Das ist {count} Zeichen; Codes und IDs haben höchstens 256.",
    other: "Das sind {count} Zeichen; Codes und IDs haben höchstens 256.",
  },
  refusedControlCharacters:
    "Der Text enthält Zeilenumbrüche oder Steuerzeichen: Fügen Sie nur den Code oder die ID ein.",
  refusedInvisibleCharacters:
    "Der Text enthält unsichtbare Formatierungszeichen (eine Richtungsmarke oder ein Leerzeichen ohne Breite): Geben Sie den Code neu ein.",
  misshapenOrderId:
    "Das sieht aus wie eine Bestell-ID, aber eine Bestell-ID hat die Form {shape}: Prüfen Sie sie und fügen Sie sie erneut ein.",
  misshapenLoyaltyProgramId:
    "Das sieht aus wie eine Treueprogramm-ID, aber eine Treueprogramm-ID hat die Form {shape}: Prüfen Sie sie und fügen Sie sie erneut ein.",
  misshapenLoyaltyMemberId:
    "Das sieht aus wie eine Treuemitglieds-ID, aber eine Treuemitglieds-ID hat die Form {shape}: Prüfen Sie sie und fügen Sie sie erneut ein.",
  misshapenLoyaltyCardId:
    "Das sieht aus wie eine Treuekarten-ID, aber eine Treuekarten-ID hat die Form {shape}: Prüfen Sie sie und fügen Sie sie erneut ein.",
  notACardOrderId: "Das ist eine Bestell-ID, kein Kartencode: Suchen Sie sie einzeln.",
  notACardLoyaltyProgramId: "Das ist eine Treueprogramm-ID, kein Kartencode: Suchen Sie sie einzeln.",
  notACardLoyaltyMemberId: "Das ist eine Treuemitglieds-ID, kein Kartencode: Suchen Sie sie einzeln.",
  notACardLoyaltyCardId: "Das ist eine Treuekarten-ID, kein Kartencode: Suchen Sie sie einzeln.",
  shapeHex: "{prefixes}, gefolgt von {min} bis {max} Zeichen aus 0-9 und a-f",
  shapeLettersAndDigits: "{prefixes}, gefolgt von {min} bis {max} Buchstaben und Ziffern",
  shapeAny: "{prefixes}, gefolgt von Buchstaben und Ziffern",
} satisfies Translation<typeof en>;
