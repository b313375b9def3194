export { GetStartedSection } from "./GetStartedSection";
export type { ProfileStep } from "./setup-steps";
export { onboardingWords } from "./words";
