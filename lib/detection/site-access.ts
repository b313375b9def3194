import { browser } from "wxt/browser";
import type { Say } from "@/lib/core/i18n/words";
import { helpdeskAt, inWorkspace } from "./helpdesks";
import { detectionWordsInUse } from "./words";
import type en from "./words/en";

type Running =
  | { kind: "built_in"; origin: string }
  | { kind: "enabled"; origin: string }
  | { kind: "disabled"; origin: string };

/** Where detection stands on a page, and why it cannot run there, in words. */
export type SiteState = { kind: "unsupported"; reason: string } | Running;

/** Where detection stands on a page, why it cannot run there told by what, for the popup to say. */
export type SiteFound =
  | { kind: "unsupported"; why: "not_https" }
  | { kind: "unsupported"; why: "outside_workspace"; helpdesk: string }
  | Running;

const SCRIPT_FILE = "/content-scripts/content.js";
const scriptId = (origin: string) => `site:${origin}`;

/** Whether an origin is a built-in helpdesk's (https://acme.zendesk.com), on whichever of its pages. */
export function matchesBuiltIn(origin: string): boolean {
  return helpdeskAt(new URL(origin).hostname) !== undefined;
}

/** What detection does on the page at `url` (known to the popup through activeTab). */
export async function findSite(url: string | undefined): Promise<SiteFound> {
  if (!url || !/^https:\/\//.test(url)) return { kind: "unsupported", why: "not_https" };
  const { origin, hostname } = new URL(url);
  if (inWorkspace(url)) return { kind: "built_in", origin };
  // Outside a built-in helpdesk's agent workspace (its help center, say): its customers' scripts may run there.
  const helpdesk = helpdeskAt(hostname);
  if (helpdesk) return { kind: "unsupported", why: "outside_workspace", helpdesk: helpdesk.name };
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: [scriptId(origin)] });
  return registered.length ? { kind: "enabled", origin } : { kind: "disabled", origin };
}

/** Where detection stands on a page, why it cannot run there said in `say`'s language. */
export function siteInWords(found: SiteFound, say: Say<typeof en>): SiteState {
  if (found.kind !== "unsupported") return found;
  return {
    kind: "unsupported",
    reason:
      found.why === "not_https" ? say("httpsOnly") : say("outsideWorkspace", { helpdesk: found.helpdesk }),
  };
}

/** What detection does on the page at `url`, in words. */
export async function siteState(
  url: string | undefined,
  say: Say<typeof en> = detectionWordsInUse(),
): Promise<SiteState> {
  return siteInWords(await findSite(url), say);
}

/**
 * Asks for the site (an optional host permission, asked now and only for it) and starts detection
 * there: a registered content script for later visits, and an injection for the open page.
 * `request` must be the first thing the click handler calls: the prompt needs the user gesture.
 */
export function enableOnSite(origin: string, tabId: number | undefined): Promise<boolean> {
  const request = browser.permissions.request({ origins: [`${origin}/*`] });
  return request.then(async (granted) => {
    if (!granted) return false;
    await browser.scripting.registerContentScripts([
      {
        id: scriptId(origin),
        matches: [`${origin}/*`],
        js: [SCRIPT_FILE],
        allFrames: true,
        runAt: "document_idle",
        persistAcrossSessions: true,
      },
    ]);
    if (tabId !== undefined) {
      await browser.scripting
        .executeScript({ target: { tabId, allFrames: true }, files: [SCRIPT_FILE] })
        .catch(() => undefined);
    }
    return true;
  });
}

/** Stops detection on the site and gives the permission back; the open page stops at its next load. */
export async function disableOnSite(origin: string): Promise<void> {
  await browser.scripting.unregisterContentScripts({ ids: [scriptId(origin)] }).catch(() => undefined);
  await browser.permissions.remove({ origins: [`${origin}/*`] });
}

/** Which of these sites detection already runs on (built in, or enabled by the agent). */
export async function sitesEnabled(origins: readonly string[]): Promise<Set<string>> {
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: origins.map(scriptId) });
  const enabled = new Set(registered.map((script) => script.id.replace(/^site:/, "")));
  for (const origin of origins) if (matchesBuiltIn(origin)) enabled.add(origin);
  return enabled;
}
