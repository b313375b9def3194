export {
  chooseMasking,
  DEFAULT_LOG_DAYS,
  DISCLOSURE_VERSION,
  type Privacy,
  type PrivacyInForce,
  privacyItem,
} from "./privacy";
