import type { Table } from "@/lib/core/i18n/message";

/** The popup's Revoke words: the English source the other languages follow. */
export default {
  heading: "Revoke an OAuth token",
  confirmLegend: "Confirm revocation",
  confirmStored: "Revoke the OAuth token of “{profile}” ending in …{end}? It stops working at once.",
  yesRevoke: "Yes, revoke it",
  cancel: "Cancel",
  revokeStored: "Revoke token",
  storedToken: "The OAuth token stored in “{profile}”, ending in …{end}.",
  noStoredToken: "“{profile}” has no stored OAuth token.",
  tokenToRevoke: "Token to revoke",
  show: "Show",
  hide: "Hide",
  showToken: "Show token",
  hideToken: "Hide token",
  revokeWith: "Revoke with the keys of",
  profileChoice: "{name} — {host}",
  revokeWithHint: "A token can only be revoked with the keys of the project and region that issued it.",
  willRevokeWith: "Revoked with the keys of “{profile}” on {host}.",
  revokePasted: "Revoke pasted token",
  revoking: "Revoking…",

  // How a revocation ended: only what the API's answer proves.
  revoked: "Revoked: the token can no longer be used.",
  revokedWith: "Revoked with the keys of “{profile}” on {host}.",
  removedFromProfile: "It was removed from “{profile}”; lookups now use the App keys.",
  alreadyInactive: "Not found or already inactive: the token can no longer be used.",
  unknownToProject:
    "Not revoked: the project of “{profile}” on {host} does not know this token, or it is already inactive.",
  unknownToProjectDetail:
    "If it was issued for that project, it can no longer be used. If it came from another project or region, it may still work: revoke it with that project's profile.",
  triedWith:
    "Tried with the keys of “{profile}” on {host}: choose the profile of the token's project and region, and try again.",
  checkProfile: "Check the region or custom API URL of “{profile}” in Settings, and try again.",
  storedKept: "The stored token is kept.",
  keysRefused:
    "Nothing was revoked: {host} refused the App ID or App Token of “{profile}” (401). The token may still work.",
  fixKeys: "Fix the keys in Settings, or check the region, and try again.",
  keysForbidden:
    "Nothing was revoked: the keys of “{profile}” cannot revoke OAuth tokens (403). The token may still work.",
  askAdmin: "Ask your admin for keys with the right to manage the project's OAuth tokens.",
  notApiEmpty:
    "Not revoked for certain: {host} answered 404 with an empty answer, not Voucherify's own answer. The token may still work.",
  notApiPage:
    "Not revoked for certain: {host} answered 404 with a web page, not Voucherify's own answer. The token may still work.",
  notApiBody:
    "Not revoked for certain: {host} answered 404 with a body that is not Voucherify's error, not Voucherify's own answer. The token may still work.",
  notVoucherify:
    "Not revoked for certain: {host} did not answer as Voucherify does. The token may still work.",
  rateLimited: "Not revoked yet: {host} asked to slow down (too many requests). The token may still work.",
  waitAndRetry: "Wait a moment and try again.",
  unreachable: "Not revoked yet: {host} could not be reached or was unavailable. The token may still work.",
  alreadyRetried: "Already retried. Try again in a moment.",
  apiRefused: "Not revoked: the API refused the request. The token may still work.",
  answerUnreadable: "Its answer could not be read.",
} as const satisfies Table;
