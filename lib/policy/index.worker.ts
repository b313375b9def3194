export { appliedPolicyItem, loadAppliedPolicy } from "./stored-policy";
