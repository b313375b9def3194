import { englishTable } from "@/lib/core/i18n/words";

/** The shared components' words: the English source the other languages follow. */
export default englishTable({
  copy: "Copy",
  copyWhat: "Copy {what}",
  copied: "Copied ✓",
  copiedWhat: "Copied {what}",
  copyFailed: "Copy failed",
  requestIdWhat: "request id",
  requestId: "Request id",
  requestIdValue: "Request id: {requestId}",
  tryAgain: "Try again",
  tryAgainIn: "Try again in {seconds} s",
  retryRateLimited: "The API asked Voucher Lens to slow down (rate limit)",
  retryServerError: "The API had a passing error",
  retryNetwork: "The API could not be reached",
  retryingIn: "{cause}: trying again in {seconds} s…",
  retryingNow: "{cause}: trying again now…",
  kindHttp: "The API refused",
  kindServer: "Voucherify had a problem",
  kindNetwork: "Offline or unreachable",
  kindTimeout: "No answer in time",
  kindShape: "Unreadable answer",
  kindRateLimited: "Rate limit reached",
  kindInvalidInput: "Cannot look that up",
  gaps: "Not shown, the API gave them in a shape Voucher Lens cannot read: {gaps}.",
  loadingRedemptions: "Loading redemptions",
});
