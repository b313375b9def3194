import * as v from "valibot";
import { TOKEN_KINDS } from "../detect/patterns";

/**
 * Messages are named by direction, as in Dark Reader: what extension pages (panel, popup, options)
 * may ask the worker, and the much smaller set a content script may ask. Params stay `unknown`
 * here and are parsed by the request builders, which name the field the agent got wrong.
 */
/** Names one lookup, so the worker's progress notices reach the page that asked. */
const TicketSchema = v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)));

export const PageToWorkerSchema = v.variant("type", [
  v.strictObject({ type: v.literal("redemptions.list"), params: v.unknown(), ticket: TicketSchema }),
  v.strictObject({ type: v.literal("member.get"), params: v.unknown(), ticket: TicketSchema }),
  v.strictObject({ type: v.literal("expiringPoints.list"), params: v.unknown(), ticket: TicketSchema }),
  v.strictObject({
    type: v.literal("token.revoke"),
    target: v.variant("kind", [
      v.strictObject({ kind: v.literal("stored") }),
      v.strictObject({ kind: v.literal("pasted"), token: v.string() }),
    ]),
  }),
  // Without a profile: the active one. With one: the options form as it stands, saved or not.
  v.strictObject({ type: v.literal("connection.test"), profile: v.optional(v.unknown()) }),
]);
export type PageToWorker = v.InferOutput<typeof PageToWorkerSchema>;

const TokenText = v.pipe(v.string(), v.minLength(1), v.maxLength(256));

export const DetectedTokenSchema = v.strictObject({
  kind: v.picklist(TOKEN_KINDS),
  text: TokenText,
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/**
 * A content script hands over only tokens: one the agent chose to look up, or the list of tokens
 * detected on its page (never page text). It never reads settings or secrets, nor names a URL.
 */
export const ContentToWorkerSchema = v.variant("type", [
  v.strictObject({ type: v.literal("lookup.request"), query: TokenText }),
  // The detection settings of the active profile: code patterns and the email switch, nothing else.
  v.strictObject({ type: v.literal("detection.config") }),
  v.strictObject({
    type: v.literal("page.detected"),
    tokens: v.pipe(v.array(DetectedTokenSchema), v.maxLength(500)),
  }),
]);
export type ContentToWorker = v.InferOutput<typeof ContentToWorkerSchema>;

/** What the worker tells extension pages while a lookup waits to try again. */
export const WorkerToPageSchema = v.strictObject({
  type: v.literal("lookup.waiting"),
  ticket: v.pipe(v.string(), v.maxLength(64)),
  until: v.number(),
  cause: v.picklist(["rate_limited", "server_error", "network"]),
});
export type WorkerToPage = v.InferOutput<typeof WorkerToPageSchema>;
