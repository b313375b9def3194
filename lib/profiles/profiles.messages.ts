import * as v from "valibot";
import type { CredentialUsed } from "@/lib/core/api/client";
import type { ApiError } from "@/lib/core/api/errors";
import type { Operation } from "@/lib/core/api/operations";
import { CardIdsSchema, GetMemberParamsSchema, MembershipsParamsSchema } from "@/lib/core/api/params";
import { ConnectionCheckSchema } from "./last-checks";
import { ProfileIdSchema } from "./profile-id";
import { ProfileDraftSchema, type StoredProfile } from "./schema";

/**
 * What pages may ask about profiles. The worker is the only writer of the profile list, so a save, a
 * delete and a switch go in turn with the organisation policy's changes; no page loads the secrets.
 */
export const PROFILES_REQUESTS = {
  // Without a profile: the active one. With one: the options form as it stands, saved or not.
  // The loyalty ids, when the agent gives them, let Get Member and expiring points be checked too.
  "connection.test": v.strictObject({
    profile: v.optional(ProfileDraftSchema),
    member: v.optional(GetMemberParamsSchema),
    card: v.optional(CardIdsSchema),
    memberships: v.optional(MembershipsParamsSchema),
  }),
  "profiles.list": v.strictObject({}),
  "profile.save": v.strictObject({ profile: ProfileDraftSchema }),
  "profile.delete": v.strictObject({ id: ProfileIdSchema }),
  // The popup's and the options page's profile switch: made in the worker, in turn with the
  // policy's changes, so neither overwrites the other.
  "profile.activate": v.strictObject({ id: ProfileIdSchema }),
  // The popup's last Check of a profile.
  "connectionCheck.record": v.strictObject({ profileId: ProfileIdSchema, check: ConnectionCheckSchema }),
} as const;
type ProfilesRequests = typeof PROFILES_REQUESTS;

/** What extension pages show of a profile: never a whole secret, only whether one is saved. */
export interface ProfileView extends StoredProfile {
  hasAppToken: boolean;
  oauthTokenEnd?: string;
}

/**
 * What Test connection found for one operation the agent uses: allowed, refused (the error says
 * why), failed for another reason, or not checked because it needs ids the agent did not give.
 * Every check only reads: nothing on the server changes.
 */
export type OperationCheck =
  | { operation: Operation; result: "allowed"; credential: CredentialUsed; note?: string }
  | { operation: Operation; result: "refused" | "failed"; error: ApiError; credential?: CredentialUsed }
  | { operation: Operation; result: "not_checked"; note: string };

export interface ConnectionCheck {
  profileName: string;
  baseUrl: string;
  /** Known when List Redemptions answered. */
  redemptionsVisible?: number;
  operations: OperationCheck[];
}

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends ProfilesRequests {}
  interface PageReplies {
    "connection.test": ConnectionCheck;
    "profiles.list": ProfileView[];
    "profile.save": StoredProfile;
    "profile.delete": { deleted: true };
    "profile.activate": { activeProfileId: string };
    /** False when the profile was deleted meanwhile. */
    "connectionCheck.record": { recorded: boolean };
  }
}
