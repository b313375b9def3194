/**
 * What the browsers' stores refuse in a manifest, checked on the built manifests by tests: the
 * Chrome Web Store refuses a description over 132 characters and a name over 75 (addons.mozilla.org
 * the same name limit), and each store needs the oldest browser version the code runs in.
 */
export const STORE_LIMITS = { description: 132, name: 75, shortName: 12 } as const;

/**
 * The oldest Chromium the end-to-end suite passes on: Debian bookworm's own, which `npm test` runs it
 * in beside the current one (scripts/get-chromium-150.sh). What the code needs is older: tab.lastAccessed,
 * which picks the ticket's tab for a panel in a tab of its own, is 121; chrome.sidePanel.open(), which
 * a click on a marked id and the keyboard commands call, 116 (the side panel itself is 114, the Custom
 * Highlight API the marks use 105; scheduler.yield, 129, and storage.session.getKeys, 130, have
 * fallbacks). A version the suite never ran on is not claimed.
 */
export const MINIMUM_CHROME_VERSION = "150";

export interface StoreManifest {
  name?: unknown;
  short_name?: unknown;
  description?: unknown;
}

/** A package's `_locales`: each language's messages by name, as `_locales/<language>/messages.json` holds them. */
export type LocaleMessages = Readonly<Record<string, Readonly<Record<string, { message?: unknown }>>>>;

/** A field's value in each language: a `__MSG_name__` reference read from every locale, else itself. */
function valuesOf(value: unknown, locales: LocaleMessages): { language?: string; value: unknown }[] {
  const name = typeof value === "string" ? /^__MSG_(\w+)__$/.exec(value)?.[1] : undefined;
  if (name === undefined) return [{ value }];
  return Object.entries(locales).map(([language, messages]) => ({
    language,
    value: messages[name]?.message,
  }));
}

/** Every rule the manifest breaks, in words; none when a store would take it, in every language it has. */
export function storeProblems(manifest: StoreManifest, locales: LocaleMessages = {}): string[] {
  const problems: string[] = [];
  const length = (value: unknown) => (typeof value === "string" ? [...value].length : -1);
  const check = (field: keyof StoreManifest, limit: number) => {
    const values = valuesOf(manifest[field], locales);
    if (values.length === 0) problems.push(`${field} names a message, and the package has no _locales`);
    for (const { language, value } of values) {
      const n = length(value);
      const where = language ? ` (${language})` : "";
      if (n < 1) problems.push(`${field}${where} is missing`);
      else if (n > limit) problems.push(`${field}${where} is ${n} characters, over the stores' ${limit}`);
    }
  };
  check("name", STORE_LIMITS.name);
  check("description", STORE_LIMITS.description);
  if (manifest.short_name !== undefined) check("short_name", STORE_LIMITS.shortName);
  return problems;
}
