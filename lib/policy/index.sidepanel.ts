export {
  loadPolicyPatternChecks,
  policyPatternChecksItem,
  policyPatternsWaiting,
} from "./pattern-check-results";
export { appliedPolicyItem, loadAppliedPolicy } from "./stored-policy";
export { useSettingsInForce } from "./use-settings-in-force";
