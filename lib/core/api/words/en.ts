import type { Table } from "@/lib/core/i18n/message";

/**
 * What a failed lookup means for the agent (explain-error.ts): the English source the other languages
 * follow. A refusal names the operation in a whole sentence of its own, never a verb put into one.
 */
export default {
  correctField: "Correct {field} and try again.",
  thenTryAgain: "Then try again.",

  cannotReach: "Could not reach {host}",
  cannotReachApi: "Could not reach the Voucherify API",
  checkConnection: "Check your connection, VPN or proxy, and for a dedicated cluster the custom API URL.",

  noAnswer: {
    one: "{host} did not answer within {count} second",
    other: "{host} did not answer within {count} seconds",
  },
  noAnswerApi: {
    one: "The Voucherify API did not answer within {count} second",
    other: "The Voucherify API did not answer within {count} seconds",
  },
  checkStatus: "Try again in a moment; if it keeps happening, check status.voucherify.io.",

  unreadable: "The API answered with data Voucher Lens cannot read",
  reportIt: "Try again; if it persists, report it with the time of the lookup.",

  rateLimited: "Too many requests: the project's API rate limit is reached",
  waitThenRetry: "Wait {seconds} s, then try again.",
  retryNow: "Try again now.",

  // A 403 from the API: the key's role does not allow the operation.
  forbidden: "These keys may not do this (403)",
  askForKeys: "Ask a Voucherify admin for keys whose role allows it.",
  outsideRole:
    "The {resource} is outside the areas or stores this key's role covers: ask your admin to add it to the role, or for a key that covers it.",
  cannotListRedemptions: "This key cannot list redemptions (403)",
  needsListRedemptions: "Ask your admin for a key with read access to redemptions.",
  cannotGetMember: "This key cannot read loyalty cards (Get Member) (403)",
  needsGetMember: "Ask your admin for a key with read access to loyalty campaigns and their members.",
  cannotExpiringPoints: "This key cannot read a card's expiring points (403)",
  needsExpiringPoints:
    "Ask your admin for a key with read access to loyalty programs, members and cards (loyalty v2).",
  cannotMemberships: "This key cannot read a customer's loyalty v2 memberships (403)",
  needsMemberships:
    "Ask your admin for a key with read access to loyalty programs and their members (loyalty v2).",
  cannotProgramMembership: "This key cannot read a member's tier progress in a loyalty v2 program (403)",
  needsProgramMembership:
    "Ask your admin for a key with read access to loyalty programs and their members (loyalty v2).",
  cannotPendingPoints: "This key cannot read a card's pending points (403)",
  needsPendingPoints:
    "Ask your admin for a key with read access to loyalty programs, members and cards (loyalty v2).",
  cannotCardTransactions: "This key cannot read a card's history of points (403)",
  needsCardTransactions:
    "Ask your admin for a key with read access to loyalty programs, members and cards (loyalty v2).",
  cannotTierTransactions: "This key cannot read a member's tier changes (403)",
  needsTierTransactions:
    "Ask your admin for a key with read access to loyalty programs and their members (loyalty v2).",
  cannotRewardPurchases: "This key cannot read a member's reward purchases (403)",
  needsRewardPurchases:
    "Ask your admin for a key with read access to loyalty programs, members and rewards (loyalty v2).",
  cannotMemberTransactions: "This key cannot read a loyalty card's transactions (403)",
  needsMemberTransactions:
    "Ask your admin for a key with read access to loyalty campaigns and their members.",
  cannotRevokeToken: "This key cannot revoke OAuth tokens (403)",
  needsRevokeToken: "Ask your admin for a key with the right to manage the project's OAuth tokens.",

  keysRefused: "The App ID or App Token was refused (401)",
  checkKeys:
    "Check both keys in Settings, and that the project lives in the region you chose ({host}): keys of another region are refused.",
  checkKeysApi:
    "Check both keys in Settings, and that the project lives in the region you chose (the Voucherify API): keys of another region are refused.",
  refusedNotByApi: "{host} refused the request (403), and not with Voucherify's own answer",
  refusedNotByApiNoHost: "The Voucherify API refused the request (403), and not with Voucherify's own answer",
  checkProxy:
    "A proxy, firewall or VPN may be blocking it; for a dedicated cluster, check the custom API URL.",
  notInPlan: "The project's plan does not include this (402)",
  askAdmin: "Ask a Voucherify admin.",
  notFound: "Not found (404)",
  checkCode: "Check the code or id, and that the profile is the right project.",
  serverError: "Voucherify answered with an error ({status})",
  serverErrorPage: "Voucherify answered with an error page ({status})",
  alreadyRetried:
    "Voucher Lens already retried. Try again in a minute, and quote the request id to Voucherify support.",
  refused: "The API refused the request ({status})",
  checkSearch: "Check what you searched for.",
  viaOauthToken: "via the OAuth token",
  viaAppKeysAndOauthToken: "via the App keys and OAuth token",
  viaAppKeys: "via the App keys",
  regionApi: "Europe (default)",
  regionUs1Api: "United States",
  regionAs1Api: "Asia",
  regionDownload: "Europe, download cluster",
  regionUs1Download: "United States, download cluster",
  regionAs1Download: "Asia, download cluster",
  regionCustom: "Dedicated cluster",
  inputRefused: "Voucher Lens did not send this: {field} was refused",
  profileDeletedMeanwhile: "This profile was deleted meanwhile",
  profileRemovedMeanwhile: "that profile was removed meanwhile",
  profileChangedMeanwhile: "another profile was chosen meanwhile: look it up again",
  noProfileSetUp: "No profile is set up yet: add your API keys in Settings",
  appTokenOfProfileMissing: "The App Token of “{profile}” is missing: enter it again in Settings",
  adminProfileNeedsToken: "Your admin set up “{profile}”: add your App Token to it in Settings",
  tokenEmpty: "The token is empty",
  tokenTooLong: "This is too long to be an access token",
  tokenUnlike: "The token contains spaces or characters a token never has",
} as const satisfies Table;
