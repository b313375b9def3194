import type * as v from "valibot";
import type { SendHooks } from "@/core/api/client";
import { type ApiError, invalidInput } from "@/core/api/errors";
import type { Operation } from "@/core/api/operations";
import { checkParams } from "@/core/api/params";
import type { Outcome, Voucherify } from "@/core/api/voucherify";
import { EnvelopeSchema, type Reply } from "@/core/contract/envelope";
import {
  CONTENT_REQUESTS,
  type ContentReplies,
  type ContentRequestType,
  type DetectedToken,
  type InsertReply,
  type OperationCheck,
  PAGE_REQUESTS,
  type PageReplies,
  type PageRequestType,
  type ProfileView,
  type WorkerToPage,
} from "@/core/contract/protocol";
import type { SenderKind } from "@/core/contract/senders";
import type { DetectionChange, DetectionSettings } from "@/features/detection/detection-settings";
import { buildDetector, type Detector, type DetectorConfig, findTokens } from "@/features/detection/patterns";
import { type Lookup, lookupOfToken } from "@/features/lookup/classify";
import type { CacheEntry } from "@/features/lookup/lookup-cache";
import { SET_BY_ORGANISATION_REMOVE } from "@/features/policy/managed-profiles";
import type { SettingsInForce } from "@/features/policy/settings-in-force";
import type { ConnectionCheckRecord } from "@/features/profiles/connection-checks";
import type { ActiveConnection, SaveResult } from "@/features/profiles/connections.worker";
import type { ProfileDraft } from "@/features/profiles/schema";

/** Said when a switch names a profile that was removed meanwhile (by the policy, or in another page). */
export const PROFILE_GONE = "that profile was removed meanwhile";

export interface WorkerServices {
  voucherify: Voucherify;
  /** The connection of a profile, the active one when no id is given. */
  activeConnection(profileId?: string): Promise<ActiveConnection>;
  draftConnection(draft: ProfileDraft): Promise<ActiveConnection>;
  /** Drops a profile's stored OAuth token, if it is still `token` (a new one saved meanwhile stays). */
  forgetOauthToken(profileId: string, token: string): Promise<void>;
  saveProfile(draft: ProfileDraft): Promise<SaveResult>;
  /** False when the profile is the organisation's: only its policy removes it. */
  deleteProfile(id: string): Promise<boolean>;
  /** Makes a profile the one lookups use; false when there is no such profile (any more). */
  activateProfile(id: string): Promise<boolean>;
  profileViews(): Promise<ProfileView[]>;
  /** Opens the side panel on a tab. Called before any await: it needs the click's user gesture. */
  openPanel(tabId: number): void;
  /** Tells the page that asked that its lookup waits before the next attempt. */
  reportWait(notice: WorkerToPage): void;
  /** Remembers what a content script asked to look up, for the side panel of its window. */
  queueLookup(lookup: Lookup, from: { windowId?: number }): Promise<void>;
  /** Whether one more lookup from this tab may go ahead (a few a second at most). */
  allowLookupFrom(tabId: number): boolean;
  /** What a content script needs to detect codes: the active profile's patterns and the email switch. */
  detectorConfig(): Promise<DetectorConfig>;
  /** Remembers the frame of a tab whose reply box the agent used last. */
  recordReplyBox(tabId: number, frameId: number): Promise<void>;
  /** Puts the agent's reply into the reply box they last used in the tab. */
  insertReply(tabId: number, text: string): Promise<InsertReply>;
  /** Keeps what a frame of a tab detected, for the panel's "On this page". */
  recordDetected(tabId: number, frameId: number, tokens: DetectedToken[]): Promise<void>;
  /** The settings a policy touches, as in force: the agent's own with the policy's over them. */
  settingsInForce(): Promise<SettingsInForce>;
  /** One change to the detection settings, made to what is stored now. */
  changeDetection(
    change: DetectionChange,
  ): Promise<{ ok: true; settings: DetectionSettings } | { ok: false; error: ApiError }>;
  /** Puts a lookup first in its profile's recent lookups; gives the list (empty for a profile gone). */
  rememberLookup(profileId: string, lookup: Lookup): Promise<Lookup[]>;
  /** Keeps an answer for the session; false when its profile is gone. */
  keepAnswer(key: string, answer: Omit<CacheEntry, "bytes">): Promise<boolean>;
  /** Records a profile's last check; false when the profile is gone. */
  recordCheck(profileId: string, check: ConnectionCheckRecord): Promise<boolean>;
  /** Records that the agent dismissed a version's note. */
  dismissWhatsNew(version: string): Promise<void>;
}

