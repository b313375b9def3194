export type { StoredProfile } from "./schema";
