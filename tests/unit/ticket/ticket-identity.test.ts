import { describe, expect, it } from "vitest";
import { HELPDESKS, inWorkspace } from "@/lib/detection/helpdesks";
import { ticketOf } from "@/lib/ticket/ticket-identity";

/** URLs that show one ticket: each row's URLs must have one key, with the label given. */
const SAME: [helpdesk: string, label: string, urls: string[]][] = [
  [
    "Zendesk",
    "#123",
    [
      "https://acme.zendesk.com/agent/tickets/123",
      "https://acme.zendesk.com/agent/tickets/123/events",
      "https://acme.zendesk.com/agent/tickets/123?tab=apps",
      "https://acme.zendesk.com/agent/tickets/123#comment-5",
    ],
  ],
  [
    "Freshdesk",
    "#77",
    ["https://acme.freshdesk.com/a/tickets/77", "https://acme.freshdesk.com/helpdesk/tickets/77"],
  ],
  [
    "Intercom",
    "#215468",
    [
      "https://app.intercom.com/a/inbox/abc123/inbox/shared/all/conversation/215468",
      "https://app.intercom.com/a/inbox/abc123/inbox/admin/55/conversation/215468?view=List",
      "https://app.intercom.com/a/apps/abc123/inbox/inbox/all/conversations/215468",
    ],
  ],
  [
    "Gorgias",
    "#9001",
    ["https://acme.gorgias.com/app/ticket/9001", "https://acme.gorgias.com/app/views/33/9001"],
  ],
  [
    "HubSpot help desk and the ticket's record",
    "#555",
    [
      "https://app.hubspot.com/help-desk/4455/view/12/ticket/555",
      "https://app.hubspot.com/help-desk/4455/view/13/ticket/555",
      "https://app.hubspot.com/contacts/4455/ticket/555",
      "https://app.hubspot.com/contacts/4455/record/0-5/555",
    ],
  ],
  [
    "HubSpot inbox",
    "#8080",
    [
      "https://app.hubspot.com/live-messages/4455/inbox/8080",
      "https://app.hubspot.com/live-messages/4455/inbox/8080?x=1",
    ],
  ],
  [
    "Salesforce Lightning, a case and its console subtabs",
    "Case 500Hs00001XyZ9b",
    [
      "https://acme.lightning.force.com/lightning/r/Case/500Hs00001XyZ9bIAF/view",
      "https://acme.lightning.force.com/lightning/r/Case/500Hs00001XyZ9b/view",
      "https://acme.lightning.force.com/lightning/r/Case/500Hs00001XyZ9bIAF/view?ws=%2Flightning%2Fr%2FCase%2F500Hs00001XyZ9bIAF%2Fview",
      "https://acme.lightning.force.com/lightning/r/Contact/0033000000abcDEFAAZ/view?ws=%2Flightning%2Fr%2FCase%2F500Hs00001XyZ9bIAF%2Fview",
    ],
  ],
  [
    "Help Scout",
    "#4567",
    [
      "https://secure.helpscout.net/conversation/1234567890/4567/",
      "https://secure.helpscout.net/conversation/1234567890/4567/?folderId=55",
    ],
  ],
  [
    "Front",
    "cnv_1z2x3y",
    [
      "https://app.frontapp.com/open/cnv_1z2x3y",
      `https://app.frontapp.com/inboxes/teams/views/15931074/open/${Number.parseInt("1z2x3y", 36)}`,
      `https://app.frontapp.com/inboxes/teammates/20999898/inbox/all/${Number.parseInt("1z2x3y", 36)}`,
      "https://app.frontapp.com/inboxes/teams/folders/1/unassigned/t/2/cnv_1z2x3y",
    ],
  ],
  [
    "Zammad",
    "Ticket 42",
    ["https://support.acme.test/#ticket/zoom/42", "https://support.acme.test/#ticket/zoom/42/1307"],
  ],
  [
    "OTRS and Znuny",
    "Ticket 31",
    [
      "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=31",
      "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=31;ArticleID=90#90",
      "https://support.acme.test/otrs/index.pl?Action=AgentTicketCompose&TicketID=31&ReplyAll=1",
    ],
  ],
  [
    "Request Tracker: the display and reply pages of one ticket",
    "#1",
    [
      "https://rt.acme.test/Ticket/Display.html?id=1",
      "https://rt.acme.test/Ticket/Update.html?Action=Respond&id=1",
      "https://rt.acme.test/Ticket/History.html?id=1#txn-5",
    ],
  ],
  [
    "OTRS, the parameter encoded as the helpdesk decodes it",
    "Ticket 31",
    [
      "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=31",
      "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;T%69cketID=3%31",
    ],
  ],
  [
    "Request Tracker, the id encoded",
    "#1",
    ["https://rt.acme.test/Ticket/Display.html?id=1", "https://rt.acme.test/Ticket/Display.html?%69d=%31"],
  ],
];