/** Who sent a message, as the browser tells it: never taken from the message itself. */
export interface SenderContext {
  kind: SenderKind;
  tabId?: number;
  windowId?: number;
  frameId?: number;
  /** The page's ticket for progress notices, when it asked for them. */
  ticket?: string;
}

type Handlers<
  Types extends string,
  Tables extends Record<Types, v.GenericSchema>,
  Replies extends Record<Types, unknown>,
> = {
  [T in Types]: (input: v.InferOutput<Tables[T]>, sender: SenderContext) => Promise<Reply<Replies[T]>>;
};
export type PageHandlers = Handlers<PageRequestType, typeof PAGE_REQUESTS, PageReplies>;
export type ContentHandlers = Handlers<ContentRequestType, typeof CONTENT_REQUESTS, ContentReplies>;

const refused: Reply<never> = {
  ok: false,
  error: { kind: "invalid_input", field: "sender", message: "This message is not accepted from here" },
};

/**
 * Which tokens a page may report or look up: those the active profile's detector would mark as
 * that kind, whole. Anything else (a text that is not the shape of its kind, an email while email
 * detection is off, a code no pattern matches) is dropped.
 */
function detectable(detector: Detector, token: { kind: string; text: string }): boolean {
  const found = findTokens(token.text, detector);
  return (
    found.length === 1 &&
    found[0]!.kind === token.kind &&
    found[0]!.start === 0 &&
    found[0]!.end === token.text.length
  );
}

/**
 * What one read told about the credential: allowed (an answer, or the API's own 404 for ids that do
 * not exist, which it gives only to a key that may look), refused (401, 403), or failed otherwise.
 */
function operationCheck(operation: Operation, outcome: Outcome<unknown>): OperationCheck {
  if (outcome.ok) return { operation, result: "allowed", credential: outcome.credential };
  const { error, credential } = outcome;
  const used = credential ? { credential } : {};
  if (error.kind === "http" && error.status === 404 && error.fromApi && credential)
    return { operation, result: "allowed", credential, note: "nothing has those ids, but the key may look" };
  // Refused means the API itself said no to this credential; a proxy's 403 page is a failure to check.
  if (error.kind === "http" && (error.status === 401 || error.status === 403) && error.fromApi !== false)
    return { operation, result: "refused", error, ...used };
  return { operation, result: "failed", error, ...used };
}

