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
// The history's words, for the loyalty views to load with their chunk: small, its tables loaded
// one language at a time.
export { historyWords } from "./words";
