// The validity windows' reading and search, for another feature's card that carries the same fields
// (a loyalty card): without the failure words, so it loads none of them.
export { nextUsable } from "./next-usable";
export { type ApiField, type Period, readValidityWindows, type ValidityWindows } from "./validity-windows";
