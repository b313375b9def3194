import type { Connection, SendHooks } from "@/lib/core/api/client";
import { type ApiError, apiSaid, invalidInput } from "@/lib/core/api/errors";
import { checkParams } from "@/lib/core/api/params";
import type { Voucherify } from "@/lib/core/api/voucherify";
import type { WorkerToPage } from "@/lib/core/contract/envelope";
import type {
  ContentReplies,
  ContentRequests,
  PageReplies,
  PageRequests,
} from "@/lib/core/contract/protocol";
import {
  type BrowserSender,
  type ContentScriptHandlers,
  type Handlers,
  routeMessage,
  type SenderContext,
} from "@/lib/core/contract/router";
import type { UiLanguage } from "@/lib/core/i18n/languages";
import type { DetectionChange, DetectionSettings } from "@/lib/detection/detection-settings";
import type { DetectorConfig } from "@/lib/detection/patterns";
import { createTokenCheck } from "@/lib/detection/token-check.worker";
import type { InsertReply } from "@/lib/insert-reply/insert-reply.messages";
import type { BoxClaim } from "@/lib/insert-reply/reply-boxes.worker";
import type { PageWords } from "@/lib/language/language.messages";
import type { LanguageChoice } from "@/lib/language/language-choice";
import type { Lookup, LookupHow } from "@/lib/lookup/classify";
import { projectScope } from "@/lib/lookup/index.worker";
import type { CacheEntry } from "@/lib/lookup/lookup-cache";
import type { FileLookup } from "@/lib/lookup/lookup-entry.worker";
import { requestLookup } from "@/lib/lookup/lookup-request.worker";
import type { LookupMade } from "@/lib/lookup-log/index.worker";
import { SET_BY_ORGANISATION_REMOVE } from "@/lib/policy/managed-profiles";
import type { SettingsInForce } from "@/lib/policy/settings-in-force";
import type { ConnectionCheckRecord } from "@/lib/profiles/last-checks";
import { profileSaid } from "@/lib/profiles/profile-said";
import type { ProfileView } from "@/lib/profiles/profiles.messages";
import type { ActiveConnection, SaveResult } from "@/lib/profiles/profiles-with-secrets.worker";
import type { ProfileDraft } from "@/lib/profiles/schema";
import { testConnection } from "@/lib/profiles/test-connection.worker";
import type { FrameReport, FrameSender } from "@/lib/ticket/detected-tokens.worker";
import { ReportedTokensSchema } from "@/lib/ticket/ticket.messages";
import { revokeToken } from "@/lib/tokens/revoke.worker";
import { CONTENT_REQUESTS, PAGE_REQUESTS } from "./tables";

/** Said when a switch names a profile that was removed meanwhile (by the policy, or in another page). */
export const PROFILE_GONE = "that profile was removed meanwhile";
/** Said when a page's lookup was asked as a profile that is no longer the one in force. */
export const PROFILE_CHANGED = "another profile was chosen meanwhile";

