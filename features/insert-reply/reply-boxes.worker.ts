import * as v from "valibot";
import { storage } from "wxt/utils/storage";
import { askTab } from "@/core/contract/content-channel";
import { changesInTurn } from "@/core/store/in-turn";
import type { InsertReply } from "@/features/insert-reply/insert-reply.messages";

const FramesSchema = v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0)));
/**
 * Which frame of each tab holds the reply box the agent last used. Session storage, like what tabs
 * detected: it survives the worker's restarts, not the browser session, and no content script reads it.
 */
const framesItem = storage.defineItem<unknown>("session:replyBoxFrames", { fallback: {} });

async function readAll() {
  const parsed = v.safeParse(FramesSchema, await framesItem.getValue());
  return parsed.success ? parsed.output : {};
}

const inTurn = changesInTurn();

export function recordReplyBox(tabId: number, frameId: number): Promise<void> {
  return inTurn(async () => framesItem.setValue({ ...(await readAll()), [tabId]: frameId }));
}

export function forgetReplyBox(tabId: number): Promise<void> {
  return inTurn(async () => {
    const all = await readAll();
    delete all[tabId];
    await framesItem.setValue(all);
  });
}

/** Asks the frame holding the agent's last reply box to insert the text; any other frame is never asked. */
export async function insertReply(tabId: number, text: string): Promise<InsertReply> {
  // Read after the clicks already heard are recorded: the box the agent used last, not the one before.
  const frameId = (await inTurn(readAll))[tabId];
  if (frameId === undefined) return { inserted: false, reason: "no_editor" };
  // A frame that navigated away or closed cannot answer: the box the agent used is gone.
  const answer = await askTab(tabId, "reply.insert", { text }, frameId).catch(() => undefined);
  return answer ?? { inserted: false, reason: "editor_gone" };
}
