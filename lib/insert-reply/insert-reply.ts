import type { Reply } from "@/lib/core/contract/envelope";
import { MAX_REPLY_LENGTH } from "@/lib/core/contract/to-content";
import { formatCount } from "@/lib/core/intl/money";
import type { InsertReply } from "@/lib/insert-reply/insert-reply.messages";

export interface InsertServices {
  /** Asks the worker to put the text into the reply box the agent last used in the tab, if it shows that ticket. */
  insert(tabId: number, text: string, ticketKey: string): Promise<Reply<InsertReply>>;
  copy(text: string): Promise<boolean>;
}

/** Where Insert into reply may go, as the panel knows it when the agent presses it. */
export interface InsertTarget {
  /** The tab the panel speaks about. */
  tabId: number | undefined;
  /** The key of the ticket the answer is about, when it is known. */
  ticketKey: string | undefined;
  /** Whether the tab shows another ticket than the answer's, as far as the panel knows. */
  elsewhere: boolean;
  /** Whether the panel knows which ticket the tab shows. */
  ticketKnown: boolean;
}

export const CLICK_FIRST = "Click into the reply box first";
/** The editor was asked through each of its input paths and shows no reply: nothing of it is left pending there. */
export const NOT_TAKEN = "Your helpdesk's editor did not take the text: it is copied, paste it with Ctrl+V.";
/** An answer about one ticket is never put into another: said, and neither inserted nor copied. */
export const OTHER_TICKET = "This answer is about another ticket: look it up again here";
/** An answer that came before the panel knew any ticket, now that it knows one: it may be another's. */
export const BEFORE_TICKET = "This answer came before this ticket was read: look it up again here";

/**
 * A reply longer than one insert may carry (a team's wording that repeats a long promotion name,
 * say): said before anything is asked, and left to Copy, so the agent reads it over first.
 */
const tooLongToInsert = (length: number) =>
  `This reply is too long to insert: ${formatCount(length, "en")} characters, and Insert into reply takes at most ${formatCount(MAX_REPLY_LENGTH, "en")}. Read it over, and use Copy reply if it is right.`;

/** The panel's clipboard: true once written, false when the browser refused. */
export const copyToClipboard = (text: string): Promise<boolean> =>
  navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );

/**
 * Insert into reply, in words the agent can act on. A reply goes only into the ticket its answer
 * is about: the panel refuses an answer about another ticket, and the worker refuses when the tab
 * no longer shows the answer's ticket. When no reply box can take it the text is copied instead,
 * so the click is never lost: the agent clicks into the box and pastes. A reply about another
 * ticket is not copied either: it belongs there. "Inserted" is said only once the editor showed the
 * reply; an editor that took none of its input paths leaves the agent a copy to paste.
 * A reply too long for one insert is neither put in nor copied: the agent reads it, and copies it
 * if it is right.
 */
export async function insertOrCopy(
  target: InsertTarget,
  text: string,
  services: InsertServices,
): Promise<string> {
  const { tabId, ticketKey } = target;
  if (target.elsewhere) return OTHER_TICKET;
  // Looked up before this tab's ticket was known, which is known now: it may be another ticket's.
  if (tabId !== undefined && ticketKey === undefined && target.ticketKnown) return BEFORE_TICKET;
  if (text.length > MAX_REPLY_LENGTH) return tooLongToInsert(text.length);
  const answer =
    tabId === undefined || ticketKey === undefined
      ? undefined
      : await services.insert(tabId, text, ticketKey);
  if (answer?.ok && answer.value.inserted) {
    const where = answer.value.host ? `the reply box in ${answer.value.host}` : "the reply box";
    return `Inserted into ${where}. Nothing was sent: read it over and send it from the helpdesk.`;
  }
  const reason = answer?.ok && !answer.value.inserted ? answer.value.reason : undefined;
  if (reason === "other_ticket") return OTHER_TICKET;
  if (reason === "not_taken")
    return (await services.copy(text))
      ? NOT_TAKEN
      : "Your helpdesk's editor did not take the text, and copying failed too: select the reply and copy it.";
  const why =
    reason === "editor_gone"
      ? `The reply box you last used is gone (another ticket?). ${CLICK_FIRST}`
      : answer && !answer.ok
        ? `${CLICK_FIRST}: the ticket's tab could not be reached`
        : tabId !== undefined && ticketKey === undefined
          ? "Voucher Lens has not read a ticket in this tab, so it inserted nothing"
          : CLICK_FIRST;
  return (await services.copy(text))
    ? `${why}. The reply was copied instead: paste it there.`
    : `${why}. Copying failed too: select the reply and copy it.`;
}