/** Pairs of URLs of two tickets: never one key. */
const DIFFERENT: [why: string, a: string, b: string][] = [
  [
    "two Zendesk tickets",
    "https://acme.zendesk.com/agent/tickets/1",
    "https://acme.zendesk.com/agent/tickets/2",
  ],
  [
    "one ticket id in two Zendesk accounts",
    "https://acme.zendesk.com/agent/tickets/1",
    "https://other.zendesk.com/agent/tickets/1",
  ],
  [
    "a ticket and a view",
    "https://acme.zendesk.com/agent/tickets/1",
    "https://acme.zendesk.com/agent/filters/360",
  ],
  [
    "two Freshdesk tickets",
    "https://acme.freshdesk.com/a/tickets/7",
    "https://acme.freshdesk.com/a/tickets/8",
  ],
  [
    "one conversation id in two Intercom workspaces",
    "https://app.intercom.com/a/apps/abc/inbox/inbox/all/conversations/1",
    "https://app.intercom.com/a/apps/xyz/inbox/inbox/all/conversations/1",
  ],
  [
    "a Gorgias view and a ticket in it",
    "https://acme.gorgias.com/app/views/33",
    "https://acme.gorgias.com/app/views/33/9001",
  ],
  [
    "a HubSpot ticket and an inbox thread with the same number",
    "https://app.hubspot.com/help-desk/4455/view/12/ticket/555",
    "https://app.hubspot.com/live-messages/4455/inbox/555",
  ],
  [
    "two cases in Salesforce's console",
    "https://acme.lightning.force.com/lightning/r/Case/500Hs00001XyZ9bIAF/view",
    "https://acme.lightning.force.com/lightning/r/Case/500Hs00001XyZ9cIAF/view",
  ],
  [
    "one case on two Salesforce hosts (another origin)",
    "https://acme.lightning.force.com/lightning/r/Case/500Hs00001XyZ9bIAF/view",
    "https://acme.my.salesforce.com/lightning/r/Case/500Hs00001XyZ9bIAF/view",
  ],
  [
    "two Help Scout conversations",
    "https://secure.helpscout.net/conversation/1/4/",
    "https://secure.helpscout.net/conversation/2/5/",
  ],
  [
    "a Front inbox and a conversation",
    "https://app.frontapp.com/inboxes/teams/folders/15931074",
    "https://app.frontapp.com/open/cnv_1",
  ],
  [
    "two Zammad tickets",
    "https://support.acme.test/#ticket/zoom/1",
    "https://support.acme.test/#ticket/zoom/2",
  ],
  [
    "Zammad's dashboard and a ticket list (routes)",
    "https://support.acme.test/#dashboard",
    "https://support.acme.test/#ticket/view/all",
  ],
  [
    "two OTRS tickets",
    "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=31",
    "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=32",
  ],
  [
    "two RT tickets",
    "https://rt.acme.test/Ticket/Display.html?id=1",
    "https://rt.acme.test/Ticket/Display.html?id=2",
  ],
  ["an unknown page's query", "https://help.acme.test/view?ticket=1", "https://help.acme.test/view?ticket=2"],
  [
    "an unknown page's hash route",
    "https://help.acme.test/app#/tickets/1",
    "https://help.acme.test/app#/tickets/2",
  ],
  [
    "an unknown page's hashbang route",
    "https://help.acme.test/app#!inbox",
    "https://help.acme.test/app#!ticket-2",
  ],
  [
    "our test pages, moved on by pushState",
    "https://acme.zendesk.com/editor-textarea.html",
    "https://acme.zendesk.com/tickets/48531",
  ],
  [
    "a same-looking page of another origin",
    "https://acme.zendesk.com/ticket.html",
    "https://acme.zendesk.co/ticket.html",
  ],
  ["http and https", "http://help.acme.test/t/1", "https://help.acme.test/t/1"],
  // A ticket named twice: the helpdesk shows the first; no rule may read it as another's.
  [
    "OTRS showing ticket 2 (the first TicketID) and ticket 1",
    "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=2;TicketID=1",
    "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=1",
  ],
  [
    "OTRS, the same ids the other way round",
    "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=1;TicketID=2",
    "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=1",
  ],
  [
    "OTRS, the second TicketID encoded",
    "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=2;Ticket%49D=1",
    "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=2",
  ],
  [
    "Request Tracker showing ticket 2 (the first id) and ticket 1",
    "https://rt.acme.test/Ticket/Display.html?id=2&id=1",
    "https://rt.acme.test/Ticket/Display.html?id=1",
  ],
  [
    "Request Tracker, ids after ; and &",
    "https://rt.acme.test/Ticket/Display.html?id=2;id=1",
    "https://rt.acme.test/Ticket/Display.html?id=2",
  ],
  [
    "an OTRS page with no ticket id and a ticket",
    "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=",
    "https://support.acme.test/otrs/index.pl?Action=AgentTicketZoom;TicketID=1",
  ],
  [
    "a Salesforce console naming two workspaces",
    "https://acme.lightning.force.com/lightning/r/Contact/0033000000abcDEFAAZ/view?ws=%2Flightning%2Fr%2FCase%2F500Hs00001XyZ9bIAF%2Fview&ws=%2Flightning%2Fr%2FCase%2F500Hs00001XyZ9cIAF%2Fview",
    "https://acme.lightning.force.com/lightning/r/Case/500Hs00001XyZ9bIAF/view",
  ],
  [
    "a site with no rule: two conversations told apart only by the fragment",
    "https://help.acme.test/agent/#Conversation;id=aaa",
    "https://help.acme.test/agent/#Conversation;id=bbb",
  ],
  [
    "our test pages: any change of the fragment",
    "https://acme.zendesk.com/ticket.html?lateMs=100000",
    "https://acme.zendesk.com/ticket.html?lateMs=100000#m2",
  ],
];

