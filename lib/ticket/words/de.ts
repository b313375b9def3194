import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  autoOnlyId: "Die einzige Kunden-ID in diesem Ticket",
  autoOnlyEmail: "Die einzige E-Mail-Adresse in diesem Ticket",
  autoDoubt:
    "Automatisch nachgeschlagen, aber dieses Ticket zeigt jetzt auch einen anderen Kunden; prüfen Sie, ob es der richtige ist",
  autoGone: "Automatisch nachgeschlagen für einen Kunden, den dieses Ticket nicht mehr zeigt",
  autoElsewhere: "Der Kunde des zuvor geöffneten Tickets",
  autoHeld: {
    one: "Nicht automatisch nachgeschlagen: In diesem Tab wurde in den letzten {minutes} Minuten bereits {count} Kunde ohne Klick nachgeschlagen, häufiger, als ein Agent das Ticket wechselt",
    other:
      "Nicht automatisch nachgeschlagen: In diesem Tab wurden in den letzten {minutes} Minuten bereits {count} Kunden ohne Klick nachgeschlagen, häufiger, als ein Agent das Ticket wechselt",
  },
  chooseCustomer: {
    one: "{count} Kunde in diesem Ticket: Wählen Sie einen aus",
    other: "{count} Kunden in diesem Ticket: Wählen Sie einen aus",
  },
  aboutTicket: "Zu Ticket {ticket} (nicht das gerade geöffnete)",
  aboutAnotherTicket: "Zu einem anderen Ticket (nicht das gerade geöffnete)",
  aboutNoTicket: "Zu einer Seite, auf der Voucher Lens nicht läuft (nicht das gerade geöffnete Ticket)",
  aboutPageBefore: "Nachgeschlagen, bevor diese Seite geladen war (es kann zu einem anderen Ticket gehören)",
  requesterOtherEmail: "Dieses Ticket stammt von {requester}; die E-Mail-Adresse dieses Kunden ist {email}",
  requesterNoEmail:
    "Dieses Ticket stammt von {requester}; die Antwort nennt keine E-Mail-Adresse für diesen Kunden",
  ticketShowsOtherEmail: "Dieses Ticket zeigt {requesters}; die E-Mail-Adresse dieses Kunden ist {email}",
  ticketShowsNoEmail:
    "Dieses Ticket zeigt {requesters}; die Antwort nennt keine E-Mail-Adresse für diesen Kunden",
  lookUpOnlyCustomer:
    "Kunden des Tickets nachschlagen, wenn es genau einen zeigt (bei geöffneter Seitenleiste)",
  ownDomains: "Unsere E-Mail-Domains",
  ownDomainsHint:
    "Adressen dieser Domains gehören Ihrem Team, nie dem Kunden des Tickets (bei aktiver E-Mail-Markierung).",
  applyDomains: "Domains übernehmen",
  orderIdNotSearchable:
    "Einlösungen lassen sich nicht nach Bestell-ID suchen ({orderId}); schlagen Sie den Kunden oder den Code aus diesem Ticket nach.",
  onThisTicket: "In diesem Ticket",
  lookUpToken: "{token} nachschlagen",
  lookUp: "Nachschlagen",
  lookUpAgainHere: "Hier erneut nachschlagen",
  mismatchSentence: "{mismatch}.",
  heldSentence: "{held}.",
  lookUpAgain: "Erneut nachschlagen",
  droppedAnswer:
    "Sie haben zu einem anderen Ticket gewechselt, bevor die Antwort zu {lookup} kam; sie wurde daher verworfen.",
  nothingDetected:
    "Auf dieser Seite wurde nichts erkannt. Auf einem Helpdesk, den Voucher Lens noch nicht kennt, wählen Sie im Popup der Symbolleiste „Auf dieser Website aktivieren“.",
  onThisPage: "Auf dieser Seite ({count})",
  onThisPageMore: "Auf dieser Seite ({count}+)",
  groupCustomers: "Kunden",
  groupCodes: "Codes",
  groupVouchers: "Gutscheine",
  groupPromotions: "Aktionen",
  groupCampaigns: "Kampagnen",
  groupRedemptions: "Einlösungen",
  groupLoyalty: "Treue-IDs",
  groupOrders: "Bestellungen",
  groupEmails: "E-Mail-Adressen",
  orderIdWhat: "Bestell-ID {orderId}",
  andMore: { one: "und {count} weitere", other: "und {count} weitere" },
  showToolbarCount: "Anzahl der IDs und Codes am Symbol in der Symbolleiste anzeigen",
} satisfies Translation<typeof en>;
