import * as v from "valibot";
import { defineStoredItem } from "@/core/store/stored-item";
import { DetectedTokenSchema } from "@/features/ticket/ticket.messages";

export type DetectedTokenRecord = v.InferOutput<typeof DetectedTokenSchema>;
/**
 * A token as the panel reads it for a ticket: `messageOnly` when every occurrence is inside message
 * frames (emails or transcripts shown in sandboxed, srcdoc, about:blank or other-origin frames).
 * Such tokens are listed under On this page but never looked up without a click.
 */
export type TicketToken = DetectedTokenRecord & { messageOnly?: true };

const DetectedSchema = v.record(v.string(), v.record(v.string(), v.array(DetectedTokenSchema)));
/**
 * What each tab's frames detected, by tab id then frame id. Session storage: it survives the
 * worker's restarts, is gone with the browser session, and content scripts cannot read it.
 */
export const detectedItem = defineStoredItem("detected", { schema: DetectedSchema, fallback: {} });

/** The tabs whose pages have something detected. */
export async function tabsWithDetected(): Promise<number[]> {
  return Object.keys(await detectedItem.read())
    .map(Number)
    .filter(Number.isInteger);
}

/** Every frame's tokens of a tab, merged: counts add up. */
export async function detectedInTab(tabId: number): Promise<DetectedTokenRecord[]> {
  const frames = (await detectedItem.read())[tabId] ?? {};
  const merged = new Map<string, DetectedTokenRecord>();
  for (const tokens of Object.values(frames)) {
    for (const t of tokens) {
      const key = `${t.kind}\u0000${t.text}`;
      const existing = merged.get(key);
      merged.set(key, existing ? { ...existing, count: existing.count + t.count } : { ...t });
    }
  }
  return [...merged.values()];
}

export function watchDetected(callback: () => void): () => void {
  return detectedItem.watch(() => callback());
}
