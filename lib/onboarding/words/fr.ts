import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// French typography: a no-break space (\u00A0) before « : » and inside « … ».

export default {
  heading: "Premiers pas",
  profileHeading: "Votre profil",
  profileDone: "Terminé\u00A0: «\u00A0{name}\u00A0» a son App Token.",
  profileNone:
    "Ajoutez l’App ID et l’App Token de votre projet Voucherify, depuis Project settings → Application keys.",
  fillInForm: "Remplir le formulaire du profil",
  profileFromAdmin:
    "Votre administrateur l’a configuré\u00A0: ajoutez votre App Token à «\u00A0{name}\u00A0».",
  profileWithoutToken: "«\u00A0{name}\u00A0» n’a pas encore d’App Token.",
  addToken: "Ajouter votre App Token",
  testHeading: "Tester la connexion",
  testText:
    "Sous le formulaire du profil, le bouton de test lit une utilisation avec vos clés et indique quelles recherches elles permettent. Il ne modifie rien dans Voucherify.",
  detectionHeading: "Où la détection fonctionne",
  detectionText:
    "Les id et les codes sont marqués dans les espaces de travail des agents de ces helpdesks (pas dans leurs centres d’aide)\u00A0: {hosts}. Sur un autre helpdesk, ouvrez-le, cliquez sur l’icône de Voucher Lens dans la barre d’outils et choisissez «\u00A0Activer sur ce site\u00A0». Quels codes comptent, et si les e-mails comptent\u00A0: {link}.",
  detectionLink: "Détection dans les pages du helpdesk",
  shortcutsHeading: "Raccourcis clavier",
  hideSteps: "Masquer ces étapes",
  showSteps: "Afficher les étapes de configuration",

  updatedTo: "Mis à jour en version {version}",
  updatedToSummary: "Mis à jour en version {version}\u00A0:",
  whatsNew: "Nouveautés",
  dismissWhatsNew: "Fermer les nouveautés",
  dismiss: "Fermer",
} satisfies Translation<typeof en>;
