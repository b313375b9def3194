import * as v from "valibot";
import { browser } from "wxt/browser";
import { type ContentToWorker, type PageToWorker, type WorkerToPage, WorkerToPageSchema } from "./protocol";
import type { WorkerReply } from "./worker-handler";

export interface AskOptions {
  /** Called while the worker waits to try the API again (rate limit, server error, offline). */
  onWait?(notice: WorkerToPage): void;
}

/** Safe to ask twice: nothing changes on the API or in settings. A revoke may already have gone through. */
const REPEATABLE = new Set(["redemptions.list", "member.get", "expiringPoints.list", "connection.test"]);

const ReplySchema = v.variant("ok", [
  v.object({ ok: v.literal(true), value: v.unknown(), credential: v.optional(v.string()) }),
  v.object({ ok: v.literal(false), error: v.object({ kind: v.string() }) }),
]);

function unreachable(detail: string): WorkerReply {
  return {
    ok: false,
    error: { kind: "network", message: `The extension's background could not be reached (${detail})` },
  };
}

/**
 * Asks the worker from an extension page. The browser may stop the worker at any time, even while it
 * holds a request; a lookup is then asked once more, which starts the worker again.
 */
export async function askWorker(
  message: PageToWorker | ContentToWorker,
  options: AskOptions = {},
): Promise<WorkerReply> {
  const ticket = options.onWait ? crypto.randomUUID() : undefined;
  const onNotice = (notice: unknown, sender: { id?: string; tab?: unknown }) => {
    // Only our own worker (no tab) speaks this way; the notice is parsed like any other message.
    if (sender.id !== browser.runtime.id || sender.tab) return;
    const parsed = v.safeParse(WorkerToPageSchema, notice);
    if (parsed.success && parsed.output.ticket === ticket) options.onWait?.(parsed.output);
  };
  if (ticket) browser.runtime.onMessage.addListener(onNotice);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const reply = await browser.runtime.sendMessage(ticket ? { ...message, ticket } : message);
        const parsed = v.safeParse(ReplySchema, reply);
        if (parsed.success) return reply as WorkerReply;
        throw new Error("no answer");
      } catch (cause) {
        if (attempt === 0 && REPEATABLE.has(message.type)) continue;
        return unreachable(cause instanceof Error ? cause.message : String(cause));
      }
    }
  } finally {
    if (ticket) browser.runtime.onMessage.removeListener(onNotice);
  }
}
