export * from "./buckets";
export * from "./common";
export * from "./customer";
export * from "./errors";
export * from "./history";
export * from "./memberships";
export * from "./order";
export * from "./redemption";
export * from "./voucher";

import { type Parsed, parseWhole } from "./common";
import { type LoyaltyMember, LoyaltyMemberSchema } from "./voucher";

/** A card with a field of the wrong type is still shown, that field named among its gaps. */
export const parseMember: (body: unknown) => Parsed<LoyaltyMember> = parseWhole(LoyaltyMemberSchema);
