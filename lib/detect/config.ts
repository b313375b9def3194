import * as v from "valibot";
import { browser } from "wxt/browser";
import type { CodePattern, DetectorConfig } from "./patterns";

const PatternSchema = v.object({
  kind: v.picklist(["prefix", "regex"]),
  value: v.pipe(v.string(), v.maxLength(200)),
});
const StoredSchema = v.object({
  settings: v.optional(v.object({ activeProfileId: v.nullable(v.string()) }), { activeProfileId: null }),
  detection: v.optional(
    v.object({ emails: v.boolean(), codePatterns: v.record(v.string(), v.array(PatternSchema)) }),
    { emails: false, codePatterns: {} },
  ),
});

/**
 * The content script's settings, read in one call and parsed here; deliberately not through the
 * settings modules, which would pull profiles and secrets code into every helpdesk frame.
 */
export async function loadDetectorConfig(): Promise<DetectorConfig> {
  const stored = await browser.storage.local.get(["settings", "detection"]);
  const parsed = v.safeParse(StoredSchema, stored);
  if (!parsed.success) return { emails: false, codePatterns: [] };
  const { settings, detection } = parsed.output;
  const patterns: CodePattern[] = settings.activeProfileId
    ? (detection.codePatterns[settings.activeProfileId] ?? [])
    : [];
  return { emails: detection.emails, codePatterns: patterns };
}
