// The words of the profile form (labels, help, the admin's descriptions): for the options page and
// the policy's schema for admins, never the worker.

export { ProfilesSection } from "./ProfilesSection";
export { PROFILE_FIELD_WORDS } from "./profile-field-words";
export { useEditedProfile } from "./use-edited-profile";
export { useProfiles } from "./use-profiles";
export { profileWords } from "./words";
