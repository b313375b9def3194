export type { SettingsInForce } from "./settings-in-force";
export { useSettingsInForce } from "./use-settings-in-force";
