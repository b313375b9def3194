export { loadSettings, settingsItem } from "./profiles";
export type { StoredProfile } from "./schema";
