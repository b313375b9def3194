import * as v from "valibot";
import { writerOf } from "@/lib/core/store/writes.options";
import { type Preferences, PreferencesSchema, preferencesItem } from "./preferences";

/** The options page's Display form, checked field by field: the first refused field is named. */
export async function savePreferences(
  input: unknown,
): Promise<{ ok: true; value: Preferences } | { ok: false; field: string; message: string }> {
  const parsed = v.safeParse(PreferencesSchema, input);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return { ok: false, field: v.getDotPath(issue) ?? "preferences", message: issue.message };
  }
  await writerOf(preferencesItem).write(parsed.output);
  return { ok: true, value: parsed.output };
}
