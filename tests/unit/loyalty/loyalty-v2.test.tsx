import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import {
  type Membership,
  type Memberships as MembershipsAnswer,
  parseApiError,
  parseMemberships,
  parsePendingList,
  parseProgramMembership,
} from "@/lib/core/api/schemas";
import { isIdOf } from "@/lib/core/ids/kinds";
import type { QueryState } from "@/lib/core/query/query-state";
import { buildDetector, findTokens } from "@/lib/detection/patterns";
import { initialHistory } from "@/lib/history/index.sidepanel";
import { classifyLookup } from "@/lib/lookup/classify";
import { Memberships, type MembershipsProps } from "@/lib/loyalty/Memberships";
import { cardLines, tierRisk, tierWords } from "@/lib/loyalty/membership-words";
import type { MembershipsQuestion } from "@/lib/loyalty/memberships-query";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { SHARED_DIR } from "../helpers/paths";
import { WithReplies } from "../replies/replies-context";

// Every example loyalties-v2.json gives for the loyalty v2 reads the panel makes, read from the
// OpenAPI file itself: the memberships example disagrees with its own schema (a card without balance
// fields, an "lcard_" id), and the program membership's second card has no tier_progress.

const SPEC = resolve(SHARED_DIR, "spec/openapi/loyalties-v2.json");
type Operation = {
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
};
const paths = (JSON.parse(readFileSync(SPEC, "utf8")) as { paths: Record<string, Record<string, Operation>> })
  .paths;
const MEMBERSHIPS = "/v2/loyalties/memberships/{customerId}";
const PROGRAM = "/v2/loyalties/programs/{programId}/memberships/{customerId}";
const PENDING = "/v2/loyalties/programs/{programId}/members/{memberId}/cards/{cardId}/pending-points";

/** Every example of a path's GET, by status. */
function examples(path: string): [string, string, unknown][] {
  return Object.entries(paths[path]!.get!.responses).flatMap(([status, response]) =>
    Object.entries(response.content?.["application/json"]?.examples ?? {}).map(
      ([name, example]): [string, string, unknown] => [status, name, example.value],
    ),
  );
}
const example = (path: string) => examples(path).find(([status]) => status === "200")![2];
const clone = <T,>(value: T): T => structuredClone(value);

const NOW = new Date("2026-07-10T12:00:00Z");
await loadEveryShippedSet();

function answered<V>(question: MembershipsQuestion, value: V): QueryState<MembershipsQuestion, V> {
  return { question, loading: false, value };
}
const CUSTOMER: MembershipsQuestion = {
  customerId: "cust_6onRrs4kCnvSVrTs5YtDPFBG",
  identificationType: "customer_id",
};
const idle = { loading: false };

function view(props: Partial<MembershipsProps> & Pick<MembershipsProps, "query">) {
  const handlers = {
    onRetry: vi.fn(),
    onOpenProgram: vi.fn(),
    onExpiringPoints: vi.fn(),
    onPendingPoints: vi.fn(),
    onHistoryEvent: vi.fn(),
  };
  render(
    <WithReplies>
      <Memberships
        program={idle}
        pending={idle}
        history={initialHistory.history}
        orderIds={[]}
        locale="en-GB"
        now={NOW}
        {...handlers}
        {...props}
      />
    </WithReplies>,
  );
  return handlers;
}

function parsed<T>(result: { ok: true; value: T } | { ok: false; issue: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.issue));
  return result.value;
}

