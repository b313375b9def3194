import { useLayoutEffect, useMemo, useRef } from "preact/hooks";
import { StatusMessage } from "@/components/StatusMessage";
import { useWords } from "@/components/use-words";
import { apiHostLabel, apiOriginOf } from "@/lib/core/api/regions";
import type { ProfileView } from "@/lib/profiles/profiles.messages";
import { ProfileForm } from "./ProfileForm";
import { formValuesOf } from "./profile-form-values";
import type { EditedProfile } from "./use-edited-profile";
import { useProfileEditor } from "./use-profile-editor";
import type { ProfileList } from "./use-profiles";
import { profileWords } from "./words";

export interface ProfilesSectionProps {
  list: ProfileList;
  edited: EditedProfile;
  /** The organisation's policy is locked: the fields it gives a profile cannot be changed here. */
  policyLocked: boolean;
  /** No policy can be read now: the profiles the last one set up may be deleted by the agent. */
  managedDeletable: boolean;
}

/** Where a profile's requests go: a dedicated cluster by its whole URL (it may carry a path). */
const whereOf = (profile: ProfileView) =>
  profile.region === "custom" ? profile.customUrl : apiHostLabel(profile);

/** The options page's profiles: the list, with the one lookups use, and the editor under it. */
export function ProfilesSection({ list, edited, policyLocked, managedDeletable }: ProfilesSectionProps) {
  const say = useWords(profileWords);
  const { profiles, activeId } = list;
  const editor = useProfileEditor(list, edited);
  // "Use for lookups" gives way to the Active badge once its profile is in use: the keyboard then
  // goes to that row's Edit, rather than back to the top of the page. Delete goes with its row:
  // the keyboard waits on the list's heading.
  const rows = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleting = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (!deleting.current || profiles?.some((p) => p.id === deleting.current)) return;
    deleting.current = undefined;
    heading.current?.focus();
  }, [profiles]);
  const activating = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (!activating.current || activating.current !== activeId) return;
    activating.current = undefined;
    const row = [...(rows.current?.children ?? [])].find(
      (li) => li instanceof HTMLElement && li.dataset.profile === activeId,
    );
    row?.querySelector<HTMLButtonElement>("button.edit")?.focus();
  }, [activeId]);
  const editing = edited.profile;
  const initial = useMemo(() => formValuesOf(editing), [editing]);
  return (
    <>
      <section aria-labelledby="profiles-heading">
        <h2 id="profiles-heading" ref={heading} tabIndex={-1}>
          {say("profilesHeading")}
        </h2>
        {!profiles ? (
          // Neither "No profile yet" nor an empty form for a new one: a form shown before the
          // profiles are read would be swapped for the active profile's under the agent's typing.
          <p role="status">{say("readingProfiles")}</p>
        ) : profiles.length === 0 ? (
          <p>{say("noProfileYet")}</p>
        ) : (
          <ul class="profile-list" ref={rows}>
            {profiles.map((profile) => (
              <li
                key={profile.id}
                data-profile={profile.id}
                aria-current={profile.id === edited.id ? "true" : undefined}
              >
                <span class="profile-name">{profile.name}</span>
                {profile.managed ? <span class="badge">{say("setByOrganisation")}</span> : null}
                <span class="profile-region">{whereOf(profile)}</span>
                {profile.id === activeId ? (
                  <span class="badge">{say("active")}</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => {
                      activating.current = profile.id;
                      void editor.activate(profile);
                    }}
                    aria-label={say("useForLookupsNamed", { name: profile.name })}
                  >
                    {say("useForLookups")}
                  </button>
                )}
                <button
                  type="button"
                  class="edit"
                  onClick={() => edited.edit(profile.id)}
                  aria-label={say("editNamed", { name: profile.name })}
                >
                  {say("edit")}
                </button>
                {profile.managed && !managedDeletable ? null : (
                  <button
                    type="button"
                    onClick={() => {
                      deleting.current = profile.id;
                      void editor.remove(profile);
                    }}
                    aria-label={say("deleteNamed", { name: profile.name })}
                  >
                    {say("delete")}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <button type="button" onClick={() => edited.edit(null)} disabled={edited.id === null}>
          {say("addProfile")}
        </button>
      </section>
      {/* Always on the page, with its status: a message set as the page opens is announced. */}
      <section aria-labelledby="editor-heading">
        <h2 id="editor-heading">
          {!profiles
            ? say("profile")
            : editing
              ? say("editNamed", { name: editing.name })
              : say("newProfile")}
        </h2>
        {profiles ? (
          <ProfileForm
            // Starts over for another profile, after a save, or when a policy moved this one's host.
            key={`${edited.id ?? "new"} ${editor.saves} ${editing ? apiOriginOf(editing.region, editing.customUrl) : ""}`}
            initial={initial}
            saved={{
              hasAppToken: editing?.hasAppToken ?? false,
              oauthTokenEnd: editing?.oauthTokenEnd,
              origin: editing && apiOriginOf(editing.region, editing.customUrl),
            }}
            error={editor.fieldError}
            busy={editor.busy}
            onSave={editor.save}
            onTest={editor.test}
            lockedFields={policyLocked ? (editing?.managed?.fields ?? []) : []}
          />
        ) : null}
        <StatusMessage {...editor.status} />
      </section>
    </>
  );
}
