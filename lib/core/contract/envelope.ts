import * as v from "valibot";
import type { CredentialUsed } from "@/lib/core/api/client";
import { type ApiError, ApiErrorSchema } from "@/lib/core/api/errors";

/**
 * The wire format every direction shares. Kept apart from protocol.ts, whose request schemas the
 * content script has no use for: it only needs the envelope and the reply's shape.
 */

export type Reply<T> = { ok: true; value: T; credential?: CredentialUsed } | { ok: false; error: ApiError };

/**
 * What the worker answers a content script: a reply with no credential, which the content script's
 * strict reading of a reply refuses (ask.ts, `send`).
 */
export type ReplyToContent<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** Names one lookup, so the worker's progress notices reach the page that asked. */
const TicketSchema = v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)));

/**
 * Every message to the worker: its type, its input, and for lookups the ticket of the page that
 * asked, whether the answer must be asked of the API now (a refresh), not taken from one the
 * worker asked ahead of the page, and the profile and project the page asks as (its scope).
 */
export const EnvelopeSchema = v.strictObject({
  type: v.pipe(v.string(), v.maxLength(64)),
  input: v.unknown(),
  ticket: TicketSchema,
  fresh: v.optional(v.boolean()),
  scope: v.optional(v.pipe(v.string(), v.maxLength(2048))),
});

/**
 * A reply as the caller reads it. Only the extension's own contexts can answer a message sent with
 * runtime.sendMessage (never a web page, never a content script): the envelope and the error are
 * read again here, and the value keeps the type the contract gives it. A lookup's value is the API's
 * body, which the contract types as unread (`ApiBody`): the page parses it where it uses it.
 */
export const ReplyEnvelopeSchema = v.variant("ok", [
  v.object({
    ok: v.literal(true),
    value: v.unknown(),
    credential: v.optional(v.picklist(["app_keys", "oauth_token", "app_keys_and_oauth_token"])),
  }),
  v.object({ ok: v.literal(false), error: ApiErrorSchema }),
]);

/**
 * What the worker tells extension pages: that a lookup waits to try again, or (the agent's keyboard
 * command) that the side panel of a window should put the focus in Search.
 */
export const WorkerToPageSchema = v.variant("type", [
  v.strictObject({
    type: v.literal("lookup.waiting"),
    ticket: v.pipe(v.string(), v.maxLength(64)),
    until: v.number(),
    cause: v.picklist(["rate_limited", "server_error", "network"]),
  }),
  v.strictObject({
    type: v.literal("panel.focusSearch"),
    windowId: v.optional(v.pipe(v.number(), v.integer())),
  }),
]);
export type WorkerToPage = v.InferOutput<typeof WorkerToPageSchema>;
export type LookupWaiting = Extract<WorkerToPage, { type: "lookup.waiting" }>;
