import { describe, expect, it } from "vitest";
import { expiringPoints, getMember, listRedemptions, revokeToken } from "@/lib/core/api/requests";

function built(result: ReturnType<typeof listRedemptions>) {
  if (!result.ok) throw new Error(`expected a request, got ${JSON.stringify(result.error)}`);
  return result.request;
}

describe("List Redemptions query", () => {
  it.each([
    [{}, ""],
    [{ limit: 1 }, "limit=1"],
    [{ limit: 100, page: 99 }, "limit=100&page=99"],
    [{ result: ["SUCCESS", "FAILURE"] }, "result=SUCCESS&result=FAILURE"],
    [{ campaign: "Black Friday 2026" }, "campaign=Black%20Friday%202026"],
    [{ customer: "cust_qBwHpagDOFu71Z3F22UzR80X" }, "customer=cust_qBwHpagDOFu71Z3F22UzR80X"],
    [{ customer: "bob+vip@example.com" }, "customer=bob%2Bvip%40example.com"],
    [{ order: "-created_at" }, "order=-created_at"],
    [
      { createdAfter: "2026-01-01", createdBefore: "2026-02-01T12:00:00Z" },
      "created_at[before]=2026-02-01T12%3A00%3A00Z&created_at[after]=2026-01-01",
    ],
    [
      { filters: { voucher_code: { conditions: { $is: "BF25-X&Y" } } } },
      "filters[voucher_code][conditions][$is]=BF25-X%26Y",
    ],
    [
      { filters: { failure_code: { conditions: { $in: ["voucher_expired", "quantity_exceeded"] } } } },
      "filters[failure_code][conditions][$in][0]=voucher_expired&filters[failure_code][conditions][$in][1]=quantity_exceeded",
    ],
    [
      { filters: { object: { conditions: { $not_in: ["redemption_rollback"] } } } },
      "filters[object][conditions][$not_in][0]=redemption_rollback",
    ],
    [
      { filters: { customer_id: { conditions: { $has_value: true } } } },
      "filters[customer_id][conditions][$has_value]=",
    ],
    [
      { filters: { parent_redemption_id: { conditions: { $is_unknown: true } } } },
      "filters[parent_redemption_id][conditions][$is_unknown]=",
    ],
    [
      {
        filters: {
          related_object_id: { conditions: { $is: "v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4" } },
          related_object_parent_id: { conditions: { $is: "camp_fkZ28pe7DUAEmmabofkxHI8N" } },
          junction: "or",
        },
      },
      "filters[related_object_id][conditions][$is]=v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4&filters[related_object_parent_id][conditions][$is]=camp_fkZ28pe7DUAEmmabofkxHI8N&filters[junction]=or",
    ],
    [
      {
        filters: {
          campaign_name: { conditions: { $starts_with: "Loyalty", $not_contain: "test" } },
          user_login: {
            conditions: { $ends_with: "@acme.com", $is_not: "bot@acme.com", $contains: "support" },
          },
        },
      },
      "filters[campaign_name][conditions][$starts_with]=Loyalty&filters[campaign_name][conditions][$not_contain]=test&filters[user_login][conditions][$is_not]=bot%40acme.com&filters[user_login][conditions][$ends_with]=%40acme.com&filters[user_login][conditions][$contains]=support",
    ],
  ])("sends %j as ?%s", (params, query) => {
    const request = built(listRedemptions(params));
    expect(request).toMatchObject({ method: "GET", path: "/v1/redemptions" });
    expect(request.query).toBe(query);
  });

  it.each([
    [{ limit: 0 }, "limit"],
    [{ limit: 101 }, "limit"],
    [{ limit: 2.5 }, "limit"],
    [{ page: 0 }, "page"],
    [{ page: 100 }, "page"],
    [{ order: "amount" }, "order"],
    [{ result: ["MAYBE"] }, "result.0"],
    [{ createdAfter: "last tuesday" }, "createdAfter"],
    [{ customer: "" }, "customer"],
    [{ customer: "x".repeat(257) }, "customer"],
    [{ customer: "cust_1\nX-App-Token: evil" }, "customer"],
    [
      { filters: { voucher_code: { conditions: { $regex: ".*" } } } },
      "filters.voucher_code.conditions.$regex",
    ],
    [{ filters: { amount: { conditions: { $is: "1" } } } }, "filters.amount"],
    [{ filters: { junction: "xor" } }, "filters.junction"],
    [{ url: "https://evil.example/" }, "url"],
  ])("refuses %j naming the field %s, and builds no request", (params, field) => {
    const result = listRedemptions(params);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: "invalid_input", field });
  });

  it("says the limit's allowed range in words", () => {
    const result = listRedemptions({ limit: 500 });
    expect(!result.ok && result.error.kind === "invalid_input" && result.error.message).toBe(
      "limit must be between 1 and 100",
    );
  });
});

