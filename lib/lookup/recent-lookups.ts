import * as v from "valibot";
import { ask } from "@/lib/core/contract/ask";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import { type Lookup, LookupSchema, lookupOfText } from "./classify";

/** A lookup kept with its kind; entries of 0.2 were bare texts, read again by their shape. */
const RecentEntrySchema = v.union([LookupSchema, v.pipe(v.string(), v.transform(lookupOfText))]);
const RecentSchema = v.pipe(
  v.record(v.string(), v.array(v.fallback(RecentEntrySchema, undefined))),
  v.transform((all) =>
    Object.fromEntries(
      Object.entries(all).map(([id, list]) => [id, list.filter((entry) => entry !== undefined)]),
    ),
  ),
);

/** The agent's last lookups, per profile, offered when the search field is focused. */
// Codes and customer emails: kept where no web page can read them.
export const recentLookupsItem = defineStoredItem("recentLookups", {
  schema: RecentSchema,
  fallback: {},
  version: 2,
});

export async function recentLookups(profileId: string): Promise<Lookup[]> {
  return (await recentLookupsItem.read())[profileId] ?? [];
}

/**
 * Asks the worker, which keeps the list, to put a lookup first; gives the profile's list as it is
 * now. Unanswered, the list stays as stored.
 */
export async function rememberLookup(profileId: string, lookup: Lookup): Promise<Lookup[]> {
  try {
    const reply = await ask("recentLookups.remember", { profileId, lookup });
    if (reply.ok) return reply.value;
  } catch {
    // The list as stored, below.
  }
  return recentLookups(profileId);
}
