import * as v from "valibot";
import { ask } from "@/lib/core/contract/ask";
import { defineStoredItem } from "@/lib/core/store/stored-item";

export const ConnectionCheckSchema = v.object({
  at: v.number(),
  ok: v.boolean(),
  summary: v.pipe(v.string(), v.maxLength(1000)),
});
export type ConnectionCheckRecord = v.InferOutput<typeof ConnectionCheckSchema>;

/** The last "Check" per profile, shown in the popup; a summary only, never a key. */
export const connectionChecksItem = defineStoredItem("connectionChecks", {
  schema: v.record(v.string(), ConnectionCheckSchema),
  fallback: {},
  version: 2,
});

export async function lastCheck(profileId: string): Promise<ConnectionCheckRecord | undefined> {
  return (await connectionChecksItem.read())[profileId];
}

/** Asks the worker, which keeps the checks, to record one; a profile deleted meanwhile gets none. */
export async function recordCheck(profileId: string, check: ConnectionCheckRecord): Promise<void> {
  await ask("connectionCheck.record", { profileId, check });
}
