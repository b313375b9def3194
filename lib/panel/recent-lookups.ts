import * as v from "valibot";
import { definePrivateItem } from "../settings/private-items";

const RecentSchema = v.record(v.string(), v.array(v.string()));
/** The agent's last lookups, per profile, offered when the search field is focused. */
// Codes and customer emails: kept where no web page can read them.
const recentItem = definePrivateItem("recentLookups", {});
const KEEP = 8;

async function readAll() {
  const parsed = v.safeParse(RecentSchema, await recentItem.getValue());
  return parsed.success ? parsed.output : {};
}

export async function recentLookups(profileId: string): Promise<string[]> {
  return (await readAll())[profileId] ?? [];
}

export async function rememberLookup(profileId: string, text: string): Promise<string[]> {
  const all = await readAll();
  const list = [text, ...(all[profileId] ?? []).filter((t) => t !== text)].slice(0, KEEP);
  await recentItem.setValue({ ...all, [profileId]: list });
  return list;
}