describe("the ticket a page's URL shows", () => {
  it.each(SAME)("%s: one ticket, named %s", (_helpdesk, label, urls) => {
    const tickets = urls.map(ticketOf);
    expect(new Set(tickets.map((t) => t.key)).size, urls.join("\n")).toBe(1);
    expect(tickets.map((t) => t.label)).toEqual(urls.map(() => label));
  });

  it.each(DIFFERENT)("%s: two tickets", (_why, a, b) => {
    expect(ticketOf(a).key).not.toBe(ticketOf(b).key);
  });

  it.each(SAME.filter(([helpdesk]) => HELPDESKS.some((h) => helpdesk.startsWith(h.name))))(
    "%s: every ticket page is inside the agent workspace Voucher Lens runs in",
    (_helpdesk, _label, urls) => {
      expect(urls.filter((url) => !inWorkspace(url))).toEqual([]);
    },
  );

  it("knows a ticket rule for every built-in helpdesk", () => {
    expect(
      HELPDESKS.map((h) => h.name).filter((name) => !SAME.some(([helpdesk]) => helpdesk.startsWith(name))),
    ).toEqual([]);
  });

  it("never gives two origins one key, even with the same ticket id", () => {
    const keys = ["https://a.zendesk.com", "https://b.zendesk.com"].map(
      (o) => ticketOf(`${o}/agent/tickets/5`).key,
    );
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.every((k, i) => k.startsWith(["https://a.zendesk.com", "https://b.zendesk.com"][i]!))).toBe(
      true,
    );
  });

  it("labels an unknown page by its path, and keeps key and label within the contract's bounds", () => {
    expect(ticketOf("https://help.acme.test/queue/7?sort=asc")).toEqual({
      key: "https://help.acme.test/queue/7?sort=asc",
      label: "/queue/7",
    });
    expect(ticketOf("https://help.acme.test/").label).toBe("/");
    const long = (tail: string) => `https://help.acme.test/${"x".repeat(3000)}${tail}`;
    const [a, b] = [ticketOf(long("a")), ticketOf(long("b"))];
    expect(a.key.length).toBeLessThanOrEqual(2048);
    expect(a.label.length).toBeLessThanOrEqual(120);
    expect(a.key).not.toBe(b.key);
  });

  it("gives a URL that is no URL, or has no origin, a key of its own", () => {
    expect(ticketOf("about:blank")).toEqual({ key: "about:blank", label: "about:blank" });
    expect(ticketOf("not a url").key).toBe("not a url");
    expect(ticketOf("").key).toBe("?");
  });
});
