import { useEffect, useState } from "preact/hooks";
import type { ProfileList } from "./use-profiles";

/**
 * Which profile the options page edits: the one lookups use until the agent chooses (null is a new
 * profile). Chosen once the list is read, and kept when the list changes: a switch made in the
 * popup meanwhile never swaps the form under the agent's typing.
 */
export function useEditedProfile({ profiles, activeId }: Pick<ProfileList, "profiles" | "activeId">) {
  const [chosen, setChosen] = useState<string | null>();
  useEffect(() => {
    if (profiles && chosen === undefined) setChosen(activeId);
  }, [profiles, activeId, chosen]);
  const id = chosen === undefined ? activeId : chosen;
  return {
    /** The profile edited, null for a new one. */
    id,
    /** Undefined for a new profile, or one that went away meanwhile. */
    profile: profiles?.find((p) => p.id === id),
    edit: (profileId: string | null) => setChosen(profileId),
  };
}

export type EditedProfile = ReturnType<typeof useEditedProfile>;
