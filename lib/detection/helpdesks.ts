/**
 * The helpdesks Voucher Lens runs on without asking, each only where its agents work: the agent
 * workspace, never a help center, a customer portal or a public page itself, whose scripts the
 * helpdesk's customers or a theme's author write (such a page could name a ticket and choose whom
 * the agent's key looks up). Every ticket rule (lib/ticket/ticket-identity.ts) reads URLs inside
 * these matches; a unit test keeps the two together. Other sites are enabled by the agent, per site.
 */
export const HELPDESKS: readonly { name: string; matches: readonly string[] }[] = [
  // The agent workspace; the help center (/hc/…) runs the theme's scripts.
  { name: "Zendesk", matches: ["https://*.zendesk.com/agent/*"] },
  // The helpdesk (/a/…, the older /helpdesk/…); the customer portal is /support/….
  { name: "Freshdesk", matches: ["https://*.freshdesk.com/a/*", "https://*.freshdesk.com/helpdesk/*"] },
  // The inbox and every workspace page (/a/…); help centers live on other hosts.
  { name: "Intercom", matches: ["https://app.intercom.com/a/*"] },
  // The helpdesk app (/app/…), nothing else of the tenant's host.
  { name: "Gorgias", matches: ["https://*.gorgias.com/app/*"] },
  // Help desk, ticket records and the inbox: the pages a ticket rule reads.
  {
    name: "HubSpot",
    matches: [
      "https://app.hubspot.com/help-desk/*",
      "https://app.hubspot.com/contacts/*",
      "https://app.hubspot.com/live-messages/*",
    ],
  },
  // Lightning's pages, and the org's own domain (Classic, the publisher frames); public sites and
  // Experience Cloud live on other hosts (*.my.site.com, *.force.com outside lightning).
  {
    name: "Salesforce",
    matches: ["https://*.lightning.force.com/lightning/*", "https://*.my.salesforce.com/*"],
  },
  // The app's host serves only signed-in agents; docs sites are on helpscoutdocs.com.
  { name: "Help Scout", matches: ["https://secure.helpscout.net/*"] },
  // The app's host serves only signed-in teammates.
  { name: "Front", matches: ["https://app.frontapp.com/*"] },
];

/** Every built-in match pattern, for the manifest's content script. */
export const HELPDESK_MATCHES: readonly string[] = HELPDESKS.flatMap((helpdesk) => helpdesk.matches);

/** A match pattern's parts: the host ("*.zendesk.com"), the path's fixed start ("/agent/"). */
const parts = (pattern: string) => {
  const [, host = "", path = "/"] = /^https:\/\/([^/]+)(\/.*)$/.exec(pattern) ?? [];
  return { host, start: path.replace(/\*$/, "") };
};

/** Whether `host` is a pattern's host: "*.zendesk.com" takes any subdomain, never the bare domain. */
const onHost = (host: string, patternHost: string) =>
  patternHost.startsWith("*.") ? host.endsWith(patternHost.slice(1)) : host === patternHost;

/** The built-in helpdesk served from a host (on any of its paths), or none. */
export function helpdeskAt(host: string): (typeof HELPDESKS)[number] | undefined {
  return HELPDESKS.find((helpdesk) => helpdesk.matches.some((match) => onHost(host, parts(match).host)));
}

/** Whether the content script runs on `url` by the manifest: a built-in helpdesk's agent workspace. */
export function inWorkspace(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:") return false;
  return HELPDESK_MATCHES.some((match) => {
    const { host, start } = parts(match);
    return onHost(parsed.hostname, host) && (parsed.pathname + parsed.search).startsWith(start);
  });
}

/**
 * Which account of a built-in helpdesk a host serves: the helpdesk and the host's part before the
 * match's domain ("acme" of acme.zendesk.com; acme.lightning.force.com and acme.my.salesforce.com
 * are one org), or the host itself for a helpdesk on one host. None for another site.
 */
export function tenantOf(host: string): string | undefined {
  for (const helpdesk of HELPDESKS) {
    for (const match of helpdesk.matches) {
      const pattern = parts(match).host;
      if (!onHost(host, pattern)) continue;
      return `${helpdesk.name} ${pattern.startsWith("*.") ? host.slice(0, -(pattern.length - 1)) : host}`;
    }
  }
  return undefined;
}
