import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// French typography: a no-break space (\u00A0) before « : ».
export default {
  heading: "Confidentialité",

  maskingLabel: "Masquer les données des clients",
  maskingHint:
    "Les noms, e-mails, numéros de téléphone et adresses s’affichent comme L••• F••• jusqu’à ce que vous en révéliez un. Les id, codes, montants et points restent visibles.",
  maskingLocked: "Votre organisation le garde activé.",
  maskingNotChanged: "Le masquage n’a pas été modifié. Réessayez.",

  disclosureHeading: "Ce que Voucher Lens lit, envoie et conserve",
  disclosureReads:
    "Lit les pages du helpdesk, seulement là où la détection est activée, pour trouver les codes de bon et les id Voucherify. Rien de la page ne quitte votre navigateur.",
  disclosureSends:
    "Envoie les recherches que vous demandez, et le seul client du ticket quand c’est activé, à l’hôte de l’API Voucherify de votre profil actif, avec les clés de ce profil.",
  disclosureKeeps:
    "Conserve, dans ce navigateur\u00A0: vos profils et réglages, vos recherches récentes (7 jours), le journal des recherches ({days} jours, sauf si votre organisation en décide autrement) et les réponses de l’API jusqu’à la fermeture du navigateur.",
  disclosureNobody:
    "N’envoie aucune télémétrie\u00A0: rien ne va aux créateurs de Voucher Lens ni à personne d’autre.",
  disclosureMore: "Vos réglages de confidentialité et le journal des recherches",
  disclosurePolicy: "Politique de confidentialité",
  noticeHeading: "Ce que Voucher Lens conserve a changé",
  gotIt: "Compris",
} satisfies Translation<typeof en>;
