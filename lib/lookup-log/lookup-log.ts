import * as v from "valibot";
import { maskEmail, maskPhone } from "@/lib/core/personal/mask";
import { looksLikePhone } from "@/lib/core/personal/shape";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import { LOOKUP_HOWS, LOOKUP_KINDS, type Lookup } from "@/lib/lookup";

/**
 * The lookup log: who looked up what, when, with which profile, and how the lookup started, kept in
 * the extension's own storage for the team lead's questions ("who looked up this customer, when,
 * with which key?"). Never a secret, never a full email: an entry names a profile by its project
 * and App ID, and what was looked up by its kind and a shortened id, code or masked email.
 */

/** The most entries kept, whatever their age: a busy month of one agent's lookups. */
export const MAX_LOG_ENTRIES = 5000;
/** Request ids noted on one entry: a lookup asks a few questions of the API. */
export const MAX_REQUEST_IDS = 8;

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export type { LookupHow } from "@/lib/lookup";

/** A long phone number kept shortened, its digits either side of the "…". */
const SHORTENED_PHONE = /^\+\d[\d ().-]{0,15}…[\d ().-]{1,8}$/;

/**
 * An entry written before phone numbers were masked keeps one whole, or shortened with most of its
 * digits: it is masked as it is read, so no view or export shows it.
 */
function maskedPhone(looked: string): string {
  return looksLikePhone(looked) || SHORTENED_PHONE.test(looked) ? maskPhone(looked) : looked;
}

const EntrySchema = v.object({
  id: Text(64),
  at: v.number(),
  profileId: Text(64),
  /** The profile's name, as it was then. */
  profile: Text(200),
  /** The API host its lookups went to. */
  host: Text(300),
  appId: Text(200),
  kind: v.picklist(LOOKUP_KINDS),
  /** What was looked up, shortened (an id or code) or masked (an email, a phone number). */
  looked: v.pipe(Text(64), v.transform(maskedPhone)),
  how: v.picklist(LOOKUP_HOWS),
  /** The API's request ids of this lookup's questions, when it gave any. */
  requestIds: v.pipe(v.array(Text(200)), v.maxLength(MAX_REQUEST_IDS)),
});
export type LogEntry = v.InferOutput<typeof EntrySchema>;

/** Newest first. An entry that does not parse is left out; the rest is kept. */
const LogSchema = v.pipe(
  v.array(v.fallback(v.optional(EntrySchema), undefined)),
  v.transform((entries) => entries.filter((entry): entry is LogEntry => entry !== undefined)),
);

export const lookupLogItem = defineStoredItem("lookupLog", {
  schema: LogSchema,
  fallback: [],
  version: 1,
});

export const loadLookupLog = (): Promise<LogEntry[]> => lookupLogItem.read();

/** Longer ids and codes are shortened to their start and end: enough to find the request again. */
const SHORT = 16;
/** The most an entry keeps of what was looked up (a masked address keeps its domain, cut here). */
const LOOKED_MAX = 64;

/**
 * What was looked up as the log keeps it: an address or a phone number masked as on screen,
 * whatever kind it was read as; a long id or code shortened to its first 10 and last 4 characters
 * ("cust_3Xw8p…Vq9f").
 */
export function loggedValue(lookup: Lookup): string {
  const value = lookup.value.trim();
  // An address is masked whatever kind it was read as ("read as code" keeps it an address).
  // Anything with an @ is read as one: an over-long address is still no id to keep whole.
  if (value.includes("@")) return Array.from(maskEmail(value)).slice(0, LOOKED_MAX).join("");
  if (looksLikePhone(value)) return maskPhone(value);
  const chars = Array.from(value);
  return chars.length > SHORT ? `${chars.slice(0, 10).join("")}…${chars.slice(-4).join("")}` : value;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** An entry dated later than this past now was written under a clock set wrong. */
const CLOCK_SLACK_MS = 60 * 60 * 1000;

/** The entries still within `days` of `now` (none when the log is off), at most the cap. */
export function withinRetention(entries: readonly LogEntry[], days: number, now: number): LogEntry[] {
  if (days <= 0) return [];
  const oldest = now - days * DAY_MS;
  return entries
    .filter((entry) => entry.at > oldest && entry.at - now <= CLOCK_SLACK_MS)
    .slice(0, MAX_LOG_ENTRIES);
}
