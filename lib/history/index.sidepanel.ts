export {
  abandonHistory,
  forgetHistory,
  type HistoryEvent,
  type HistorySlice,
  type HistoryState,
  historyReducer,
  initialHistory,
  isHistoryEvent,
} from "./history.slice";
export type { HistoryCard } from "./history-query";
export { useHistoryQueries } from "./use-history-queries";
