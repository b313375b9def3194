export { ProfileSwitchSection } from "./ProfileSwitchSection";
export type { ProfileView } from "./profiles.messages";
export { useProfileSwitch } from "./use-profile-switch";
export { useProfiles } from "./use-profiles";
export { profileWords } from "./words";