/** What the worker's answers need from the browser, the store and the API: injected, so tests fake them. */
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
  /** Files what a content script asks to look up, for the side panel of its window, under what its tab shows now. */
  fileLookup: FileLookup;
  /** Whether one more lookup from this tab may go ahead (a few a second at most). */
  allowLookupFrom(tabId: number): boolean;
  /** What a content script needs to detect codes: the active profile's patterns and the email switch. */
  detectorConfig(): Promise<DetectorConfig>;
  /** Remembers the reply box the agent used last in a tab, if its frame may hold the ticket's; false if not. */
  useReplyBox(tabId: number, sender: FrameSender, claim: BoxClaim): Promise<boolean>;
  /** Puts the agent's reply into the reply box they last used in the tab, while it shows the answer's ticket. */
  insertReply(tabId: number, text: string, ticketKey: string): Promise<InsertReply>;
  /** Whether the tab's records have room for a report of this frame: past their caps, none is read. */
  admitsReport(tabId: number, frameId: number): boolean;
  /** Keeps what a frame of a tab detected, for the panel's "On this page"; false for a stale report. */
  recordDetected(tabId: number, sender: FrameSender, report: FrameReport): Promise<boolean>;
  /** The ticket the tab's top frame shows: another one starts the tab's records afresh. */
  recordRoute(tabId: number, sender: FrameSender, report: { doc: string; url: string }): Promise<boolean>;
  /** A document of the tab went: its frame's tokens go (the top document's: the whole tab's records). */
  forgetDocument(tabId: number, frameId: number, doc: string): Promise<boolean>;
  /** The page removed iframes: frames that no longer hold their recorded document are forgotten. */
  checkFrames(tabId: number): Promise<number>;
  /** The settings a policy touches, as in force: the agent's own with the policy's over them. */
  settingsInForce(): Promise<SettingsInForce>;
  /** One change to the detection settings, made to what is stored now. */
  changeDetection(
    change: DetectionChange,
  ): Promise<{ ok: true; settings: DetectionSettings } | { ok: false; error: ApiError }>;
  /** Logs a lookup the panel made and, the agent's, puts it first in its profile's recent lookups. */
  lookupMade(profileId: string, lookup: Lookup, how: LookupHow): Promise<LookupMade>;
  /** Notes a request id the API gave on a logged lookup; false when the entry is gone. */
  noteRequestId(entryId: string, requestId: string): Promise<boolean>;
  clearLookupLog(): Promise<void>;
  /** The agent's masking switch; gives masking as in force (a locked policy holds it on). */
  setMasking(on: boolean): Promise<boolean>;
  /** The agent read what Voucher Lens reads, sends and keeps, as of a version of it. */
  acknowledgeDisclosure(version: number): Promise<void>;
  /** Keeps an answer for the session; false when its profile is gone. */
  keepAnswer(key: string, answer: CacheEntry): Promise<boolean>;
  /** Records a profile's last check; false when the profile is gone. */
  recordCheck(profileId: string, check: ConnectionCheckRecord): Promise<boolean>;
  /** Records that the agent dismissed a version's note. */
  dismissWhatsNew(version: string): Promise<void>;
  /** Whether the tab's budget of lookups nobody clicked allows this customer's; counts it if so. */
  allowAutoLookup(tabId: number, customer: { kind: string; value: string }): Promise<boolean>;
  /** Keeps the agent's choice of language; gives the language every context speaks now. */
  chooseLanguage(choice: LanguageChoice): Promise<UiLanguage>;
  /** The Look up button's words for a helpdesk page, in the language in force. */
  pageWords(): Promise<PageWords>;
}

export type PageHandlers = Handlers<PageRequests, PageReplies>;
export type ContentHandlers = ContentScriptHandlers<ContentRequests, ContentReplies>;

/**
 * The worker's answers, one per message type of the contract, each given its parsed input. Each is
 * one call into the feature that owns the message: the rules live there, not here.
 */
