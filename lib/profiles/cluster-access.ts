import { browser } from "wxt/browser";
import { isPublicApiHost, parseCustomBaseUrl } from "@/lib/core/api/regions";
import { loadProfiles } from "./profiles";

/**
 * Host permissions for dedicated clusters. The public clusters (*.voucherify.io) are granted at
 * install; a cluster elsewhere is asked for when the agent saves or tests a profile that uses it,
 * and given back when no profile uses it any more.
 */

const SITE_SCRIPT_PREFIX = "site:";

/** The permission pattern a cluster URL needs, or undefined when the built-in hosts cover it. */
export function clusterPattern(customUrl: string): string | undefined {
  const parsed = parseCustomBaseUrl(customUrl);
  if (!parsed.ok) return undefined;
  const { origin, hostname } = new URL(parsed.url);
  return isPublicApiHost(hostname) ? undefined : `${origin}/*`;
}

/**
 * Asks for a cluster's host, only once its URL is known to be a valid https base URL: a typo never
 * reaches the browser's prompt. Must be the first thing a click handler calls (the prompt needs the
 * user gesture). Resolves to whether requests to the cluster may go ahead.
 */
export function requestClusterAccess(
  customUrl: string,
): { ok: true; granted: Promise<boolean> } | { ok: false; reason: string } {
  const parsed = parseCustomBaseUrl(customUrl);
  if (!parsed.ok) return parsed;
  const pattern = clusterPattern(parsed.url);
  if (!pattern) return { ok: true, granted: Promise.resolve(true) };
  return {
    ok: true,
    granted: browser.permissions.request({ origins: [pattern] }).catch(() => false),
  };
}

/**
 * Gives back every optional host permission that neither a profile's cluster nor a site where the
 * agent enabled detection still uses (a deleted profile, a changed URL, a test never saved).
 */
export async function releaseUnusedClusterAccess(customUrls: readonly string[]): Promise<string[]> {
  const used = new Set(customUrls.flatMap((url) => clusterPattern(url) ?? []));
  const sites = await browser.scripting.getRegisteredContentScripts();
  for (const script of sites)
    if (script.id.startsWith(SITE_SCRIPT_PREFIX)) for (const match of script.matches ?? []) used.add(match);
  const { origins = [] } = await browser.permissions.getAll();
  // Chrome lists the install-time hosts and the helpdesks' content script matches here too.
  const manifest = browser.runtime.getManifest();
  const required = new Set([
    ...(manifest.host_permissions ?? []),
    ...(manifest.content_scripts ?? []).flatMap((script) => script.matches ?? []),
  ]);
  const unused = origins.filter((origin) => !required.has(origin) && !used.has(origin));
  // One by one: a permission the browser will not give back must not keep the others.
  const released: string[] = [];
  for (const origin of unused)
    if (await browser.permissions.remove({ origins: [origin] }).catch(() => false)) released.push(origin);
  return released;
}

/**
 * Gives back the cluster hosts no saved profile uses any more. Never fails: a permission the
 * browser keeps is asked about again at the next save, delete or opening of the settings.
 */
export async function releaseClustersNoProfileUses(): Promise<void> {
  const { profiles } = await loadProfiles();
  await releaseUnusedClusterAccess(profiles.flatMap((p) => (p.customUrl ? [p.customUrl] : []))).catch(
    () => undefined,
  );
}
