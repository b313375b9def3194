import type { TicketRef } from "./ticket.messages";

/**
 * Where a helpdesk's URL names its ticket: the host it runs on (any, for the self-hosted ones), a
 * pattern over path, query and fragment, and the ticket's id and label made of the pattern's groups
 * ("$1"). Each pattern is anchored, its repeats separated by fixed characters: linear on any URL.
 */
const RULES: [host: RegExp | undefined, pattern: RegExp, id: string, label: string][] = [
  // Zendesk: /agent/tickets/123, /agent/tickets/123/events.
  [/(^|\.)zendesk\.com$/, /^\/agent\/tickets\/(\d+)(?:[/?#]|$)/, "t$1", "#$1"],
  // Freshdesk: /a/tickets/123, and the older /helpdesk/tickets/123.
  [/(^|\.)freshdesk\.com$/, /^\/(?:a|helpdesk)\/tickets\/(\d+)(?:[/?#]|$)/, "t$1", "#$1"],
  // Intercom: /a/inbox/<app>/inbox/…/conversation/<id>, /a/apps/<app>/inbox/…/conversations/<id>.
  [
    /^app\.intercom\.com$/,
    /^\/a\/(?:inbox|apps)\/([^/?#]+)\/(?:[^?#]*\/)?conversations?\/(\d+)(?:[/?#]|$)/,
    "c$1/$2",
    "#$2",
  ],
  // Gorgias: /app/ticket/123, and a ticket open in a view, /app/views/<view>/<ticket>.
  [/(^|\.)gorgias\.com$/, /^\/app\/(?:ticket|views\/[^/?#]+)\/(\d+)(?:[/?#]|$)/, "t$1", "#$1"],
  // HubSpot: a help desk ticket (/help-desk/<portal>/view/<v>/ticket/<id>) and the same ticket's
  // record (/contacts/<portal>/ticket/<id>, /contacts/<portal>/record/0-5/<id>); an inbox thread.
  [
    /^app\.hubspot\.com$/,
    /^\/(?:help-desk|contacts)\/(\d+)\/(?:[^?#]*\/)?(?:ticket|record\/0-5)\/(\d+)\/?(?:[?#]|$)/,
    "$1t$2",
    "#$2",
  ],
  [/^app\.hubspot\.com$/, /^\/live-messages\/(\d+)\/inbox\/(\d+)\/?(?:[?#]|$)/, "$1m$2", "#$2"],
  // Salesforce Lightning: /lightning/r/Case/<id>/view or /lightning/r/<id>/view; the 18-character id
  // ends with a checksum of the 15 (both name one record). A console subtab's record: see `ws`.
  [
    /(^|\.)(?:force|salesforce)\.com$/,
    /^\/lightning\/r\/(?:(\w+)\/)?([a-zA-Z0-9]{15})(?:[a-zA-Z0-9]{3})?(?:[/?#]|$)/,
    "r$2",
    "$1 $2",
  ],
  // Help Scout: /conversation/<id>/<number>/; the agent knows the number.
  [/^secure\.helpscout\.net$/, /^\/conversation\/(\d+)\/(\d+)(?:[/?#]|$)/, "h$1", "#$2"],
  // Front: /open/cnv_…, /conversations/cnv_…, or a conversation in an inbox, /inboxes/…/<status>/<id>
  // (an inbox's own id follows one of the words below: that page is no conversation).
  [
    /^app\.frontapp\.com$/,
    /^\/(?:open|conversations|inboxes(?:\/[^/?#]+)*\/(?!(?:inboxes|teams|teammates|shared|folders|views|inbox)\/)[^/?#]+)\/(cnv_[a-z0-9]+|\d+)\/?(?:[?#]|$)/,
    "$1",
    "$1",
  ],
  // Self-hosted, on any host. Zammad's routes: #ticket/zoom/<id>, #ticket/zoom/<id>/<article>.
  [undefined, /^[^#]*#ticket\/zoom\/(\d+)(?:\/|$)/, "z$1", "Ticket $1"],
];

/**
 * Self-hosted helpdesks that name the ticket in a query parameter, on any host: the path of their
 * ticket pages, the parameter, and the ticket's id and label ("$1": the path's group, "$id": the
 * parameter). The parameter is read as the helpdesk reads it, names and values decoded, `;` or `&`
 * between them. Given twice, the helpdesk shows the first and a rule could be made to read another:
 * such a URL names no ticket shared with any other.
 */
const QUERY_RULES: [path: RegExp, parameter: string, id: string, label: string][] = [
  // OTRS and Znuny: index.pl?Action=AgentTicketZoom;TicketID=<id>, any agent action on the ticket.
  [/^([^?#]*\/index\.pl)$/, "TicketID", "$1 o$id", "Ticket $id"],
  // Request Tracker: /Ticket/Display.html?id=1, /Ticket/Update.html?Action=Respond&id=1.
  [/^([^?#]*)\/Ticket\/[A-Za-z]+\.html$/, "id", "$1 q$id", "#$id"],
];

/** Every value of a query parameter, names and values decoded; a part that cannot be decoded is kept as written. */
function queryValues(search: string, name: string): string[] {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, " "));
    } catch {
      return text;
    }
  };
  return search
    .slice(1)
    .split(/[;&]/)
    .flatMap((part) => {
      const at = part.indexOf("=");
      const key = decode(at < 0 ? part : part.slice(0, at));
      return key === name ? [decode(at < 0 ? "" : part.slice(at + 1))] : [];
    });
}

/**
 * Which ticket a page's URL shows: what identifies the ticket in it, not the whole URL. A ticket's
 * display and reply pages, or a tab of its page that changes a query parameter, are one ticket;
 * two ticket ids are two; another origin is always another ticket. A URL no rule knows, or one
 * that names its ticket twice, is the whole URL, fragment included: when in doubt, another ticket.
 */
export function ticketOf(url: string): TicketRef {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return made(url || "?", url || "?");
  }
  const { origin, pathname, search, hash, hostname, href, searchParams } = parsed;
  // data:, about: and the like have no origin: the URL is all there is.
  if (origin === "null") return made(href, href);
  let rest = pathname + search + hash;
  // In Salesforce's console a subtab (the case's contact) names its workspace's record in `ws`:
  // that record is the ticket.
  const workspaces = searchParams.getAll("ws");
  const workspace = workspaces.length === 1 ? workspaces[0] : undefined;
  if (/(?:force|salesforce)\.com$/.test(hostname) && workspaces.length > 1) return unknownRoute(parsed);
  if (workspace?.startsWith("/lightning/r/") && /(?:force|salesforce)\.com$/.test(hostname)) rest = workspace;
  for (const [path, parameter, id, label] of QUERY_RULES) {
    const found = path.exec(pathname);
    if (!found) continue;
    const values = queryValues(search, parameter);
    const [value] = values;
    if (values.length !== 1 || value === undefined || !/^\d{1,18}$/.test(value)) return unknownRoute(parsed);
    const fill = (template: string) => template.replace("$1", found[1] ?? "").replace("$id", value);
    return made(`${origin} ${fill(id)}`, fill(label));
  }
  for (const [host, pattern, id, label] of RULES) {
    const found = (!host || host.test(hostname)) && pattern.exec(rest);
    if (!found) continue;
    const fill = (template: string) => {
      const text = template.replace(/\$(\d)/g, (_, n) => found[n] ?? "").trim();
      return hostname === "app.frontapp.com" ? cnv(text) : text;
    };
    return made(`${origin} ${fill(id)}`, fill(label));
  }
  return unknownRoute(parsed);
}

/**
 * A page no rule reads: its origin, path, query and fragment, so any change of them, the fragment
 * included, is another ticket. When in doubt, another ticket: an answer is then marked as about the
 * page it was looked up on, never carried to one the agent did not look it up for.
 */
function unknownRoute({ origin, pathname, search, hash }: URL): TicketRef {
  const fragment = hash.length > 1 ? hash : "";
  return made(origin + pathname + search + fragment, pathname + fragment);
}

/** Front's conversation ids: cnv_<base 36> in some links, the same number in base 10 in others. */
function cnv(id: string): string {
  const number = id.startsWith("cnv_") ? Number.parseInt(id.slice(4), 36) : Number(id);
  return Number.isSafeInteger(number) ? `cnv_${number.toString(36)}` : id;
}

/**
 * A ticket within the contract's bounds: a longer key keeps its start and a hash of the whole (two
 * stay two), a longer label is cut.
 */
function made(key: string, label: string): TicketRef {
  if (key.length > 2048) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    key = `${key.slice(0, 2038)}#${(hash >>> 0).toString(16).padStart(8, "0")}`;
  }
  return { key, label: label.length > 120 ? `${label.slice(0, 119)}…` : label || "/" };
}
