export { Disclosure } from "./Disclosure";
export { DisclosureNotice } from "./DisclosureNotice";
export { PrivacySection } from "./PrivacySection";
export { useDisclosureNotice } from "./use-disclosure-notice";
export { privacyWords } from "./words";
