export { MaskingSwitch } from "./MaskingSwitch";
export { useMaskingChoice } from "./use-masking-choice";
export { privacyWords } from "./words";
