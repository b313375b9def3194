export { appliedPolicyItem, loadAppliedPolicy } from "./applied-policy";
export {
  loadPolicyPatternChecks,
  policyPatternChecksItem,
  policyPatternsWaiting,
} from "./policy-pattern-checks";
export { useSettingsInForce } from "./use-settings-in-force";
