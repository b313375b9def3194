export { PreferencesSection } from "./PreferencesSection";
