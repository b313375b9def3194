import type { Browser } from "wxt/browser";

export type SenderKind = "extension_page" | "content_script" | "untrusted";

/**
 * Tells our own pages from our content scripts from anything else. An extension page opened in a
 * tab has `sender.tab` too, so the page's URL, not the tab, decides.
 */
export function classifySender(
  sender: Browser.runtime.MessageSender,
  extensionId: string,
  extensionOrigin: string,
): SenderKind {
  if (sender.id !== extensionId) return "untrusted";
  const url = sender.url ?? "";
  if (url.startsWith(extensionOrigin)) return "extension_page";
  if (sender.tab && url) return "content_script";
  return "untrusted";
}
