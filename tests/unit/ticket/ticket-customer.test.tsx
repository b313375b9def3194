import { describe, expect, it } from "vitest";
import { parseRedemptionList, type RedemptionPage } from "@/lib/core/api/schemas";
import { parseOwnDomains } from "@/lib/detection/detection-settings";
import {
  aboutOtherTicket,
  customerOfAnswer,
  NO_TICKET,
  requesterMismatch,
  sameTicket,
} from "@/lib/ticket/answer-ticket";
import {
  AUTO_DOUBT,
  AUTO_ELSEWHERE,
  AUTO_GONE,
  AUTO_ONLY_EMAIL,
  AUTO_ONLY_ID,
  autoReason,
  autoReasonNow,
  chooseCustomer,
  customerToLookUp,
} from "@/lib/ticket/auto-customer";
import type { DetectedTokenRecord } from "@/lib/ticket/detected-tokens";
import {
  requesterEmails,
  ticketCustomer,
  ticketCustomers,
  withoutOwnEmails,
} from "@/lib/ticket/ticket-customer";
import { loadFixture } from "../helpers/fixtures";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const OTHER = "cust_qBwHpagDOFu71Z3F22UzR80X";
const token = (kind: DetectedTokenRecord["kind"], text: string): DetectedTokenRecord => ({
  kind,
  text,
  count: 1,
});
const off = { emails: false, ownDomains: [] };

describe("the ticket's only customer", () => {
  it("is the one customer id the page shows, whatever else it shows", () => {
    expect(ticketCustomer([token("customer", CUST), token("code", "BF25-XK3P9Q")], off)).toEqual({
      kind: "customer_id",
      value: CUST,
    });
  });

  it("is nobody when the page shows two customers: the agent chooses", () => {
    expect(ticketCustomer([token("customer", CUST), token("customer", OTHER)], off)).toBeUndefined();
    expect(
      ticketCustomer([token("email", "ana@shop.example"), token("email", "bo@shop.example")], {
        emails: true,
        ownDomains: [],
      }),
    ).toBeUndefined();
  });

  it("is the customer id when the page shows one id and one email: the address is not a second customer", () => {
    const tokens = [token("email", "ana@shop.example"), token("customer", CUST)];
    expect(ticketCustomer(tokens, { emails: true, ownDomains: [] })).toEqual({
      kind: "customer_id",
      value: CUST,
    });
    expect(ticketCustomers(tokens, { emails: true, ownDomains: [] })).toHaveLength(1);
  });

  it("never counts what shows only inside a message: it is listed, not looked up", () => {
    const quoted = { ...token("customer", OTHER), messageOnly: true as const };
    expect(ticketCustomer([token("customer", CUST), quoted], off)).toEqual({
      kind: "customer_id",
      value: CUST,
    });
    expect(ticketCustomer([quoted], off)).toBeUndefined();
    const quotedEmail = { ...token("email", "someone@else.example"), messageOnly: true as const };
    expect(ticketCustomer([quotedEmail], { emails: true, ownDomains: [] })).toBeUndefined();
    expect(
      requesterEmails([quotedEmail, token("email", "ana@shop.example")], { emails: true, ownDomains: [] }),
    ).toEqual(["ana@shop.example"]);
  });

  it("counts emails only with email marking on, and never the team's own addresses", () => {
    const tokens = [token("email", "support@acme.com"), token("email", "Ana.K@Gmail.com")];
    expect(ticketCustomer(tokens, off)).toBeUndefined();
    expect(ticketCustomer(tokens, { emails: true, ownDomains: ["acme.com"] })).toEqual({
      kind: "customer_source_id",
      value: "Ana.K@Gmail.com",
    });
    expect(
      ticketCustomer([token("email", "help@eu.acme.com"), token("email", "ana@gmail.com")], {
        emails: true,
        ownDomains: ["acme.com"],
      }),
    ).toEqual({ kind: "customer_source_id", value: "ana@gmail.com" });
    expect(ticketCustomer(tokens, { emails: true, ownDomains: [] })).toBeUndefined();
  });

  it("is nobody on a page without one", () => {
    expect(ticketCustomer([token("code", "BF25-XK3P9Q")], off)).toBeUndefined();
  });
});

describe("our email domains", () => {
  it("reads a list, lower-cased, without @, each once", () => {
    expect(parseOwnDomains(" Acme.com, @support.acme.com acme.com ")).toEqual({
      ok: true,
      domains: ["acme.com", "support.acme.com"],
    });
  });

  it("names the first entry that is not a domain, and changes nothing", () => {
    expect(parseOwnDomains("acme.com, https://shop.example")).toMatchObject({
      ok: false,
      message: expect.stringContaining("“https://shop.example”"),
    });
    expect(parseOwnDomains("localhost")).toMatchObject({ ok: false });
  });
});

