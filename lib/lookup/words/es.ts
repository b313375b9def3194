import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  kindCustomerId: "id de cliente",
  kindVoucherId: "id de cupón",
  kindPromotionId: "id de promoción",
  kindCampaignId: "id de campaña",
  kindOrderId: "id de pedido",
  kindRedemptionId: "id de canje",
  kindLoyaltyProgramId: "id de programa de fidelidad",
  kindLoyaltyMemberId: "id de miembro de fidelidad",
  kindLoyaltyCardId: "id de tarjeta de fidelidad",
  kindCustomerSourceId: "source id del cliente",
  kindCode: "código de cupón",
  kindCardInCampaign: "código de tarjeta de fidelidad en una campaña",

  readAs: "Leído como {kind}",
  readAsRedemptionId: "(la lista muestra los canjes hechos bajo él: sus reversiones y partes)",
  readAsInstead: "leer como {kind}",
  autoReason: "{why}: {lookup}.",
  autoReasonWho: "{why}: {lookup} ({who}).",

  search: "Búsqueda",
  searchPlaceholder: "Código, id de cliente, correo, id de campaña…",
  lookUp: "Buscar",
  recentLookups: "Búsquedas recientes",
  recentLookup: "{text}, {kind}",

  refusedEmpty: "Escriba o pegue un código, un id de cliente, un correo o un id de campaña.",
  refusedTooLong: {
    one: "Tiene {count} carácter; los códigos y los id tienen como máximo 256.",
    many: "Tiene {count} de caracteres; los códigos y los id tienen como máximo 256.",
    other: "Tiene {count} caracteres; los códigos y los id tienen como máximo 256.",
  },
  refusedControlCharacters:
    "El texto contiene saltos de línea o caracteres de control: pegue solo el código o el id.",
  refusedInvisibleCharacters:
    "El texto contiene caracteres de formato invisibles (una marca de dirección o un espacio de ancho cero): vuelva a escribir el código.",
  misshapenOrderId:
    "Parece un id de pedido, pero un id de pedido tiene la forma {shape}: compruébelo y péguelo de nuevo.",
  misshapenLoyaltyProgramId:
    "Parece un id de programa de fidelidad, pero ese id tiene la forma {shape}: compruébelo y péguelo de nuevo.",
  misshapenLoyaltyMemberId:
    "Parece un id de miembro de fidelidad, pero ese id tiene la forma {shape}: compruébelo y péguelo de nuevo.",
  misshapenLoyaltyCardId:
    "Parece un id de tarjeta de fidelidad, pero ese id tiene la forma {shape}: compruébelo y péguelo de nuevo.",
  notACardOrderId: "Es un id de pedido, no un código de tarjeta: búsquelo por separado.",
  notACardLoyaltyProgramId:
    "Es un id de programa de fidelidad, no un código de tarjeta: búsquelo por separado.",
  notACardLoyaltyMemberId:
    "Es un id de miembro de fidelidad, no un código de tarjeta: búsquelo por separado.",
  notACardLoyaltyCardId: "Es un id de tarjeta de fidelidad, no un código de tarjeta: búsquelo por separado.",
  shapeHex: "{prefixes} seguido de {min} a {max} caracteres de 0-9 y a-f",
  shapeLettersAndDigits: "{prefixes} seguido de {min} a {max} letras y dígitos",
  shapeAny: "{prefixes} seguido de letras y dígitos",
} satisfies Translation<typeof en>;
