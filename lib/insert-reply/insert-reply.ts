import type { Reply } from "@/lib/core/contract/envelope";
import { MAX_REPLY_LENGTH } from "@/lib/core/contract/to-content";
import { languageInUse, type Say } from "@/lib/core/i18n/words";
import type { InsertReply } from "@/lib/insert-reply/insert-reply.messages";
import { insertReplyWords } from "./words";
import type en from "./words/en";

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

// The English wording of the answers the tests drive the English panel by (insertReplyWords holds
// every language's).
export const CLICK_FIRST = "Click into the reply box first";
/** The editor was asked through each of its input paths and shows no reply: nothing of it is left pending there. */
export const NOT_TAKEN = "Your helpdesk's editor did not take the text: it is copied, paste it with Ctrl+V.";

/** Why a reply could not go in, and what the agent does now: with the reply copied, or not. */
const NOT_INSERTED = {
  clickFirst: { copied: "clickFirstCopied", copyFailed: "clickFirstCopyFailed" },
  boxGone: { copied: "boxGoneCopied", copyFailed: "boxGoneCopyFailed" },
  tabUnreachable: { copied: "tabUnreachableCopied", copyFailed: "tabUnreachableCopyFailed" },
  noTicketRead: { copied: "noTicketReadCopied", copyFailed: "noTicketReadCopyFailed" },
} as const satisfies Record<string, Record<"copied" | "copyFailed", keyof typeof en>>;

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
 * if it is right. Said in the words of `given`, else in the page's language.
 */
export async function insertOrCopy(
  target: InsertTarget,
  text: string,
  services: InsertServices,
  given?: Say<typeof en>,
): Promise<string> {
  const say = given ?? (await insertReplyWords.load(languageInUse()));
  const { tabId, ticketKey } = target;
  if (target.elsewhere) return say("otherTicket");
  // Looked up before this tab's ticket was known, which is known now: it may be another ticket's.
  if (tabId !== undefined && ticketKey === undefined && target.ticketKnown) return say("beforeTicket");
  // A reply longer than one insert may carry (a team's wording that repeats a long promotion name,
  // say): said before anything is asked, and left to Copy, so the agent reads it over first.
  if (text.length > MAX_REPLY_LENGTH) return say("tooLong", { count: text.length, max: MAX_REPLY_LENGTH });
  const answer =
    tabId === undefined || ticketKey === undefined
      ? undefined
      : await services.insert(tabId, text, ticketKey);
  if (answer?.ok && answer.value.inserted)
    return answer.value.host ? say("insertedIn", { host: answer.value.host }) : say("inserted");
  const reason = answer?.ok && !answer.value.inserted ? answer.value.reason : undefined;
  if (reason === "other_ticket") return say("otherTicket");
  if (reason === "not_taken") return say((await services.copy(text)) ? "notTaken" : "notTakenCopyFailed");
  const why =
    reason === "editor_gone"
      ? NOT_INSERTED.boxGone
      : answer && !answer.ok
        ? NOT_INSERTED.tabUnreachable
        : tabId !== undefined && ticketKey === undefined
          ? NOT_INSERTED.noTicketRead
          : NOT_INSERTED.clickFirst;
  return say((await services.copy(text)) ? why.copied : why.copyFailed);
}
