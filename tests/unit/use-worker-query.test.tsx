import { act, renderHook, waitFor } from "@testing-library/preact";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearCache } from "@/features/lookup/lookup-cache";
import { recentLookups } from "@/features/lookup/recent-lookups";
import { rememberRecentLookup } from "@/features/lookup/recent-lookups.worker";
import { usePanelLookup } from "@/features/lookup/use-lookup";
import { useWorkerQuery } from "@/features/lookup/use-worker-query";
import { storeSettings } from "@/features/profiles/profile-list.worker";
import type { DetectedTokenRecord } from "@/features/ticket/detected-tokens";

/** What the panel asks the API, through the worker: the questions these tests answer. */
const { asked } = vi.hoisted(() => ({ asked: vi.fn() }));
// What the panel asks the worker to keep (its recent lookups, the answers it was given) goes apart:
// these tests are about the questions and their answers.
vi.mock("@/core/contract/ask", () => ({
  ask: (type: string, ...rest: unknown[]) =>
    type === "recentLookups.remember" || type === "lookupCache.keep"
      ? Promise.resolve({ ok: false, error: { kind: "network", message: "kept elsewhere" } })
      : asked(type, ...rest),
}));

/** A reply the test hands over when it chooses: replies arrive in any order, as in life. */
function deferred() {
  let resolve!: (value: unknown) => void;
  const promise = new Promise((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
const member = (code: string) => ({ ok: true, value: { id: `v_${code}`, code }, credential: "app_keys" });
const redemptions = (total: number) => ({
  ok: true,
  value: { total, redemptions: [] },
  credential: "app_keys",
});
const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
/** A ticket showing a card's program and card ids, as the sample ticket does. */
const TICKET_CARD: DetectedTokenRecord[] = [
  { kind: "loyalty", text: "lprg_28cb98d654308a01de", count: 1 },
  { kind: "loyalty", text: "lcrd_43be217bed35e00149", count: 1 },
];

beforeEach(async () => {
  await clearCache();
});

describe("the panel's one query hook", () => {
  it("drops a reply that arrives after a newer lookup", async () => {
    const first = deferred();
    const second = deferred();
    asked.mockImplementation(((_type: string, input: { params: { memberId: string } }) =>
      input.params.memberId === "OLD" ? first.promise : second.promise) as never);
    const { result } = renderHook(() =>
      useWorkerQuery("member.get", "p1", (code: string) => ({ params: { memberId: code } })),
    );
    let late: unknown;
    await act(async () => {
      late = result.current.run("OLD");
      void result.current.run("NEW");
    });
    await act(async () => second.resolve(member("NEW")));
    await waitFor(() => expect(result.current.state.value).toMatchObject({ code: "NEW" }));
    await act(async () => first.resolve(member("OLD")));
    expect(await late).toBeUndefined();
    expect(result.current.state.value).toMatchObject({ code: "NEW" });
    expect(result.current.state.question).toBe("NEW");
  });

  it("drops a reply that arrives after a profile switch, and shows nothing of the old profile", async () => {
    const reply = deferred();
    asked.mockReturnValueOnce(reply.promise as never);
    const { result, rerender } = renderHook(
      ({ scope }) => useWorkerQuery("member.get", scope, (code: string) => ({ params: { memberId: code } })),
      { initialProps: { scope: "p1" } },
    );
    await act(async () => void result.current.run("CARD"));
    rerender({ scope: "p2" });
    await act(async () => reply.resolve(member("CARD")));
    expect(result.current.state.value).toBeUndefined();
    expect(result.current.state.loading).toBe(false);
  });

  it("answers a question it has seen from the session cache, without asking again", async () => {
    asked.mockResolvedValueOnce(redemptions(7) as never);
    const { result } = renderHook(() =>
      useWorkerQuery("redemptions.list", "p1", (customer: string) => ({ params: { customer } })),
    );
    await act(async () => void (await result.current.run(CUST)));
    expect(result.current.state.value).toMatchObject({ total: 7 });
    await act(async () => void (await result.current.run(CUST)));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(result.current.state.value).toMatchObject({ total: 7 });
    expect(result.current.state.asOf).toBeTypeOf("number");
  });

  it("keeps the shown answer, marked with the error, when a refresh fails", async () => {
    asked
      .mockResolvedValueOnce(redemptions(7) as never)
      .mockResolvedValueOnce({ ok: false, error: { kind: "network", message: "offline" } } as never);
    const { result } = renderHook(() =>
      useWorkerQuery("redemptions.list", "p1", (customer: string) => ({ params: { customer } })),
    );
    await act(async () => void (await result.current.run(CUST)));
    await act(async () => void (await result.current.run(CUST, { refresh: true })));
    expect(result.current.state.value).toMatchObject({ total: 7 });
    expect(result.current.state.error).toMatchObject({ kind: "network" });
  });

  it("shows no old answer under a new question that failed", async () => {
    asked
      .mockResolvedValueOnce(redemptions(7) as never)
      .mockResolvedValueOnce({ ok: false, error: { kind: "timeout", afterMs: 15000 } } as never);
    const { result } = renderHook(() =>
      useWorkerQuery("redemptions.list", "p1", (customer: string) => ({ params: { customer } })),
    );
    await act(async () => void (await result.current.run(CUST)));
    await act(async () => void (await result.current.run("cust_Other000000000000000000")));
    expect(result.current.state.value).toBeUndefined();
    expect(result.current.state.error).toMatchObject({ kind: "timeout" });
  });
});

describe("the panel's lookups", () => {
  const options = {
    profileId: "p1",
    pageSize: 25 as const,
    ticketTabId: 3,
    onPage: [] as DetectedTokenRecord[],
  };

  it("never shows a code's late member card above the customer looked up after it", async () => {
    const card = deferred();
    asked.mockImplementation(((type: string) =>
      type === "member.get" ? card.promise : Promise.resolve(redemptions(2))) as never);
    const { result } = renderHook(() => usePanelLookup(options));
    await act(async () => result.current.lookUp({ kind: "code", value: "LOYAL-1" }));
    await act(async () => result.current.lookUp({ kind: "customer_id", value: CUST }));
    await waitFor(() => expect(result.current.redemptions.state.value).toMatchObject({ total: 2 }));
    await act(async () => card.resolve(member("LOYAL-1")));
    expect(result.current.member.state.value).toBeUndefined();
    expect(result.current.redemptions.state.question?.lookup).toEqual({ kind: "customer_id", value: CUST });
  });

  it("answers a loyalty member id with Expiring points, the ids filled from the page, and never a code search", async () => {
    asked.mockResolvedValue({ ok: true, value: { buckets: [], next: null } } as never);
    const onPage = TICKET_CARD;
    const { result } = renderHook(() => usePanelLookup({ ...options, onPage }));
    await act(async () =>
      result.current.lookUp({ kind: "loyalty_member_id", value: "lmbr_97058937a2315e0819" }),
    );
    expect(result.current.view).toBe("points");
    expect(result.current.cardIds).toEqual({
      programId: "lprg_28cb98d654308a01de",
      memberId: "lmbr_97058937a2315e0819",
      cardId: "lcrd_43be217bed35e00149",
    });
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(asked.mock.calls[0]![0]).toBe("expiringPoints.list");
    expect(asked.mock.calls.some(([type]) => type === "redemptions.list" || type === "member.get")).toBe(
      false,
    );
  });

  it("asks nothing for an order id", async () => {
    const { result } = renderHook(() => usePanelLookup(options));
    await act(async () => result.current.lookUp({ kind: "order_id", value: "ord_0ffc4ccac0d5d28b7a" }));
    expect(result.current.current?.lookup.kind).toBe("order_id");
    expect(asked).not.toHaveBeenCalled();
  });

  it("drops answers still on their way when the agent goes to another ticket", async () => {
    const list = deferred();
    asked.mockReturnValueOnce(list.promise as never);
    const { result, rerender } = renderHook((props) => usePanelLookup(props), { initialProps: options });
    await act(async () => result.current.lookUp({ kind: "customer_id", value: CUST }));
    rerender({ ...options, ticketTabId: 4 });
    await act(async () => list.resolve(redemptions(9)));
    expect(result.current.redemptions.state.value).toBeUndefined();
    expect(result.current.redemptions.state.loading).toBe(false);
  });

  it("says the answer was dropped when the agent moved to another ticket before it came", async () => {
    const list = deferred();
    asked.mockReturnValueOnce(list.promise as never);
    const { result, rerender } = renderHook((props) => usePanelLookup(props), { initialProps: options });
    await act(async () => result.current.lookUp({ kind: "customer_id", value: CUST }));
    await waitFor(() => expect(result.current.redemptions.state.loading).toBe(true));
    rerender({ ...options, ticketTabId: 4 });
    await waitFor(() => expect(result.current.current?.dropped).toBe(true));
  });

  it("never shows one card's buckets, or a late reply for it, under the next loyalty lookup", async () => {
    const first = deferred();
    asked.mockReturnValueOnce(first.promise as never);
    const onPage = TICKET_CARD;
    const { result } = renderHook(() => usePanelLookup({ ...options, onPage }));
    await act(async () =>
      result.current.lookUp({ kind: "loyalty_member_id", value: "lmbr_97058937a2315e0819" }),
    );
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    // The next member id has no program or card on this page: nothing can be asked yet.
    await act(async () =>
      result.current.lookUp({ kind: "loyalty_program_id", value: "lprg_111111111111111111" }),
    );
    await act(async () =>
      first.resolve({ ok: true, value: { buckets: [{ id: "lcpeb_1" }], next: "lcrspeb_1" } }),
    );
    expect(result.current.points.state.buckets).toEqual([]);
    expect(result.current.points.state.next).toBeNull();
  });

  it("fills a loyalty lookup's missing ids from its own ticket only, as the page reports them", async () => {
    asked.mockResolvedValue({ ok: true, value: { buckets: [], next: null } } as never);
    const { result, rerender } = renderHook((props) => usePanelLookup(props), { initialProps: options });
    await act(async () =>
      result.current.lookUp({ kind: "loyalty_member_id", value: "lmbr_97058937a2315e0819" }),
    );
    expect(result.current.cardIds).toEqual({ memberId: "lmbr_97058937a2315e0819" });
    const otherTicket = TICKET_CARD;
    rerender({ ...options, ticketTabId: 9, onPage: otherTicket });
    await act(async () => undefined);
    expect(result.current.cardIds).toEqual({ memberId: "lmbr_97058937a2315e0819" });
    expect(asked).not.toHaveBeenCalled();
    // Back on the lookup's ticket, which now shows the other two ids: the card is complete and asked for.
    rerender({ ...options, onPage: otherTicket });
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(result.current.cardIds).toEqual({
      programId: "lprg_28cb98d654308a01de",
      memberId: "lmbr_97058937a2315e0819",
      cardId: "lcrd_43be217bed35e00149",
    });
  });
});

describe("recent lookups", () => {
  it("keeps both of two lookups remembered at the same moment", async () => {
    await storeSettings({
      profiles: [{ id: "agent-2", name: "Acme", region: "api", appId: "app" }],
      activeProfileId: "agent-2",
    });
    await Promise.all([
      rememberRecentLookup("agent-2", { kind: "code", value: "FIRST" }),
      rememberRecentLookup("agent-2", { kind: "customer_id", value: CUST }),
    ]);
    expect(await recentLookups("agent-2")).toEqual([
      { kind: "customer_id", value: CUST },
      { kind: "code", value: "FIRST" },
    ]);
  });
});
