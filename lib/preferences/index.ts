export { usePreferences } from "./use-preferences";
