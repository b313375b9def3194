export { CommandKeys } from "./CommandKeys";
export { type CommandKey, loadCommandKeys, shortcutSettings } from "./shortcuts";
