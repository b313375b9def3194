import type { ReplyToContent } from "@/lib/core/contract/envelope";
import type { SenderContext } from "@/lib/core/contract/router";
import type { TokenKind } from "@/lib/core/ids/kinds";
import { lookupOfToken } from "./classify";
import type { FileLookup } from "./lookup-entry.worker";

export interface LookupRequestServices {
  /** Whether one more lookup from this tab may go ahead (a few a second at most). */
  allowLookupFrom(tabId: number): boolean;
  /** Opens the side panel on a tab. Called before any await: it needs the click's user gesture. */
  openPanel(tabId: number): void;
  /** Whether the active profile's detector marks this text as this kind, whole. */
  isDetectable(token: { kind: string; text: string }): Promise<boolean>;
  /** Files what a content script asks to look up, for the side panel of its window, under what its tab shows now. */
  fileLookup: FileLookup;
}

/** The agent clicked a marked token's Look up button: the panel opens on it and the lookup waits there. */
export async function requestLookup(
  services: LookupRequestServices,
  token: { kind: TokenKind; text: string },
  { tabId, windowId }: SenderContext,
): Promise<ReplyToContent<{ queued: boolean }>> {
  if (tabId === undefined || !services.allowLookupFrom(tabId)) return { ok: true, value: { queued: false } };
  // An id without its kind's shape is refused before the panel opens; codes and emails depend
  // on the profile's settings, read below.
  if (token.kind !== "code" && token.kind !== "email" && !lookupOfToken(token))
    return { ok: true, value: { queued: false } };
  // Opened first, inside the click's user gesture: an await before it would lose the gesture.
  services.openPanel(tabId);
  // Filed before the wait below: a route the page reports meanwhile is the next ticket's, not this click's.
  const queue = services.fileLookup({ tabId, windowId });
  const lookup = (await services.isDetectable(token)) ? lookupOfToken(token) : undefined;
  if (!lookup) return { ok: true, value: { queued: false } };
  await queue(lookup);
  return { ok: true, value: { queued: true } };
}
