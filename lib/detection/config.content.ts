import { send } from "@/lib/core/contract/ask";
import type { DetectorConfig } from "./patterns";

const BUILT_IN_ONLY: DetectorConfig = { emails: false, codePatterns: [] };

/**
 * The content script's settings come from the worker, which reads them from storage no web page can
 * reach. Asked once per page; a worker that cannot answer leaves the built-in id kinds on.
 */
export async function loadDetectorConfig(): Promise<DetectorConfig> {
  const reply = await send("detection.config", {});
  return reply.ok ? reply.value : BUILT_IN_ONLY;
}
