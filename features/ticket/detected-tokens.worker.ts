import { type DetectedTokenRecord, detectedItem } from "./detected-tokens";

/** A ticket and its iframes report at the same moment: each frame's tokens stay (the item's writes take turns). */
export async function recordDetected(
  tabId: number,
  frameId: number,
  tokens: DetectedTokenRecord[],
): Promise<void> {
  await detectedItem.update((all) => ({ ...all, [tabId]: { ...(all[tabId] ?? {}), [frameId]: tokens } }));
}

export async function forgetTab(tabId: number): Promise<void> {
  await detectedItem.update((all) => {
    if (!(tabId in all)) return all;
    const { [tabId]: _forgotten, ...rest } = all;
    return rest;
  });
}