/** The worker's answers, one per message type of the contract, each given its parsed input. */
export function createHandlers(services: WorkerServices): { page: PageHandlers; content: ContentHandlers } {
  let detectorFor: { key: string; detector: Detector } | undefined;
  const currentDetector = async () => {
    const config = await services.detectorConfig();
    const key = JSON.stringify(config);
    if (detectorFor?.key !== key) detectorFor = { key, detector: buildDetector(config) };
    return detectorFor.detector;
  };

  const hooksFor = (sender: SenderContext): SendHooks => {
    const { ticket } = sender;
    return ticket
      ? { onWait: (wait) => services.reportWait({ type: "lookup.waiting", ticket, ...wait }) }
      : {};
  };
  /** Runs a lookup with the active profile's connection. */
  const withConnection = async <T>(
    run: (active: Extract<ActiveConnection, { ok: true }>) => Promise<Reply<T>>,
  ) => {
    const active = await services.activeConnection();
    return active.ok ? run(active) : active;
  };

  const page: PageHandlers = {
    "redemptions.list": ({ params }, sender) =>
      withConnection(({ connection }) =>
        services.voucherify.listRedemptions(connection, params, hooksFor(sender)),
      ),
    "member.get": ({ params }, sender) =>
      withConnection(({ connection }) => services.voucherify.getMember(connection, params, hooksFor(sender))),
    "expiringPoints.list": ({ params }, sender) =>
      withConnection(({ connection }) =>
        services.voucherify.listExpiringPoints(connection, params, hooksFor(sender)),
      ),
    "token.revoke": async ({ target, profileId }) => {
      const active = await services.activeConnection(profileId);
      if (!active.ok) return active;
      const { connection, profile } = active;
      const stored = connection.credentials.oauthToken;
      const token = target.kind === "stored" ? stored : target.token;
      if (!token) {
        return {
          ok: false,
          error: {
            kind: "invalid_input",
            field: "token",
            message: `“${profile.name}” has no stored OAuth token`,
          },
        };
      }
      const outcome = await services.voucherify.revokeToken(connection, { token });
      // Anything but a certain answer (204, or the API's own 404) leaves the stored token as it is.
      if (!outcome.ok) return outcome;
      const wasStoredToken = stored !== undefined && token.trim() === stored;
      if (wasStoredToken) await services.forgetOauthToken(profile.id, stored);
      return {
        ok: true,
        value: {
          ...outcome.value,
          wasStoredToken,
          profileName: profile.name,
          host: new URL(connection.baseUrl).host,
        },
        credential: outcome.credential,
      };
    },
    "connection.test": async ({ profile: draft, member, card }) => {
      const active =
        draft === undefined ? await services.activeConnection() : await services.draftConnection(draft);
      if (!active.ok) return active;
      const { connection } = active;
      // Reads only, in parallel: the agent waits for the slowest, not for the sum.
      const [redemptions, memberAnswer, cardAnswer] = await Promise.all([
        services.voucherify.listRedemptions(connection, { limit: 1 }),
        member ? services.voucherify.getMember(connection, member) : undefined,
        card ? services.voucherify.listExpiringPoints(connection, { ...card, limit: 1 }) : undefined,
      ]);
      return {
        ok: true,
        value: {
          profileName: active.profile.name,
          baseUrl: connection.baseUrl,
          ...(redemptions.ok ? { redemptionsVisible: redemptions.value.total } : {}),
          operations: [
            operationCheck("listRedemptions", redemptions),
            memberAnswer
              ? operationCheck("getMember", memberAnswer)
              : { operation: "getMember", result: "not_checked", note: "it needs a loyalty card code" },
            cardAnswer
              ? operationCheck("expiringPoints", cardAnswer)
              : {
                  operation: "expiringPoints",
                  result: "not_checked",
                  note: "it needs a program, member and card id",
                },
          ],
        },
        ...(redemptions.credential ? { credential: redemptions.credential } : {}),
      };
    },
    "profiles.list": async () => ({ ok: true, value: await services.profileViews() }),
    "profile.save": async ({ profile }) => {
      const saved = await services.saveProfile(profile);
      return saved.ok ? { ok: true, value: saved.profile } : saved;
    },
    "profile.delete": async ({ id }) =>
      (await services.deleteProfile(id))
        ? { ok: true, value: { deleted: true } }
        : { ok: false, error: invalidInput("profile", SET_BY_ORGANISATION_REMOVE) },
    "profile.activate": async ({ id }) =>
      (await services.activateProfile(id))
        ? { ok: true, value: { activeProfileId: id } }
        : { ok: false, error: invalidInput("profile", PROFILE_GONE) },
    "reply.insert": async ({ tabId, text }) => ({ ok: true, value: await services.insertReply(tabId, text) }),
    "settings.inForce": async () => ({ ok: true, value: await services.settingsInForce() }),
    "detection.change": async ({ change }) => {
      const changed = await services.changeDetection(change);
      return changed.ok ? { ok: true, value: changed.settings } : changed;
    },
    "recentLookups.remember": async ({ profileId, lookup }) => ({
      ok: true,
      value: await services.rememberLookup(profileId, lookup),
    }),
    "lookupCache.keep": async ({ key, answer }) => ({
      ok: true,
      value: { kept: await services.keepAnswer(key, answer) },
    }),
    "connectionCheck.record": async ({ profileId, check }) => ({
      ok: true,
      value: { recorded: await services.recordCheck(profileId, check) },
    }),
    "whatsNew.dismiss": async ({ version }) => {
      await services.dismissWhatsNew(version);
      return { ok: true, value: { dismissed: true } };
    },
  };

  const content: ContentHandlers = {
    "detection.config": async () => ({ ok: true, value: await services.detectorConfig() }),
    "page.detected": async ({ tokens }, sender) => {
      if (sender.tabId === undefined) return { ok: true, value: { recorded: 0 } };
      const detector = await currentDetector();
      const kept = tokens.filter((token) => detectable(detector, token));
      await services.recordDetected(sender.tabId, sender.frameId ?? 0, kept);
      return { ok: true, value: { recorded: kept.length } };
    },
    "reply.boxUsed": async (_input, sender) => {
      if (sender.tabId === undefined) return { ok: true, value: { recorded: false } };
      await services.recordReplyBox(sender.tabId, sender.frameId ?? 0);
      return { ok: true, value: { recorded: true } };
    },
    "lookup.request": async ({ token }, sender) => {
      const { tabId, windowId } = sender;
      if (tabId === undefined || !services.allowLookupFrom(tabId))
        return { ok: true, value: { queued: false } };
      // An id without its kind's shape is refused before the panel opens; codes and emails depend
      // on the profile's settings, read below.
      if (token.kind !== "code" && token.kind !== "email" && !lookupOfToken(token))
        return { ok: true, value: { queued: false } };
      // Opened first, inside the click's user gesture: an await before it would lose the gesture.
      services.openPanel(tabId);
      const lookup = detectable(await currentDetector(), token) ? lookupOfToken(token) : undefined;
      if (!lookup) return { ok: true, value: { queued: false } };
      await services.queueLookup(lookup, { windowId });
      return { ok: true, value: { queued: true } };
    },
  };
  return { page, content };
}

