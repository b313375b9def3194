// The recent lookups Search offers are read as they are offered: a panel left open for days never
// offers one made more than a week ago, though it still holds the list it read then.

import { fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import type { KeptLookup } from "@/lib/lookup/recent-lookups";
import { SearchBox } from "@/lib/lookup/SearchBox";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 2, 9, 0);

afterEach(() => vi.useRealTimers());

describe("Search's recent lookups", () => {
  it("leave out, when the field gets focus, those made more than a week before", () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    const recent: KeptLookup[] = [
      { lookup: { kind: "code", value: "SPRING-NEW" }, at: T0 - DAY },
      { lookup: { kind: "customer_source_id", value: "lena.fischer@example.de" }, at: T0 - 6 * DAY },
    ];
    render(
      <LanguageProvider>
        <SearchBox value="" recent={recent} onInput={vi.fn()} onSearch={vi.fn()} onRecent={vi.fn()} />
      </LanguageProvider>,
    );
    const field = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.focus(field);
    expect(screen.getByRole("list", { name: "Recent lookups" }).textContent).toContain(
      "lena.fischer@example.de",
    );
    fireEvent.blur(field);

    // Two days on, the panel still open: the email's lookup is eight days old and is not offered.
    vi.setSystemTime(T0 + 2 * DAY);
    fireEvent.focus(field);
    const list = screen.getByRole("list", { name: "Recent lookups" });
    expect(list.textContent).toContain("SPRING-NEW");
    expect(list.textContent).not.toContain("lena.fischer@example.de");
  });
});