describe("Get Member path", () => {
  it("uses the campaign path when the campaign is known", () => {
    expect(built(getMember({ memberId: "MmFAzfDe", campaignId: "camp_7s3uXI44aKfIk5IhmeOPr6ic" })).path).toBe(
      "/v1/loyalties/camp_7s3uXI44aKfIk5IhmeOPr6ic/members/MmFAzfDe",
    );
  });

  it("uses the short path without a campaign", () => {
    expect(built(getMember({ memberId: "MmFAzfDe" })).path).toBe("/v1/loyalties/members/MmFAzfDe");
  });

  it.each([
    ["A/B", "A%2FB"],
    ["../../v1/vouchers", "..%2F..%2Fv1%2Fvouchers"],
    ["50%OFF?x=1#y", "50%25OFF%3Fx%3D1%23y"],
    ["ZÜRICH 10", "Z%C3%9CRICH%2010"],
  ])("encodes the code %s as one path segment", (code, segment) => {
    expect(built(getMember({ memberId: code })).path).toBe(`/v1/loyalties/members/${segment}`);
  });

  it.each([".", ".."])("refuses the code %s, which a URL would resolve to another path", (code) => {
    expect(getMember({ memberId: code }).ok).toBe(false);
  });

  it("refuses a campaign id that is not camp_…", () => {
    const result = getMember({ memberId: "X", campaignId: "../oauth" });
    expect(!result.ok && result.error).toMatchObject({ kind: "invalid_input", field: "campaignId" });
  });
});

describe("Expiring points request", () => {
  const ids = {
    programId: "lprg_128f58429f4c4bf7b2",
    memberId: "lmbr_128f962dbc8c4ba5dc",
    cardId: "lcrd_128f962dbd8c4ba5df",
  };

  it("builds the v2 path and the query", () => {
    const request = built(
      expiringPoints({ ...ids, limit: 25, order: "-expiration_date", cursor: "lcrspeb_12d74837ba44e95894" }),
    );
    expect(request.path).toBe(
      "/v2/loyalties/programs/lprg_128f58429f4c4bf7b2/members/lmbr_128f962dbc8c4ba5dc/cards/lcrd_128f962dbd8c4ba5df/expiring-points",
    );
    expect(request.query).toBe("limit=25&order=-expiration_date&cursor=lcrspeb_12d74837ba44e95894");
  });

  it.each([
    [{ ...ids, programId: "lprg_XYZ" }, "programId"],
    [{ ...ids, memberId: "lmbr_12/../x" }, "memberId"],
    [{ ...ids, cardId: "card_1" }, "cardId"],
    [{ ...ids, cursor: "lcrscppb_12d7" }, "cursor"],
    [{ ...ids, limit: 101 }, "limit"],
    [{ ...ids, order: "points" }, "order"],
    [{ programId: ids.programId, memberId: ids.memberId }, "cardId"],
  ])("checks %j against the interface's patterns before any request (%s)", (params, field) => {
    const result = expiringPoints(params);
    expect(!result.ok && result.error).toMatchObject({ kind: "invalid_input", field });
  });
});

describe("Revoke request", () => {
  it("posts the token form-encoded", () => {
    const request = built(revokeToken({ token: "1ABCde2FGHijKl3m4NO5pqR6STUv7wxYzAbc8dE90FgH1IJkLm" }));
    expect(request).toMatchObject({ method: "POST", path: "/v1/oauth/token/revoke", query: "" });
    expect(request.form).toBe("access_token=1ABCde2FGHijKl3m4NO5pqR6STUv7wxYzAbc8dE90FgH1IJkLm");
  });

  it("trims a pasted token and encodes what a form must", () => {
    expect(built(revokeToken({ token: "  abc+/=  " })).form).toBe("access_token=abc%2B%2F%3D");
  });

  it.each(["", "   ", "two words"])("refuses %j as a token", (token) => {
    expect(revokeToken({ token }).ok).toBe(false);
  });
});
