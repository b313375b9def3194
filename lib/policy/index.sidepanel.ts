export type { SettingsInForce } from "./settings-in-force";
export { useSettingsInForce, useSettingsInForceFailure } from "./use-settings-in-force";