describe("why the panel says it looked the customer up on its own", () => {
  const shown = { lookup: { kind: "customer_id" as const, value: CUST }, auto: AUTO_ONLY_ID, ticketTabId: 4 };

  it("says it was the only customer while the ticket still shows only them", () => {
    expect(autoReasonNow(shown, { tabId: 4, tokens: [token("customer", CUST)] }, off)).toBe(AUTO_ONLY_ID);
  });

  it("stops saying so once the ticket shows another customer: a frame that reported late", () => {
    const tokens = [token("customer", CUST), token("customer", OTHER)];
    expect(autoReasonNow(shown, { tabId: 4, tokens }, off)).toBe(AUTO_DOUBT);
    // An email counts as another customer only where emails are marked, and never the team's own.
    const withEmail = [token("customer", CUST), token("email", "support@acme.com")];
    expect(autoReasonNow(shown, { tabId: 4, tokens: withEmail }, off)).toBe(AUTO_ONLY_ID);
    expect(
      autoReasonNow(shown, { tabId: 4, tokens: withEmail }, { emails: true, ownDomains: ["acme.com"] }),
    ).toBe(AUTO_ONLY_ID);
    // A customer id wins over an address: the requester's email beside it is not another customer.
    expect(autoReasonNow(shown, { tabId: 4, tokens: withEmail }, { emails: true, ownDomains: [] })).toBe(
      AUTO_ONLY_ID,
    );
  });

  it("takes one customer written two ways for one customer", () => {
    const byEmail = {
      lookup: { kind: "customer_source_id" as const, value: "Jane@Acme.com" },
      auto: AUTO_ONLY_ID,
      ticketTabId: 4,
    };
    const tokens = [token("email", "Jane@Acme.com"), token("email", "jane@acme.com")];
    expect(autoReasonNow(byEmail, { tabId: 4, tokens }, { emails: true, ownDomains: [] })).toBe(AUTO_ONLY_ID);
  });

  it("says the customer is no longer on the ticket when the tab moved to another ticket", () => {
    expect(autoReasonNow(shown, { tabId: 4, tokens: [token("customer", OTHER)] }, off)).toBe(AUTO_GONE);
  });

  it("names the ticket it was looked up for when the agent is on another one", () => {
    expect(autoReasonNow(shown, { tabId: 5, tokens: [token("customer", OTHER)] }, off)).toBe(AUTO_ELSEWHERE);
  });

  it("keeps its word while the ticket's page reloads and shows nothing yet", () => {
    expect(autoReasonNow(shown, { tabId: 4, tokens: [] }, off)).toBe(AUTO_ONLY_ID);
  });
});

describe("which ticket an answer is about", () => {
  const ONE = { key: "https://acme.zendesk.com/agent/tickets/1", label: "#1" };
  const TWO = { key: "https://acme.zendesk.com/agent/tickets/2", label: "#2" };

  it("tells tickets apart by their key, in one tab or in two", () => {
    expect(sameTicket({ tabId: 3, ticket: ONE }, { tabId: 3, ticket: TWO })).toBe(false);
    expect(sameTicket({ tabId: 3, ticket: ONE }, { tabId: 4, ticket: ONE })).toBe(true);
  });

  it("goes by the tab while a page has not said which ticket it shows", () => {
    expect(sameTicket({ tabId: 3, ticket: ONE }, { tabId: 3 })).toBe(true);
    expect(sameTicket({ tabId: 3, ticket: ONE }, { tabId: 4 })).toBe(false);
    expect(sameTicket({ tabId: 3 }, { tabId: 4, ticket: ONE })).toBe(false);
    expect(sameTicket({}, { tabId: 4, ticket: ONE })).toBe(true);
  });

  it("never takes a page without Voucher Lens for the ticket an answer was looked up on, in the same tab", () => {
    expect(sameTicket({ tabId: 3, ticket: ONE }, { tabId: 3, ticket: NO_TICKET })).toBe(false);
    // Looked up while the page had not yet said its ticket: before the tab left it.
    expect(sameTicket({ tabId: 3 }, { tabId: 3, ticket: NO_TICKET })).toBe(false);
    expect(sameTicket({ tabId: 3, ticket: NO_TICKET }, { tabId: 3 })).toBe(false);
    // Looked up there: still there.
    expect(sameTicket({ tabId: 3, ticket: NO_TICKET }, { tabId: 3, ticket: NO_TICKET })).toBe(true);
  });

  it("names the answer's ticket when it is not the one open now", () => {
    expect(aboutOtherTicket(ONE)).toBe("About ticket #1 (not the one open now)");
    expect(aboutOtherTicket(undefined)).toBe("About another ticket (not the one open now)");
  });

  it("says the customer of the ticket you were on when the helpdesk moved on in the same tab", () => {
    const shown = {
      lookup: { kind: "customer_id" as const, value: CUST },
      auto: AUTO_ONLY_ID,
      ticketTabId: 4,
      ticket: ONE,
    };
    const tokens = [token("customer", CUST)];
    expect(autoReasonNow(shown, { tabId: 4, ticket: ONE, tokens }, off)).toBe(AUTO_ONLY_ID);
    expect(autoReasonNow(shown, { tabId: 4, ticket: TWO, tokens }, off)).toBe(AUTO_ELSEWHERE);
  });

  it("looks the next ticket's customer up when the helpdesk moves on in the same tab, over the agent's lookup", () => {
    const agents = { lookup: { kind: "code" as const, value: "BF25" }, ticketTabId: 4, ticket: ONE };
    const tokens = [token("customer", OTHER)];
    expect(customerToLookUp(agents, { tabId: 4, ticket: ONE, tokens }, off)).toBeUndefined();
    expect(customerToLookUp(agents, { tabId: 4, ticket: TWO, tokens }, off)).toEqual({
      kind: "customer_id",
      value: OTHER,
    });
  });
});

