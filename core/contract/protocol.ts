import * as v from "valibot";
import type { CredentialUsed } from "@/core/api/client";
import type { ApiError } from "@/core/api/errors";
import type { Operation } from "@/core/api/operations";
import {
  ExpiringPointsParamsSchema,
  GetMemberParamsSchema,
  ListRedemptionsParamsSchema,
} from "@/core/api/params";
import type { LoyaltyMember, PointsBucketPage, RedemptionPage } from "@/core/api/schemas";
import { TOKEN_KINDS } from "@/core/ids/kinds";
import { DetectionChangeSchema, type DetectionSettings } from "@/features/detection/detection-settings";
import type { DetectorConfig } from "@/features/detection/patterns";
import type { InsertOutcome } from "@/features/insert-reply/reply-box.content";
import { type Lookup, LookupSchema } from "@/features/lookup/classify";
import { CachedAnswerSchema } from "@/features/lookup/lookup-cache";
import type { SettingsInForce } from "@/features/policy/settings-in-force";
import { ConnectionCheckSchema } from "@/features/profiles/connection-checks";
import { ProfileDraftSchema, type StoredProfile } from "@/features/profiles/schema";
import { MAX_REPLY_LENGTH } from "./to-content";

/**
 * The one contract between the extension's contexts, one table per direction, as in Dark Reader:
 * each message type maps to the valibot schema of its input, read by the receiver, and (in the
 * `…Replies` interfaces) to the type of its reply, which reaches the caller of `ask` unchanged.
 * The worker's handler table must answer every type of the tables it serves (worker-handler.ts).
 */

// --- Extension pages (side panel, popup, options) → worker ---------------------------------------

const ProfileIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const PAGE_REQUESTS = {
  "redemptions.list": v.strictObject({ params: ListRedemptionsParamsSchema }),
  "member.get": v.strictObject({ params: GetMemberParamsSchema }),
  "expiringPoints.list": v.strictObject({ params: ExpiringPointsParamsSchema }),
  "token.revoke": v.strictObject({
    target: v.variant("kind", [
      v.strictObject({ kind: v.literal("stored") }),
      // Checked by the revoke request builder, which names what is wrong with a pasted token.
      v.strictObject({ kind: v.literal("pasted"), token: v.pipe(v.string(), v.maxLength(8192)) }),
    ]),
    /** Whose keys revoke it (and whose stored token it is): the active profile when left out. */
    profileId: v.optional(ProfileIdSchema),
  }),
  // Without a profile: the active one. With one: the options form as it stands, saved or not.
  // The loyalty ids, when the agent gives them, let Get Member and expiring points be checked too.
  "connection.test": v.strictObject({
    profile: v.optional(ProfileDraftSchema),
    member: v.optional(GetMemberParamsSchema),
    card: v.optional(v.pick(ExpiringPointsParamsSchema, ["programId", "memberId", "cardId"])),
  }),
  "profiles.list": v.strictObject({}),
  "profile.save": v.strictObject({ profile: ProfileDraftSchema }),
  "profile.delete": v.strictObject({ id: ProfileIdSchema }),
  // The popup's and the options page's profile switch: made in the worker, in turn with the
  // policy's changes, so neither overwrites the other.
  "profile.activate": v.strictObject({ id: ProfileIdSchema }),
  // The agent's click on Insert into reply: the text goes to the reply box they last used in that tab.
  "reply.insert": v.strictObject({
    tabId: v.pipe(v.number(), v.integer(), v.minValue(0)),
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_REPLY_LENGTH)),
  }),
  // Stored items the worker owns (core/store/registry.ts): pages ask it to change them.
  // The settings a policy touches, as in force: the worker alone puts the policy over the agent's own.
  "settings.inForce": v.strictObject({}),
  // One change to the detection settings, made to what is stored when its turn comes.
  "detection.change": v.strictObject({ change: DetectionChangeSchema }),
  // A lookup the agent made in the panel, first in its profile's recent lookups.
  "recentLookups.remember": v.strictObject({ profileId: ProfileIdSchema, lookup: LookupSchema }),
  // An answer the panel was given, kept for panels opened later in the session.
  "lookupCache.keep": v.strictObject({
    key: v.pipe(v.string(), v.maxLength(4096)),
    answer: CachedAnswerSchema,
  }),
  // The popup's last Check of a profile.
  "connectionCheck.record": v.strictObject({ profileId: ProfileIdSchema, check: ConnectionCheckSchema }),
  // The agent dismissed the panel's note of what is new in a version.
  "whatsNew.dismiss": v.strictObject({ version: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) }),
} as const;

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

