import * as v from "valibot";
import { ask } from "@/lib/core/contract/ask";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import { type Lookup, type LookupHow, LookupSchema, lookupOfText } from "./classify";

/** How long a recent lookup is offered and kept: a customer's email is not kept for good. */
export const RECENT_DAYS = 7;
const RECENT_MS = RECENT_DAYS * 24 * 60 * 60 * 1000;

/** A lookup kept with its kind; entries of 0.2 were bare texts, read again by their shape. */
const RecentEntrySchema = v.union([LookupSchema, v.pipe(v.string(), v.transform(lookupOfText))]);
const KeptSchema = v.object({ lookup: RecentEntrySchema, at: v.number() });
/** A recent lookup and when the agent made it. */
export interface KeptLookup {
  lookup: Lookup;
  at: number;
}
/**
 * An entry that is no lookup (a text of 0.2 that is no id) is left out, and a profile's list that is
 * no list reads as empty: the rest is kept.
 */
const RecentSchema = v.pipe(
  v.record(v.string(), v.fallback(v.array(v.fallback(v.optional(KeptSchema), undefined)), [])),
  v.transform(
    (all): Record<string, KeptLookup[]> =>
      Object.fromEntries(
        Object.entries(all).map(([id, list]) => [
          id,
          list.flatMap((entry) => (entry?.lookup ? [{ lookup: entry.lookup, at: entry.at }] : [])),
        ]),
      ),
  ),
);
export type RecentLookups = v.InferOutput<typeof RecentSchema>;

/**
 * Version 2 kept the lookups without their time: each counts from the update that reads it, so it
 * goes a week later. What is not a list stays as it was, for the schema to refuse.
 */
function stamped(stored: unknown, at: number): unknown {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return stored;
  return Object.fromEntries(
    Object.entries(stored).map(([id, list]) => [
      id,
      Array.isArray(list) ? list.map((lookup: unknown) => ({ lookup, at })) : list,
    ]),
  );
}

/** The agent's last lookups, per profile, offered when the search field is focused. */
// Codes and customer emails: kept where no web page can read them.
export const recentLookupsItem = defineStoredItem("recentLookups", {
  schema: RecentSchema,
  fallback: {},
  version: 3,
  migrations: { 3: (stored) => stamped(stored, Date.now()) },
});

/** A lookup dated later than this past now was made under a clock set wrong: it is not kept. */
const CLOCK_SLACK_MS = 60 * 60 * 1000;

/** The lookups of a list made less than a week before `now`. */
export const stillRecent = (list: readonly KeptLookup[], now: number): KeptLookup[] =>
  list.filter((entry) => now - entry.at < RECENT_MS && entry.at - now <= CLOCK_SLACK_MS);

/** A profile's recent lookups with their times, newest first: none older than a week. */
export async function recentKept(profileId: string, now = Date.now()): Promise<KeptLookup[]> {
  return stillRecent((await recentLookupsItem.read())[profileId] ?? [], now);
}

/** A profile's recent lookups, newest first: those older than a week are never offered. */
export async function recentLookups(profileId: string, now = Date.now()): Promise<Lookup[]> {
  return (await recentKept(profileId, now)).map((entry) => entry.lookup);
}

/**
 * Tells the worker, which keeps the list and the lookup log, of a lookup made: one the agent asked
 * for goes first in the list. Gives the profile's list as it is now, with each lookup's time, so a
 * panel left open stops offering one a week old (null for the panel's own lookup, which changes
 * nothing), and the log's entry. Unanswered, the list stays as stored.
 */
export async function rememberLookup(
  profileId: string,
  lookup: Lookup,
  how: LookupHow = "typed",
): Promise<{ recent: KeptLookup[] | null; entryId: string | null }> {
  try {
    const reply = await ask("lookup.made", { profileId, lookup, how });
    if (reply.ok) return reply.value;
  } catch {
    // The list as stored, below.
  }
  return { recent: how === "auto" ? null : await recentKept(profileId), entryId: null };
}
