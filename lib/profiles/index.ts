export { releaseClustersNoProfileUses } from "./cluster-access";
export {
  POLICY_FIELD_NAMES,
  type PolicyFieldName,
  PROFILE_FIELDS,
  policyKeyOf,
  policyProfileEntries,
} from "./profile-fields";
export { ProfileIdSchema } from "./profile-id";
export { loadProfiles } from "./profiles";
export type { ProfileDraft, ProfileList, StoredProfile } from "./schema";
