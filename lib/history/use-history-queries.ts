import { useWorkerQuery } from "@/lib/core/query/use-worker-query";
import type { HistoryEvent, HistorySlice } from "./history.slice";
import { legacyInput, memberInput, transactionsInput } from "./history-query";

/**
 * Asks the worker a card's history, each question once, and reports each answer as an event. Not
 * cached: the history is what the agent opens to see what happened up to now, and its cursors expire.
 */
export function useHistoryQueries({ history }: HistorySlice, onEvent: (event: HistoryEvent) => void) {
  useWorkerQuery("cardHistory.list", history.transactions.ask, transactionsInput, (report) =>
    onEvent({ type: "history.reported", report }),
  );
  useWorkerQuery("memberHistory.list", history.legacy.ask, legacyInput, (report) =>
    onEvent({ type: "legacyHistory.reported", report }),
  );
  useWorkerQuery("tierHistory.list", history.tiers.ask, memberInput, (report) =>
    onEvent({ type: "tierHistory.reported", report }),
  );
  useWorkerQuery("rewardPurchases.list", history.purchases.ask, memberInput, (report) =>
    onEvent({ type: "purchases.reported", report }),
  );
}
