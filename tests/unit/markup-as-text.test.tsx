import { render } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { MemberCard } from "@/components/MemberCard";
import { parseMember } from "@/lib/api/schemas";
import { loadFixture } from "./fixtures";

const SCRIPT = "<script>window.__pwned=1</script>";
const IMG = '<img src=x onerror="window.__pwned=1">';

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
      <MemberCard
        member={parsed.value}
        now={new Date("2026-01-01T00:00:00Z")}
        onLookupHolder={vi.fn()}
        onLookupCardRedemptions={vi.fn()}
      />,
    );
    expect(parsed.value.code).toContain(IMG);
    expect(container.textContent).toContain(parsed.value.code);
    expect(container.textContent).toContain(SCRIPT);
    expect(container.textContent).toContain("<b>bold</b>");
    noMarkupRendered(container);
  });
});
