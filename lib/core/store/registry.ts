/**
 * Every item the extension stores, in one list: where it lives, and the one context that writes it.
 * Each feature defines its item from this list (defineStoredItem, defineStoredRecords) with its
 * schema, fallback and version; any extension context may read it, and the others ask the owner,
 * through the contract, to change it. Tests keep the list whole: every key here is defined exactly
 * once, and only files the owner's entry point alone reaches write it (architecture.test.ts).
 */

/** The contexts that own items: the worker, or a page by its entry point's name. */
export const OWNERS = ["worker", "options", "sidepanel", "popup"] as const;
export type Owner = (typeof OWNERS)[number];

/**
 * private: the extension origin's IndexedDB (private-items.ts), out of content scripts' reach;
 * session: storage.session, gone with the browser session and cleared on every update;
 * secrets: the secrets database, one record per profile, read by the worker alone.
 */
export type StoreArea = "private" | "session" | "secrets";

/**
 * An entry with `family: true` is a family of items of one shape, one per id, each stored under
 * `<key>:<id>` (`detected:7` for tab 7): written, read and watched one by one (stored-family.ts).
 */
export const STORED_ITEMS = {
  // The profile list (stored as `settings` before: private-items.ts moves it). Saves, deletes,
  // switches and the policy's changes take turns in the worker's one queue.
  profiles: { area: "private", owner: "worker" },
  // The policy sets its email switch, and a deleted profile's patterns must go with it.
  detection: { area: "private", owner: "worker" },
  // Only the options page's Display form changes it.
  preferences: { area: "private", owner: "options" },
  // The agent chooses in the options page or the panel's help, both asking the worker, which
  // weighs the choice with the policy and the browser's language for every context.
  language: { area: "private", owner: "worker" },
  // The panel's own choice, made where the list is shown.
  pageSize: { area: "private", owner: "sidepanel" },
  // Edited, imported and reset in the options page, which alone bundles the template checks.
  replyTemplates: { area: "private", owner: "options" },
  // The options page's Display switch; the worker only reads it to draw the badge.
  toolbarCount: { area: "private", owner: "options" },
  // The options page's setup steps, hidden or shown there alone.
  setupHidden: { area: "private", owner: "options" },
  // Noted by the worker when the extension updates; the panel asks it to record a dismissal.
  whatsNew: { area: "private", owner: "worker" },
  // The worker alone reads storage.managed and applies it.
  managedPolicy: { area: "private", owner: "worker" },
  // Only the options page bundles the pattern parser that makes these checks.
  policyPatternChecks: { area: "private", owner: "options" },
  // Forgotten by the worker with its profile; the popup asks it to record a check.
  connectionChecks: { area: "private", owner: "worker" },
  // Forgotten by the worker with its profile; the panel asks it to remember a lookup.
  recentLookups: { area: "private", owner: "worker" },
  // The popup and the options page ask the worker, which weighs the choice with the policy's lock.
  privacy: { area: "private", owner: "worker" },
  // Written as the panel's lookups are made; its retention is the policy's, applied by the worker.
  lookupLog: { area: "private", owner: "worker" },
  // Reported by content scripts to the worker (each tab's ticket, frames' tokens and reply box),
  // which alone inserts replies; the panel and the badge read it. One item per tab, so one tab's
  // reports never read, check or rewrite another's.
  detected: { area: "session", owner: "worker", family: true },
  // Queued by the worker from a page's click, dropped when its profile goes; the panel reads it.
  pendingLookup: { area: "session", owner: "worker" },
  // Forgotten by the worker with its profile; the panel asks it to keep an answer. One item per
  // answer: a page reads only the answers it asks for, and a kept answer's notice carries that
  // answer alone, however many the session keeps.
  lookupCache: { area: "session", owner: "worker", family: true },
  // The answers kept, oldest first, with their sizes: what the worker drops first, and what a panel
  // knows is kept without reading any answer.
  lookupCacheIndex: { area: "session", owner: "worker" },
  // The worker hands out the panel's no-click lookups: a panel closed and opened again cannot
  // start the count afresh.
  autoLookups: { area: "session", owner: "worker" },
  // Tokens: no page ever loads the secrets store.
  secrets: { area: "secrets", owner: "worker" },
} as const satisfies Record<string, { area: StoreArea; owner: Owner; family?: true }>;

export type StoredKey = keyof typeof STORED_ITEMS;

/** The owner of a key, as a type: the brand its handle carries, which only that owner's door opens. */
export type OwnerOf<K extends StoredKey> = (typeof STORED_ITEMS)[K]["owner"];

/** The keys of one area, of single items. */
export type KeyOf<A extends StoreArea> = {
  [K in StoredKey]: (typeof STORED_ITEMS)[K] extends { family: true }
    ? never
    : (typeof STORED_ITEMS)[K]["area"] extends A
      ? K
      : never;
}[StoredKey];

/** The keys of families of items, one item per id (in the session area only). */
export type FamilyKey = {
  [K in StoredKey]: (typeof STORED_ITEMS)[K] extends { family: true } ? K : never;
}[StoredKey];
