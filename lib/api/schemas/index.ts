export * from "./buckets";
export * from "./common";
export * from "./customer";
export * from "./errors";
export * from "./order";
export * from "./redemption";
export * from "./voucher";

import { parseWith } from "./common";
import { LoyaltyMemberSchema } from "./voucher";

export const parseMember = (body: unknown) => parseWith(LoyaltyMemberSchema, body);
