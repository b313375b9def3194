export { askListAhead } from "./ask-ahead.worker";
