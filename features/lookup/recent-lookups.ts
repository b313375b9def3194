import * as v from "valibot";
import { definePrivateItem } from "@/core/store/private-items";
import { type Lookup, LookupSchema, lookupOfText } from "./classify";

/** A lookup kept with its kind; entries of 0.2 were bare texts, read again by their shape. */
const RecentEntrySchema = v.union([LookupSchema, v.pipe(v.string(), v.transform(lookupOfText))]);
const RecentSchema = v.record(v.string(), v.array(v.fallback(RecentEntrySchema, undefined)));
/** The agent's last lookups, per profile, offered when the search field is focused. */
// Codes and customer emails: kept where no web page can read them.
const recentItem = definePrivateItem("recentLookups", {});
const KEEP = 8;

async function readAll(): Promise<Record<string, Lookup[]>> {
  const parsed = v.safeParse(RecentSchema, await recentItem.getValue());
  if (!parsed.success) return {};
  return Object.fromEntries(
    Object.entries(parsed.output).map(([id, list]) => [id, list.filter((entry) => entry !== undefined)]),
  );
}

const same = (a: Lookup, b: Lookup) =>
  a.kind === b.kind && a.value === b.value && a.campaignId === b.campaignId;

export async function recentLookups(profileId: string): Promise<Lookup[]> {
  return (await readAll())[profileId] ?? [];
}

// Each write reads the list and writes it back: two lookups in quick succession take turns, or
// the second would write over the first.
let lastWrite: Promise<unknown> = Promise.resolve();

export function rememberLookup(profileId: string, lookup: Lookup): Promise<Lookup[]> {
  const write = lastWrite.then(async () => {
    const all = await readAll();
    const list = [lookup, ...(all[profileId] ?? []).filter((t) => !same(t, lookup))].slice(0, KEEP);
    await recentItem.setValue({ ...all, [profileId]: list });
    return list;
  });
  lastWrite = write.catch(() => undefined);
  return write;
}

/** Forgets a deleted profile's recent lookups. */
export function forgetRecentLookups(profileId: string): Promise<void> {
  const write = lastWrite.then(async () => {
    const all = await readAll();
    if (!(profileId in all)) return;
    delete all[profileId];
    await recentItem.setValue(all);
  });
  lastWrite = write.catch(() => undefined);
  return write;
}
