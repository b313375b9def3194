import type { UiLanguage } from "@/lib/core/i18n/languages";
import { switchLanguage } from "@/lib/core/i18n/words";
import { workerWords } from "@/lib/language/index.worker";
import { wordContextMenu } from "@/lib/lookup/lookup-entry.worker";
import { showDetectedCounts, wordBadge } from "@/lib/ticket/toolbar-count";

/**
 * The browser's own words for Voucher Lens in the language in force: the right-click entry and the
 * toolbar icon's tooltip, shown again on every tab at once.
 */
export async function speakInBrowser(language: UiLanguage): Promise<void> {
  try {
    await switchLanguage(language, [workerWords]);
    const say = await workerWords.load(language);
    wordBadge({ title: say("toolbarTitle"), count: (count) => say("toolbarCount", { count }) });
    await Promise.all([wordContextMenu(say("menuLookUp")), showDetectedCounts()]);
  } catch (error) {
    console.error("The language could not be applied", error);
  }
}
