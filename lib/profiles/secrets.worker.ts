import { defineStoredRecords } from "@/lib/core/store/stored-records";
import { writerOf } from "@/lib/core/store/writes.worker";
import { type ProfileSecrets, ProfileSecretsSchema } from "./schema";

/** The tokens of each profile, by profile id: the worker's alone, out of every page's bundle. */
const secrets = defineStoredRecords("secrets", { schema: ProfileSecretsSchema });

/** A record we cannot read is treated as absent: the agent is asked for the token again. */
export const readSecrets = (profileId: string): Promise<ProfileSecrets | undefined> =>
  secrets.read(profileId);

export const writeSecrets = (profileId: string, value: ProfileSecrets): Promise<void> =>
  writerOf(secrets).write(profileId, value);

export const deleteSecrets = (profileId: string): Promise<void> => writerOf(secrets).remove(profileId);

/** Calls back around every change of any profile's secrets; returns the way to stop. */
export const watchSecrets = (onChange: () => void): (() => void) => writerOf(secrets).watch(onChange);
