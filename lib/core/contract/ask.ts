import * as v from "valibot";
import { browser } from "wxt/browser";
import { type LookupWaiting, type Reply, ReplyEnvelopeSchema, WorkerToPageSchema } from "./envelope";
import type { ContentRequests, RequestInput, WorkerReplies, WorkerRequestType } from "./protocol";

type ContentRequestType = keyof ContentRequests & WorkerRequestType;

/**
 * Safe to ask twice: nothing changes on the API or in settings. Named here, by the contract's types,
 * because it is the sender that asks again when the browser stopped the worker mid-answer. The
 * content scripts' own are a set apart, so their bundle carries none of the pages' names.
 */
const CONTENT_REPEATABLE = new Set<ContentRequestType>(["detection.config"]);
const REPEATABLE: ReadonlySet<string> = new Set<WorkerRequestType>([
  ...CONTENT_REPEATABLE,
  // Every lookup only reads: a customer's lookup asks for his cards beside his redemptions, and a
  // worker stopped under both must not leave the cards in error while the list comes back.
  "redemptions.list",
  "member.get",
  "expiringPoints.list",
  "memberships.get",
  "programMembership.get",
  "pendingPoints.list",
  "cardHistory.list",
  "tierHistory.list",
  "rewardPurchases.list",
  "memberHistory.list",
  "connection.test",
  "profiles.list",
  // Asked again, it makes the same profile active: a worker stopped before answering is not a failure.
  "profile.activate",
  // Each sets what it names, or asks what is in force: asked twice, the outcome is the same.
  "settings.inForce",
  "detection.change",
  "lookupCache.keep",
  "lookupLog.note",
  "lookupLog.clear",
  "privacy.mask",
  "disclosure.acknowledge",
  "connectionCheck.record",
  "whatsNew.dismiss",
  // Not "lookup.made": asked twice, the log would hold the lookup twice.
  // A customer counted once in the tab's budget: asked again, it is the same customer, allowed again.
  "autoLookup.allow",
  // Asked again, it chooses the same language.
  "language.choose",
]);

export interface AskOptions {
  /** Called while the worker waits to try the API again (rate limit, server error, offline). */
  onWait?(notice: LookupWaiting): void;
  /** Asks the API now (a refresh): an answer the worker asked ahead of the page does not stand for it. */
  fresh?: boolean;
  /** The profile and project the page asks as: the worker answers only while they are in force. */
  scope?: string;
}

function unreachable(detail: string): Reply<never> {
  return {
    ok: false,
    error: { kind: "network", message: `The extension's background could not be reached (${detail})` },
  };
}

/** The contract's reply type for a message; the one place a checked envelope takes the contract's type. */
function typed<T extends WorkerRequestType>(
  reply: v.InferOutput<typeof ReplyEnvelopeSchema>,
): Reply<WorkerReplies[T]> {
  return reply as Reply<WorkerReplies[T]>;
}

/**
 * Asks the worker, from an extension page or a content script: the input is typed by the
 * contract, the reply comes back typed by it. With onWait, the worker's notices that this request
 * waits to try the API again reach the caller while it waits.
 */
export async function ask<T extends WorkerRequestType>(
  type: T,
  input: RequestInput<T>,
  options: AskOptions = {},
): Promise<Reply<WorkerReplies[T]>> {
  const { onWait, fresh, scope } = options;
  if (!onWait) return request(type, input, REPEATABLE, { fresh, scope });
  const ticket = crypto.randomUUID();
  const onNotice = (notice: unknown, sender: { id?: string; tab?: unknown }) => {
    // Only our own worker (no tab) speaks this way; the notice is parsed like any other message.
    if (sender.id !== browser.runtime.id || sender.tab) return;
    const parsed = v.safeParse(WorkerToPageSchema, notice);
    if (parsed.success && parsed.output.type === "lookup.waiting" && parsed.output.ticket === ticket)
      onWait(parsed.output);
  };
  browser.runtime.onMessage.addListener(onNotice);
  try {
    return await request(type, input, REPEATABLE, { ticket, fresh, scope });
  } finally {
    browser.runtime.onMessage.removeListener(onNotice);
  }
}

/**
 * A reply as a content script reads it: the value, or that there is none. A content script acts on
 * no error's detail (it falls back, or the agent sees the outcome in the panel), so the error's
 * schema, and the API's error kinds with it, stay out of its bundle.
 */
export type ContentReply<T> = { ok: true; value: T } | { ok: false };
// One object schema, not a variant of two, and strict like the content script's other schemas: its
// bundle keeps fewer of valibot's parts (the worker's content handlers name no credential, by their
// type). A failure's reply carries no value and does not parse either: like no answer, it is asked
// once more if repeatable, then read as a failure.
const ContentReplySchema = v.strictObject({ ok: v.boolean(), value: v.unknown() });

/**
 * ask() for a content script, with no notices while the worker waits: the notices' schema and the
 * pages' repeatable requests stay out of its bundle. A question safe to ask twice is asked once more
 * when unanswered (`again`), as the pages' are.
 */
export async function send<T extends ContentRequestType>(
  type: T,
  input: RequestInput<T>,
  again = CONTENT_REPEATABLE.has(type),
): Promise<ContentReply<WorkerReplies[T]>> {
  try {
    const parsed = v.safeParse(ContentReplySchema, await browser.runtime.sendMessage({ type, input }));
    // The contract's type for a checked envelope, as typed() gives it to the pages.
    if (parsed.success)
      return parsed.output.ok
        ? ({ ok: true, value: parsed.output.value } as ContentReply<WorkerReplies[T]>)
        : { ok: false };
  } catch {
    // No answer, or a browser that threw at once (a script whose extension was reloaded).
  }
  // Unanswered, or an answer that does not parse: a failure, once asked again if safe to.
  return again ? send(type, input, false) : { ok: false };
}

/** How many times a repeatable question is asked before the worker counts as not answering. */
const ASK_ATTEMPTS = 3;
/** The moment before the third ask: a worker being stopped refuses messages until it is gone. */
const ASK_AGAIN_MS = 300;

/**
 * The browser may stop the worker at any time, even while it holds a request; a repeatable question
 * is then asked again, which starts it again.
 */
async function request<T extends WorkerRequestType>(
  type: T,
  input: RequestInput<T>,
  repeatable: ReadonlySet<string>,
  envelope: { ticket?: string; fresh?: boolean | undefined; scope?: string | undefined },
): Promise<Reply<WorkerReplies[T]>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const reply: unknown = await browser.runtime.sendMessage({
        type,
        input,
        ...envelope,
      });
      const parsed = v.safeParse(ReplyEnvelopeSchema, reply);
      if (parsed.success) return typed<T>(parsed.output);
      throw new Error("no answer");
    } catch (cause) {
      if (attempt + 1 < ASK_ATTEMPTS && repeatable.has(type)) {
        // At once the first time; a moment later the next, for a worker the browser is still stopping.
        if (attempt > 0) await new Promise((done) => setTimeout(done, ASK_AGAIN_MS));
        continue;
      }
      return unreachable(cause instanceof Error ? cause.message : String(cause));
    }
  }
}
