import { writerOf } from "@/lib/core/store/writes.worker";
import type { Lookup } from "@/lib/lookup";
import {
  type LogEntry,
  type LookupHow,
  loggedValue,
  lookupLogItem,
  MAX_REQUEST_IDS,
  withinRetention,
} from "./lookup-log";

/** The profile a lookup was made with, as the log names it: never a secret. */
export interface LoggedProfile {
  id: string;
  name: string;
  host: string;
  appId: string;
}

const unchangedIfSame = (before: LogEntry[], after: LogEntry[]) =>
  after.length === before.length ? before : after;

/**
 * Writes a lookup first in the log and drops what the retention leaves out (`days`: the policy's,
 * or the default; 0 keeps nothing). Gives the entry's id, to note the API's request ids on.
 */
export async function logLookup(
  profile: LoggedProfile,
  lookup: Lookup,
  how: LookupHow,
  days: number,
  now = Date.now(),
): Promise<string | undefined> {
  if (days <= 0) {
    await forgetOldLookups(0, now);
    return undefined;
  }
  const entry: LogEntry = {
    id: crypto.randomUUID(),
    at: now,
    profileId: profile.id,
    profile: profile.name.slice(0, 200),
    host: profile.host.slice(0, 300),
    appId: profile.appId.slice(0, 200),
    kind: lookup.kind,
    looked: loggedValue(lookup),
    how,
    requestIds: [],
  };
  await writerOf(lookupLogItem).update((entries) => withinRetention([entry, ...entries], days, now));
  return entry.id;
}

/** Notes a request id the API gave for one of a logged lookup's questions. */
export async function noteRequestId(entryId: string, requestId: string): Promise<boolean> {
  let noted = false;
  await writerOf(lookupLogItem).update((entries) => {
    const at = entries.findIndex((entry) => entry.id === entryId);
    const entry = entries[at];
    if (!entry || entry.requestIds.includes(requestId) || entry.requestIds.length >= MAX_REQUEST_IDS)
      return entries;
    noted = true;
    const next = [...entries];
    next[at] = { ...entry, requestIds: [...entry.requestIds, requestId] };
    return next;
  });
  return noted;
}

/** Drops the entries past the retention: at each lookup logged and when the worker starts. */
export async function forgetOldLookups(days: number, now = Date.now()): Promise<void> {
  await writerOf(lookupLogItem).update((entries) =>
    unchangedIfSame(entries, withinRetention(entries, days, now)),
  );
}

/** A deleted profile's entries go with it. */
export async function forgetProfileLookups(profileId: string): Promise<void> {
  await writerOf(lookupLogItem).update((entries) =>
    unchangedIfSame(
      entries,
      entries.filter((entry) => entry.profileId !== profileId),
    ),
  );
}

/** The agent or their lead cleared the log. */
export async function clearLookupLog(): Promise<void> {
  await writerOf(lookupLogItem).update(() => []);
}
