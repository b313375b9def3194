import { apiOriginOf, baseUrlFor } from "@/lib/core/api/regions";
import type { ProfileList, StoredProfile } from "@/lib/profiles";
import { POLICY_FIELD_NAMES, type PolicyFieldName, policyKeyOf } from "@/lib/profiles";
import type { ManagedPolicy, PolicyProfile } from "./stored-policy";

/** The fields a policy may give a profile, as the options form names them. */
export type ManagedField = PolicyFieldName;

/** What the agent is told who tries to delete a profile the organisation set up. */
export const SET_BY_ORGANISATION_REMOVE =
  "Set by your organisation: this profile goes when your admin removes it from the policy";

/** A managed profile's id in the extension: the policy's id, kept apart from agent-made ones. */
export const managedProfileId = (policyId: string) => `policy-${policyId}`;

type ManagedValues = Pick<StoredProfile, "name" | "region"> & Partial<Pick<StoredProfile, ManagedField>>;

/**
 * The profile's fields as the policy gives them, and which those are. Where the project is comes
 * as a region or a cluster URL, and is always the policy's; every other field the policy gives is
 * copied under its name in the profile (profile-fields.ts).
 */
function fromPolicy(entry: PolicyProfile) {
  const cluster = entry.clusterUrl;
  const values: ManagedValues = {
    name: entry.name,
    region: cluster !== undefined ? "custom" : (entry.region ?? "api"),
    ...(cluster !== undefined ? { customUrl: baseUrlFor("custom", cluster) } : {}),
  };
  const fields: ManagedField[] = ["name", "region", ...(cluster !== undefined ? ["customUrl" as const] : [])];
  for (const field of POLICY_FIELD_NAMES) {
    if (fields.includes(field) || field === "customUrl") continue;
    const value = entry[policyKeyOf(field)];
    if (value === undefined) continue;
    Object.assign(values, { [field]: value });
    fields.push(field);
  }
  return { values, fields };
}

const sameEntry = (a: PolicyProfile | undefined, b: PolicyProfile) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

const originOf = (profile: Pick<StoredProfile, "region" | "customUrl">) =>
  apiOriginOf(profile.region, profile.customUrl);

export interface ProfilesUnderPolicy {
  settings: ProfileList;
  /** Managed profiles the policy no longer names: removed with everything kept for them. */
  removed: string[];
  /** Profiles the policy moved to another host: their saved tokens stay behind (forgotten). */
  hostChanged: string[];
  /** Profiles the policy pointed at another project (host or App ID): their answers are forgotten. */
  projectChanged: string[];
}

/**
 * The profile list once a policy is applied. Agent-made profiles are untouched. A profile of the
 * policy is added, or given the policy's fields: always when the policy is locked, otherwise only
 * when the policy's entry for it changed since the last policy (what the agent edited stays until
 * the admin changes it). `previous` is the policy applied before, null when none was.
 */
export function profilesUnderPolicy(
  settings: ProfileList,
  policy: ManagedPolicy | null,
  previous: ManagedPolicy | null,
): ProfilesUnderPolicy {
  // A policy without `profiles` leaves the managed ones as they are: Chrome drops a whole list its
  // schema refuses, and a list gone that way must not take every agent's tokens with it. The admin
  // who means none writes `profiles: []`; no policy at all is not read as a removal either while a
  // policy is in force (apply-policy.worker.ts).
  if (policy && policy.profiles === undefined)
    return { settings, removed: [], hostChanged: [], projectChanged: [] };
  const entries = policy?.profiles ?? [];
  const named = new Set(entries.map((entry) => managedProfileId(entry.id)));
  const removed = settings.profiles.filter((p) => p.managed && !named.has(p.id)).map((p) => p.id);
  const hostChanged: string[] = [];
  const projectChanged: string[] = [];
  const profiles: StoredProfile[] = settings.profiles.filter((p) => !removed.includes(p.id));
  for (const entry of entries) {
    const id = managedProfileId(entry.id);
    const { values, fields } = fromPolicy(entry);
    const managed = { policyId: entry.id, fields };
    const existing = profiles.find((p) => p.id === id);
    if (!existing) {
      profiles.push({ id, appId: "", ...values, managed });
      continue;
    }
    const at = profiles.indexOf(existing);
    const before = previous?.profiles?.find((p) => p.id === entry.id);
    if (!policy?.locked && sameEntry(before, entry)) {
      profiles[at] = { ...existing, managed };
      continue;
    }
    // The policy's fields replace the agent's; a field the policy stopped giving keeps its value.
    const next: StoredProfile = { ...existing, ...values, managed };
    if (next.region !== "custom") delete next.customUrl;
    if (originOf(next) !== originOf(existing)) hostChanged.push(id);
    if (originOf(next) !== originOf(existing) || next.appId !== existing.appId) projectChanged.push(id);
    profiles[at] = next;
  }
  const ids = new Set(profiles.map((p) => p.id));
  const wanted = policy?.defaultProfile ? managedProfileId(policy.defaultProfile) : undefined;
  // The admin's default is where an agent starts, and where one lands whose profile went away;
  // an agent who switched to another profile stays there.
  const defaultChanged = wanted !== undefined && previous?.defaultProfile !== policy?.defaultProfile;
  const active =
    settings.activeProfileId && ids.has(settings.activeProfileId) && !defaultChanged
      ? settings.activeProfileId
      : (wanted ?? profiles[0]?.id ?? null);
  return { settings: { profiles, activeProfileId: active }, removed, hostChanged, projectChanged };
}