describe("every loyalty v2 example the panel reads", () => {
  it.each(examples(MEMBERSHIPS))("Get customer memberships %s %s parses", (status, _name, body) => {
    if (status === "200") expect(parseMemberships(body)).toMatchObject({ ok: true });
    else expect(parseApiError(body).key).toBeTruthy();
  });
  it.each(examples(PROGRAM))("Get program membership %s %s parses", (status, _name, body) => {
    if (status === "200") expect(parseProgramMembership(body)).toMatchObject({ ok: true });
    else expect(parseApiError(body)).toMatchObject({ code: Number(status), key: expect.any(String) });
  });
  it.each(examples(PENDING))("List card pending point buckets %s %s parses", (status, _name, body) => {
    if (status === "200")
      expect(parsePendingList(body)).toMatchObject({ ok: true, value: { buckets: [{}] } });
    else expect(parseApiError(body)).toMatchObject({ code: Number(status), key: expect.any(String) });
  });

  it("reads the memberships example whole: its card without balance fields, its lcard_ id", () => {
    const value = parsed(parseMemberships(example(MEMBERSHIPS)));
    expect(value.gaps).toBeUndefined();
    const card = value.memberships[0]!.cards![0]!.card!;
    expect(card).toEqual({ id: "lcard_128f962dbc8c4ba5dc", code: "CARD-001" });
    // Read and detected as a card id, as the API gave it.
    expect(isIdOf("loyalty_card_id", card.id!)).toBe(true);
    expect(cardLines(card, { now: NOW }).missing).toEqual([
      "balance",
      "pending points",
      "next activation",
      "next expiry",
    ]);
  });

  it("reads the program membership example: the tier in words, and the card without one", () => {
    const value = parsed(parseProgramMembership(example(PROGRAM)));
    const [first, second] = value.cards!;
    expect(tierWords(first!.tier_progress!, { locale: "en-GB", now: NOW })).toBe(
      "Gold until 15 Jun 2027; falls to Silver on 1 Sept 2026 (in 53 days)",
    );
    expect(tierRisk(first!.tier_progress!)).toEqual({ date: "2026-09-01", lowerTier: "Silver" });
    expect(second!.tier_progress).toBeUndefined();
    expect(cardLines(first!.card!, { locale: "en-GB", now: NOW }).lines).toEqual([
      { label: "Usable now", text: "160 points" },
      { label: "Pending", text: "120 points; next 10 points activate on 20 Jul 2026 (in 10 days)" },
      { label: "Next expiry", text: "160 points on 8 Aug 2026 (in 29 days)" },
    ]);
  });
});

describe("a card id as the memberships example writes it (lcard_)", () => {
  it("is read from Search and marked on a page as a loyalty id, like lcrd_", () => {
    expect(classifyLookup("lcard_128f962dbc8c4ba5dc")).toMatchObject({
      ok: true,
      lookup: { kind: "loyalty_card_id", value: "lcard_128f962dbc8c4ba5dc" },
    });
    const detector = buildDetector({ emails: false, codePatterns: [] });
    expect(
      findTokens("card lcard_128f962dbc8c4ba5dc and lcrd_128f962dbd8c4ba5df", detector).map((t) => t.kind),
    ).toEqual(["loyalty", "loyalty"]);
  });
});

describe("the tier's progress in words", () => {
  it("names the tier, until when, and the points to the next", () => {
    const progress = {
      current: {
        tier: { name: "Gold" },
        expires_at: "2027-03-31T00:00:00.000Z",
        points: { current: 760, min: 500, max: 1000 },
      },
      risks: [],
      opportunities: [{ tier: { name: "Platinum" }, points: 240, valid_until: null }],
    };
    expect(tierWords(progress, { locale: "en-GB", now: NOW })).toBe(
      "Gold until 31 Mar 2027; 240 points to Platinum",
    );
  });

  it("says the highest tier, and no tier", () => {
    // The highest tier has no maximum.
    const top = { current: { tier: { name: "Platinum" }, points: {} } };
    expect(tierWords(top, { now: NOW })).toBe("Platinum; the highest tier");
    expect(tierWords({ current: null, risks: [], opportunities: [] }, { now: NOW })).toBe("No tier yet");
  });

  it("says pending points that wait for an event, and when they are cancelled", () => {
    const card = {
      balance: { points: 0, pending_points: 40 },
      next_activation: { points: 40, type: "EVENT_BASED", cancel_date: "2026-07-20" },
      next_expiration: null,
      code: "X",
    };
    expect(cardLines(card, { locale: "en-GB", now: NOW }).lines).toEqual([
      { label: "Usable now", text: "0 points" },
      {
        label: "Pending",
        text: "40 points; next 40 points wait for an event, and are cancelled if it has not happened by 20 Jul 2026 (in 10 days)",
      },
      { label: "Next expiry", text: "no points set to expire" },
    ]);
  });
});

/** Every object key of a value, as a path of keys and indexes. */
function fieldPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldPaths(item, [...at, i]));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [[...at, key], ...fieldPaths(inner, [...at, key])]);
}
function without(value: unknown, path: (string | number)[]): unknown {
  const copy = clone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  delete node[path.at(-1)!];
  return copy;
}
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  const copy = clone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = by;
  return copy;
}

