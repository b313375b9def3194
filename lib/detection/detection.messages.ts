import * as v from "valibot";
import { DetectionChangeSchema, type DetectionSettings } from "./detection-settings";
import type { DetectorConfig } from "./patterns";

/** The detection settings of the active profile: code patterns and the email switch, nothing else. */
export const DETECTION_CONTENT_REQUESTS = {
  "detection.config": v.strictObject({}),
} as const;
type DetectionContentRequests = typeof DETECTION_CONTENT_REQUESTS;

/** The options page's detection changes: one at a time, made by the worker to what is stored. */
export const DETECTION_PAGE_REQUESTS = {
  "detection.change": v.strictObject({ change: DetectionChangeSchema }),
} as const;
type DetectionPageRequests = typeof DETECTION_PAGE_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends DetectionPageRequests {}
  interface PageReplies {
    /** The agent's own detection settings, as stored once the change is made. */
    "detection.change": DetectionSettings;
  }
  interface ContentRequests extends DetectionContentRequests {}
  interface ContentReplies {
    "detection.config": DetectorConfig;
  }
}
