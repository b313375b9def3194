// On this page draws a bounded list: a page that shows thousands of ids costs the panel no more
// than a ticket does, and the counts it shows stay true.

import { fireEvent, render, screen, within } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { LISTED_PER_KIND, OnThisPage } from "@/lib/ticket/OnThisPage";

const voucher = (n: number) => ({
  kind: "voucher" as const,
  text: `v_${String(n).padStart(24, "0")}`,
  count: 1,
});

describe("On this page", () => {
  it("lists at most LISTED_PER_KIND of a kind, says how many more, and counts every id kept, with + for those left out", () => {
    const tokens = [
      ...Array.from({ length: 1000 }, (_, i) => voucher(i)),
      { kind: "customer" as const, text: "cust_aliceAliceAliceAliceAl", count: 2 },
    ];
    const onLookup = vi.fn();
    render(<OnThisPage tokens={tokens} dropped={61_501} onLookup={onLookup} open />);
    expect(screen.getByText("On this page (1,001+)")).toBeTruthy();
    const vouchers = screen.getByRole("region", { name: "Vouchers" });
    expect(within(vouchers).getByRole("heading").textContent).toBe("Vouchers (1000)");
    expect(within(vouchers).getAllByRole("button")).toHaveLength(LISTED_PER_KIND);
    expect(within(vouchers).getByText(`and ${1000 - LISTED_PER_KIND} more`)).toBeTruthy();
    // A kind under the bound is listed whole, with nothing more said.
    const customers = screen.getByRole("region", { name: "Customers" });
    expect(within(customers).getAllByRole("button")).toHaveLength(1);
    expect(within(customers).queryByText(/more$/)).toBeNull();
    fireEvent.click(within(customers).getByRole("button", { name: "cust_aliceAliceAliceAliceAl" }));
    expect(onLookup).toHaveBeenCalledWith(tokens[1000]);
  });

  it("gives the plain count of a page under the caps", () => {
    render(<OnThisPage tokens={[voucher(1), voucher(2)]} onLookup={() => undefined} open />);
    expect(screen.getByText("On this page (2)")).toBeTruthy();
  });
});
