// The redemption list's views, one chunk the panel opens without: a lookup of redemptions loads it
// as it starts (redemption-list-on-demand.tsx). A failed row's details are in it too, through the
// rows that draw them (failure-details-after-paint.tsx).
export { ListControls } from "./ListControls";
export { Pager } from "./Pager";
export { RedemptionList } from "./RedemptionList";
