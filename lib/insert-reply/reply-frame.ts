import { tenantOf } from "@/lib/detection";

/** A frame that says the agent used a reply box in it: where it is (the browser's word), what it sees of itself. */
export interface ReplyFrameClaim {
  frameId: number;
  url?: string;
  /** The frame's origin, as the browser gives it: about:blank and srcdoc frames inherit their creator's. */
  origin: string;
  /** The frame's body is an editor (design mode, or a contenteditable body). */
  editor: boolean;
  /** The frame sees itself sandboxed. */
  sandboxed: boolean;
}

export type ReplyFrameVerdict = { ok: false } | { ok: true /** when not the ticket's */; host?: string };

const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname;
  } catch {
    return "";
  }
};

/**
 * Whether a frame may hold the ticket's reply box. The ticket's own origin may; so may another host
 * of the same account of the helpdesk (Salesforce's publisher lives in a frame of the org's other
 * domain), said with its host; an editor frame (CKEditor 4's about:blank editing frame, TinyMCE's
 * srcdoc one) takes the verdict of the frame that made it, whose origin it inherits. A sandboxed
 * frame, an opaque origin, another account of the same helpdesk or any other site may not: an email
 * shown in a frame, or a frame someone else writes, never takes a reply.
 */
export function replyFrame(claim: ReplyFrameClaim, ticketOrigin: string | undefined): ReplyFrameVerdict {
  const refused = { ok: false } as const;
  if (!ticketOrigin || claim.sandboxed || claim.origin === "null") return refused;
  if ((claim.url ?? "").startsWith("about:"))
    return claim.frameId !== 0 && claim.editor
      ? replyFrame({ ...claim, url: undefined }, ticketOrigin)
      : refused;
  if (claim.origin === ticketOrigin) return { ok: true };
  const host = hostOf(claim.origin);
  const tenant = tenantOf(host);
  return claim.frameId !== 0 && tenant && tenant === tenantOf(hostOf(ticketOrigin))
    ? { ok: true, host }
    : refused;
}
