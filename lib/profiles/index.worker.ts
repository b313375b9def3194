export { forgetCheck } from "./connection-checks.worker";
export { type ActiveConnection, deleteProfile, hostOf } from "./connections.worker";
export { storeSettings, whileProfileExists } from "./profile-list.worker";
export { deleteSecrets } from "./secrets.worker";
