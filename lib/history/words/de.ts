import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  cardHistory: "Kartenverlauf",
  loadingHistory: "Verlauf der Karte wird geladen …",
  historyRestarted:
    "Der Verlauf war zu lange geöffnet, als dass die API ihn fortsetzen konnte. Er wurde daher ab den neuesten Transaktionen neu geladen.",

  lastDays: { one: "Letzter Tag", other: "Letzte {count} Tage" },
  nothingInDays: {
    one: "Am letzten Tag ist auf dieser Karte nichts passiert.",
    other: "In den letzten {count} Tagen ist auf dieser Karte nichts passiert.",
  },
  summaryEarned: { one: "Gesammelt: {count} Punkt", other: "Gesammelt: {count} Punkte" },
  summarySpent: { one: "Eingelöst: {count} Punkt", other: "Eingelöst: {count} Punkte" },
  summaryExpired: { one: "Verfallen: {count} Punkt ({days})", other: "Verfallen: {count} Punkte ({days})" },
  summaryPending: { one: "Noch ausstehend: {count} Punkt", other: "Noch ausstehend: {count} Punkte" },
  summaryPendingActivating: {
    one: "Noch ausstehend: {count} Punkt, Aktivierung am {days}",
    other: "Noch ausstehend: {count} Punkte, Aktivierung am {days}",
  },
  adminChange: "{change} ({date}): {reason}",
  adminChangeNoReason: "{change} ({date}), ohne Angabe eines Grundes",
  moreAdminChanges: {
    one: "{count} weitere Änderung durch einen Admin, siehe Verlauf",
    other: "{count} weitere Änderungen durch einen Admin, siehe Verlauf",
  },
  moreTierChanges: {
    one: "{count} weitere Statusänderung, siehe Verlauf",
    other: "{count} weitere Statusänderungen, siehe Verlauf",
  },
  purchaseRefused: "Prämienkauf am {date} abgelehnt",
  purchaseRefusedReason: "Prämienkauf am {date} abgelehnt: {reason}",
  unsettled: {
    one: "{count} Transaktion ist noch nicht abgeschlossen und kann den Punktestand noch ändern",
    other: "{count} Transaktionen sind noch nicht abgeschlossen und können den Punktestand noch ändern",
  },
  summedFrom: {
    one: "Berechnet aus der neuesten Transaktion, zurück bis zum {date}.",
    other: "Berechnet aus den neuesten {count} Transaktionen, zurück bis zum {date}.",
  },

  tierChanges: "Statusänderungen",
  causedBy: "Ausgelöst durch:",
  tierStatusPending: "ausstehend",
  tierStatusRejected: "abgelehnt",
  tierLoweredFromTo: "Status am {date} von {from} auf {to} herabgestuft",
  tierLoweredFrom: "Status am {date} von {from} herabgestuft",
  tierLoweredTo: "Status am {date} auf {to} herabgestuft",
  tierLowered: "Status am {date} herabgestuft",
  tierRaisedFromTo: "Status am {date} von {from} auf {to} hochgestuft",
  tierRaisedFrom: "Status am {date} von {from} hochgestuft",
  tierRaisedTo: "Status am {date} auf {to} hochgestuft",
  tierRaised: "Status am {date} hochgestuft",
  tierJoined: "Status {tier} am {date} erreicht",
  tierLeft: "Status {tier} am {date} verlassen",
  tierProlonged: "Status {tier} am {date} verlängert",
  tierChanged: "Statusänderung ({type}) am {date}",
  tierAfter: "{change}, ausgelöst durch: {causes}",

  transactions: "Transaktionen",
  noneOfKinds: "Keine Transaktion dieser Arten unter den geladenen.",
  noTransactions: "Diese Karte hat noch keine Transaktionen.",
  showOnly: "Nur anzeigen",
  kindEarned: "Gesammelt",
  kindSpent: "Eingelöst",
  kindExpired: "Verfallen",
  kindPending: "Ausstehend",
  kindAdmin: "Admin",
  ordersMarked: {
    one: "Die Zeilen der Bestellung {orders} aus dem Ticket sind markiert.",
    other: "Die Zeilen der Bestellungen {orders} aus dem Ticket sind markiert.",
  },
  ordersMissing: {
    one: "Keine Zeile zur Bestellung {orders} aus dem Ticket: Die API findet die Transaktionen einer Karte nach Datum, nicht nach Bestellung.",
    other:
      "Keine Zeile zu den Bestellungen {orders} aus dem Ticket: Die API findet die Transaktionen einer Karte nach Datum, nicht nach Bestellung.",
  },
  ordersMissingBackTo: {
    one: "Keine Zeile zur Bestellung {orders} aus dem Ticket, zurück bis zum {date}: Die API findet die Transaktionen einer Karte nach Datum, nicht nach Bestellung.",
    other:
      "Keine Zeile zu den Bestellungen {orders} aus dem Ticket, zurück bis zum {date}: Die API findet die Transaktionen einer Karte nach Datum, nicht nach Bestellung.",
  },
  loadingOlder: "Ältere werden geladen …",
  older: "Ältere",
  firstTransaction: "Das ist die erste Transaktion der Karte.",
  notSettled: "noch nicht abgeschlossen: nicht im Punktestand",
  refusedByApi: "von der API abgelehnt: ohne Wirkung",
  ticketOrder: "Bestellung dieses Tickets",
  reason: "Grund: {reason}",
  balanceAfter: { one: "Punktestand danach: {count} Punkt", other: "Punktestand danach: {count} Punkte" },

  rewardPurchases: "Prämienkäufe",
  purchaseApproved: "abgeschlossen",
  purchasePending: "wartet",
  purchaseProcessing: "in Bearbeitung",
  purchaseRejected: "abgelehnt",
  purchaseRefunded: "erstattet",
  purchaseSimulated: "nur simuliert",
  purchaseNoStatus: "Status nicht angegeben",
  purchaseOf: "Kauf der Prämie {reward} am {date}: {status}",
  purchaseOfPoints: {
    one: "Kauf der Prämie {reward} am {date}: {status}, {count} Punkt",
    other: "Kauf der Prämie {reward} am {date}: {status}, {count} Punkte",
  },
  refundOf: "Erstattung der Prämie {reward} am {date}: {status}",
  refundOfPoints: {
    one: "Erstattung der Prämie {reward} am {date}: {status}, {count} Punkt",
    other: "Erstattung der Prämie {reward} am {date}: {status}, {count} Punkte",
  },
  issued: "Ausgegeben: {code}",
  codeWhat: "Code {code}",
  notNamed: "(ohne Namen)",

  chartCaption: "Punkte-Zugänge (über der Linie) und -Abgänge (darunter), Woche für Woche",
  chartCaptionSince:
    "Punkte-Zugänge (über der Linie) und -Abgänge (darunter), Woche für Woche seit dem {date}",
  chartShowTable: "Zahlen als Tabelle anzeigen",
  chartTableCaption: "Punkte-Zugänge und -Abgänge pro Woche",
  chartWeekOf: "Woche ab",
  chartIn: "Zugang",
  chartOut: "Abgang",

  aboutExpired: "Verfallene Punkte",
  aboutPending: "Noch ausstehende Punkte",
  aboutCancelled: "Ausstehende Punkte storniert",
  aboutOrder: "Punkte für Bestellung {order}",
  aboutOrderMissing: "Keine Punkte für Bestellung {order}",
  aboutRewardRefused: "Prämienkauf abgelehnt",
  aboutTierLowered: "Status herabgestuft",

  earned: { one: "{count} Punkt gesammelt", other: "{count} Punkte gesammelt" },
  earnedOnOrder: {
    one: "{count} Punkt für Bestellung {order} gesammelt",
    other: "{count} Punkte für Bestellung {order} gesammelt",
  },
  someEarned: "Punkte gesammelt (Anzahl unbekannt)",
  someEarnedOnOrder: "Punkte für Bestellung {order} gesammelt (Anzahl unbekannt)",
  spent: { one: "{count} Punkt eingelöst", other: "{count} Punkte eingelöst" },
  spentOnOrder: {
    one: "{count} Punkt für Bestellung {order} eingelöst",
    other: "{count} Punkte für Bestellung {order} eingelöst",
  },
  someSpent: "Punkte eingelöst (Anzahl unbekannt)",
  someSpentOnOrder: "Punkte für Bestellung {order} eingelöst (Anzahl unbekannt)",
  spentOnReward: {
    one: "{count} Punkt für die Prämie {reward} eingelöst",
    other: "{count} Punkte für die Prämie {reward} eingelöst",
  },
  someSpentOnReward: "Punkte für die Prämie {reward} eingelöst (Anzahl unbekannt)",
  spentOnOrderOnReward: {
    one: "{count} Punkt für die Prämie {reward} eingelöst (Bestellung {order})",
    other: "{count} Punkte für die Prämie {reward} eingelöst (Bestellung {order})",
  },
  someSpentOnOrderOnReward: "Punkte für die Prämie {reward} eingelöst (Bestellung {order}, Anzahl unbekannt)",
  boughtAsReward: {
    one: "{count} Punkt erhalten, gekauft als Prämie {reward}",
    other: "{count} Punkte erhalten, gekauft als Prämie {reward}",
  },
  someBoughtAsReward: "Punkte erhalten, gekauft als Prämie {reward} (Anzahl unbekannt)",
  purchaseReversed: {
    one: "{count} Punkt zurückgebucht, gekauft als Prämie {reward}: Der Kauf wurde erstattet",
    other: "{count} Punkte zurückgebucht, gekauft als Prämie {reward}: Der Kauf wurde erstattet",
  },
  somePurchaseReversed:
    "Punkte zurückgebucht, gekauft als Prämie {reward} (Anzahl unbekannt): Der Kauf wurde erstattet",
  refundedOrder: {
    one: "{count} Punkt zurückerhalten, eingelöst für eine erstattete Bestellung",
    other: "{count} Punkte zurückerhalten, eingelöst für eine erstattete Bestellung",
  },
  someRefundedOrder: "Punkte zurückerhalten, eingelöst für eine erstattete Bestellung (Anzahl unbekannt)",
  returnedReward: {
    one: "{count} Punkt zurückerhalten, eingelöst für die Prämie {reward}: Der Kauf wurde erstattet",
    other: "{count} Punkte zurückerhalten, eingelöst für die Prämie {reward}: Der Kauf wurde erstattet",
  },
  someReturnedReward:
    "Punkte zurückerhalten, eingelöst für die Prämie {reward} (Anzahl unbekannt): Der Kauf wurde erstattet",
  gotBack: { one: "{count} Punkt zurückerhalten", other: "{count} Punkte zurückerhalten" },
  gotBackOnOrder: {
    one: "{count} Punkt zurückerhalten, eingelöst für Bestellung {order}, erstattet",
    other: "{count} Punkte zurückerhalten, eingelöst für Bestellung {order}, erstattet",
  },
  someGotBack: "Punkte zurückerhalten (Anzahl unbekannt)",
  someGotBackOnOrder: "Punkte zurückerhalten, eingelöst für Bestellung {order}, erstattet (Anzahl unbekannt)",
  expired: { one: "{count} Punkt verfallen", other: "{count} Punkte verfallen" },
  expiredOn: { one: "{count} Punkt am {date} verfallen", other: "{count} Punkte am {date} verfallen" },
  expiredEarned: {
    one: "{count} Punkt verfallen: gesammelt am {earned}, nicht eingelöst",
    other: "{count} Punkte verfallen: gesammelt am {earned}, nicht eingelöst",
  },
  expiredOnEarned: {
    one: "{count} Punkt am {date} verfallen: gesammelt am {earned}, nicht eingelöst",
    other: "{count} Punkte am {date} verfallen: gesammelt am {earned}, nicht eingelöst",
  },
  someExpired: "Punkte verfallen (Anzahl unbekannt)",
  someExpiredOn: "Punkte am {date} verfallen (Anzahl unbekannt)",
  someExpiredEarned: "Punkte verfallen (Anzahl unbekannt): gesammelt am {earned}, nicht eingelöst",
  someExpiredOnEarned:
    "Punkte am {date} verfallen (Anzahl unbekannt): gesammelt am {earned}, nicht eingelöst",
  expiredByAdmin: {
    one: "{count} Punkt durch einen Admin vorzeitig verfallen",
    other: "{count} Punkte durch einen Admin vorzeitig verfallen",
  },
  expiredByAdminDue: {
    one: "{count} Punkt durch einen Admin vorzeitig verfallen (regulär am {date})",
    other: "{count} Punkte durch einen Admin vorzeitig verfallen (regulär am {date})",
  },
  someExpiredByAdmin: "Punkte durch einen Admin vorzeitig verfallen (Anzahl unbekannt)",
  someExpiredByAdminDue: "Punkte durch einen Admin vorzeitig verfallen (regulär am {date}, Anzahl unbekannt)",
  addedByAdmin: {
    one: "{count} Punkt von einem Admin hinzugefügt",
    other: "{count} Punkte von einem Admin hinzugefügt",
  },
  someAddedByAdmin: "Punkte von einem Admin hinzugefügt (Anzahl unbekannt)",
  removedByAdmin: {
    one: "{count} Punkt von einem Admin abgezogen",
    other: "{count} Punkte von einem Admin abgezogen",
  },
  someRemovedByAdmin: "Punkte von einem Admin abgezogen (Anzahl unbekannt)",
  pendingAdded: { one: "{count} Punkt ausstehend", other: "{count} Punkte ausstehend" },
  pendingAddedOnOrder: {
    one: "{count} Punkt ausstehend für Bestellung {order}",
    other: "{count} Punkte ausstehend für Bestellung {order}",
  },
  pendingActivatesOn: {
    one: "{count} Punkt ausstehend, Aktivierung am {date}",
    other: "{count} Punkte ausstehend, Aktivierung am {date}",
  },
  pendingActivatesOnOrder: {
    one: "{count} Punkt ausstehend, Aktivierung am {date}, für Bestellung {order}",
    other: "{count} Punkte ausstehend, Aktivierung am {date}, für Bestellung {order}",
  },
  somePendingAdded: "Punkte ausstehend (Anzahl unbekannt)",
  somePendingAddedOnOrder: "Punkte ausstehend für Bestellung {order} (Anzahl unbekannt)",
  somePendingActivatesOn: "Punkte ausstehend, Aktivierung am {date} (Anzahl unbekannt)",
  somePendingActivatesOnOrder:
    "Punkte ausstehend, Aktivierung am {date}, für Bestellung {order} (Anzahl unbekannt)",
  pendingActivated: {
    one: "{count} ausstehender Punkt aktiviert",
    other: "{count} ausstehende Punkte aktiviert",
  },
  somePendingActivated: "Ausstehende Punkte aktiviert (Anzahl unbekannt)",
  pendingCancelled: {
    one: "{count} ausstehender Punkt storniert – keine Gutschrift",
    other: "{count} ausstehende Punkte storniert – keine Gutschrift",
  },
  somePendingCancelled: "Ausstehende Punkte storniert (Anzahl unbekannt) – keine Gutschrift",
  received: { one: "{count} Punkt erhalten", other: "{count} Punkte erhalten" },
  receivedFromCard: {
    one: "{count} Punkt von Karte {card} erhalten",
    other: "{count} Punkte von Karte {card} erhalten",
  },
  someReceived: "Punkte erhalten (Anzahl unbekannt)",
  someReceivedFromCard: "Punkte von Karte {card} erhalten (Anzahl unbekannt)",
  moved: { one: "{count} Punkt übertragen", other: "{count} Punkte übertragen" },
  movedToCard: {
    one: "{count} Punkt auf Karte {card} übertragen",
    other: "{count} Punkte auf Karte {card} übertragen",
  },
  someMoved: "Punkte übertragen (Anzahl unbekannt)",
  someMovedToCard: "Punkte auf Karte {card} übertragen (Anzahl unbekannt)",
  unknownType: { one: "{type} ({count} Punkt)", other: "{type} ({count} Punkte)" },
} satisfies Translation<typeof en>;
