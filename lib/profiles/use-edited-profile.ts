import { useEffect, useState } from "preact/hooks";
import type { ProfileList } from "./use-profiles";

/**
 * Which profile the options page edits. Until the agent chooses, the one lookups use, as soon as
 * there is one (a policy may add it after the page opened); then the one chosen, null for a new
 * profile, kept when the list changes: a switch made in the popup never swaps the form under the
 * agent's typing.
 */
export function useEditedProfile({ profiles, activeId }: Pick<ProfileList, "profiles" | "activeId">) {
  const [chosen, setChosen] = useState<string | null>();
  useEffect(() => {
    if (chosen === undefined && activeId !== null) setChosen(activeId);
  }, [activeId, chosen]);
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
