import * as v from "valibot";
import { browser } from "wxt/browser";
import type { DetectorConfig } from "./patterns";

const PatternSchema = v.object({
  kind: v.picklist(["prefix", "regex"]),
  value: v.pipe(v.string(), v.maxLength(200)),
});
const ReplySchema = v.object({
  ok: v.literal(true),
  value: v.object({ emails: v.boolean(), codePatterns: v.pipe(v.array(PatternSchema), v.maxLength(100)) }),
});

const BUILT_IN_ONLY: DetectorConfig = { emails: false, codePatterns: [] };

/**
 * The content script's settings come from the worker, which reads them from storage no web page can
 * reach. Asked once per page; a worker that cannot answer leaves the built-in id kinds on.
 */
export async function loadDetectorConfig(): Promise<DetectorConfig> {
  try {
    const parsed = v.safeParse(ReplySchema, await browser.runtime.sendMessage({ type: "detection.config" }));
    return parsed.success ? parsed.output.value : BUILT_IN_ONLY;
  } catch {
    return BUILT_IN_ONLY;
  }
}
