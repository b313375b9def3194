export {
  type DetectionSettings,
  loadDetection,
  patternsFor,
  patternsWaitingForCheck,
} from "./detection-settings";
export { HELPDESK_MATCHES, tenantOf } from "./helpdesks";
export { OwnDomainSchema } from "./own-domain";
export { PATTERN_CHECK, passedCheck } from "./pattern-check";
export type { CodePattern, DetectorConfig } from "./patterns";
