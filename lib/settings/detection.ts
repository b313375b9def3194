import * as v from "valibot";
import { storage } from "wxt/utils/storage";
import type { CodePattern } from "../detect/patterns";

const PatternSchema = v.variant("kind", [
  v.object({ kind: v.literal("prefix"), value: v.pipe(v.string(), v.minLength(2), v.maxLength(200)) }),
  v.object({ kind: v.literal("regex"), value: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
]);

export const DetectionSettingsSchema = v.object({
  /** Emails as customer source ids: off by default, they are everywhere in a helpdesk. */
  emails: v.boolean(),
  /** The agent's voucher code patterns, per profile id; each was validated when it was added. */
  codePatterns: v.record(v.string(), v.array(PatternSchema)),
});
export type DetectionSettings = v.InferOutput<typeof DetectionSettingsSchema>;

export const DEFAULT_DETECTION: DetectionSettings = { emails: false, codePatterns: {} };

/** Read by content scripts too: it holds no secret. */
export const detectionItem = storage.defineItem<unknown>("local:detection", {
  fallback: DEFAULT_DETECTION,
  version: 1,
});

export async function loadDetection(): Promise<DetectionSettings> {
  const parsed = v.safeParse(DetectionSettingsSchema, await detectionItem.getValue());
  return parsed.success ? parsed.output : DEFAULT_DETECTION;
}

export async function saveDetection(settings: DetectionSettings): Promise<void> {
  await detectionItem.setValue(v.parse(DetectionSettingsSchema, settings));
}

export function patternsFor(settings: DetectionSettings, profileId: string | null): CodePattern[] {
  return profileId ? (settings.codePatterns[profileId] ?? []) : [];
}
