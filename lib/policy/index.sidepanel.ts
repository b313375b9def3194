export type { SettingsInForce } from "./settings-in-force";
export {
  askSettingsInForceEarly,
  useSettingsInForce,
  useSettingsInForceFailure,
} from "./use-settings-in-force";
