export { ShortcutsSection } from "./ShortcutsSection";
