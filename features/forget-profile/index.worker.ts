export { removeProfile } from "./forget-profile.worker";
