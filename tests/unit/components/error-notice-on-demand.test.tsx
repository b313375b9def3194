import { fireEvent, render, screen, waitFor } from "@testing-library/preact";
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
  it("holds an empty, busy alert while its explanation loads, then explains the error in it", async () => {
    const { ErrorNoticeOnDemand } = await import("@/components/error-notice-on-demand");
    render(<ErrorNoticeOnDemand error={forbidden} />);
    const alert = screen.getByRole("alert");
    expect(alert.getAttribute("aria-busy")).toBe("true");
    expect(alert.textContent).toBe("");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("This key cannot list redemptions"),
    );
    expect(screen.getByRole("alert").getAttribute("aria-busy")).toBeNull();
  });

  it("still says the kind of error and keeps Try again when its explanation cannot load", async () => {
    vi.doMock("@/components/ErrorNotice", () => {
      throw new Error("the chunk is gone (an update replaced it)");
    });
    const { ErrorNoticeOnDemand } = await import("@/components/error-notice-on-demand");
    const onRetry = vi.fn();
    render(<ErrorNoticeOnDemand error={{ kind: "network", message: "offline" }} onRetry={onRetry} />);
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByRole("alert").textContent).toContain("Offline or unreachable");
    expect(screen.getByRole("alert").getAttribute("aria-busy")).toBe("false");
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
