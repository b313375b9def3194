export { forgetProfileAnswers, removeProfile } from "./forget-profile.worker";
