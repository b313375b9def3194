import { browser } from "wxt/browser";
import { changesInTurn } from "@/lib/core/store/in-turn";
import { detectedCount, tabsWithDetected } from "./detected-tokens";
import { loadToolbarCount } from "./toolbar-count-setting";

/** A neutral grey: a count, not a warning. The browser picks white text on it (6.4:1). */
export const BADGE_COLOUR = "#5f6368";

/** The badge holds about four characters: larger counts read "99+". */
export function badgeText(count: number): string {
  if (count <= 0) return "";
  return count > 99 ? "99+" : String(count);
}

/** What the icon's title says: English until the worker words it in the language in force. */
export interface BadgeWords {
  title: string;
  count(count: number): string;
}

let badgeWords: BadgeWords = {
  title: "Voucher Lens",
  count: (count) =>
    `Voucher Lens: ${count === 1 ? "1 id or code" : `${count} ids and codes`} detected on this page`,
};

/** The icon's title in another language, for every count shown from now on. */
export function wordBadge(words: BadgeWords): void {
  badgeWords = words;
}

/** The icon's title, its tooltip and what a screen reader says: what the number counts. */
export function badgeTitle(count: number): string {
  return count <= 0 ? badgeWords.title : badgeWords.count(count);
}

/** The part of the toolbar icon's API used here (browser.action). */
export interface ToolbarIcon {
  setBadgeBackgroundColor(details: { tabId: number; color: string }): Promise<void>;
  setBadgeText(details: { tabId: number; text: string }): Promise<void>;
  setTitle(details: { tabId: number; title: string }): Promise<void>;
}

/** A page's report and the navigation that forgets it can come at the same moment: updates go in turn. */
const inTurn = changesInTurn();

/**
 * Shows on a tab's toolbar icon how many ids and codes its page has (the count "On this page" gives
 * in the panel), or nothing when the switch is off or nothing was found. Each update reads the tab's
 * record when its turn comes, so the last one shows the tab's last state.
 */
export function showDetectedCount(tabId: number, icon: ToolbarIcon = browser.action): Promise<void> {
  return inTurn(async () => {
    const count = (await loadToolbarCount()) ? await detectedCount(tabId) : 0;
    try {
      await icon.setBadgeBackgroundColor({ tabId, color: BADGE_COLOUR });
      await icon.setBadgeText({ tabId, text: badgeText(count) });
      await icon.setTitle({ tabId, title: badgeTitle(count) });
    } catch {
      // The tab was closed meanwhile, and its badge with it.
    }
  });
}

/** Every tab with something detected, shown again: the switch was turned on or off. */
export async function showDetectedCounts(icon: ToolbarIcon = browser.action): Promise<void> {
  await Promise.all((await tabsWithDetected()).map((tabId) => showDetectedCount(tabId, icon)));
}
