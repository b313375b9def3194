import { askTab } from "@/lib/core/contract/content-channel";
import type { InsertReply } from "@/lib/insert-reply/insert-reply.messages";
import {
  documentIn,
  type FrameSender,
  recordReplyBox,
  seeTicket,
  senderOrigin,
  tabRecord,
} from "@/lib/ticket/index.worker";
import { replyFrame } from "./reply-frame";

/** What a frame says of the box the agent used in it. */
export interface BoxClaim {
  doc: string;
  box: number;
  editor: boolean;
  sandboxed: boolean;
}

/**
 * The agent used a reply box in this frame: kept with the tab's ticket and top document when the
 * frame may hold the ticket's reply box. When it may not, the box used before is forgotten too: the
 * agent's last box is not one a reply may go into, so Insert goes nowhere.
 */
export async function useReplyBox(tabId: number, sender: FrameSender, claim: BoxClaim): Promise<boolean> {
  const frame = { ...sender, origin: senderOrigin(sender), editor: claim.editor, sandboxed: claim.sandboxed };
  const chosen = await recordReplyBox(tabId, (tab) => {
    // The top frame's box counts only in the document that reported the ticket.
    if (sender.frameId === 0 && claim.doc !== tab.doc) return undefined;
    const verdict = replyFrame(frame, tab.origin);
    if (!verdict.ok) return undefined;
    return {
      frame: sender.frameId,
      doc: claim.doc,
      id: claim.box,
      ...(verdict.host ? { host: verdict.host } : {}),
    };
  });
  return chosen !== undefined;
}

/**
 * Puts the reply into the box the agent last used in the tab, and only while the tab shows the
 * ticket the answer is about: its top frame is asked which ticket it shows now (not what was
 * stored), and the box must have been chosen on that ticket and page. Only the frame holding the
 * box is asked, naming its document and box; no other frame ever is.
 */
export async function insertReply(tabId: number, text: string, ticketKey: string): Promise<InsertReply> {
  const where = await documentIn(tabId, 0);
  // No page of ours in the tab any more (another site): not the answer's ticket.
  if (!where) return { inserted: false, reason: "other_ticket" };
  // Read after the clicks and routes already heard are recorded: the box the agent used last, with
  // the ticket and page it was chosen on.
  const recorded = await tabRecord(tabId);
  // The ticket as the page shows it now; another one than recorded starts the records afresh.
  const ticket = await seeTicket(tabId, where.doc, where.url);
  if (ticket.key !== ticketKey) return { inserted: false, reason: "other_ticket" };
  const box = recorded?.box;
  if (!box) return { inserted: false, reason: "no_editor" };
  // Chosen while the tab showed another ticket, whose route had not reached the worker yet: the
  // answer is about the ticket shown, but the box the agent used belonged to the one before.
  if (recorded.ticket?.key !== ticketKey) return { inserted: false, reason: "editor_gone" };
  // The same ticket, but another page of it (reloaded): the box chosen went with its page.
  if (recorded.doc !== where.doc) return { inserted: false, reason: "editor_gone" };
  // A frame that navigated away or closed cannot answer: the box the agent used is gone.
  const answer = await askTab(tabId, "reply.insert", { text, doc: box.doc, box: box.id }, box.frame).catch(
    () => undefined,
  );
  if (!answer) return { inserted: false, reason: "editor_gone" };
  return answer.inserted && box.host ? { ...answer, host: box.host } : answer;
}
