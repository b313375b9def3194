// A rate limit's notice counts down the seconds to wait, on screen: what its alert tells a screen
// reader is the explanation, said once, not the whole notice again at every second that passes.

import { act, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorNotice } from "@/components/ErrorNotice";
import { RetryCountdown } from "@/components/RetryCountdown";
import { LanguageProvider } from "@/components/use-words";

afterEach(() => vi.useRealTimers());

/** The alert's text that a change is announced for: a part marked aria-live="off" changes unsaid. */
function announced(region: Element): string {
  const copy = region.cloneNode(true);
  if (!(copy instanceof Element)) return "";
  for (const quiet of copy.querySelectorAll('[aria-live="off"]')) quiet.remove();
  return copy.textContent ?? "";
}

describe("a rate limit's notice while it counts down", () => {
  it("announces its explanation once: the seconds change on screen alone", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    render(
      <LanguageProvider>
        <ErrorNotice
          error={{ kind: "rate_limited", retryAt: Date.now() + 40_000, body: { request_id: "v-0a1b" } }}
          onRetry={() => undefined}
        />
      </LanguageProvider>,
    );
    const alert = screen.getByRole("alert");
    const first = announced(alert);
    expect(first).toContain("Rate limit reached");
    expect(alert.textContent).toContain("Wait 40 s, then try again.");

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    // The agent still sees the wait shrink, and Try again held until it ends.
    expect(alert.textContent).toContain("Wait 37 s, then try again.");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Try again in 37 s" }).disabled).toBe(true);
    expect(announced(alert)).toBe(first);
  });
});

describe("the wait before the worker tries again", () => {
  it("announces why it waits once: the seconds change on screen alone, and trying again now is said", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    render(
      <LanguageProvider>
        <RetryCountdown wait={{ cause: "server_error", until: Date.now() + 5_000 }} />
      </LanguageProvider>,
    );
    const status = screen.getByRole("status");
    const first = announced(status);
    expect(status.textContent).toMatch(/trying again in 5 s/);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(status.textContent).toMatch(/trying again in 3 s/);
    expect(announced(status)).toBe(first);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(announced(status)).not.toBe(first);
  });
});
