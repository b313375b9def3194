export { explainFailure, FAILURE_EXPLAINERS } from "./failures";
