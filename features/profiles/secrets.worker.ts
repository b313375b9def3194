import * as v from "valibot";
import { extensionStore } from "@/core/store/extension-db";
import { type ProfileSecrets, ProfileSecretsSchema } from "./schema";

/** Secrets live in the extension origin's IndexedDB (see extension-db.ts), out of content scripts' reach. */
const secrets = extensionStore("voucher-lens-secrets", "secrets");

export async function readSecrets(profileId: string): Promise<ProfileSecrets | undefined> {
  const stored = await secrets.run("readonly", (store) => store.get(profileId));
  if (stored === undefined) return undefined;
  const parsed = v.safeParse(ProfileSecretsSchema, stored);
  // A record we cannot read is treated as absent: the agent is asked for the token again.
  return parsed.success ? parsed.output : undefined;
}

export async function writeSecrets(profileId: string, value: ProfileSecrets): Promise<void> {
  await secrets.run("readwrite", (store) => store.put(v.parse(ProfileSecretsSchema, value), profileId));
}

export async function deleteSecrets(profileId: string): Promise<void> {
  await secrets.run("readwrite", (store) => store.delete(profileId));
}
