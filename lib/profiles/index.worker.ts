export { forgetCheck } from "./last-checks.worker";
export { storeProfiles, whileProfileExists } from "./profile-list.worker";
export { profileSaid } from "./profile-said";
export { type ActiveConnection, deleteProfile, hostOf } from "./profiles-with-secrets.worker";
export { deleteSecrets } from "./secrets.worker";
