import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// French typography: a no-break space (\u00A0) before « : », a narrow one (\u202F) before « ; ».
export default {
  kindCustomerId: "id client",
  kindVoucherId: "id de bon",
  kindPromotionId: "id de promotion",
  kindCampaignId: "id de campagne",
  kindOrderId: "id de commande",
  kindRedemptionId: "id d’utilisation",
  kindLoyaltyProgramId: "id de programme de fidélité",
  kindLoyaltyMemberId: "id de membre fidélité",
  kindLoyaltyCardId: "id de carte de fidélité",
  kindCustomerSourceId: "source id du client",
  kindCode: "code de bon",
  kindCardInCampaign: "code de carte de fidélité dans une campagne",

  readAs: "Lu comme {kind}",
  readAsRedemptionId:
    "(la liste montre les utilisations faites sous celle-ci\u00A0: ses annulations et ses parties)",
  readAsInstead: "lire plutôt comme {kind}",
  autoReason: "{why}\u00A0: {lookup}.",
  autoReasonWho: "{why}\u00A0: {lookup} ({who}).",

  search: "Recherche",
  searchPlaceholder: "Code, id client, e-mail, id de campagne…",
  lookUp: "Rechercher",
  recentLookups: "Recherches récentes",
  recentLookup: "{text}, {kind}",

  refusedEmpty: "Saisissez ou collez un code, un id client, un e-mail ou un id de campagne.",
  refusedTooLong: {
    one: "Cela fait {count} caractère\u202F; les codes et les id en comptent au plus 256.",
    many: "Cela fait {count} de caractères\u202F; les codes et les id en comptent au plus 256.",
    other: "Cela fait {count} caractères\u202F; les codes et les id en comptent au plus 256.",
  },
  refusedControlCharacters:
    "Le texte contient des retours à la ligne ou des caractères de contrôle\u00A0: collez uniquement le code ou l’id.",
  refusedInvisibleCharacters:
    "Le texte contient des caractères de mise en forme invisibles (une marque de direction ou une espace sans largeur)\u00A0: saisissez à nouveau le code.",
  misshapenOrderId:
    "Cela ressemble à un id de commande, mais un id de commande s’écrit {shape}\u00A0: vérifiez-le et collez-le à nouveau.",
  misshapenLoyaltyProgramId:
    "Cela ressemble à un id de programme de fidélité, mais un tel id s’écrit {shape}\u00A0: vérifiez-le et collez-le à nouveau.",
  misshapenLoyaltyMemberId:
    "Cela ressemble à un id de membre fidélité, mais un tel id s’écrit {shape}\u00A0: vérifiez-le et collez-le à nouveau.",
  misshapenLoyaltyCardId:
    "Cela ressemble à un id de carte de fidélité, mais un tel id s’écrit {shape}\u00A0: vérifiez-le et collez-le à nouveau.",
  notACardOrderId: "C’est un id de commande, pas un code de carte\u00A0: recherchez-le seul.",
  notACardLoyaltyProgramId:
    "C’est un id de programme de fidélité, pas un code de carte\u00A0: recherchez-le seul.",
  notACardLoyaltyMemberId: "C’est un id de membre fidélité, pas un code de carte\u00A0: recherchez-le seul.",
  notACardLoyaltyCardId: "C’est un id de carte de fidélité, pas un code de carte\u00A0: recherchez-le seul.",
  shapeHex: "{prefixes} suivi de {min} à {max} caractères parmi 0-9 et a-f",
  shapeLettersAndDigits: "{prefixes} suivi de {min} à {max} lettres et chiffres",
  shapeAny: "{prefixes} suivi de lettres et de chiffres",
} satisfies Translation<typeof en>;
