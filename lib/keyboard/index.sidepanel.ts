export { KeyboardHelpOnDemand, preloadKeyboardHelp } from "./keyboard-help-on-demand";
export { type CommandKey, loadCommandKeys, shortcutSettings } from "./shortcuts";
export { useFocusSearchCommand, usePanelKeys } from "./use-keyboard";
