export { forgetPatterns, setEmailsFromPolicy } from "./detection-settings.worker";
