import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// French typography: a no-break space (\u00A0) before « : ».

export default {
  heading: "Affichage",
  currency: "Devise",
  currencyHint:
    "Trois lettres, comme EUR, USD ou GBP. Les montants de l’API sont exprimés dans la plus petite unité de cette devise.",
  locale: "Format des nombres et des dates",
  localeHint: "Une balise de langue comme en-GB ou fr-FR\u00A0; vide, celle du navigateur est utilisée.",
  localeExample: "Exemple\u00A0: {example}",
  browserDefault: "Par défaut du navigateur ({locale})",
  apply: "Appliquer les paramètres d’affichage",
  saved: "Paramètres d’affichage enregistrés.",
  notSaved: "Non enregistré\u00A0: {reason}",
  currencyRefused: "Utilisez un code de devise à trois lettres, comme EUR ou USD",
  localeRefused: "Utilisez une balise de langue comme en-GB, de-DE ou fr-FR, ou laissez le champ vide",
} satisfies Translation<typeof en>;
