// What only the options page uses: the pattern checker (it bundles a regular-expression parser) and
// the browser's permission for sites the agent enables.

export { DETECTION_SECTION_ID, DetectionSection } from "./DetectionSection";
export { enableOnSite, sitesEnabled } from "./site-access";
export { validateCodePattern } from "./validate-pattern";
export { type DetectionSay, detectionWords, detectionWordsInUse } from "./words";
