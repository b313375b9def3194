export { KeyboardHelp } from "./KeyboardHelp";
export { type CommandKey, loadCommandKeys, shortcutSettings } from "./shortcuts";
export { useFocusSearchCommand, usePanelKeys } from "./use-keyboard";