export function createHandlers(services: WorkerServices): { page: PageHandlers; content: ContentHandlers } {
  const tokens = createTokenCheck(services.detectorConfig);
  /** Progress notices (a countdown before the next attempt) for the page that asked with a ticket. */
  const hooksFor = ({ ticket, fresh }: SenderContext): SendHooks => ({
    ...(ticket ? { onWait: (wait) => services.reportWait({ type: "lookup.waiting", ticket, ...wait }) } : {}),
    ...(fresh ? { fresh } : {}),
  });
  const { voucherify } = services;
  /**
   * A lookup of the API with the active profile's connection, its waits told to the page that asked.
   * A page that names the profile it asks as is refused once another is in force: it would show and
   * keep that profile's answer (another project's customers, maybe) as its own.
   */
  const lookup =
    <T>(call: (connection: Connection, params: unknown, hooks: SendHooks) => Promise<T>) =>
    async (
      { params }: { params: unknown },
      sender: SenderContext,
    ): Promise<T | Extract<ActiveConnection, { ok: false }>> => {
      const active = await services.activeConnection();
      if (!active.ok) return active;
      if (sender.scope !== undefined && sender.scope !== projectScope(active.profile))
        return {
          ok: false,
          error: invalidInput("profile", PROFILE_CHANGED, apiSaid("profileChangedMeanwhile")),
        };
      return call(active.connection, params, hooksFor(sender));
    };

  const page: PageHandlers = {
    "redemptions.list": lookup(voucherify.listRedemptions),
    "member.get": lookup(voucherify.getMember),
    "expiringPoints.list": lookup(voucherify.listExpiringPoints),
    "memberships.get": lookup(voucherify.getMemberships),
    "programMembership.get": lookup(voucherify.getProgramMembership),
    "pendingPoints.list": lookup(voucherify.listPendingPoints),
    "cardHistory.list": lookup(voucherify.listCardTransactions),
    "tierHistory.list": lookup(voucherify.listTierTransactions),
    "rewardPurchases.list": lookup(voucherify.listRewardPurchases),
    "memberHistory.list": lookup(voucherify.listMemberTransactions),
    "token.revoke": (input) => revokeToken(services, input),
    "connection.test": (input) => testConnection(services, input),
    "profiles.list": async () => ({ ok: true, value: await services.profileViews() }),
    "profile.save": async ({ profile }) => {
      const saved = await services.saveProfile(profile);
      return saved.ok ? { ok: true, value: saved.profile } : saved;
    },
    "profile.delete": async ({ id }) =>
      (await services.deleteProfile(id))
        ? { ok: true, value: { deleted: true } }
        : {
            ok: false,
            error: invalidInput(
              "profile",
              SET_BY_ORGANISATION_REMOVE,
              profileSaid("setByOrganisationRemove"),
            ),
          },
    "profile.activate": async ({ id }) =>
      (await services.activateProfile(id))
        ? { ok: true, value: { activeProfileId: id } }
        : { ok: false, error: invalidInput("profile", PROFILE_GONE, apiSaid("profileRemovedMeanwhile")) },
    "reply.insert": async ({ tabId, text, ticketKey }) => ({
      ok: true,
      value: await services.insertReply(tabId, text, ticketKey),
    }),
    "settings.inForce": async () => ({ ok: true, value: await services.settingsInForce() }),
    "detection.change": async ({ change }) => {
      const changed = await services.changeDetection(change);
      return changed.ok ? { ok: true, value: changed.settings } : changed;
    },
    "lookup.made": async ({ profileId, lookup, how }) => ({
      ok: true,
      value: await services.lookupMade(profileId, lookup, how),
    }),
    "lookupLog.note": async ({ entryId, requestId }) => ({
      ok: true,
      value: { noted: await services.noteRequestId(entryId, requestId) },
    }),
    "lookupLog.clear": async () => {
      await services.clearLookupLog();
      return { ok: true, value: { cleared: true } };
    },
    "privacy.mask": async ({ on }) => ({ ok: true, value: { masking: await services.setMasking(on) } }),
    "disclosure.acknowledge": async ({ version }) => {
      await services.acknowledgeDisclosure(version);
      return { ok: true, value: { acknowledged: true } };
    },
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
    "autoLookup.allow": async ({ tabId, customer }) => ({
      ok: true,
      value: { allowed: await services.allowAutoLookup(tabId, customer) },
    }),
    "language.choose": async ({ language }) => ({
      ok: true,
      value: { language: await services.chooseLanguage(language) },
    }),
  };

  const content: ContentHandlers = {
    "detection.config": async () => ({ ok: true, value: await services.detectorConfig() }),
    "page.words": async () => ({ ok: true, value: await services.pageWords() }),
    "page.detected": async ({ tokens: reported, ...report }, sender) => {
      if (sender.tabId === undefined || !services.admitsReport(sender.tabId, sender.frameId ?? 0))
        return { ok: true, value: { recorded: 0 } };
      const read = checkParams(ReportedTokensSchema, { tokens: reported });
      if (!read.ok) return read;
      const kept = await tokens.keepDetectable(read.value.tokens);
      const recorded = await services.recordDetected(sender.tabId, frameOf(sender), {
        ...report,
        tokens: kept,
      });
      return { ok: true, value: { recorded: recorded ? kept.length : 0 } };
    },
    "page.route": async (report, sender) => ({
      ok: true,
      value: {
        recorded:
          sender.tabId !== undefined && (await services.recordRoute(sender.tabId, frameOf(sender), report)),
      },
    }),
    "page.gone": async ({ doc }, sender) => ({
      ok: true,
      value: {
        forgotten:
          sender.tabId !== undefined &&
          (await services.forgetDocument(sender.tabId, sender.frameId ?? 0, doc)),
      },
    }),
    "page.framesRemoved": async (_input, { tabId }) => ({
      ok: true,
      value: { forgotten: tabId === undefined ? 0 : await services.checkFrames(tabId) },
    }),
    "reply.boxUsed": async (claim, sender) => ({
      ok: true,
      value: {
        recorded:
          sender.tabId !== undefined && (await services.useReplyBox(sender.tabId, frameOf(sender), claim)),
      },
    }),
    "lookup.request": ({ token }, sender) =>
      requestLookup({ ...services, isDetectable: tokens.isDetectable }, token, sender),
  };
  return { page, content };
}

/** Where a content script's message came from, as the browser says: its frame, URL and origin. */
const frameOf = ({ frameId, url, origin }: SenderContext): FrameSender => ({
  frameId: frameId ?? 0,
  url,
  origin,
});

/** The worker's one entry for messages: the sender's table, the input's schema, then the handler. */
export function handleMessage(
  message: unknown,
  sender: BrowserSender,
  handlers: { page: PageHandlers; content: ContentHandlers },
) {
  return routeMessage(message, sender, {
    page: { tables: PAGE_REQUESTS, handlers: handlers.page },
    content: { tables: CONTENT_REQUESTS, handlers: handlers.content },
  });
}
