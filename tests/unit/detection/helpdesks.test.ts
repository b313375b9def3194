import { describe, expect, it } from "vitest";
import { HELPDESK_MATCHES, helpdeskAt, inWorkspace, tenantOf } from "@/lib/detection/helpdesks";

describe("where Voucher Lens runs on its own", () => {
  it.each([
    "https://acme.zendesk.com/hc/en-us/articles/360001",
    "https://acme.zendesk.com/hc/en-us/requests/new",
    "https://acme.zendesk.com/",
    "https://acme.zendesk.com/access/unauthenticated",
    "https://acme.freshdesk.com/support/tickets/new",
    "https://acme.freshdesk.com/support/solutions/articles/1",
    "https://app.intercom.com/",
    "https://acme.gorgias.com/",
    "https://acme.gorgias.com/help/contact",
    "https://app.hubspot.com/login",
    "https://acme.lightning.force.com/",
    "https://acme.my.site.com/s/article/1",
    "https://acme.force.com/s/",
    "https://zendesk.com/agent/tickets/1",
    "https://acme.zendesk.com.evil.example/agent/tickets/1",
    "http://acme.zendesk.com/agent/tickets/1",
    "not a url",
  ])("not on %s: a help center, a portal, a public page or another site", (url) => {
    expect(inWorkspace(url)).toBe(false);
  });

  it.each([
    "https://acme.zendesk.com/agent/tickets/1",
    "https://acme.zendesk.com/agent/dashboard",
    "https://acme.freshdesk.com/a/tickets/7",
    "https://acme.freshdesk.com/helpdesk/tickets/7",
    "https://app.intercom.com/a/inbox/abc/inbox/shared/all",
    "https://acme.gorgias.com/app/tickets",
    "https://app.hubspot.com/help-desk/4455",
    "https://acme.lightning.force.com/lightning/page/home",
    "https://acme.my.salesforce.com/500Hs00001XyZ9b",
    "https://secure.helpscout.net/mailbox/1/",
    "https://app.frontapp.com/inboxes/teams/folders/1",
  ])("in the agent workspace at %s", (url) => {
    expect(inWorkspace(url)).toBe(true);
  });

  it("lists only https patterns with a path, as the manifest takes them", () => {
    for (const match of HELPDESK_MATCHES)
      expect(match).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+\/([a-z-]+\/)*\*$/);
  });

  it("knows a helpdesk by its host on any page, and nothing else", () => {
    expect(
      [
        "acme.zendesk.com",
        "app.intercom.com",
        "x.intercom.com",
        "acme.my.salesforce.com",
        "evil.example",
      ].map((host) => helpdeskAt(host)?.name),
    ).toEqual(["Zendesk", "Intercom", undefined, "Salesforce", undefined]);
  });

  it("tells one account of a helpdesk from another; an org's two Salesforce domains are one", () => {
    expect(tenantOf("acme.lightning.force.com")).toBe(tenantOf("acme.my.salesforce.com"));
    expect(tenantOf("acme--sb.sandbox.lightning.force.com")).toBe(
      tenantOf("acme--sb.sandbox.my.salesforce.com"),
    );
    expect(tenantOf("acme--sb.sandbox.lightning.force.com")).not.toBe(tenantOf("acme.lightning.force.com"));
    expect(tenantOf("acme.zendesk.com")).not.toBe(tenantOf("other.zendesk.com"));
    expect(tenantOf("acme.zendesk.com")).not.toBe(tenantOf("acme.freshdesk.com"));
    expect(tenantOf("widgets.example")).toBeUndefined();
  });
});
