/**
 * What the browsers' stores refuse in a manifest, checked on the built manifests by tests: the
 * Chrome Web Store refuses a description over 132 characters and a name over 75 (addons.mozilla.org
 * the same name limit), and each store needs the oldest browser version the code runs in.
 */
export const STORE_LIMITS = { description: 132, name: 75, shortName: 12 } as const;

/**
 * Chrome 116: chrome.sidePanel.open(), which a click on a marked id and the keyboard commands call
 * (the side panel itself is 114, the Custom Highlight API the marks use 105; scheduler.yield, 129,
 * has a fallback).
 */
export const MINIMUM_CHROME_VERSION = "116";

export interface StoreManifest {
  name?: unknown;
  short_name?: unknown;
  description?: unknown;
}

/** Every rule the manifest breaks, in words; none when a store would take it. */
export function storeProblems(manifest: StoreManifest): string[] {
  const problems: string[] = [];
  const length = (value: unknown) => (typeof value === "string" ? [...value].length : -1);
  const check = (field: keyof StoreManifest, limit: number) => {
    const n = length(manifest[field]);
    if (n < 1) problems.push(`${field} is missing`);
    else if (n > limit) problems.push(`${field} is ${n} characters, over the stores' ${limit}`);
  };
  check("name", STORE_LIMITS.name);
  check("description", STORE_LIMITS.description);
  if (manifest.short_name !== undefined) check("short_name", STORE_LIMITS.shortName);
  return problems;
}