/** Dispatches one parsed input to its handler; the generic ties the input to its type's handler. */
function dispatch<
  Types extends string,
  Tables extends Record<Types, v.GenericSchema>,
  Replies extends Record<Types, unknown>,
>(
  tables: Tables,
  handlers: Handlers<Types, Tables, Replies>,
  type: Types,
  input: unknown,
  sender: SenderContext,
): Promise<Reply<unknown>> | Reply<never> {
  const checked = checkParams(tables[type], input);
  if (!checked.ok) return checked;
  return handlers[type](checked.value, sender);
}

const isTypeOf = <Table extends object>(table: Table, type: string): type is Extract<keyof Table, string> =>
  Object.hasOwn(table, type);

/**
 * The worker's single entry for messages: the sender is checked first (our pages, our content
 * scripts, nothing else), then the message is parsed against the table of what that sender may
 * ask, then its handler answers.
 */
export async function handleMessage(
  message: unknown,
  sender: Omit<SenderContext, "ticket">,
  handlers: { page: PageHandlers; content: ContentHandlers },
): Promise<Reply<unknown>> {
  if (sender.kind === "untrusted") return refused;
  const envelope = checkParams(EnvelopeSchema, message);
  if (!envelope.ok) return envelope;
  const { type, input, ticket } = envelope.value;
  const context: SenderContext = { ...sender, ...(ticket ? { ticket } : {}) };
  if (sender.kind === "content_script") {
    return isTypeOf(CONTENT_REQUESTS, type)
      ? dispatch(CONTENT_REQUESTS, handlers.content, type, input, context)
      : refused;
  }
  return isTypeOf(PAGE_REQUESTS, type)
    ? dispatch(PAGE_REQUESTS, handlers.page, type, input, context)
    : refused;
}
