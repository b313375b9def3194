import type { SendHooks } from "../api/client";
import type { ApiError } from "../api/errors";
import { checkParams } from "../api/params";
import type { Outcome, Voucherify } from "../api/voucherify";
import type { DetectorConfig } from "../detect/patterns";
import type { ActiveConnection } from "../settings/profiles";
import { ContentToWorkerSchema, PageToWorkerSchema, type WorkerToPage } from "./protocol";
import type { SenderKind } from "./senders";

export interface WorkerServices {
  voucherify: Voucherify;
  activeConnection(): Promise<ActiveConnection>;
  draftConnection(input: unknown): Promise<ActiveConnection>;
  forgetOauthToken(profileId: string): Promise<void>;
  /** Opens the side panel on a tab. Called before any await: it needs the click's user gesture. */
  openPanel(tabId: number): void;
  /** Tells the page that asked that its lookup waits before the next attempt. */
  reportWait(notice: WorkerToPage): void;
  /** Remembers what a content script asked to look up, for the side panel to pick up. */
  queueLookup(query: string, tabId: number | undefined): Promise<void>;
  /** What a content script needs to detect codes: the active profile's patterns and the email switch. */
  detectorConfig(): Promise<DetectorConfig>;
  /** Keeps what a frame of a tab detected, for the panel's "On this page". */
  recordDetected(
    tabId: number,
    frameId: number,
    tokens: { kind: string; text: string; count: number }[],
  ): Promise<void>;
}

export type WorkerReply = Outcome<unknown> | { ok: false; error: ApiError };

export interface ConnectionCheck {
  profileName: string;
  baseUrl: string;
  redemptionsVisible: number;
}

export interface RevokeReply {
  revoked: boolean;
  reason?: "not_found_or_inactive";
  /** Whether the token was the profile's stored one, which is then forgotten. */
  wasStoredToken: boolean;
  profileName: string;
}

const refused: WorkerReply = {
  ok: false,
  error: { kind: "invalid_input", field: "sender", message: "This message is not accepted from here" },
};

/** The worker's single entry for messages: parse once, by sender, then act. */
export async function handleMessage(
  message: unknown,
  sender: { kind: SenderKind; tabId?: number; frameId?: number },
  services: WorkerServices,
): Promise<WorkerReply> {
  if (sender.kind === "untrusted") return refused;
  if (sender.kind === "content_script") {
    const checked = checkParams(ContentToWorkerSchema, message);
    if (!checked.ok) return checked;
    const request = checked.value;
    if (request.type === "detection.config") {
      return { ok: true, value: await services.detectorConfig(), credential: "app_keys" };
    }
    if (request.type === "page.detected") {
      if (sender.tabId !== undefined)
        await services.recordDetected(sender.tabId, sender.frameId ?? 0, request.tokens);
      return { ok: true, value: { recorded: request.tokens.length }, credential: "app_keys" };
    }
    if (sender.tabId !== undefined) services.openPanel(sender.tabId);
    await services.queueLookup(request.query, sender.tabId);
    return { ok: true, value: { queued: true }, credential: "app_keys" };
  }

  const checked = checkParams(PageToWorkerSchema, message);
  if (!checked.ok) return checked;
  const request = checked.value;

  if (request.type === "connection.test") {
    const active =
      request.profile === undefined
        ? await services.activeConnection()
        : await services.draftConnection(request.profile);
    if (!active.ok) return active;
    const outcome = await services.voucherify.listRedemptions(active.connection, { limit: 1 });
    if (!outcome.ok) return outcome;
    const value: ConnectionCheck = {
      profileName: active.profile.name,
      baseUrl: active.connection.baseUrl,
      redemptionsVisible: outcome.value.total,
    };
    return { ...outcome, value };
  }

  const active = await services.activeConnection();
  if (!active.ok) return active;
  const { connection, profile } = active;

  const { ticket } = request as { ticket?: string };
  const hooks: SendHooks = ticket
    ? { onWait: (wait) => services.reportWait({ type: "lookup.waiting", ticket, ...wait }) }
    : {};

  switch (request.type) {
    case "redemptions.list":
      return services.voucherify.listRedemptions(connection, request.params, hooks);
    case "member.get":
      return services.voucherify.getMember(connection, request.params, hooks);
    case "expiringPoints.list":
      return services.voucherify.listExpiringPoints(connection, request.params, hooks);
    case "token.revoke": {
      const stored = connection.credentials.oauthToken;
      const token = request.target.kind === "stored" ? stored : request.target.token;
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
      if (!outcome.ok) return outcome;
      const wasStoredToken = stored !== undefined && token.trim() === stored;
      // Revoked or already inactive: either way the stored copy can never work again.
      if (wasStoredToken) await services.forgetOauthToken(profile.id);
      const value: RevokeReply = { ...outcome.value, wasStoredToken, profileName: profile.name };
      return { ...outcome, value };
    }
  }
}
