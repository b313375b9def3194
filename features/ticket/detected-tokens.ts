import * as v from "valibot";
import { storage } from "wxt/utils/storage";
import { changesInTurn } from "@/core/store/in-turn";
import { DetectedTokenSchema } from "@/features/ticket/ticket.messages";

export type DetectedTokenRecord = v.InferOutput<typeof DetectedTokenSchema>;

const DetectedSchema = v.record(v.string(), v.record(v.string(), v.array(DetectedTokenSchema)));
/**
 * What each tab's frames detected, by tab id then frame id. Session storage: it survives the
 * worker's restarts, is gone with the browser session, and content scripts cannot read it.
 */
const detectedItem = storage.defineItem<unknown>("session:detected", { fallback: {} });

async function readAll() {
  const parsed = v.safeParse(DetectedSchema, await detectedItem.getValue());
  return parsed.success ? parsed.output : {};
}

/** A ticket and its iframes report at the same moment: each frame's tokens must stay. */
const inTurn = changesInTurn();

export function recordDetected(tabId: number, frameId: number, tokens: DetectedTokenRecord[]): Promise<void> {
  return inTurn(async () => {
    const all = await readAll();
    await detectedItem.setValue({ ...all, [tabId]: { ...(all[tabId] ?? {}), [frameId]: tokens } });
  });
}

export function forgetTab(tabId: number): Promise<void> {
  return inTurn(async () => {
    const all = await readAll();
    delete all[tabId];
    await detectedItem.setValue(all);
  });
}

/** The tabs whose pages have something detected. */
export async function tabsWithDetected(): Promise<number[]> {
  return Object.keys(await readAll())
    .map(Number)
    .filter(Number.isInteger);
}

/** Every frame's tokens of a tab, merged: counts add up. */
export async function detectedInTab(tabId: number): Promise<DetectedTokenRecord[]> {
  const frames = (await readAll())[tabId] ?? {};
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
  return detectedItem.watch(callback);
}
