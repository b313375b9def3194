import { fireEvent, render } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { parseMember, parseRedemptionList, type RedemptionOrRollback } from "@/lib/core/api/schemas";
import { initialHistory } from "@/lib/history/index.sidepanel";
import { MemberCard } from "@/lib/loyalty/MemberCard";
import { RedemptionItem } from "@/lib/redemptions/RedemptionItem";
import type { ReplySetup } from "@/lib/replies/reply-setup";
import { loadFixture } from "../helpers/fixtures";
import { loadOnDemandParts } from "../helpers/on-demand-parts";
import { WithReplies } from "./replies-context";

await loadOnDemandParts();

const SCRIPT = "<script>window.__pwned=1</script>";
const IMG = '<img src=x onerror="window.__pwned=1">';

const replies: ReplySetup = { team: {}, defaultLanguage: "en", agentLocale: "en-US", currency: "USD" };

/** Every string of a value replaced by markup, keeping the value's shape (dates and ids stay valid). */
function markupEverywhere(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => markupEverywhere(item));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, markupEverywhere(v, k)]));
  if (typeof value !== "string") return value;
  // Dates, ids and enumerations must stay readable for the row to parse; everything else is text.
  if (/(_date|_at|^id|_id|^object|^type|^status)$/.test(key) || /^\d{4}-\d\d-\d\d/.test(value)) return value;
  return `${IMG}${value}${SCRIPT}`;
}

function noMarkupRendered(container: Element) {
  expect(container.querySelectorAll("img, script, [onerror], [onload]")).toHaveLength(0);
  expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
}

/** The text of every suggested reply shown, each opened first. */
function replyTexts(container: Element): string[] {
  for (const summary of container.querySelectorAll("details.reply > summary")) fireEvent.click(summary);
  return [...container.querySelectorAll(".reply-text")].map((reply) => reply.textContent ?? "");
}

describe("API text is rendered as text, never as HTML", () => {
  it("in a member card: code, campaign, holder, metadata keys and values", () => {
    const raw = markupEverywhere(loadFixture("get-member__200__loyalty-card.json")) as Record<
      string,
      unknown
    >;
    raw.metadata = { [IMG]: SCRIPT, note: "<b>bold</b>" };
    const parsed = parseMember(raw);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
    const { container } = render(
      <WithReplies setup={replies} insert={vi.fn(async () => "")}>
        <MemberCard
          member={parsed.value}
          now={new Date("2026-01-01T00:00:00Z")}
          onLookupHolder={vi.fn()}
          onLookupCardRedemptions={vi.fn()}
          history={initialHistory.history}
          orderIds={[]}
          host=""
          onHistoryEvent={() => undefined}
        />
      </WithReplies>,
    );
    expect(parsed.value.code).toContain(IMG);
    expect(container.textContent).toContain(parsed.value.code);
    expect(container.textContent).toContain(SCRIPT);
    expect(container.textContent).toContain("<b>bold</b>");
    // The card's reply (its points expiring) names the card by its code, as text.
    const texts = replyTexts(container);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.some((text) => text.includes(`loyalty card ${parsed.value.code}`))).toBe(true);
    noMarkupRendered(container);
  });

  it("in a suggested reply: the code as the row gave it, and a name of markup left out", () => {
    const parsed = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
    if (!parsed.ok) throw new Error("fixture did not parse");
    const [first] = parsed.value.redemptions.flatMap((row) => (row.ok ? [row.redemption] : []));
    // A tag with no spaces: its first word would be all of it, were markup a name.
    const HOSTILE_NAME = "<img/src=x/onerror=alert(1)> McDonald";
    const row = {
      ...first!,
      result: "FAILURE",
      failure_code: "voucher_expired",
      customer: { id: "cust_x", name: HOSTILE_NAME },
      voucher: { code: `${SCRIPT}${IMG}` },
    } as RedemptionOrRollback;
    const { container } = render(
      <WithReplies setup={replies} insert={vi.fn(async () => "")}>
        <ul>
          <RedemptionItem
            redemption={row}
            money={{ currency: "USD", locale: "en-US" }}
            now={Date.parse("2022-11-20T12:00:00Z")}
            onOpenRelated={vi.fn()}
            onLookup={vi.fn()}
          />
        </ul>
      </WithReplies>,
    );
    const [reply] = replyTexts(container);
    // Markup is no name: the reply greets without it (customer-name.ts); the code is named whole,
    // markup and all, as text.
    expect(reply).toMatch(/^Hi,\n\n/);
    expect(reply).toContain(`the code ${SCRIPT}${IMG} expired`);
    expect(container.querySelector(".reply-text")?.children).toHaveLength(0);
    expect(container.querySelector(".reply-text")?.innerHTML).not.toContain("<img");
    noMarkupRendered(container);
  });
});
