import * as v from "valibot";
import { definePrivateItem } from "@/core/store/private-items";

const CheckSchema = v.object({ at: v.number(), ok: v.boolean(), summary: v.string() });
export type ConnectionCheckRecord = v.InferOutput<typeof CheckSchema>;

/** The last "Check" per profile, shown in the popup; a summary only, never a key. */
const checksItem = definePrivateItem("connectionChecks", {});

export async function lastCheck(profileId: string): Promise<ConnectionCheckRecord | undefined> {
  const parsed = v.safeParse(v.record(v.string(), CheckSchema), await checksItem.getValue());
  return parsed.success ? parsed.output[profileId] : undefined;
}

export async function recordCheck(profileId: string, check: ConnectionCheckRecord): Promise<void> {
  const parsed = v.safeParse(v.record(v.string(), CheckSchema), await checksItem.getValue());
  await checksItem.setValue({ ...(parsed.success ? parsed.output : {}), [profileId]: check });
}

export async function forgetCheck(profileId: string): Promise<void> {
  const parsed = v.safeParse(v.record(v.string(), CheckSchema), await checksItem.getValue());
  if (!parsed.success || !(profileId in parsed.output)) return;
  const { [profileId]: _forgotten, ...rest } = parsed.output;
  await checksItem.setValue(rest);
}