describe("what the no-click lookup rests on", () => {
  const emails = { emails: true, ownDomains: ["acme.com"] };

  it("says whether it was the only customer id or the only email", () => {
    expect(autoReason({ kind: "customer_id", value: CUST })).toBe("The only customer id this ticket shows");
    expect(autoReason({ kind: "customer_source_id", value: "ana@shop.example" })).toBe(
      "The only email this ticket shows",
    );
    expect(AUTO_ONLY_EMAIL).toBe("The only email this ticket shows");
  });

  it("doubts an address looked up once the ticket shows a customer id, which would have won", () => {
    const byEmail = {
      lookup: { kind: "customer_source_id" as const, value: "ana@shop.example" },
      auto: AUTO_ONLY_EMAIL,
      ticketTabId: 4,
    };
    const tokens = [token("email", "ana@shop.example")];
    expect(autoReasonNow(byEmail, { tabId: 4, tokens }, emails)).toBe(AUTO_ONLY_EMAIL);
    expect(autoReasonNow(byEmail, { tabId: 4, tokens: [...tokens, token("customer", CUST)] }, emails)).toBe(
      AUTO_DOUBT,
    );
  });

  it("says how many customers the ticket shows when it shows several", () => {
    expect(chooseCustomer(2)).toBe("2 customers on this ticket: choose one");
  });

  it("leaves the team's own addresses out of On this page, subdomains too", () => {
    const tokens = [
      token("email", "support@acme.com"),
      token("email", "help@eu.acme.com"),
      token("email", "ana@notacme.com"),
      token("customer", CUST),
    ];
    expect(withoutOwnEmails(tokens, ["acme.com"]).map((t) => t.text)).toEqual(["ana@notacme.com", CUST]);
    expect(withoutOwnEmails(tokens, [])).toEqual(tokens);
  });
});

describe("the customer an answer is about, and the ticket's requester", () => {
  const page = (): RedemptionPage => {
    const parsed = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
    if (!parsed.ok) throw new Error("the fixture no longer parses");
    return parsed.value;
  };
  const BOB = "cust_qBwHpagDOFu71Z3F22UzR80X";

  it("is the customer object the API returned with the rows of the customer looked up", () => {
    expect(customerOfAnswer({ kind: "customer_id", value: BOB }, page())).toEqual({
      name: "Bob Jones",
      email: "bob.smith@email.com",
    });
  });

  it("is nothing for an answer without rows, or a lookup that is not of a customer", () => {
    expect(
      customerOfAnswer({ kind: "customer_id", value: BOB }, { total: 0, redemptions: [] }),
    ).toBeUndefined();
    expect(customerOfAnswer({ kind: "code", value: "BF25" }, page())).toBeUndefined();
  });

  it("is known by its source id when looked up by email, whatever its email field says", () => {
    const rows: RedemptionPage = {
      total: 1,
      redemptions: [
        {
          ok: true,
          redemption: {
            id: "r_1",
            object: "redemption",
            customer: {
              id: CUST,
              name: "Ana",
              email: "ana.work@shop.example",
              source_id: "Ana@Home.example",
            },
          },
        } as RedemptionPage["redemptions"][number],
      ],
    };
    const ana = customerOfAnswer({ kind: "customer_source_id", value: "ana@home.example" }, rows);
    expect(ana).toEqual({ name: "Ana", email: "ana.work@shop.example", sourceEmail: "Ana@Home.example" });
    expect(requesterMismatch(["ana@home.example"], ana!)).toBeUndefined();
  });

  it("says plainly when the ticket's requester is not that customer", () => {
    const bob = { name: "Bob Jones", email: "bob.smith@email.com" };
    expect(requesterMismatch(["alice@shop.example"], bob)).toBe(
      "This ticket's requester is alice@shop.example; this customer's email is bob.smith@email.com",
    );
    expect(requesterMismatch(["a@x.example", "b@y.example"], bob)).toBe(
      "This ticket shows a@x.example and b@y.example; this customer's email is bob.smith@email.com",
    );
    expect(requesterMismatch(["alice@shop.example"], {})).toBe(
      "This ticket's requester is alice@shop.example; the answer gives no email for this customer",
    );
  });

  it("says nothing when the requester is that customer, or the ticket shows no address", () => {
    const bob = { name: "Bob Jones", email: "bob.smith@email.com" };
    expect(requesterMismatch(["Bob.Smith@Email.com"], bob)).toBeUndefined();
    expect(requesterMismatch(["other@x.example", "bob.smith@email.com"], bob)).toBeUndefined();
    expect(requesterMismatch([], bob)).toBeUndefined();
  });
});
