import type { TicketRef } from "./ticket.messages";

/**
 * Which ticket a page's URL shows: what identifies the ticket in it, not the whole URL. A ticket's
 * display and reply pages, or a tab of its page that changes a query parameter, are one ticket;
 * two ticket ids are two; another origin is always another ticket. A URL no rule knows is its
 * origin, path and query (its fragment too when the fragment is a route): when in doubt, a route
 * is another ticket.
 */
export function ticketOf(url: string): TicketRef {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { key: bounded(url || "?"), label: shortLabel(url || "?") };
  }
  const { origin, pathname, hostname, search, hash } = parsed;
  // data:, about: and the like have no origin: the URL is all there is.
  if (origin === "null") return { key: bounded(parsed.href), label: shortLabel(parsed.href) };
  const found = known(parsed, hostname.toLowerCase(), pathname.split("/").filter(Boolean));
  if (found) return { key: bounded(`${origin} ${found.id}`), label: shortLabel(found.label) };
  const route = isRoute(hash) ? hash : "";
  return { key: bounded(`${origin}${pathname}${search}${route}`), label: shortLabel(pathname + route) };
}

/** A ticket's id in a known helpdesk's URL: `id` keys it (with the origin), `label` says it. */
interface Found {
  id: string;
  label: string;
}

const DIGITS = /^\d+$/;
const numbered = (kind: string, id: string | undefined): Found | undefined =>
  id && DIGITS.test(id) ? { id: `${kind}/${id}`, label: `#${id}` } : undefined;
const onHost = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

function known(url: URL, host: string, parts: string[]): Found | undefined {
  const [first, second, third, fourth] = parts;
  // Zendesk: /agent/tickets/123, /agent/tickets/123/events.
  if (onHost(host, "zendesk.com") && first === "agent" && second === "tickets")
    return numbered("ticket", third);
  // Freshdesk: /a/tickets/123, and the older /helpdesk/tickets/123.
  if (onHost(host, "freshdesk.com") && (first === "a" || first === "helpdesk") && second === "tickets")
    return numbered("ticket", third);
  // Intercom: /a/inbox/<app>/inbox/…/conversation/<id>, /a/apps/<app>/inbox/…/conversations/<id>.
  if (host === "app.intercom.com" && first === "a" && (second === "inbox" || second === "apps") && third) {
    const at = parts.findIndex((p) => p === "conversation" || p === "conversations");
    const id = at > 0 ? parts[at + 1] : undefined;
    return id && DIGITS.test(id) ? { id: `${third}/conversation/${id}`, label: `#${id}` } : undefined;
  }
  // Gorgias: /app/ticket/123, and a ticket open in a view, /app/views/<view>/<ticket>.
  if (onHost(host, "gorgias.com") && first === "app") {
    if (second === "ticket") return numbered("ticket", third);
    if (second === "views" && parts.length === 4) return numbered("ticket", fourth);
    return undefined;
  }
  if (host === "app.hubspot.com") return hubspot(parts);
  if (onHost(host, "force.com") || onHost(host, "salesforce.com")) return salesforce(url, parts);
  // Help Scout: /conversation/<id>/<number>/; the agent knows the number.
  if (host === "secure.helpscout.net" && first === "conversation" && second && DIGITS.test(second))
    return { id: `conversation/${second}`, label: third && DIGITS.test(third) ? `#${third}` : second };
  if (host === "app.frontapp.com") return front(parts);
  // Self-hosted helpdesks, on any host: known by their paths and routes.
  return zammad(url.hash) ?? otrs(url) ?? requestTracker(url, parts);
}

/**
 * HubSpot: a help desk ticket (/help-desk/<portal>/view/<v>/ticket/<id>), the same ticket's CRM
 * record (/contacts/<portal>/ticket/<id>, /contacts/<portal>/record/0-5/<id>), or an inbox
 * conversation (/live-messages/<portal>/inbox/<id>).
 */
function hubspot(parts: string[]): Found | undefined {
  const [first, portal] = parts;
  if (!portal || !DIGITS.test(portal)) return undefined;
  const last = parts.at(-1) ?? "";
  const before = parts.at(-2);
  const ticket =
    (first === "help-desk" || first === "contacts") &&
    (before === "ticket" || (before === "0-5" && parts.at(-3) === "record"));
  if (ticket && DIGITS.test(last)) return { id: `${portal}/ticket/${last}`, label: `#${last}` };
  if (first === "live-messages" && before === "inbox" && DIGITS.test(last))
    return { id: `${portal}/thread/${last}`, label: `#${last}` };
  return undefined;
}

