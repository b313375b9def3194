export { useWhatsNew } from "./use-whats-new";
export { WhatsNew } from "./WhatsNew";
export { onboardingWords } from "./words";
