export { loadProfiles, profileListItem } from "./profiles";
export type { StoredProfile } from "./schema";
