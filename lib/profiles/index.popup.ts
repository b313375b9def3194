export { describeConnectionCheck } from "./connection-check-wording";
export { type ConnectionCheckRecord, lastCheck, recordCheck } from "./connection-checks";
export type { ProfileView } from "./profiles.messages";
export { useProfiles } from "./use-profiles";
