import * as v from "valibot";
import type { CodePattern, DetectorConfig } from "../detect/patterns";
import { definePrivateItem } from "./private-items";
import { loadSettings } from "./profiles";

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

/** Content scripts get their part of it from the worker, never from storage. */
export const detectionItem = definePrivateItem("detection", DEFAULT_DETECTION);

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

/** The part of the detection settings a content script needs, for the active profile. */
export async function activeDetectorConfig(): Promise<DetectorConfig> {
  const [detection, settings] = await Promise.all([loadDetection(), loadSettings()]);
  return { emails: detection.emails, codePatterns: patternsFor(detection, settings.activeProfileId) };
}