/** The program membership example as the memberships endpoint would list it: every field shown. */
const FULL_MEMBERSHIPS = {
  customer: { id: "cust_6onRrs4kCnvSVrTs5YtDPFBG", source_id: "source-123", object: "customer" },
  memberships: [example(PROGRAM)],
  object: "memberships_result",
};

describe("a memberships answer with each field missing in turn", () => {
  const paths = fieldPaths(FULL_MEMBERSHIPS).filter((path) => path[0] !== "object");

  it.each(paths.map((path) => [path.join("."), path] as const))("still renders without %s", (_name, path) => {
    const body = without(FULL_MEMBERSHIPS, path);
    const value = parsed(parseMemberships(body));
    view({ query: answered(CUSTOMER, value) });
    const section = screen.getByRole("region", { name: "Loyalty v2 memberships" });
    const last = path.at(-1);
    // What the card lines read is named when it is missing.
    const named: Record<string, string> = {
      balance: "balance",
      next_expiration: "next expiry",
      code: "code",
    };
    if (path.includes("card") && typeof last === "string" && named[last] && path.length === 6)
      expect(within(section).getAllByText(new RegExp(named[last]!)).length).toBeGreaterThan(0);
    if (path.join(".") === "memberships") expect(section.textContent).toContain("memberships (not given)");
    else if (path.length === 2 && path[0] === "memberships")
      expect(section.textContent).not.toContain("No loyalty v2 membership");
  });

  it.each(
    paths.filter((path) => path.at(-1) !== "memberships").map((path) => [path.join("."), path] as const),
  )("names %s when it comes in a shape that cannot be read", (_name, path) => {
    const body = replaced(FULL_MEMBERSHIPS, path, { unexpected: true });
    const result = parseMemberships(body);
    const value = parsed(result);
    view({ query: answered(CUSTOMER, value) });
    const gaps = [...(value.gaps ?? []), ...value.memberships.flatMap((m) => m.gaps ?? [])];
    // A field whose type the schema leaves open (metadata) is read as it came; every other is named.
    if (gaps.length)
      expect(
        screen
          .getAllByRole("note")
          .map((n) => n.textContent)
          .join(" "),
      ).toContain("Not shown");
  });
});

