import type { ApiServer } from "../server/api-server";

export interface ProfileOverrides {
  name?: string;
  oauthToken?: string;
  /** The customer metadata key that holds their language; left empty when not given. */
  languageKey?: string;
}

/** One field of the options page's profile form, by the label an agent reads beside it. */
export interface ProfileField {
  label: string;
  value: string;
  /** A select, chosen by its option's value, rather than a field typed into. */
  select?: true;
}

/**
 * What an agent enters to save a profile for the local API through the options page, in order, and
 * the status the page shows once it is saved. Each suite fills the fields with its own driver.
 */
export function profileForm(
  api: ApiServer,
  overrides: ProfileOverrides = {},
): { fields: ProfileField[]; saved: string } {
  const name = overrides.name ?? "Acme EU";
  return {
    fields: [
      { label: "Profile name", value: name },
      { label: "Region", value: "api", select: true },
      { label: "App ID", value: api.credentials.appId },
      { label: "App Token", value: api.credentials.appToken },
      ...(overrides.oauthToken ? [{ label: "OAuth token", value: overrides.oauthToken }] : []),
      ...(overrides.languageKey !== undefined
        ? [{ label: "Customer metadata key for their language (optional)", value: overrides.languageKey }]
        : []),
    ],
    saved: `Saved “${name}”.`,
  };
}
