export { RevokeToken } from "./RevokeToken";
export { describeRevokeOutcome, type RevokeOutcome } from "./revoke-outcome";
