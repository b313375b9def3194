// Masking holds wherever the panel shows a customer: its answer views, rendered masked on the API's
// own examples, show no customer's name, email or personal metadata, in their text or in any
// attribute (a button's name, a title, a field's value). A view that renders one outside
// PersonalValue fails here.

import { act, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import type { ComponentChildren } from "preact";
import { describe, expect, it, vi } from "vitest";
import { MaskingProvider } from "@/components/PersonalValue";
import { parseMember, parseRedemptionList, type RedemptionRow } from "@/lib/core/api/schemas";
import { looksLikeEmail, personalKindOf } from "@/lib/core/personal/mask";
import { initialHistory } from "@/lib/history/index.sidepanel";
import { initialLookup, type LookupSlice, startLookup } from "@/lib/lookup/index.sidepanel";
import { LookupSection } from "@/lib/lookup/LookupSection";
import { MemberCard } from "@/lib/loyalty/MemberCard";
import { RedemptionList } from "@/lib/redemptions/RedemptionList";
import { SuggestedReply } from "@/lib/replies/SuggestedReply";
import { requesterMismatch } from "@/lib/ticket/answer-ticket";
import type { TicketToken } from "@/lib/ticket/detected-tokens";
import { TicketSection } from "@/lib/ticket/TicketSection";
import { loadFixture } from "../helpers/fixtures";
import { loadOnDemandParts } from "../helpers/on-demand-parts";
import { WithReplies } from "../replies/replies-context";

await loadOnDemandParts();

const LIST = loadFixture("list-redemptions__200__example.json");

/**
 * The personal data the API's example holds: every customer's and holder's name and email, a
 * source id that is an address, and each metadata value whose key names personal data.
 */
function personalDataIn(json: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (key === "customer" || key === "holder") {
      for (const field of ["name", "email", "source_id"] as const) {
        const text = record[field];
        if (typeof text !== "string" || (field === "source_id" && !looksLikeEmail(text))) continue;
        found.add(text);
        // A reply greets the customer by their first name alone.
        if (field === "name") found.add(text.split(/\s+/u)[0]!);
      }
    }
    if (key === "metadata")
      for (const [name, entry] of Object.entries(record))
        if (typeof entry === "string" && personalKindOf(name, entry)) found.add(entry);
    for (const [name, entry] of Object.entries(record)) visit(entry, name);
  };
  visit(json, "");
  return [...found];
}

/** What the tests add where the examples hold none: a member's personal metadata, a ticket's requester. */
const PLANTED = {
  name: "Lucía Fernández",
  email: "lucia.fernandez@example.es",
  phone: "+34 612 345 678",
  requester: "ana.lopez@example.es",
};

/** Every text and attribute value a view renders, and each field's value: where a value could be read. */
function everythingShown(root: Element): string {
  const attributes = [...root.querySelectorAll("*")].flatMap((element) => [
    ...[...element.attributes].map((attribute) => attribute.value),
    ...(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? [element.value] : []),
  ]);
  return [root.textContent ?? "", ...attributes].join("\n").toLowerCase();
}

const shownPersonalData = (root: Element, values: readonly string[]) => {
  const shown = everythingShown(root);
  return values.filter((value) => shown.includes(value.toLowerCase()));
};

const masked = (children: ComponentChildren) =>
  render(
    <MaskingProvider masked answer={{}}>
      <WithReplies>{children}</WithReplies>
    </MaskingProvider>,
  );

function listRows(): RedemptionRow[] {
  const parsed = parseRedemptionList(LIST);
  if (!parsed.ok) throw new Error("fixture did not parse");
  return parsed.value.redemptions;
}

