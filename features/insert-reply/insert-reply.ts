import type { Reply } from "@/core/contract/envelope";
import type { InsertReply } from "@/features/insert-reply/insert-reply.messages";

export interface InsertServices {
  /** Asks the worker to put the text into the reply box the agent last used in the tab. */
  insert(tabId: number, text: string): Promise<Reply<InsertReply>>;
  copy(text: string): Promise<boolean>;
}

export const CLICK_FIRST = "Click into the reply box first";

/** The panel's clipboard: true once written, false when the browser refused. */
export const copyToClipboard = (text: string): Promise<boolean> =>
  navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );

/**
 * Insert into reply, in words the agent can act on. When no reply box can take it the text is
 * copied instead, so the click is never lost: the agent clicks into the box and pastes.
 */
export async function insertOrCopy(
  tabId: number | undefined,
  text: string,
  services: InsertServices,
  /** The tab the answer was looked up for: a reply about one ticket never goes into another. */
  answerTabId?: number,
): Promise<string> {
  if (tabId !== undefined && answerTabId !== undefined && answerTabId !== tabId)
    return "This answer is about the ticket you were on, not this one: nothing was inserted or copied. Go back to that ticket, or look this ticket's customer up.";
  const answer = tabId === undefined ? undefined : await services.insert(tabId, text);
  if (answer?.ok && answer.value.inserted)
    return "Inserted into the reply box. Nothing was sent: read it over and send it from the helpdesk.";
  const gone = answer?.ok && !answer.value.inserted && answer.value.reason === "editor_gone";
  const why = gone
    ? `The reply box you last used is gone (another ticket?). ${CLICK_FIRST}`
    : answer && !answer.ok
      ? `${CLICK_FIRST}: the ticket's tab could not be reached`
      : CLICK_FIRST;
  return (await services.copy(text))
    ? `${why}. The reply was copied instead: paste it there.`
    : `${why}. Copying failed too: select the reply and copy it.`;
}
