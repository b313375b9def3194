import type { RegionChoice } from "@/lib/core/api/regions";
import type { RequestInput } from "@/lib/core/contract/protocol";
import type { ReplyLanguage } from "@/lib/core/intl/reply-languages";
import { type FieldControl, PROFILE_FIELD_WORDS } from "./profile-field-words";
import {
  PROFILE_FIELD_NAMES,
  PROFILE_FIELDS,
  type ProfileFieldName,
  STORED_FIELD_NAMES,
} from "./profile-fields";
import type { ProfileView } from "./profiles.messages";

type Words = typeof PROFILE_FIELD_WORDS;

/** What a control holds while the agent edits it. */
type ValueOf<Control extends FieldControl> = Control extends { kind: "region" }
  ? RegionChoice
  : Control extends { kind: "reply-language" }
    ? ReplyLanguage
    : string;

/** The profile form's values: one per field of the table, and the saved OAuth token to forget. */
export type ProfileFormValues = { id?: string; forgetOauthToken: boolean } & {
  [K in ProfileFieldName]: ValueOf<Words[K]["control"]>;
};

const EMPTY: { [K in FieldControl["kind"]]: ValueOf<Extract<FieldControl, { kind: K }>> } = {
  text: "",
  "cluster-url": "",
  secret: "",
  region: "api",
  "reply-language": "en",
};

/** The form for a new profile: every field empty, the default region and reply language chosen. */
export const NEW_PROFILE: ProfileFormValues = {
  // Each field's empty value is its control's: the mapped type above says which that is.
  ...(Object.fromEntries(
    PROFILE_FIELD_NAMES.map((name) => [name, EMPTY[PROFILE_FIELD_WORDS[name].control.kind]]),
  ) as Omit<ProfileFormValues, "forgetOauthToken">),
  forgetOauthToken: false,
};

/** The form's values for a saved profile; its secrets are never shown, so their fields start empty. */
export function formValuesOf(profile: ProfileView | undefined): ProfileFormValues {
  if (!profile) return NEW_PROFILE;
  const values: ProfileFormValues = { ...NEW_PROFILE, id: profile.id };
  for (const name of STORED_FIELD_NAMES) {
    if (profile[name] !== undefined) Object.assign(values, { [name]: profile[name] });
  }
  return values;
}

type Draft = RequestInput<"profile.save">["profile"];

/**
 * What the form sends the worker: a field the draft may leave out is left out while empty (an empty
 * token field keeps the saved token), and the cluster URL goes only with a dedicated cluster.
 */
export function toDraft(values: ProfileFormValues): Draft {
  const draft: Record<string, unknown> = values.id ? { id: values.id } : {};
  for (const name of PROFILE_FIELD_NAMES) {
    const value = values[name];
    const optional = PROFILE_FIELDS[name].draft.type === "optional";
    if (!optional || value.trim()) draft[name] = value;
  }
  if (values.region !== "custom") delete draft.customUrl;
  if (values.forgetOauthToken) draft.forgetOauthToken = true;
  // Built from the table's own draft fields; the worker parses it with ProfileDraftSchema.
  return draft as Draft;
}
