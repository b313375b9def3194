import { type ApiError, invalidInput } from "@/lib/core/api/errors";
import type { ProfileDraft, StoredProfile } from "@/lib/profiles";
import { hostOf, profileSaid } from "@/lib/profiles/index.worker";
import type { ManagedPolicy } from "./stored-policy";

/** The named fields of a profile, those it has no value for included (as undefined). */
function pick<T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  // Each key gets its own value: the type Pick<T, K> says no more than that.
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

/**
 * A draft of an organisation's profile under a locked policy: the fields the policy gives are the
 * policy's, whatever the form sent (the page shows them read-only; this is where it holds). A form
 * still showing the host the policy has since moved the profile from is refused: the token typed
 * there was meant for the old host, and never goes to the new one unasked.
 */
export function holdPolicyFields(
  draft: ProfileDraft,
  existing: StoredProfile | undefined,
  policy: ManagedPolicy | null,
): { ok: true; draft: ProfileDraft } | { ok: false; error: ApiError } {
  if (!existing?.managed || !policy?.locked) return { ok: true, draft };
  const given = new Set<string>(existing.managed.fields);
  if ((given.has("region") || given.has("customUrl")) && hostOf(draft) !== hostOf(existing)) {
    const host = hostOf(existing);
    const profile = existing.name;
    return {
      ok: false,
      error: invalidInput(
        "region",
        `Your organisation moved “${profile}” to ${host ?? "another host"}: reload Settings and paste the App Token again`,
        host
          ? profileSaid("policyMovedProfile", { profile, host })
          : profileSaid("policyMovedProfileElsewhere", { profile }),
      ),
    };
  }
  // The policy's fields as they are stored; the region brings its cluster URL (or its absence).
  const policyFields = existing.managed.fields.flatMap((field) =>
    field === "region" ? (["region", "customUrl"] as const) : [field],
  );
  return { ok: true, draft: { ...draft, ...pick(existing, policyFields) } };
}
