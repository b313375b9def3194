// What the loyalty views (loaded on demand) show of a card's history: the view and what it is
// drawn from. Kept apart from index.sidepanel.ts so that none of it reaches the panel's first paint.

export { CardHistory } from "./CardHistory";
export { useHistoryView } from "./history-view";