describe("the memberships view", () => {
  const full = parsed(parseMemberships(FULL_MEMBERSHIPS));

  it("shows each card with its balance, pending points and next expiry, and opens its points with no id typed", () => {
    const handlers = view({ query: answered(CUSTOMER, full) });
    const card = screen.getByRole("article", { name: "Loyalty v2 card SummerTime-7z8dWawICd" });
    expect(card.textContent).toContain("Usable now160 points");
    expect(card.textContent).toContain("next 10 points activate on 20 Jul 2026");
    expect(card.textContent).toContain("160 points on 8 Aug 2026");
    fireEvent.click(within(card).getByRole("button", { name: "Expiring points" }));
    expect(handlers.onExpiringPoints).toHaveBeenCalledWith({
      programId: "lprg_128f58429f4c4bf7b2",
      memberId: "lmbr_128f962dbc8c4ba5dc",
      cardId: "lcrd_128f962dbd8c4ba5df",
    });
    fireEvent.click(within(card).getByRole("button", { name: "Pending points" }));
    expect(handlers.onPendingPoints).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Tier progress" }));
    expect(handlers.onOpenProgram).toHaveBeenCalledWith("lprg_128f58429f4c4bf7b2");
  });

  it("offers an lcard_ card's points with its id as the API gave it", () => {
    const handlers = view({ query: answered(CUSTOMER, parsed(parseMemberships(example(MEMBERSHIPS)))) });
    const card = screen.getByRole("article", { name: "Loyalty v2 card CARD-001" });
    expect(card.textContent).toContain(
      "Not given by the APIbalance, pending points, next activation, next expiry",
    );
    fireEvent.click(within(card).getByRole("button", { name: "Expiring points" }));
    expect(handlers.onExpiringPoints).toHaveBeenCalledWith(
      expect.objectContaining({ cardId: "lcard_128f962dbc8c4ba5dc" }),
    );
  });

  it("shows the tier once the program is opened, with a reply for the tier about to lapse", () => {
    const program = parsed(parseProgramMembership(example(PROGRAM)));
    view({
      query: answered(CUSTOMER, full),
      program: {
        question: { ...CUSTOMER, programId: "lprg_128f58429f4c4bf7b2" },
        loading: false,
        value: program,
      },
    });
    const card = screen.getByRole("article", { name: "Loyalty v2 card SummerTime-7z8dWawICd" });
    expect(card.textContent).toContain("TierGold until 15 Jun 2027");
    const replies = [...card.querySelectorAll(".reply-text")].map((p) => p.textContent);
    expect(replies).toContainEqual(
      expect.stringContaining("your Gold status ends on September 1, 2026, and you will then be Silver"),
    );
    expect(replies).toContainEqual(expect.stringContaining("will be added to your balance on July 20, 2026"));
    expect(replies).toContainEqual(
      expect.stringContaining("160 of your points will expire on August 8, 2026"),
    );
    const other = screen.getByRole("article", { name: "Loyalty v2 card AutumnTime-R02hVARx33" });
    expect(other.textContent).toContain("Tiernot given by the API for this card");
  });

  it("shows a card's pending buckets once opened", () => {
    const pendingBody = examples(PENDING).find(([status]) => status === "200")![2];
    const page = parsed(parsePendingList(pendingBody));
    view({
      query: answered(CUSTOMER, full),
      pending: {
        question: {
          programId: "lprg_128f58429f4c4bf7b2",
          memberId: "lmbr_128f962dbc8c4ba5dc",
          cardId: "lcrd_128f962dbd8c4ba5df",
        },
        loading: false,
        value: page,
      },
    });
    const table = screen.getByRole("table", { name: "Pending points" });
    expect(table.textContent).toContain("9 Aug 2026 (in 30 days)");
    expect(table.textContent).toContain("after a set period");
    expect(screen.getByText(`Only the first 50 pending buckets are shown.`)).toBeTruthy();
  });

  it("says plainly when the customer has no membership, and tells it from an unknown customer", () => {
    view({ query: answered(CUSTOMER, { memberships: [] } satisfies MembershipsAnswer) });
    expect(screen.getByText("No loyalty v2 membership for this customer.")).toBeTruthy();
  });

  it("says an unknown customer (404) and a project without loyalty v2 in words, a refusal by operation", async () => {
    const http = (status: number, body: Record<string, string> = {}) => ({
      kind: "http" as const,
      status,
      body,
      operation: "memberships" as const,
      fromApi: true,
    });
    const { unmount } = render(<div />);
    unmount();
    view({ query: { question: CUSTOMER, loading: false, error: http(404, { key: "not_found" }) } });
    expect(screen.getByText(/No customer cust_6onRrs4kCnvSVrTs5YtDPFBG in this project/)).toBeTruthy();
    expect(screen.queryByText("No loyalty v2 membership for this customer.")).toBeNull();
    view({
      query: { question: CUSTOMER, loading: false, error: http(403, { key: "missing_required_permission" }) },
    });
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(
        "This key cannot read a customer's loyalty v2 memberships (403)",
      ),
    );
  });

  it("names the v2 card holding a code Get Member did not know", () => {
    view({ query: answered({ ...CUSTOMER, forCode: "SummerTime-7z8dWawICd" }, full) });
    expect(document.querySelector(".v2-found")?.textContent).toContain(
      "SummerTime-7z8dWawICd is no loyalty card Get Member knows: it is a loyalty v2 card of customer cust_6onRrs4kCnvSVrTs5YtDPFBG, in Summer Rewards",
    );
  });

  it("renders hostile text from the API as text", () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const body = replaced(
      replaced(FULL_MEMBERSHIPS, ["memberships", 0, "program", "name"], hostile),
      ["memberships", 0, "cards", 0, "card", "code"],
      `${hostile}</code><script>window.__pwned=2</script>`,
    );
    view({ query: answered(CUSTOMER, parsed(parseMemberships(body))) });
    expect(document.querySelector("img, script")).toBeNull();
    expect(screen.getByRole("region", { name: `Loyalty v2 program ${hostile}` }).textContent).toContain(
      hostile,
    );
  });
});

describe("a membership that cannot be read", () => {
  it("is left out and named; the others are shown", () => {
    const body = { ...FULL_MEMBERSHIPS, memberships: ["not a membership", example(PROGRAM)] };
    const value = parsed(parseMemberships(body));
    expect(value.memberships).toHaveLength(1);
    expect(value.gaps).toEqual([
      { path: "memberships[0]", message: "expected Object, got a string: this membership is not shown" },
    ]);
    const membership: Membership = value.memberships[0]!;
    expect(membership.program?.name).toBe("Summer Rewards");
  });
});
