export {
  chooseMasking,
  DEFAULT_LOG_DAYS,
  type Privacy,
  type PrivacyInForce,
  privacyItem,
} from "./privacy";