export interface RevokeReply {
  revoked: boolean;
  reason?: "not_found_or_inactive";
  /** Whether the token was the profile's stored one, which is then forgotten. */
  wasStoredToken: boolean;
  profileName: string;
  /** The host whose answer this is, e.g. "api.voucherify.io". */
  host: string;
}

/** Where the reply went, or why it could not go: the panel copies it instead. */
export type InsertReply = InsertOutcome;

export interface PageReplies {
  "redemptions.list": RedemptionPage;
  "member.get": LoyaltyMember;
  "expiringPoints.list": PointsBucketPage;
  "token.revoke": RevokeReply;
  "connection.test": ConnectionCheck;
  "profiles.list": ProfileView[];
  "profile.save": StoredProfile;
  "profile.delete": { deleted: true };
  "profile.activate": { activeProfileId: string };
  "reply.insert": InsertReply;
  "settings.inForce": SettingsInForce;
  /** The agent's own detection settings, as stored once the change is made. */
  "detection.change": DetectionSettings;
  /** The profile's recent lookups now; none for a profile deleted meanwhile. */
  "recentLookups.remember": Lookup[];
  /** False when the answer's profile was deleted meanwhile: nothing is kept for it. */
  "lookupCache.keep": { kept: boolean };
  /** False when the profile was deleted meanwhile. */
  "connectionCheck.record": { recorded: boolean };
  "whatsNew.dismiss": { dismissed: true };
}

// --- Content scripts → worker --------------------------------------------------------------------

const TokenText = v.pipe(v.string(), v.minLength(1), v.maxLength(256));

/** A token as a page's detector found it: its text and the kind it was marked as. */
export const DetectedTokenSchema = v.strictObject({
  kind: v.picklist(TOKEN_KINDS),
  text: TokenText,
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type DetectedToken = v.InferOutput<typeof DetectedTokenSchema>;

/**
 * A content script hands over only tokens: one the agent chose to look up, with the kind it was
 * marked as, or the list of tokens detected on its page (never page text). It never reads settings
 * or secrets, nor names a URL.
 */
export const CONTENT_REQUESTS = {
  "lookup.request": v.strictObject({
    token: v.strictObject({ kind: v.picklist(TOKEN_KINDS), text: TokenText }),
  }),
  // The detection settings of the active profile: code patterns and the email switch, nothing else.
  "detection.config": v.strictObject({}),
  "page.detected": v.strictObject({ tokens: v.pipe(v.array(DetectedTokenSchema), v.maxLength(500)) }),
  // The agent clicked or typed into a reply box of this frame: Insert into reply goes here now.
  "reply.boxUsed": v.strictObject({}),
} as const;

export interface ContentReplies {
  /** False when the lookup was dropped: not the shape of its kind, or asked too often. */
  "lookup.request": { queued: boolean };
  "detection.config": DetectorConfig;
  /** How many tokens were kept: those without the shape of their kind are dropped. */
  "page.detected": { recorded: number };
  "reply.boxUsed": { recorded: boolean };
}

// --- Worker → content scripts: WORKER_TO_CONTENT in to-content.ts, the part content scripts load --

export { type ContentQuestion, MAX_REPLY_LENGTH, WORKER_TO_CONTENT } from "./to-content";

// --- Worker → extension pages --------------------------------------------------------------------

// lookup.waiting: see WorkerToPageSchema in envelope.ts, which every page reads.
export { type LookupWaiting, type WorkerToPage, WorkerToPageSchema } from "./envelope";

// --- The envelope and the reply, shared by every direction ---------------------------------------

export type WorkerRequests = typeof PAGE_REQUESTS & typeof CONTENT_REQUESTS;
export type WorkerReplies = PageReplies & ContentReplies;
export type WorkerRequestType = keyof WorkerRequests;
export type PageRequestType = keyof typeof PAGE_REQUESTS;
export type ContentRequestType = keyof typeof CONTENT_REQUESTS;

/** What the sender writes: the schema's input (before defaults and transforms). */
export type RequestInput<T extends WorkerRequestType> = v.InferInput<WorkerRequests[T]>;

export type { Reply } from "./envelope";
