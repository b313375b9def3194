export { ShortcutsSection } from "./ShortcutsSection";
export { keyboardWords } from "./words";
