export { PolicySection } from "./PolicySection";
export { useAppliedPolicy } from "./use-applied-policy";
export { useSettingsInForce } from "./use-settings-in-force";
export { policyWords } from "./words";
