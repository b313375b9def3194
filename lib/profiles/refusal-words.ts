import { type Said, sayThat } from "@/lib/core/i18n/said";
import type { Say } from "@/lib/core/i18n/words";
import { CLUSTER_URL_MESSAGES, FIELD_MESSAGES, type FieldMessageKey } from "./profile-fields";
import type en from "./words/en";

/** Each field check's key, by the English words of its schema (profile-fields.ts). */
const FIELD_REFUSALS: ReadonlyMap<string, FieldMessageKey> = new Map(
  // Object.entries widens the keys to string: they are FIELD_MESSAGES' own.
  Object.entries({ ...FIELD_MESSAGES, ...CLUSTER_URL_MESSAGES }).map(
    ([key, message]) => [message, key as FieldMessageKey] as const,
  ),
);

/** A refusal as the worker sends it: its English words, and the message it means when it says one. */
export interface Refusal {
  message: string;
  said?: Said;
}

/**
 * Why the worker refused a profile, in the agent's language: the message it means when it says one;
 * else a field's check, whose schema speaks the English of profile-fields.ts (the same schema reads
 * the draft in the worker); any other reason (a URL's, the API's) as it came.
 */
export function refusalWords(say: Say<typeof en>, refusal: Refusal): string {
  if (refusal.said) return sayThat(refusal.said, refusal.message, say.language);
  const key = FIELD_REFUSALS.get(refusal.message);
  return key ? say(key) : refusal.message;
}
