import type { Say } from "@/lib/core/i18n/words";
import { FIELD_MESSAGES, type FieldMessageKey } from "./profile-fields";
import type en from "./words/en";

/**
 * The worker's own refusals of a profile (profiles-with-secrets.worker.ts), as it words them: it
 * loads no words, so it answers in English, and the page says each again in the agent's language.
 * tests/unit/profiles/refusal-words.test.ts keeps this list equal to what the worker says.
 */
const WORKER_REFUSALS = {
  "Paste the App Token that belongs to this App ID": "appTokenMissing",
  "The API host changed: paste the App Token again (saved tokens are sent only to the host they were entered for)":
    "appTokenHostChanged",
  "This profile was deleted meanwhile": "profileDeletedMeanwhile",
  "No profile is set up yet: add your API keys in Settings": "noProfileSetUp",
} as const satisfies Record<string, keyof typeof en>;

type RefusalKey = FieldMessageKey | (typeof WORKER_REFUSALS)[keyof typeof WORKER_REFUSALS];

/** Each known refusal's key, by the English words the worker answers with. */
const REFUSALS: ReadonlyMap<string, RefusalKey> = new Map<string, RefusalKey>([
  // Object.entries widens the keys to string: they are FIELD_MESSAGES' own.
  ...Object.entries(FIELD_MESSAGES).map(([key, message]) => [message, key as FieldMessageKey] as const),
  ...Object.entries(WORKER_REFUSALS),
]);

/**
 * Why the worker refused a profile, in the agent's language when it is one of the refusals above;
 * any other reason (a URL's, the API's) as it came.
 */
export function refusalWords(say: Say<typeof en>, message: string): string {
  const key = REFUSALS.get(message);
  return key ? say(key) : message;
}
