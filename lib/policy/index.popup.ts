export { useSettingsInForce } from "./use-settings-in-force";
