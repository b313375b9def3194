export { explainFailure, FAILURE_EXPLAINERS, type FailureSay } from "./failures";
export { failureWords } from "./words";
