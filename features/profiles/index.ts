export { releaseClustersNoProfileUses } from "./cluster-access";
export { PROFILE_FIELD_WORDS } from "./profile-field-words";
export {
  POLICY_FIELD_NAMES,
  type PolicyFieldName,
  PROFILE_FIELDS,
  policyKeyOf,
  policyProfileEntries,
} from "./profile-fields";
export { loadSettings } from "./profiles";
export type { ProfileDraft, Settings, StoredProfile } from "./schema";
