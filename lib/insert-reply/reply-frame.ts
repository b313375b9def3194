import { HELPDESK_MATCHES } from "@/lib/detection";

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

/**
 * The helpdesk a host belongs to, by the domain of the match it falls under (lib/detection's
 * helpdesks), or none. Salesforce serves one org from force.com and salesforce.com hosts alike.
 */
export function helpdeskOf(host: string): string | undefined {
  for (const match of HELPDESK_MATCHES) {
    const pattern = new URL(match.replace("*.", "")).hostname;
    if (!(host === pattern || (match.includes("*.") && host.endsWith(`.${pattern}`)))) continue;
    const domain = pattern.split(".").slice(-2).join(".");
    return domain === "salesforce.com" ? "force.com" : domain;
  }
  return undefined;
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname;
  } catch {
    return "";
  }
};

/**
 * Whether a frame may hold the ticket's reply box. The ticket's own origin may; so may a host of the
 * same helpdesk Voucher Lens runs on (Salesforce's publisher lives in a frame of another Salesforce
 * host), said with its host; and an editor frame the ticket's own document made (CKEditor 4's
 * about:blank editing frame, TinyMCE's srcdoc one). A sandboxed frame, an opaque origin, or any
 * other origin may not: an email shown in a frame, or a frame of another site, never takes a reply.
 */
export function replyFrame(claim: ReplyFrameClaim, ticketOrigin: string | undefined): ReplyFrameVerdict {
  const refused = { ok: false } as const;
  if (!ticketOrigin || claim.sandboxed || claim.origin === "null") return refused;
  if ((claim.url ?? "").startsWith("about:"))
    return claim.frameId !== 0 && claim.editor && claim.origin === ticketOrigin ? { ok: true } : refused;
  if (claim.origin === ticketOrigin) return { ok: true };
  const host = hostOf(claim.origin);
  const helpdesk = helpdeskOf(host);
  return claim.frameId !== 0 && helpdesk && helpdesk === helpdeskOf(hostOf(ticketOrigin))
    ? { ok: true, host }
    : refused;
}
