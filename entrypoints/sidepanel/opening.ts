import { mark } from "@/lib/core/platform/timeline";
import { preloadAnswerReaders } from "@/lib/core/query/use-worker-query";
import { readPendingLookupEarly } from "@/lib/lookup/index.sidepanel";
import { askSettingsInForceEarly } from "@/lib/policy/index.sidepanel";
import { preloadRedemptionList } from "@/lib/redemptions/index.sidepanel";
import { readPreferencesEarly } from "./use-panel-settings";

/**
 * What the panel asks as its scripts start, beside its language and before its first render: the
 * profile in force, the page size, the panel's window and a lookup waiting are on their way while
 * the words load, not asked one after the other once the panel is drawn (a lookup waiting is asked
 * once all are known); with a lookup waiting (the panel opened by a click on a page),
 * what reads and shows its answer loads meanwhile too. The timeline names each stage before an
 * answer is painted (bench/panel.ts reads it).
 */
export function beginOpening(): void {
  mark("voucher-lens:panel:scripts");
  askSettingsInForceEarly();
  readPreferencesEarly();
  void readPendingLookupEarly().then((waiting) => {
    if (!waiting) return;
    preloadAnswerReaders();
    void preloadRedemptionList();
  });
}
