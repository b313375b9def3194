export { PreferencesSection } from "./PreferencesSection";
export { preferencesWords } from "./words";
