import { useCallback, useEffect, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import { disableOnSite, enableOnSite, type SiteState, siteState } from "./site-access";

/**
 * The tab the popup was opened on, and whether detection runs on its site, with the switch's
 * words. Known before any click: the side panel and the permission prompt must open inside the
 * click's user gesture.
 */
export function useSiteAccess() {
  const [windowId, setWindowId] = useState<number>();
  const [tabId, setTabId] = useState<number>();
  const [site, setSite] = useState<SiteState>();
  const [note, setNote] = useState<string>();
  const refresh = useCallback(async () => {
    // activeTab lets the popup see the page it was opened on, and only that page.
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    setWindowId(tab?.windowId);
    setTabId(tab?.id);
    setSite(await siteState(tab?.url));
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const enable = (origin: string) => {
    // The permission prompt needs the click's user gesture: nothing awaited before it.
    enableOnSite(origin, tabId).then(
      (granted) => {
        setNote(granted ? undefined : "Not enabled: the permission was not given.");
        void refresh();
      },
      (error: Error) => setNote(`Not enabled: ${error.message}`),
    );
  };
  const disable = async (origin: string) => {
    await disableOnSite(origin);
    setNote("Off from the next page load.");
    await refresh();
  };
  return { windowId, site, note, enable, disable };
}

export type SiteAccess = ReturnType<typeof useSiteAccess>;
