import type { Table } from "@/lib/core/i18n/message";

/** A card's history in words: the English source the other languages follow. */
export default {
  // The view and its notices.
  cardHistory: "Card history",
  loadingHistory: "Loading the card's history…",
  historyRestarted:
    "The history had been open too long for the API to continue it, so it was reloaded from the newest.",

  // The summary of the last weeks.
  lastDays: { one: "Last {count} day", other: "Last {count} days" },
  nothingInDays: {
    one: "Nothing happened on this card in the last {count} day.",
    other: "Nothing happened on this card in the last {count} days.",
  },
  summaryEarned: { one: "Earned: {count} point", other: "Earned: {count} points" },
  summarySpent: { one: "Spent: {count} point", other: "Spent: {count} points" },
  summaryExpired: { one: "Expired: {count} point ({days})", other: "Expired: {count} points ({days})" },
  summaryPending: { one: "Still pending: {count} point", other: "Still pending: {count} points" },
  summaryPendingActivating: {
    one: "Still pending: {count} point, activating {days}",
    other: "Still pending: {count} points, activating {days}",
  },
  adminChange: "{change} on {date}: {reason}",
  adminChangeNoReason: "{change} on {date} (no reason given)",
  moreAdminChanges: {
    one: "{count} more change by an admin, in the history",
    other: "{count} more changes by an admin, in the history",
  },
  moreTierChanges: {
    one: "{count} more tier change, in the history",
    other: "{count} more tier changes, in the history",
  },
  purchaseRefused: "Reward purchase refused on {date}",
  purchaseRefusedReason: "Reward purchase refused on {date}: {reason}",
  unsettled: {
    one: "{count} transaction has not settled yet: it may still change the balance",
    other: "{count} transactions have not settled yet: they may still change the balance",
  },
  summedFrom: {
    one: "Summed from the newest {count} transaction, back to {date}.",
    other: "Summed from the newest {count} transactions, back to {date}.",
  },

  // Tier changes.
  tierChanges: "Tier changes",
  causedBy: "Caused by:",
  tierStatusPending: "pending",
  tierStatusRejected: "rejected",
  tierLoweredFromTo: "Tier lowered from {from} to {to} on {date}",
  tierLoweredFrom: "Tier lowered from {from} on {date}",
  tierLoweredTo: "Tier lowered to {to} on {date}",
  tierLowered: "Tier lowered on {date}",
  tierRaisedFromTo: "Tier raised from {from} to {to} on {date}",
  tierRaisedFrom: "Tier raised from {from} on {date}",
  tierRaisedTo: "Tier raised to {to} on {date}",
  tierRaised: "Tier raised on {date}",
  tierJoined: "Joined tier {tier} on {date}",
  tierLeft: "Left tier {tier} on {date}",
  tierProlonged: "Tier {tier} prolonged on {date}",
  tierChanged: "Tier change ({type}) on {date}",
  tierAfter: "{change}, after: {causes}",

  // The list of transactions.
  transactions: "Transactions",
  noneOfKinds: "No transaction of these kinds among those loaded.",
  noTransactions: "This card has no transactions yet.",
  showOnly: "Show only",
  kindEarned: "Earned",
  kindSpent: "Spent",
  kindExpired: "Expired",
  kindPending: "Pending",
  kindAdmin: "Admin",
  ordersMarked: {
    one: "Lines of the ticket's order {orders} are marked.",
    other: "Lines of the ticket's orders {orders} are marked.",
  },
  ordersMissing: {
    one: "No line for the ticket's order {orders}: the API finds a card's transactions by date, not by order.",
    other:
      "No line for the ticket's orders {orders}: the API finds a card's transactions by date, not by order.",
  },
  ordersMissingBackTo: {
    one: "No line for the ticket's order {orders} back to {date}: the API finds a card's transactions by date, not by order.",
    other:
      "No line for the ticket's orders {orders} back to {date}: the API finds a card's transactions by date, not by order.",
  },
  loadingOlder: "Loading older…",
  older: "Older",
  firstTransaction: "That is the card's first transaction.",
  notSettled: "not settled yet: not in the balance",
  refusedByApi: "refused by the API: it changed nothing",
  ticketOrder: "this ticket's order",
  reason: "Reason: {reason}",
  balanceAfter: { one: "Balance after: {count} point", other: "Balance after: {count} points" },

  // Reward purchases.
  rewardPurchases: "Reward purchases",
  purchaseApproved: "completed",
  purchasePending: "waiting",
  purchaseProcessing: "being processed",
  purchaseRejected: "refused",
  purchaseRefunded: "refunded",
  purchaseSimulated: "simulated only",
  purchaseNoStatus: "status not given",
  purchaseOf: "Purchase of reward {reward} on {date}: {status}",
  purchaseOfPoints: {
    one: "Purchase of reward {reward} on {date}: {status}, {count} point",
    other: "Purchase of reward {reward} on {date}: {status}, {count} points",
  },
  refundOf: "Refund of reward {reward} on {date}: {status}",
  refundOfPoints: {
    one: "Refund of reward {reward} on {date}: {status}, {count} point",
    other: "Refund of reward {reward} on {date}: {status}, {count} points",
  },
  issued: "Issued {code}",
  codeWhat: "code {code}",
  notNamed: "(not named)",

  // The chart.
  chartCaption: "Points in (above the line) and out (below it), week by week",
  chartCaptionSince: "Points in (above the line) and out (below it), week by week since {date}",
  chartShowTable: "Show the figures as a table",
  chartTableCaption: "Points in and out by week",
  chartWeekOf: "Week of",
  chartIn: "In",
  chartOut: "Out",

  // What each suggested reply is about, above it.
  aboutExpired: "Points that expired",
  aboutPending: "Points still pending",
  aboutCancelled: "Pending points cancelled",
  aboutOrder: "Points for order {order}",
  aboutOrderMissing: "No points for order {order}",
  aboutRewardRefused: "Reward purchase refused",
  aboutTierLowered: "Tier lowered",

  // A transaction as a line. "Some points": the API left the points out.
  earned: { one: "Earned {count} point", other: "Earned {count} points" },
  earnedOnOrder: {
    one: "Earned {count} point on order {order}",
    other: "Earned {count} points on order {order}",
  },
  someEarned: "Earned some points",
  someEarnedOnOrder: "Earned some points on order {order}",
  spent: { one: "Spent {count} point", other: "Spent {count} points" },
  spentOnOrder: {
    one: "Spent {count} point on order {order}",
    other: "Spent {count} points on order {order}",
  },
  someSpent: "Spent some points",
  someSpentOnOrder: "Spent some points on order {order}",
  spentOnReward: {
    one: "Spent {count} point on reward {reward}",
    other: "Spent {count} points on reward {reward}",
  },
  someSpentOnReward: "Spent some points on reward {reward}",
  spentOnOrderOnReward: {
    one: "Spent {count} point on order {order} on reward {reward}",
    other: "Spent {count} points on order {order} on reward {reward}",
  },
  someSpentOnOrderOnReward: "Spent some points on order {order} on reward {reward}",
  boughtAsReward: {
    one: "Received {count} point bought as reward {reward}",
    other: "Received {count} points bought as reward {reward}",
  },
  someBoughtAsReward: "Received some points bought as reward {reward}",
  purchaseReversed: {
    one: "Took back {count} point bought as reward {reward}: the purchase was refunded",
    other: "Took back {count} points bought as reward {reward}: the purchase was refunded",
  },
  somePurchaseReversed: "Took back some points bought as reward {reward}: the purchase was refunded",
  refundedOrder: {
    one: "Got back {count} point spent on an order that was refunded",
    other: "Got back {count} points spent on an order that was refunded",
  },
  someRefundedOrder: "Got back some points spent on an order that was refunded",
  returnedReward: {
    one: "Got back {count} point spent on reward {reward}: the purchase was refunded",
    other: "Got back {count} points spent on reward {reward}: the purchase was refunded",
  },
  someReturnedReward: "Got back some points spent on reward {reward}: the purchase was refunded",
  gotBack: { one: "Got back {count} point", other: "Got back {count} points" },
  gotBackOnOrder: {
    one: "Got back {count} point spent on order {order}, refunded",
    other: "Got back {count} points spent on order {order}, refunded",
  },
  someGotBack: "Got back some points",
  someGotBackOnOrder: "Got back some points spent on order {order}, refunded",
  expired: { one: "{count} point expired", other: "{count} points expired" },
  expiredOn: { one: "{count} point expired on {date}", other: "{count} points expired on {date}" },
  expiredEarned: {
    one: "{count} point expired: earned {earned}, unused",
    other: "{count} points expired: earned {earned}, unused",
  },
  expiredOnEarned: {
    one: "{count} point expired on {date}: earned {earned}, unused",
    other: "{count} points expired on {date}: earned {earned}, unused",
  },
  someExpired: "Some points expired",
  someExpiredOn: "Some points expired on {date}",
  someExpiredEarned: "Some points expired: earned {earned}, unused",
  someExpiredOnEarned: "Some points expired on {date}: earned {earned}, unused",
  expiredByAdmin: {
    one: "{count} point expired early by an admin",
    other: "{count} points expired early by an admin",
  },
  expiredByAdminDue: {
    one: "{count} point expired early by an admin (due {date})",
    other: "{count} points expired early by an admin (due {date})",
  },
  someExpiredByAdmin: "Some points expired early by an admin",
  someExpiredByAdminDue: "Some points expired early by an admin (due {date})",
  addedByAdmin: { one: "Added {count} point by an admin", other: "Added {count} points by an admin" },
  someAddedByAdmin: "Added some points by an admin",
  removedByAdmin: { one: "Removed {count} point by an admin", other: "Removed {count} points by an admin" },
  someRemovedByAdmin: "Removed some points by an admin",
  pendingAdded: { one: "{count} point pending", other: "{count} points pending" },
  pendingAddedOnOrder: {
    one: "{count} point pending on order {order}",
    other: "{count} points pending on order {order}",
  },
  pendingActivatesOn: {
    one: "{count} point pending, to activate on {date}",
    other: "{count} points pending, to activate on {date}",
  },
  pendingActivatesOnOrder: {
    one: "{count} point pending, to activate on {date} on order {order}",
    other: "{count} points pending, to activate on {date} on order {order}",
  },
  somePendingAdded: "Some points pending",
  somePendingAddedOnOrder: "Some points pending on order {order}",
  somePendingActivatesOn: "Some points pending, to activate on {date}",
  somePendingActivatesOnOrder: "Some points pending, to activate on {date} on order {order}",
  pendingActivated: { one: "{count} point pending activated", other: "{count} points pending activated" },
  somePendingActivated: "Some points pending activated",
  pendingCancelled: {
    one: "{count} point pending cancelled: it will not be added",
    other: "{count} points pending cancelled: they will not be added",
  },
  somePendingCancelled: "Some points pending cancelled: they will not be added",
  received: { one: "Received {count} point", other: "Received {count} points" },
  receivedFromCard: {
    one: "Received {count} point from card {card}",
    other: "Received {count} points from card {card}",
  },
  someReceived: "Received some points",
  someReceivedFromCard: "Received some points from card {card}",
  moved: { one: "Moved {count} point", other: "Moved {count} points" },
  movedToCard: { one: "Moved {count} point to card {card}", other: "Moved {count} points to card {card}" },
  someMoved: "Moved some points",
  someMovedToCard: "Moved some points to card {card}",
  /** A type Voucher Lens does not know, named as the API spells it. */
  unknownType: { one: "{type} ({count} point)", other: "{type} ({count} points)" },
} as const satisfies Table;
