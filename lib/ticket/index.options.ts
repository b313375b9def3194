export { ToolbarCountSetting } from "./ToolbarCountSetting";
export { ticketWords } from "./words";
