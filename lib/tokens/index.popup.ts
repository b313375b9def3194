export { RevokeSection } from "./RevokeSection";
export { useRevoke } from "./use-revoke";
export { tokenWords } from "./words";
