import * as v from "valibot";
import type { DetectorConfig } from "./patterns";

/** The detection settings of the active profile: code patterns and the email switch, nothing else. */
export const DETECTION_CONTENT_REQUESTS = {
  "detection.config": v.strictObject({}),
} as const;
type DetectionContentRequests = typeof DETECTION_CONTENT_REQUESTS;

declare module "@/core/contract/protocol" {
  interface ContentRequests extends DetectionContentRequests {}
  interface ContentReplies {
    "detection.config": DetectorConfig;
  }
}
