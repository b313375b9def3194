// Where the keyboard goes after "read as … instead": the button pressed goes with the reading it
// offered, and the keyboard must not fall back to the top of the panel.

import { fireEvent, render, screen } from "@testing-library/preact";
import { useState } from "preact/hooks";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { initialLookup, type LookupSlice, lookupReducer, startLookup } from "@/lib/lookup/index.sidepanel";
import { LookupSection } from "@/lib/lookup/LookupSection";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";

/** The panel's lookup: each reading asked for is started, as the panel starts it. */
function Lookup() {
  const [slice, setSlice] = useState<LookupSlice>(() =>
    startLookup(initialLookup, {
      lookup: { kind: "customer_id", value: CUST },
      alternatives: ["code", "customer_source_id"],
      how: "typed",
      profileId: "p1",
    }),
  );
  return (
    <LanguageProvider>
      <LookupSection
        lookup={slice}
        why={undefined}
        who={undefined}
        onEvent={(event) =>
          setSlice((now) => {
            const { slice: next, start } = lookupReducer(now, event, "p1");
            return start ? startLookup(next, { ...start, profileId: "p1" }) : next;
          })
        }
      />
    </LanguageProvider>
  );
}

describe("read as … instead, used by keyboard", () => {
  it("leaves the keyboard on the reading to go back to, not at the top of the panel", () => {
    render(<Lookup />);
    const instead = screen.getByRole("button", { name: "read as voucher code instead" });
    instead.focus();
    fireEvent.click(instead);
    expect(screen.getByText("voucher code", { selector: "strong" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "read as customer id instead" }));
  });
});
