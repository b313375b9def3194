import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Visualización",
  currency: "Moneda",
  currencyHint:
    "Tres letras, como EUR, USD o GBP. Los importes de la API están en la unidad más pequeña de esta moneda.",
  locale: "Formato de números y fechas",
  localeHint: "Una etiqueta de idioma como en-GB o es-ES; vacío usa el del navegador.",
  localeExample: "Ejemplo: {example}",
  browserDefault: "Predeterminado del navegador ({locale})",
  apply: "Aplicar la configuración de visualización",
  saved: "Configuración de visualización guardada.",
  notSaved: "No se guardó: {reason}",
  currencyRefused: "Use un código de moneda de tres letras, como EUR o USD",
  localeRefused: "Use una etiqueta de idioma como en-GB, es-ES o fr-FR, o deje el campo vacío",
} satisfies Translation<typeof en>;