function memberWithPersonalMetadata() {
  const body = loadFixture("get-member__200__loyalty-card.json") as Record<string, unknown>;
  const parsed = parseMember({
    ...body,
    metadata: { holder_name: PLANTED.name, contact: PLANTED.email, phone: PLANTED.phone, tier_note: "gold" },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.value;
}

/** A customer looked up by their address on their own, with recent lookups shown under Search. */
function lookupByEmail(): LookupSlice {
  const shown = startLookup(initialLookup, {
    lookup: { kind: "customer_source_id", value: PLANTED.email },
    alternatives: [],
    how: "typed",
    profileId: "p1",
  });
  return {
    ...shown,
    current: { ...shown.current!, auto: "The only customer this ticket shows" },
    recent: {
      list: [
        { lookup: { kind: "customer_source_id", value: PLANTED.requester }, at: Date.now() },
        { lookup: { kind: "code", value: "BF25-XK3P9Q" }, at: Date.now() },
      ],
      remembered: true,
    },
  };
}

const emailToken = (text: string): TicketToken => ({ kind: "email", text, count: 2 });
const customerToken = (text: string): TicketToken => ({ kind: "customer", text, count: 1 });

describe("the panel's answer views, masked", () => {
  const everyone = [...personalDataIn(LIST), ...Object.values(PLANTED)];

  it("finds the customers the API's example names, to look for", () => {
    expect(everyone).toEqual(
      expect.arrayContaining(["Bob Jones", "bob.smith@email.com", "Bobby McDonald", "Bobby"]),
    );
  });

  it("show no customer's name or email in the redemption list, its details and replies", async () => {
    const { container } = masked(
      <RedemptionList
        rows={listRows()}
        money={{ currency: "USD", locale: "en-US" }}
        now={Date.parse("2022-11-20T12:00:00Z")}
        onOpenRelated={vi.fn()}
        onLookup={vi.fn()}
      />,
    );
    for (const details of screen.getAllByRole("button", { name: /^Details of / })) fireEvent.click(details);
    await waitFor(() => expect(container.querySelector(".reply-text")?.textContent).toMatch(/^Hi B•••/));
    // What is masked is there, masked: the view was drawn with its customers.
    expect(container.textContent).toContain("b•••@email.com");
    expect(container.textContent).toContain("B••• J•••");
    expect(shownPersonalData(container, everyone)).toEqual([]);
  });

  it("show no holder's personal metadata on the member card", () => {
    const { container } = masked(
      <MemberCard
        member={memberWithPersonalMetadata()}
        locale="en-US"
        now={new Date("2022-11-20T12:00:00Z")}
        onLookupHolder={vi.fn()}
        onLookupCardRedemptions={vi.fn()}
        history={initialHistory.history}
        orderIds={[]}
        host=""
        onHistoryEvent={vi.fn()}
      />,
    );
    expect(container.textContent).toContain("gold");
    expect(container.textContent).toContain("cust_sehkNIi8Uq2qQuRqSr7xn4Zi");
    expect(shownPersonalData(container, everyone)).toEqual([]);
  });

  it("show no customer's name in a reply's preview, and say Copy and Insert put the real one in", async () => {
    const { container } = masked(
      <SuggestedReply topic="voucher_expired" facts={{ customerName: PLANTED.name, code: "LATO24" }} />,
    );
    await waitFor(() => expect(container.querySelector(".reply-text")?.textContent).toMatch(/^Hi L•••/));
    expect(screen.getByText(/Copy and Insert put the customer's real details in the reply/)).toBeTruthy();
    expect(shownPersonalData(container, everyone)).toEqual([]);
  });

  it("show no customer's name or address in what a lookup was read as, or in the recent lookups", () => {
    const { container } = masked(
      <LookupSection
        lookup={lookupByEmail()}
        why="The only customer this ticket shows"
        who={{ name: PLANTED.name, email: PLANTED.email }}
        onEvent={vi.fn()}
      />,
    );
    // The recent lookups show while Search has focus.
    fireEvent.focus(screen.getByRole("searchbox"));
    expect(screen.getByRole("button", { name: "a•••@example.es, customer source id" })).toBeTruthy();
    expect(container.textContent).toContain("L••• F•••");
    expect(shownPersonalData(container, everyone)).toEqual([]);
  });

  it("show no phone number a customer was looked up by: not in Search, what it was read as, or the recent lookups", () => {
    const byPhone = startLookup(initialLookup, {
      lookup: { kind: "customer_source_id", value: PLANTED.phone },
      alternatives: [],
      how: "typed",
      profileId: "p1",
    });
    const phone = "+1 (555) 123-4567";
    const { container } = masked(
      <LookupSection
        lookup={{
          ...byPhone,
          current: { ...byPhone.current!, auto: "The only customer this ticket shows" },
          search: { text: PLANTED.phone, filled: 1, fromAnswer: true },
          recent: {
            list: [{ lookup: { kind: "customer_source_id", value: phone }, at: Date.now() }],
            remembered: true,
          },
        }}
        why="The only customer this ticket shows"
        who={undefined}
        onEvent={vi.fn()}
      />,
    );
    expect(screen.getByRole("searchbox")).toHaveProperty("value", "");
    fireEvent.focus(screen.getByRole("searchbox"));
    expect(screen.getByRole("button", { name: "•••67, customer source id" })).toBeTruthy();
    expect(container.textContent).toContain("•••78");
    expect(shownPersonalData(container, [PLANTED.phone, phone, "612345678", "5551234567"])).toEqual([]);
  });

  it("leave the address of the customer shown out of Search, and keep what the agent is typing", () => {
    const auto = lookupByEmail();
    const filled = { ...auto, search: { text: PLANTED.email, filled: 1 } };
    const { container, unmount } = masked(
      <LookupSection
        lookup={filled}
        why="The only customer this ticket shows"
        who={undefined}
        onEvent={vi.fn()}
      />,
    );
    expect(screen.getByRole("searchbox")).toHaveProperty("value", "");
    expect(shownPersonalData(container, [PLANTED.email])).toEqual([]);
    unmount();
    // Being typed, another address: Search keeps it, as any field keeps what is typed into it.
    const typing = { ...filled, search: { text: PLANTED.requester, filled: 1 } };
    masked(<LookupSection lookup={typing} why={undefined} who={undefined} onEvent={vi.fn()} />);
    expect(screen.getByRole("searchbox")).toHaveProperty("value", PLANTED.requester);
  });

  it("mask an address the API's error message names, in the alert and its words", async () => {
    const { ErrorNotice } = await import("@/components/ErrorNotice");
    const { container } = masked(
      <ErrorNotice
        error={{
          kind: "http",
          status: 404,
          body: { key: "not_found", message: "Not found", details: `Cannot find customer ${PLANTED.email}` },
          fromApi: true,
        }}
      />,
    );
    await waitFor(() => expect(container.textContent).toContain("l•••@example.es"));
    expect(shownPersonalData(container, [PLANTED.email])).toEqual([]);
  });

  it("show no address the ticket shows: On this page, the requester who is not the customer, the customers to choose", () => {
    const { container } = masked(
      <>
        <TicketSection
          current={undefined}
          elsewhere={undefined}
          mismatch={requesterMismatch([PLANTED.requester], { email: "bob.smith@email.com" })}
          choice={{
            words: "This ticket shows 2 customers: choose one.",
            customers: [
              { kind: "customer_source_id", value: PLANTED.requester },
              { kind: "customer_source_id", value: "bobby.mcdonald@email.com" },
            ],
          }}
          held={{ kind: "customer_source_id", value: PLANTED.email }}
          tokens={[emailToken(PLANTED.requester), customerToken("bob.smith@email.com")]}
          dropped={0}
          onLookup={vi.fn()}
          onLookUpAgain={vi.fn()}
        />
        <TicketSection
          current={{ lookup: { kind: "order_id", value: "ORD-1042" }, alternatives: [], dropped: true }}
          elsewhere={undefined}
          mismatch={undefined}
          choice={undefined}
          held={undefined}
          tokens={[emailToken(PLANTED.email), customerToken("bobby.mcdonald@email.com")]}
          dropped={0}
          onLookup={vi.fn()}
          onLookUpAgain={vi.fn()}
        />
      </>,
    );
    expect(screen.getAllByRole("button", { name: "Look up a•••@example.es" }).length).toBeGreaterThan(1);
    expect(container.querySelector("button button")).toBeNull();
    expect(shownPersonalData(container, everyone)).toEqual([]);
  });
});

describe("a suggested reply, masked", () => {
  /** The agent's own click: a script's never writes into the ticket. */
  function trustedClick(element: Element) {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "isTrusted", { value: true });
    element.dispatchEvent(event);
  }

  it("copies and inserts the real text, name and all, and asks about the requester with their addresses masked", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const onInsert = vi.fn(async (_text: string) => "Inserted into the reply box.");
    const mismatch = requesterMismatch([PLANTED.requester], { email: PLANTED.email });
    const { container } = render(
      <MaskingProvider masked answer={{}}>
        <WithReplies insert={onInsert} {...(mismatch ? { confirm: mismatch } : {})}>
          <SuggestedReply topic="voucher_expired" facts={{ customerName: PLANTED.name, code: "LATO24" }} />
        </WithReplies>
      </MaskingProvider>,
    );
    await waitFor(() => expect(container.querySelector(".reply-text")?.textContent).toMatch(/^Hi L•••/));
    await act(async () => trustedClick(screen.getByRole("button", { name: "Copy reply" })));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^Hi Lucía,/));

    await act(async () => trustedClick(screen.getByRole("button", { name: "Insert into reply" })));
    const question = screen.getByRole("group", { name: "Confirm the reply goes into this ticket" });
    expect(question.textContent).toContain("This ticket's requester is a•••@example.es");
    expect(everythingShown(container)).not.toContain(PLANTED.requester);
    await act(async () => trustedClick(screen.getByRole("button", { name: "Insert anyway" })));
    expect(onInsert).toHaveBeenCalledWith(expect.stringMatching(/^Hi Lucía,/));
  });

  it("says nothing of masking when the reply names no one", async () => {
    const { container } = masked(<SuggestedReply topic="voucher_expired" facts={{ code: "LATO24" }} />);
    await waitFor(() => expect(container.querySelector(".reply-text")?.textContent).toMatch(/^Hi,/));
    expect(container.querySelector(".masked-reply")).toBeNull();
  });
});
