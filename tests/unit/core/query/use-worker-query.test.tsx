import { act, renderHook, waitFor } from "@testing-library/preact";
import { useReducer, useRef } from "preact/hooks";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  type Ask,
  askQuery,
  idleQuery,
  type QueryReport,
  type QueryState,
  reportQuery,
} from "@/lib/core/query/query-state";
import { useWorkerQuery } from "@/lib/core/query/use-worker-query";
import type { Lookup, LookupHow } from "@/lib/lookup/classify";
import { clearCache, sessionCache } from "@/lib/lookup/lookup-cache";
import { recentLookups } from "@/lib/lookup/recent-lookups";
import { rememberRecentLookup } from "@/lib/lookup/recent-lookups.worker";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { loadFixture } from "../../helpers/fixtures";

/** What the panel asks the API, through the worker: the questions these tests answer. */
const { asked } = vi.hoisted(() => ({ asked: vi.fn() }));
// What the panel asks the worker to keep goes to the worker's own services: its recent lookups are
// written there, the answers it was given are not kept (these tests are about the questions).
vi.mock("@/lib/core/contract/ask", () => ({
  ask: (type: string, input: { profileId: string; lookup: Lookup; how: LookupHow }, ...rest: unknown[]) => {
    if (type === "lookup.made")
      return import("@/lib/lookup-log/lookup-made.worker")
        .then(({ lookupMade }) => lookupMade(input.profileId, input.lookup, input.how, 30))
        .then((value) => ({ ok: true, value }));
    if (type === "lookupCache.keep") return Promise.resolve({ ok: true, value: { kept: false } });
    // Passed straight on: the tests count these questions and time their answers.
    return asked(type, input, ...rest);
  },
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
/** Lets a reply the test handed over be read and reported, however many steps that takes. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 50)));

type Action<V> = { type: "ask"; ask: Ask<string> } | { type: "report"; report: QueryReport<V> };

/** One query as a page holds it: its state in a reducer, asked of the worker by the hook. */
function useQuery(type: "member.get" | "redemptions.list", { cache = true }: { cache?: boolean } = {}) {
  const [state, dispatch] = useReducer(
    (s: QueryState<string, unknown>, a: Action<unknown>) =>
      a.type === "ask" ? askQuery(s, a.ask) : reportQuery(s, a.report),
    idleQuery,
  );
  const serial = useRef(0);
  useWorkerQuery(
    type,
    state.ask,
    (id: string) => ({ params: { memberId: id, customer: id } }) as never,
    (report) => dispatch({ type: "report", report }),
    cache ? { cache: sessionCache } : {},
  );
  return {
    state,
    ask: (question: string, extra: { refresh?: boolean } = {}) =>
      dispatch({ type: "ask", ask: { id: ++serial.current, question, scope: "p1", ...extra } }),
  };
}

beforeEach(async () => {
  clearCache();
  // Recent lookups are kept only for a profile that exists.
  await storeProfiles({
    profiles: ["p1", "agent-2"].map((id) => ({ id, name: id, region: "api" as const, appId: "app" })),
    activeProfileId: "p1",
  });
});

describe("the panel's one query hook", () => {
  it("asks the worker once for a question and reports its answer", async () => {
    asked.mockResolvedValueOnce(member("CARD") as never);
    const { result } = renderHook(() => useQuery("member.get"));
    await act(async () => result.current.ask("CARD"));
    await waitFor(() => expect(result.current.state.value).toMatchObject({ code: "CARD" }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked.mock.calls[0]![0]).toBe("member.get");
  });

  it("names the profile and project it asks as, so the worker answers only while they are in force", async () => {
    asked.mockResolvedValueOnce(member("CARD") as never);
    const { result } = renderHook(() => useQuery("member.get"));
    await act(async () => result.current.ask("CARD"));
    await waitFor(() => expect(result.current.state.value).toMatchObject({ code: "CARD" }));
    expect(asked.mock.calls[0]![2]).toMatchObject({ scope: "p1" });
  });

  it("drops a reply that arrives after a newer question", async () => {
    const first = deferred();
    const second = deferred();
    asked.mockImplementation(((_type: string, input: { params: { memberId: string } }) =>
      input.params.memberId === "OLD" ? first.promise : second.promise) as never);
    const { result } = renderHook(() => useQuery("member.get"));
    await act(async () => result.current.ask("OLD"));
    await act(async () => result.current.ask("NEW"));
    await act(async () => second.resolve(member("NEW")));
    await waitFor(() => expect(result.current.state.value).toMatchObject({ code: "NEW" }));
    await act(async () => first.resolve(member("OLD")));
    await settle();
    expect(result.current.state.value).toMatchObject({ code: "NEW" });
    expect(result.current.state.question).toBe("NEW");
  });

  it("answers a question it has seen from the session cache, without asking again", async () => {
    asked.mockResolvedValueOnce(redemptions(7) as never);
    const { result } = renderHook(() => useQuery("redemptions.list"));
    await act(async () => result.current.ask(CUST));
    await waitFor(() => expect(result.current.state.value).toMatchObject({ total: 7 }));
    await act(async () => result.current.ask(CUST));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(result.current.state.value).toMatchObject({ total: 7 });
    expect(result.current.state.asOf).toBeTypeOf("number");
  });

  it("asks the API again on a refresh, keeping the answer shown until the new one comes", async () => {
    const refreshed = deferred();
    asked.mockResolvedValueOnce(redemptions(7) as never).mockReturnValueOnce(refreshed.promise as never);
    const { result } = renderHook(() => useQuery("redemptions.list"));
    await act(async () => result.current.ask(CUST));
    await waitFor(() => expect(result.current.state.value).toMatchObject({ total: 7 }));
    await act(async () => result.current.ask(CUST, { refresh: true }));
    expect(asked).toHaveBeenCalledTimes(2);
    expect(result.current.state).toMatchObject({ loading: true, value: { total: 7 } });
    await act(async () => refreshed.resolve(redemptions(8)));
    await waitFor(() => expect(result.current.state).toMatchObject({ loading: false, value: { total: 8 } }));
  });

  it("keeps no answer of a question asked before a newer one: asked again, it goes to the API", async () => {
    const first = deferred();
    asked.mockReturnValueOnce(first.promise as never).mockResolvedValue(redemptions(1) as never);
    const { result } = renderHook(() => useQuery("redemptions.list"));
    await act(async () => result.current.ask(CUST));
    await act(async () => result.current.ask("cust_Other000000000000000000"));
    await act(async () => first.resolve(redemptions(9)));
    await settle();
    await act(async () => result.current.ask(CUST));
    await waitFor(() => expect(result.current.state.value).toMatchObject({ total: 1 }));
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it("asks every time for a question whose answers are not kept", async () => {
    asked.mockResolvedValue(member("CARD") as never);
    const { result } = renderHook(() => useQuery("member.get", { cache: false }));
    await act(async () => result.current.ask("CARD"));
    await waitFor(() => expect(result.current.state.loading).toBe(false));
    await act(async () => result.current.ask("CARD"));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
  });

  it("counts down the worker's wait before it tries the API again", async () => {
    const reply = deferred();
    asked.mockImplementationOnce(((_type: string, _input: unknown, options: { onWait(w: unknown): void }) => {
      options.onWait({ type: "lookup.waiting", ticket: "t", until: 1234, cause: "rate_limited" });
      return reply.promise;
    }) as never);
    const { result } = renderHook(() => useQuery("member.get"));
    await act(async () => result.current.ask("CARD"));
    await waitFor(() =>
      expect(result.current.state.retryWait).toEqual({ until: 1234, cause: "rate_limited" }),
    );
    await act(async () => reply.resolve(member("CARD")));
    await waitFor(() => expect(result.current.state.value).toMatchObject({ code: "CARD" }));
    expect(result.current.state.retryWait).toBeUndefined();
  });

  it("reads the API's own example of List Redemptions into the rows the panel shows", async () => {
    asked.mockResolvedValueOnce({
      ok: true,
      value: loadFixture("list-redemptions__200__example.json"),
      credential: "app_keys",
    });
    const { result } = renderHook(() => useQuery("redemptions.list"));
    await act(async () => result.current.ask(CUST));
    await waitFor(() => expect(result.current.state.loading).toBe(false));
    const page = result.current.state.value as { total: number; redemptions: { ok: boolean }[] };
    expect(page.redemptions).toHaveLength(6);
    expect(page.redemptions[0]).toMatchObject({ ok: true, redemption: { id: "r_0c0469eaf705889d99" } });
  });

  it("reads the API's body itself: one of another shape is an error naming what did not fit, and is not kept", async () => {
    asked
      .mockResolvedValueOnce({
        ok: true,
        value: { object: "list", redemptions: "none" },
        credential: "app_keys",
      })
      .mockResolvedValueOnce({ ok: true, value: {}, credential: "app_keys" });
    const { result } = renderHook(() => useQuery("redemptions.list"));
    await act(async () => result.current.ask(CUST));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        loading: false,
        error: { kind: "shape", issue: { path: "redemptions" } },
      }),
    );
    expect(result.current.state.value).toBeUndefined();
    // Asked again, it goes to the API: the API answers {} for a customer it does not know.
    await act(async () => result.current.ask(CUST));
    await waitFor(() => expect(result.current.state.value).toEqual({ total: 0, redemptions: [] }));
    expect(asked).toHaveBeenCalledTimes(2);
  });
});

describe("recent lookups", () => {
  it("keeps both of two lookups remembered at the same moment", async () => {
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
