import * as v from "valibot";
import { askTab } from "@/core/contract/content-channel";
import { defineStoredItem } from "@/core/store/stored-item";
import type { InsertReply } from "@/features/insert-reply/insert-reply.messages";

const FramesSchema = v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0)));
/**
 * Which frame of each tab holds the reply box the agent last used. Session storage, like what tabs
 * detected: it survives the worker's restarts, not the browser session, and no content script reads it.
 */
const framesItem = defineStoredItem("replyBoxFrames", { schema: FramesSchema, fallback: {} });

export async function recordReplyBox(tabId: number, frameId: number): Promise<void> {
  await framesItem.update((all) => (all[tabId] === frameId ? all : { ...all, [tabId]: frameId }));
}

export async function forgetReplyBox(tabId: number): Promise<void> {
  await framesItem.update((all) => {
    if (!(tabId in all)) return all;
    const { [tabId]: _forgotten, ...rest } = all;
    return rest;
  });
}

/** Asks the frame holding the agent's last reply box to insert the text; any other frame is never asked. */
export async function insertReply(tabId: number, text: string): Promise<InsertReply> {
  // Read after the clicks already heard are recorded: the box the agent used last, not the one before.
  const frameId = (await framesItem.update((all) => all))[tabId];
  if (frameId === undefined) return { inserted: false, reason: "no_editor" };
  // A frame that navigated away or closed cannot answer: the box the agent used is gone.
  const answer = await askTab(tabId, "reply.insert", { text }, frameId).catch(() => undefined);
  return answer ?? { inserted: false, reason: "editor_gone" };
}
