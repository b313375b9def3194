import { act, renderHook, waitFor } from "@testing-library/preact";
import { useReducer, useRef } from "preact/hooks";
import { describe, expect, it, vi } from "vitest";
import { type Ask, askQuery, idleQuery, type QueryState, reportQuery } from "@/lib/core/query/query-state";
import { useWorkerQuery } from "@/lib/core/query/use-worker-query";

const { asked, load } = vi.hoisted(() => ({ asked: vi.fn(), load: { fails: true } }));
vi.mock("@/lib/core/contract/ask", () => ({ ask: asked }));
// The chunk with the API's schemas, as an update that replaced it under an open panel leaves it:
// its first load fails, the next one works.
vi.mock("@/lib/core/api/answers", async (original) => {
  if (load.fails) throw new Error("Failed to fetch dynamically imported module");
  return original();
});

function useMemberQuery() {
  const [state, dispatch] = useReducer(
    (
      s: QueryState<string, unknown>,
      a: { ask: Ask<string> } | { report: Parameters<typeof reportQuery>[1] },
    ) => ("ask" in a ? askQuery(s, a.ask) : reportQuery(s, a.report)),
    idleQuery,
  );
  const serial = useRef(0);
  useWorkerQuery(
    "member.get",
    state.ask,
    (memberId: string) => ({ params: { memberId } }),
    (report) => dispatch({ report }),
  );
  return {
    state,
    ask: (question: string) => dispatch({ ask: { id: ++serial.current, question, scope: "p1" } }),
  };
}

describe("the API's schemas loaded with the first answer", () => {
  it("says an answer it could not load them for, instead of loading for good, and loads them again when asked again", async () => {
    asked.mockResolvedValue({ ok: true, value: { id: "v_1", code: "CARD" }, credential: "app_keys" });
    const { result } = renderHook(() => useMemberQuery());
    await act(async () => result.current.ask("CARD"));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        loading: false,
        error: { kind: "shape", issue: { message: "Voucher Lens could not load what reads this answer" } },
      }),
    );
    load.fails = false;
    await act(async () => result.current.ask("CARD"));
    await waitFor(() => expect(result.current.state.value).toMatchObject({ code: "CARD" }));
    expect(result.current.state.error).toBeUndefined();
  });
});
