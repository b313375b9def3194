import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// French typography: a no-break space (\u00A0) before « : ».

export default {
  heading: "Défini par votre organisation",
  notApplied: "La stratégie de votre organisation pour Voucher Lens n’a pas été appliquée.",
  policyNotGiven:
    'Le navigateur ne fournit actuellement aucune stratégie pour Voucher Lens\u00A0: son fichier de stratégie est peut-être illisible, ou ne nomme plus Voucher Lens. Les profils qu’elle a configurés restent, avec vos jetons, jusqu’à ce qu’une stratégie lisible en décide autrement (un administrateur les supprime avec "profiles": []). Si votre organisation ne l’utilise plus, vous pouvez les supprimer vous-même.',
  policyNotRead:
    'Le navigateur n’a pas pu la lire («\u00A0{said}\u00A0»)\u00A0: son fichier de stratégie est peut-être illisible, ou ne nomme plus Voucher Lens. Les profils qu’elle a configurés restent, avec vos jetons, jusqu’à ce qu’une stratégie lisible en décide autrement (un administrateur les supprime avec "profiles": []). Si votre organisation ne l’utilise plus, vous pouvez les supprimer vous-même.',
  nothingChanged:
    "Rien n’a changé\u00A0: vos paramètres sont restés tels quels. Transmettez ce message à votre administrateur.",
  nothingChangedUnderPolicy:
    "Rien n’a changé\u00A0: vos paramètres sont restés tels quels, sous la stratégie appliquée auparavant. Transmettez ce message à votre administrateur.",
  profilesFromAdmin: {
    one: "{count}\u00A0profil vient de votre administrateur, marqué dans la liste ci-dessous. Une stratégie ne contient jamais de token\u00A0: vous ajoutez votre propre App Token.",
    many: "{count}\u00A0profils viennent de votre administrateur, marqués dans la liste ci-dessous. Une stratégie ne contient jamais de token\u00A0: vous ajoutez votre propre App Token.",
    other:
      "{count}\u00A0profils viennent de votre administrateur, marqués dans la liste ci-dessous. Une stratégie ne contient jamais de token\u00A0: vous ajoutez votre propre App Token.",
  },
  locked: "Ce que votre administrateur a défini ne peut pas être modifié ici.",
  unlocked:
    "Vous pouvez modifier les champs des profils et l’option des e-mails définis par votre administrateur (une nouvelle stratégie les redéfinit), et vos propres textes de réponse passent avant ceux de l’équipe. Les motifs de code et les domaines e-mail de l’équipe comptent toujours, à côté des vôtres.",
  patternsHeading: "Motifs de code pour tous les profils",
  patternSwitchedOff: "Désactivé\u00A0: {reason}",
  teamDomains: "Domaines e-mail de votre équipe, jamais pris pour le client du ticket\u00A0: {domains}.",
  sitesHeading: "Sites de helpdesk de votre équipe",
  detectionOn: "Détection active",
  enableOn: "Activer sur {host}",
} satisfies Translation<typeof en>;
