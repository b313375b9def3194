import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// French typography: a no-break space (\u00A0) before « : », a narrow one (\u202F) before « ; ».

export default {
  autoOnlyId: "Le seul id client de ce ticket",
  autoOnlyEmail: "La seule adresse e-mail de ce ticket",
  autoDoubt:
    "Recherché automatiquement, mais ce ticket affiche maintenant aussi un autre client\u202F; vérifiez que c’est le bon",
  autoGone: "Recherché automatiquement pour un client que ce ticket n’affiche plus",
  autoElsewhere: "Le client du ticket que vous consultiez",
  autoHeld: {
    one: "Pas de recherche automatique\u00A0: cet onglet a déjà eu {count} client recherché sans clic au cours des {minutes} dernières minutes, plus souvent qu’un agent ne change de ticket",
    many: "Pas de recherche automatique\u00A0: cet onglet a déjà eu {count} clients recherchés sans clic au cours des {minutes} dernières minutes, plus souvent qu’un agent ne change de ticket",
    other:
      "Pas de recherche automatique\u00A0: cet onglet a déjà eu {count} clients recherchés sans clic au cours des {minutes} dernières minutes, plus souvent qu’un agent ne change de ticket",
  },
  chooseCustomer: {
    one: "{count} client sur ce ticket\u00A0: choisissez-en un",
    many: "{count} clients sur ce ticket\u00A0: choisissez-en un",
    other: "{count} clients sur ce ticket\u00A0: choisissez-en un",
  },
  aboutTicket: "À propos du ticket {ticket} (pas celui ouvert maintenant)",
  aboutAnotherTicket: "À propos d’un autre ticket (pas celui ouvert maintenant)",
  aboutNoTicket: "À propos d’une page où Voucher Lens ne fonctionne pas (pas le ticket ouvert maintenant)",
  aboutPageBefore: "Recherché avant le chargement de cette page (il peut concerner un autre ticket)",
  requesterOtherEmail:
    "Le demandeur de ce ticket est {requester}\u202F; l’adresse e-mail de ce client est {email}",
  requesterNoEmail:
    "Le demandeur de ce ticket est {requester}\u202F; la réponse ne donne aucune adresse e-mail pour ce client",
  ticketShowsOtherEmail: "Ce ticket affiche {requesters}\u202F; l’adresse e-mail de ce client est {email}",
  ticketShowsNoEmail:
    "Ce ticket affiche {requesters}\u202F; la réponse ne donne aucune adresse e-mail pour ce client",
  lookUpOnlyCustomer: "Rechercher le client du ticket quand il n’en affiche qu’un (panneau latéral ouvert)",
  ownDomains: "Nos domaines de messagerie",
  ownDomainsHint:
    "Les adresses de ces domaines sont celles de votre équipe, jamais le client du ticket (si le marquage des e-mails est activé).",
  applyDomains: "Appliquer les domaines",
  orderIdNotSearchable:
    "Les utilisations ne peuvent pas être recherchées par id de commande ({orderId})\u202F; recherchez le client ou le code de ce ticket.",
  onThisTicket: "Sur ce ticket",
  lookUpToken: "Rechercher {token}",
  lookUp: "Rechercher",
  lookUpAgainHere: "Le rechercher à nouveau ici",
  mismatchSentence: "{mismatch}.",
  heldSentence: "{held}.",
  lookUpAgain: "Rechercher à nouveau",
  droppedAnswer:
    "Vous êtes passé à un autre ticket avant l’arrivée de la réponse pour {lookup} ; elle a donc été écartée.",
  nothingDetected:
    "Rien n’a été détecté sur cette page. Sur un helpdesk que Voucher Lens ne connaît pas encore, choisissez « Activer sur ce site » dans la fenêtre de la barre d’outils.",
  onThisPage: "Sur cette page ({count})",
  onThisPageMore: "Sur cette page ({count}+)",
  groupCustomers: "Clients",
  groupCodes: "Codes",
  groupVouchers: "Bons",
  groupPromotions: "Promotions",
  groupCampaigns: "Campagnes",
  groupRedemptions: "Utilisations",
  groupLoyalty: "Identifiants de fidélité",
  groupOrders: "Commandes",
  groupEmails: "E-mails",
  orderIdWhat: "l’id de commande {orderId}",
  andMore: { one: "et {count} autre", many: "et {count} autres", other: "et {count} autres" },
  showToolbarCount: "Afficher le nombre d’identifiants et de codes sur l’icône de la barre d’outils",
} satisfies Translation<typeof en>;