/** A Salesforce record id: 15 characters, or 18 whose last three only make it case-insensitive. */
const RECORD_ID = /^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/;

/**
 * Salesforce Lightning: /lightning/r/Case/<id>/view, or /lightning/r/<id>/view. In the console a
 * subtab (the case's contact) carries its workspace's record in `ws`: that record is the ticket.
 */
function salesforce(url: URL, parts: string[]): Found | undefined {
  const record = (path: string[]): Found | undefined => {
    if (path[0] !== "lightning" || path[1] !== "r") return undefined;
    const [object, id] = path[2] && RECORD_ID.test(path[2]) ? [undefined, path[2]] : [path[2], path[3]];
    if (!id || !RECORD_ID.test(id)) return undefined;
    // The 18-character form ends with a checksum of the 15: both name the same record.
    const short = id.slice(0, 15);
    return { id: `record/${short}`, label: object ? `${object} ${short}` : short };
  };
  const workspace = url.searchParams.get("ws");
  return (workspace && record(workspace.split("/").filter(Boolean))) || record(parts);
}

/** Front's conversation ids: cnv_<base 36> in the API and some links, the same number in base 10 elsewhere. */
const FRONT_ID = /^(?:cnv_[a-z0-9]+|\d+)$/;
/** The segments of an inbox's path that are followed by the inbox's id, not a conversation's. */
const FRONT_INBOX = new Set(["inboxes", "teams", "teammates", "shared", "folders", "views", "inbox"]);

/** Front: /open/cnv_…, /conversations/cnv_…, or a conversation in an inbox, /inboxes/…/<status>/<id>. */
function front(parts: string[]): Found | undefined {
  const [first] = parts;
  const last = parts.at(-1) ?? "";
  const inInbox = first === "inboxes" && parts.length >= 4 && !FRONT_INBOX.has(parts.at(-2) ?? "");
  if (!((first === "open" || first === "conversations" || inInbox) && FRONT_ID.test(last))) return undefined;
  const number = last.startsWith("cnv_") ? Number.parseInt(last.slice(4), 36) : Number(last);
  const cnv = Number.isSafeInteger(number) ? `cnv_${number.toString(36)}` : last;
  return { id: `conversation/${cnv}`, label: cnv };
}

/** Zammad: #ticket/zoom/<id>, and an article of it, #ticket/zoom/<id>/<article>. */
function zammad(hash: string): Found | undefined {
  const id = /^#ticket\/zoom\/(\d+)(?:\/|$)/.exec(hash)?.[1];
  return id ? { id: `zammad/${id}`, label: `Ticket ${id}` } : undefined;
}

/** OTRS and Znuny: index.pl?Action=AgentTicketZoom;TicketID=<id> (any agent action on the ticket). */
function otrs(url: URL): Found | undefined {
  if (!url.pathname.endsWith("/index.pl")) return undefined;
  const id = /(?:^\?|[;&])TicketID=(\d+)(?:[;&]|$)/.exec(url.search)?.[1];
  return id ? { id: `${url.pathname}/ticket/${id}`, label: `Ticket ${id}` } : undefined;
}

/** Request Tracker: /Ticket/Display.html?id=1, /Ticket/Update.html?Action=Respond&id=1, under any prefix. */
function requestTracker(url: URL, parts: string[]): Found | undefined {
  const at = parts.length - 2;
  if (at < 0 || parts[at] !== "Ticket" || !/^[A-Za-z]+\.html$/.test(parts[at + 1] ?? "")) return undefined;
  const id = url.searchParams.get("id");
  if (!id || !DIGITS.test(id)) return undefined;
  return { id: `/${parts.slice(0, at).join("/")}/Ticket/${id}`, label: `#${id}` };
}

/** A fragment that routes (#/tickets/2, #!/inbox, #ticket/view/all), not one that scrolls (#comment-3). */
const isRoute = (hash: string) => hash.length > 1 && (hash.includes("/") || hash.startsWith("#!"));

const MAX_KEY = 2048;
const MAX_LABEL = 120;

/** A key within the contract's bound: a longer URL keeps its start and a hash of the whole, so two stay two. */
function bounded(key: string): string {
  if (key.length <= MAX_KEY) return key;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return `${key.slice(0, MAX_KEY - 10)}#${(hash >>> 0).toString(16).padStart(8, "0")}`;
}

const shortLabel = (label: string) =>
  label.length <= MAX_LABEL ? label || "/" : `${label.slice(0, MAX_LABEL - 1)}…`;
