// @vitest-environment node
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMemberships, parsePendingList, parseProgramMembership } from "@/lib/core/api/schemas";
import { type ApiServer, startApiServer } from "../../server/api-server";
import { MEMBERSHIPS_EXAMPLE, PROGRAM_MEMBERSHIP_EXAMPLE } from "../../server/loyalty-v2-examples";
import { call, get } from "../../server/test-client";
import { PROJECT_ROOT } from "../helpers/paths";

/** The local API's loyalty v2 reads: memberships, program membership with tiers, pending buckets. */

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ tls: false, now: new Date("2026-11-26T12:00:00Z") });
});
afterAll(async () => {
  await api.close();
});
const s = () => api.data.samples;
const memberships = (id: string, type = "customer_id") =>
  get(api, `/v2/loyalties/memberships/${encodeURIComponent(id)}?identification_type=${type}`);

describe("Get customer memberships", () => {
  it("gives the sample customer's two memberships, each card with balance, pending, next expiry and activation", async () => {
    const answer = await memberships(s().membershipsCustomerId);
    expect(answer.status).toBe(200);
    const body = answer.json();
    expect(body.object).toBe("memberships_result");
    expect(body.customer).toEqual({
      id: s().membershipsCustomerId,
      source_id: "crm-100412",
      object: "customer",
    });
    expect(body.memberships).toHaveLength(2);
    const card = body.memberships[0].cards[0];
    expect(Object.keys(card)).toEqual(["member_role", "created_at", "card", "object"]);
    expect(card.card.code).toBe(s().membershipsCardCode);
    expect(card.card.balance.points).toBeGreaterThan(0);
    expect(card.card.balance.pending_points).toBeGreaterThan(0);
    expect(card.card.next_expiration).toEqual({
      points: expect.any(Number),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(card.card.next_activation).toMatchObject({ type: "PERIOD_BASED", date: expect.any(String) });
    // Event-based activation gives the day the points are cancelled instead.
    expect(body.memberships[1].cards[0].card.next_activation).toMatchObject({
      type: "EVENT_BASED",
      cancel_date: expect.any(String),
    });
    const parsed = parseMemberships(body);
    expect(parsed.ok && parsed.value.gaps).toBeUndefined();
  });

  it("reads the customer by source id and by member id", async () => {
    expect((await memberships("crm-100412", "customer_source_id")).json().memberships).toHaveLength(2);
    expect((await memberships(s().memberId, "member_id")).json().customer.id).toBe(s().membershipsCustomerId);
  });

  it("answers an empty list for a customer without membership, and 404 for one it does not know", async () => {
    const none = await memberships(s().noMembershipCustomerId);
    expect(none.status).toBe(200);
    expect(none.json().memberships).toEqual([]);
    const unknown = await memberships("cust_0000000000000000000000ZZ");
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ key: "not_found", resource_type: "customer" });
    expect((await memberships("x", "email")).status).toBe(400);
  });

  it("serves the OpenAPI example's customer as the example gives it", async () => {
    expect((await memberships(s().exampleMembershipsCustomerId)).json()).toEqual(MEMBERSHIPS_EXAMPLE);
  });

  it("takes the app keys or a bearer token, nothing else", async () => {
    const refused = await call(api, `/v2/loyalties/memberships/${s().membershipsCustomerId}`);
    expect(refused.status).toBe(401);
  });
});

describe("Get program membership", () => {
  it("gives each card's tier progress: a tier about to lapse, one to reach", async () => {
    const answer = await get(
      api,
      `/v2/loyalties/programs/${s().programId}/memberships/${s().membershipsCustomerId}`,
    );
    expect(answer.status).toBe(200);
    const body = answer.json();
    expect(body.object).toBe("membership");
    const progress = body.cards[0].tier_progress;
    expect(progress.current.tier.name).toBe("Gold");
    expect(progress.risks[0]).toMatchObject({ type: "TIER_DOWNGRADE", tier: { name: "Silver" } });
    expect(progress.opportunities[0]).toMatchObject({ points: 240, tier: { name: "Platinum" } });
    expect(parseProgramMembership(body).ok).toBe(true);
  });

  it("serves the example, and 404 for a program the customer is not in", async () => {
    const example = await get(
      api,
      `/v2/loyalties/programs/lprg_128f58429f4c4bf7b2/memberships/${s().exampleMembershipsCustomerId}`,
    );
    expect(example.json()).toEqual(PROGRAM_MEMBERSHIP_EXAMPLE);
    const other = api.data.v2.programs[1]!.id;
    const missing = await get(
      api,
      `/v2/loyalties/programs/${other}/memberships/${s().noMembershipCustomerId}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ resource_type: "member" });
  });
});

describe("List card pending point buckets", () => {
  const pending = (query = "") =>
    get(
      api,
      `/v2/loyalties/programs/${s().programId}/members/${s().memberId}/cards/${s().cardId}/pending-points${query}`,
    );

  it("lists the PENDING buckets soonest first, page by page along the cursor", async () => {
    const first = (await pending("?limit=2")).json();
    expect(first.data.map((b: { status: string }) => b.status)).toEqual(["PENDING", "PENDING"]);
    expect(first.data[0].date < first.data[1].date).toBe(true);
    expect(first.cursor.next).toMatch(/^lcrscppb_[a-f0-9]+$/);
    const next = (await pending(`?limit=2&cursor=${first.cursor.next}`)).json();
    expect(next.data).toHaveLength(1);
    expect(next.cursor).toBeNull();
    expect(parsePendingList(first).ok).toBe(true);
  });

  it("refuses what the OpenAPI file refuses", async () => {
    expect((await pending("?order=expiration_date")).status).toBe(400);
    expect((await pending("?cursor=lcrspeb_00")).status).toBe(400);
    expect((await pending("?limit=101")).status).toBe(400);
  });
});

describe("the demo's loyalty v2 sample ticket", () => {
  it("shows the memberships customer's id and card code, of seed 1", () => {
    const page = readFileSync(resolve(PROJECT_ROOT, "tests/server/helpdesk/ticket-loyalty.html"), "utf8");
    expect(page).toContain(s().membershipsCustomerId);
    expect(page).toContain(s().membershipsCardCode);
    expect(page.match(/cust_[A-Za-z0-9]+/g)).toEqual([s().membershipsCustomerId]);
  });
});
