/** The domain of every public cluster: its hosts are granted at install (API_HOSTS in wxt.config). */
export const PUBLIC_API_DOMAIN = "voucherify.io";

export function isPublicApiHost(hostname: string): boolean {
  return hostname === PUBLIC_API_DOMAIN || hostname.endsWith(`.${PUBLIC_API_DOMAIN}`);
}

/** The API's public clusters: the first labels of their hosts (`https://<id>.voucherify.io`). */
export const REGION_IDS = ["api", "us1.api", "as1.api", "download", "us1.download", "as1.download"] as const;

export type RegionId = (typeof REGION_IDS)[number];
/** "custom" means a dedicated cluster with its own https base URL. */
export type RegionChoice = RegionId | "custom";

/** The public clusters as the agent knows them from the Voucherify dashboard (pages only). */
const REGION_LABELS: Record<RegionChoice, string> = {
  api: "Europe (default)",
  "us1.api": "United States",
  "as1.api": "Asia",
  download: "Europe, download cluster",
  "us1.download": "United States, download cluster",
  "as1.download": "Asia, download cluster",
  custom: "Dedicated cluster",
};

/** Each cluster's words in the API's tables, for the pages that show it in the agent's language. */
const REGION_WORDS = {
  api: "regionApi",
  "us1.api": "regionUs1Api",
  "as1.api": "regionAs1Api",
  download: "regionDownload",
  "us1.download": "regionUs1Download",
  "as1.download": "regionAs1Download",
  custom: "regionCustom",
} as const satisfies Record<RegionChoice, string>;

/** A cluster by its name: in the words given (a page's language), English when none are. */
export function regionLabel(
  region: RegionChoice,
  say?: (key: (typeof REGION_WORDS)[RegionChoice]) => string,
): string {
  if (!Object.hasOwn(REGION_LABELS, region)) return region;
  return say ? say(REGION_WORDS[region]) : REGION_LABELS[region];
}

/**
 * Why a dedicated cluster's URL is refused, in English: the profiles' words say each again in the
 * agent's language (the worker checks a profile's URL with the same function, and sends these).
 */
export const CLUSTER_URL_REFUSALS = {
  notUrl: "This is not a URL. Paste the base URL, for example https://acme.voucherify.io",
  notHttps: "The API URL must start with https://",
  credentials: "The API URL must not contain a user name or password",
  query: "The API URL must not contain ? or #",
  version: "Leave out /v1 or /v2: give only the base URL",
} as const;

/** Checks a dedicated cluster's base URL; returns the normalised origin-plus-path, or why it is refused. */
export function parseCustomBaseUrl(input: string): { ok: true; url: string } | { ok: false; reason: string } {
  const refused = (why: keyof typeof CLUSTER_URL_REFUSALS) => ({
    ok: false as const,
    reason: CLUSTER_URL_REFUSALS[why],
  });
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return refused("notUrl");
  }
  if (url.protocol !== "https:") return refused("notHttps");
  if (url.username || url.password) return refused("credentials");
  if (url.search || url.hash) return refused("query");
  // Keys and versions are added per request: a trailing /v1 would double them.
  if (/\/v[12]\/?$/.test(url.pathname)) return refused("version");
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, "")}` };
}

export function baseUrlFor(region: RegionChoice, customUrl?: string): string {
  if (region === "custom") {
    const parsed = parseCustomBaseUrl(customUrl ?? "");
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.url;
  }
  return `https://${region}.${PUBLIC_API_DOMAIN}`;
}

/** The origin a profile's requests go to, e.g. "https://us1.api.voucherify.io"; undefined for a URL that is not valid. */
export function apiOriginOf(region: RegionChoice, customUrl?: string): string | undefined {
  if (region !== "custom") return `https://${region}.${PUBLIC_API_DOMAIN}`;
  const parsed = parseCustomBaseUrl(customUrl ?? "");
  return parsed.ok ? new URL(parsed.url).origin : undefined;
}

/** The host a profile's requests go to, as the agent reads it ("us1.api.voucherify.io"). */
export function apiHostOf(region: RegionChoice, customUrl?: string): string | undefined {
  const origin = apiOriginOf(region, customUrl);
  return origin ? new URL(origin).host : undefined;
}

/**
 * The host a project's requests go to, as the agent reads it: "api.voucherify.io", or a dedicated
 * cluster's own host. A cluster URL that is not valid (yet) is named as typed.
 */
export function apiHostLabel(place: { region: RegionChoice; customUrl?: string | undefined }): string {
  return apiHostOf(place.region, place.customUrl) ?? (place.customUrl?.trim() || "the custom API URL");
}
