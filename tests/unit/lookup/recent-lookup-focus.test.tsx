// A recent lookup chosen by keyboard: the chip pressed goes with the list, and the keyboard must
// not fall back to the top of the panel.

import { fireEvent, render, screen } from "@testing-library/preact";
import { useState } from "preact/hooks";
import { describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import type { KeptLookup } from "@/lib/lookup/recent-lookups";
import { SearchBox } from "@/lib/lookup/SearchBox";

const recent: KeptLookup[] = [
  { lookup: { kind: "code", value: "SPRING-NEW" }, at: Date.now() },
  { lookup: { kind: "code", value: "BF25-XK3P9Q" }, at: Date.now() },
];

function Search({ onRecent }: { onRecent(): void }) {
  const [value, setValue] = useState("");
  return (
    <LanguageProvider>
      <SearchBox value={value} recent={recent} onInput={setValue} onSearch={vi.fn()} onRecent={onRecent} />
    </LanguageProvider>
  );
}

describe("a recent lookup chosen by keyboard", () => {
  it("looks it up and leaves the keyboard in Search, the list closed", async () => {
    const onRecent = vi.fn();
    render(<Search onRecent={onRecent} />);
    // The words load as a panel's do: the field is named once they are in.
    const search = await screen.findByRole("searchbox", { name: "Search" });
    search.focus();
    fireEvent.focus(search);
    // Tab to the chip, then Enter (a button's click).
    const chip = await screen.findByRole("button", { name: "BF25-XK3P9Q, voucher code" });
    chip.focus();
    fireEvent.click(chip);
    expect(onRecent).toHaveBeenCalledWith({ kind: "code", value: "BF25-XK3P9Q" });
    const field = screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" });
    expect(field.value).toBe("BF25-XK3P9Q");
    expect(screen.queryByRole("list", { name: "Recent lookups" })).toBeNull();
    expect(document.activeElement).toBe(field);
  });
});
