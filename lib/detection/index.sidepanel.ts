export { detectionItem, loadDetection, patternsWaitingForCheck } from "./detection-settings";
