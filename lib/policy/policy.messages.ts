import * as v from "valibot";
import type { SettingsInForce } from "./settings-in-force";

/** The settings a policy touches, as in force: the worker alone puts the policy over the agent's own. */
export const POLICY_REQUESTS = {
  "settings.inForce": v.strictObject({}),
} as const;
type PolicyRequests = typeof POLICY_REQUESTS;

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends PolicyRequests {}
  interface PageReplies {
    "settings.inForce": SettingsInForce;
  }
}
