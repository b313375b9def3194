import { fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";

const forbidden = {
  kind: "http" as const,
  status: 403,
  body: { key: "missing_required_permission" },
  operation: "listRedemptions" as const,
  fromApi: true,
};

afterEach(() => {
  vi.doUnmock("@/components/ErrorNotice");
  vi.resetModules();
});

describe("an error notice loaded with the first error", () => {
  it("inserts its alert whole, with the explanation, once that has loaded", async () => {
    const { ErrorNoticeOnDemand } = await import("@/components/error-notice-on-demand");
    render(<ErrorNoticeOnDemand error={forbidden} />);
    expect(screen.queryByRole("alert")).toBeNull();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This key cannot list redemptions");
  });

  it("still says the kind of error, the note on older data and Try again when its explanation cannot load", async () => {
    vi.doMock("@/components/ErrorNotice", () => {
      throw new Error("the chunk is gone (an update replaced it)");
    });
    const { ErrorNoticeOnDemand } = await import("@/components/error-notice-on-demand");
    const onRetry = vi.fn();
    const { rerender } = render(
      <ErrorNoticeOnDemand
        error={{ kind: "network", message: "offline" }}
        staleNote="Last good answer below"
        onRetry={onRetry}
      />,
    );
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByRole("alert").textContent).toContain("Offline or unreachable");
    expect(screen.getByRole("alert").textContent).toContain("Last good answer below");
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
    // A rate limit still lasting holds Try again, as the notice itself does.
    rerender(
      <ErrorNoticeOnDemand
        error={{ kind: "rate_limited", retryAt: Date.now() + 60_000, body: {} }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Try again" }).disabled).toBe(true);
  });
});
