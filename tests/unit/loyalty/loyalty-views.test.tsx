import { render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ExpiringPointsState } from "@/lib/loyalty/expiring-points-query";
import { ExpiringPoints } from "@/lib/loyalty/loyalty-views";

// Nothing is loaded before these tests: the loyalty views arrive in a chunk of their own.

const idle: (() => void)[] = [];
vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
vi.stubGlobal("cancelIdleCallback", () => undefined);
afterEach(() => {
  idle.length = 0;
});

const empty: ExpiringPointsState = { order: "expiration_date", buckets: [], next: null, loading: false };
const tab = (state: ExpiringPointsState) => (
  <ExpiringPoints
    state={state}
    now={new Date("2026-11-20T12:00:00Z")}
    onShow={vi.fn()}
    onLoadMore={vi.fn()}
  />
);

describe("the Expiring points tab, loaded on demand", () => {
  it("says it is loading, and waits for the panel to settle when it has no card to show", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    render(tab(empty));
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(idle).toHaveLength(1);
    vi.useRealTimers();
  });

  it("loads at once for a loyalty lookup, without waiting for the panel to settle", async () => {
    render(tab({ ...empty, loading: true }));
    expect(await screen.findByLabelText(/Program ID/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
  });
});
