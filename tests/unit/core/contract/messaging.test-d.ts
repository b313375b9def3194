import { describe, expectTypeOf, it } from "vitest";
import type { createHandlers } from "@/entrypoints/background/handlers";
import type { LoyaltyMember, PointsBucketPage, RedemptionPage } from "@/lib/core/api/schemas";
import { ask } from "@/lib/core/contract/ask";
import type { Reply, ReplyToContent } from "@/lib/core/contract/envelope";
import type { useWorkerQuery } from "@/lib/core/query/use-worker-query";
import type { DetectorConfig } from "@/lib/detection/patterns";
import type { ConnectionCheck, ProfileView } from "@/lib/profiles/profiles.messages";
import type { RevokeReply } from "@/lib/tokens/tokens.messages";

/** The reply's value type, when the reply is a success. */
type ValueOf<R> = R extends Promise<Reply<infer V>> ? V : never;

describe("the contract's types reach the caller", () => {
  it("types each reply by its message", () => {
    // A lookup's reply is the API's body, unread: the page reads it (below, the panel's query).
    expectTypeOf<ValueOf<ReturnType<typeof ask<"redemptions.list">>>>().toEqualTypeOf<unknown>();
    expectTypeOf<ValueOf<ReturnType<typeof ask<"token.revoke">>>>().toEqualTypeOf<RevokeReply>();
    expectTypeOf<ValueOf<ReturnType<typeof ask<"connection.test">>>>().toEqualTypeOf<ConnectionCheck>();
    expectTypeOf<ValueOf<ReturnType<typeof ask<"profiles.list">>>>().toEqualTypeOf<ProfileView[]>();
    expectTypeOf<ValueOf<ReturnType<typeof ask<"detection.config">>>>().toEqualTypeOf<DetectorConfig>();
    expectTypeOf<ValueOf<ReturnType<typeof ask<"lookup.request">>>>().toEqualTypeOf<{ queued: boolean }>();
  });

  it("refuses a wrong input at compile time", () => {
    // @ts-expect-error: an unknown message type
    void ask("settings.get", {});
    // @ts-expect-error: member.get takes params with a memberId
    void ask("member.get", { params: { code: "X" } });
    // @ts-expect-error: a clicked token carries its kind
    void ask("lookup.request", { token: { text: "BF25-XK3P9Q" } });
    // @ts-expect-error: the old wire format (a bare query) is gone
    void ask("lookup.request", { query: "BF25-XK3P9Q" });
    // @ts-expect-error: limit is a number
    void ask("redemptions.list", { params: { limit: "100" } });
    void ask("redemptions.list", { params: { limit: 100 } });
  });

  it("refuses a reply used as the wrong type", async () => {
    const reply = await ask("connection.test", {});
    if (reply.ok) {
      expectTypeOf(reply.value.redemptionsVisible).toEqualTypeOf<number | undefined>();
      // @ts-expect-error: a connection check has no redemptions list
      void reply.value.redemptions;
    } else {
      expectTypeOf(reply.error.kind).toEqualTypeOf<
        "http" | "network" | "timeout" | "shape" | "rate_limited" | "invalid_input"
      >();
    }
  });

  it("makes the worker answer every type with its own reply", () => {
    type Handlers = ReturnType<typeof createHandlers>;
    expectTypeOf<
      Parameters<Handlers["page"]["member.get"]>[0]["params"]["memberId"]
    >().toEqualTypeOf<string>();
    expectTypeOf<Awaited<ReturnType<Handlers["content"]["page.detected"]>>>().toEqualTypeOf<
      ReplyToContent<{ recorded: number }>
    >();
  });

  it("types the panel's query by what it reads the API's answer into", () => {
    type Answered<T extends "redemptions.list" | "expiringPoints.list"> = Extract<
      Parameters<Parameters<typeof useWorkerQuery<T, string>>[3]>[0],
      { kind: "answered" }
    >["reply"];
    expectTypeOf<
      Extract<Answered<"redemptions.list">, { ok: true }>["value"]
    >().toEqualTypeOf<RedemptionPage>();
    expectTypeOf<
      Extract<Answered<"expiringPoints.list">, { ok: true }>["value"]
    >().toEqualTypeOf<PointsBucketPage>();
  });

  it("types the panel's query by its message", () => {
    type Query = Parameters<typeof useWorkerQuery<"member.get", string>>;
    type Answered = Extract<Parameters<Query[3]>[0], { kind: "answered" }>;
    expectTypeOf<Extract<Answered["reply"], { ok: true }>["value"]>().toEqualTypeOf<LoyaltyMember>();
    expectTypeOf<Parameters<Query[2]>[0]>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Query[1]>["question"]>().toEqualTypeOf<string>();
  });
});
