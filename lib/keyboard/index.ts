export { CommandKeys } from "./CommandKeys";
export { type CommandKey, loadCommandKeys, type ShortcutSettings, shortcutSettings } from "./shortcuts";
export { moveBetweenRows, typingIn } from "./use-keyboard";
export { keyboardWords } from "./words";
