import type { Table } from "@/lib/core/i18n/message";

/** The profiles' words, on the options page and in the popup: the English source the other languages follow. */
export default {
  // The form's fields: their labels are their accessible names.
  fieldName: "Profile name",
  fieldRegion: "Region",
  fieldCustomUrl: "Custom API URL",
  fieldAppId: "App ID",
  fieldAppToken: "App Token",
  fieldOauthToken: "OAuth token",
  fieldTimeZone: "Customers' time zone (optional)",
  fieldReplyLanguage: "Default reply language",
  fieldLanguageKey: "Customer metadata key for their language (optional)",
  helpCustomUrl: "Only for a dedicated cluster. Leave empty to use the region above.",
  helpAppToken:
    "Kept in this browser's extension storage, which web pages and helpdesk scripts cannot read. A read-only key is enough for lookups.",
  helpOauthToken:
    "Optional, and preferred: an OAuth token with the `api` and `redemptions` scopes is enough to list redemptions, and can be revoked on its own. Expiring points need one too.",
  helpTimeZone:
    "When your customers live in one time zone. Times such as when a code is next usable are given in it too, beside yours, and a reply names a time only in it. Codes' validity hours are read in it as well: the API does not say the project's time zone, so use the one your project is set to.",
  helpReplyLanguage: "Suggested replies are written in it when the customer's own language is not known.",
  helpLanguageKey:
    'When your customers\' records in Voucherify keep their language (for example `locale: "es-MX"` or `language: "Spanish"`), name the key: a reply to them is then written in their language.',
  customUrlExample: "https://yourcompany.voucherify.io",
  regionCustom: "Dedicated cluster (custom API URL)",
  regionChoice: "{region} — {host}",
  savedOauthToken: "Saved, ends in …{end}: leave empty to keep it",
  savedAppToken: "Saved: leave empty to keep it",
  optional: "Optional",
  hostChangedAppToken:
    "The API host changed from {from} to {to}. The saved tokens are sent only to the host they were entered for: paste the App Token again to use this host.",
  hostChangedBothTokens:
    "The API host changed from {from} to {to}. The saved tokens are sent only to the host they were entered for: paste the App Token and the OAuth token again to use this host.",
  hostChangedToInvalidAppToken:
    "The API host changed from {from} to a URL that is not valid yet. The saved tokens are sent only to the host they were entered for: paste the App Token again to use this host.",
  hostChangedToInvalidBothTokens:
    "The API host changed from {from} to a URL that is not valid yet. The saved tokens are sent only to the host they were entered for: paste the App Token and the OAuth token again to use this host.",
  forgetOauthToken: "Forget the saved OAuth token",
  setByOrganisationNote:
    "Set by your organisation: the fields that cannot be changed here come from your admin's policy.",
  credentialsSummary: "Which credential each operation takes",
  credentialLine: "{operation}: {credentials}.",
  credentialsOauthOrAppKeys:
    "an OAuth token with the api and redemptions scopes, or the App ID and App Token",
  credentialsAppKeys: "the App ID and App Token",
  credentialsOauthWithAppKeys: "an OAuth token (Bearer), sent with the App ID and App Token",
  leastPowerful:
    "Give agents the least powerful credential that works: a read-only key, and an OAuth token with the `api` and `redemptions` scopes where it suffices.",
  loyaltySummary: "Also check loyalty access (optional ids)",
  loyaltyHint:
    "Test connection only reads. Get Member is checked with a card code, expiring points with the three loyalty v2 ids, the loyalty v2 memberships with a customer id; without them they are not checked.",
  checkCardCode: "Loyalty card code",
  checkCampaignId: "Loyalty campaign ID (optional)",
  checkProgramId: "Program ID (lprg_…)",
  checkMemberId: "Member ID (lmbr_…)",
  checkCardId: "Card ID (lcrd_…)",
  checkCustomerId: "Customer ID for loyalty v2 memberships (cust_…)",
  save: "Save",
  testOrigin: "Test {origin}",
  testConnection: "Test connection",

  // The options page's list of profiles.
  profilesHeading: "Profiles",
  readingProfiles: "Reading your profiles…",
  noProfileYet: "No profile yet. Add the API keys of your Voucherify project below.",
  setByOrganisation: "Set by your organisation",
  active: "Active",
  useForLookups: "Use for lookups",
  useForLookupsNamed: "Use “{name}” for lookups",
  edit: "Edit",
  editNamed: "Edit “{name}”",
  delete: "Delete",
  deleteNamed: "Delete “{name}”",
  addProfile: "Add profile",
  profile: "Profile",
  newProfile: "New profile",

  // What the editor says it did: save, Test connection, delete, switch.
  nothingSent: "Nothing was sent: {reason}",
  saving: "Saving “{name}”…",
  notSaved: "Not saved: {reason}",
  saved: "Saved “{name}”.",
  savedNotAllowed: "Saved “{name}”, but the browser did not allow requests to {host}.",
  saveAgainAndAllow: "Save again and accept the permission prompt, or lookups will fail.",
  testing: "Testing {host}…",
  testNotAllowed: "Nothing was sent: the browser did not allow requests to {host}.",
  testAgainAndAllow: "Test again and accept the permission prompt.",
  connectionFailed: "Connection failed: {reason}",
  connectionNotChecked: "Connection failed: List Redemptions was not checked",
  connectedWithOauth: "Connected to {region} ({host}) with the OAuth token.",
  connectedWithAppKeys: "Connected to {region} ({host}) with the App ID and App Token.",
  redemptionsVisible: {
    one: "{count} redemption is visible to these keys.",
    other: "{count} redemptions are visible to these keys.",
  },
  confirmDelete: "Delete the profile “{name}” and its saved keys?",
  notDeleted: "Not deleted: {reason}",
  deleted: "Deleted “{name}”.",
  nowInUse: "Lookups now use “{name}”.",
  notSwitched: "Not switched: {reason}",
  cannotReadProfiles: "Could not read your profiles: {reason}",
  cannotReadKeys: "Could not read which keys are saved: {reason}",
  reloadPage: "Reload this page.",

  // The popup's profile switch and its last Check.
  switchChoice: "{name} — {region}",
  checking: "Checking…",
  checkedAt: "{time}: {summary}",
  notCheckedYet: "Not checked yet",
  check: "Check",
  checkConnected: {
    one: "Connected: {count} redemption visible",
    other: "Connected: {count} redemptions visible",
  },
  notConnected: "Not connected",

  // Test connection's report, one line per operation.
  operationResult: "{operation}: {result}",
  allowed: "allowed",
  allowedViaOauth: "allowed via the OAuth token",
  allowedViaAppKeysAndOauth: "allowed via the App keys and OAuth token",
  allowedViaAppKeys: "allowed via the App keys",
  withNote: "{result} ({note})",
  notChecked: "not checked: {note}",
  refused: "refused: {reason}",
  couldNotCheck: "could not check: {reason}",
  noteNoSuchIds: "nothing has those ids, but the key may look",
  noteNeedsCardCode: "it needs a loyalty card code",
  noteNeedsCardIds: "it needs a program, member and card id",
  noteNeedsCustomerId: "it needs a customer id",

  // Why the worker refused a field: the checks' words (profile-fields.ts), then the worker's own.
  chooseRegion: "Choose a region",
  customUrlMissing: "Paste the URL of your dedicated cluster",
  nameMissing: "Give the profile a name, for example the project or the client",
  nameTooLong: "Keep the profile name under 60 characters",
  appIdTooLong: "App ID is too long",
  appIdUnlikeKey: "App ID contains spaces or characters a key never has",
  appIdMissing: "Paste the App ID from Project settings → Application keys",
  appTokenTooLong: "App Token is too long",
  appTokenUnlikeKey: "App Token contains spaces or characters a key never has",
  oauthTokenTooLong: "OAuth token is too long",
  oauthTokenUnlikeKey: "OAuth token contains spaces or characters a key never has",
  timeZoneTooLong: "A time zone name is shorter",
  timeZoneUnknown: "Use a time zone name such as Europe/Warsaw or America/New_York",
  chooseReplyLanguage: "Choose a reply language",
  languageKeyTooLong: "A metadata key is shorter",
  languageKeyUnlike: "Write the metadata key as it is in Voucherify, such as locale or language",
  appTokenMissing: "Paste the App Token that belongs to this App ID",
  appTokenHostChanged:
    "The API host changed: paste the App Token again (saved tokens are sent only to the host they were entered for)",
  policyMovedProfile:
    "Your organisation moved “{profile}” to {host}: reload Settings and paste the App Token again",
  policyMovedProfileElsewhere:
    "Your organisation moved “{profile}” to another host: reload Settings and paste the App Token again",
  setByOrganisationRemove:
    "Set by your organisation: this profile goes when your admin removes it from the policy",
  customUrlNotUrl: "This is not a URL. Paste the base URL, for example https://acme.voucherify.io",
  customUrlNotHttps: "The API URL must start with https://",
  customUrlCredentials: "The API URL must not contain a user name or password",
  customUrlQuery: "The API URL must not contain ? or #",
  customUrlVersion: "Leave out /v1 or /v2: give only the base URL",
} as const satisfies Table;
