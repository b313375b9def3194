// The masks load only once a page masks, so a panel that never masks carries none of them: in the
// moment before they come, a masked view shows nothing personal at all.

import { render, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { PersonalButton, PersonalText } from "@/components/PersonalText";
import { MaskingProvider, PersonalValue } from "@/components/PersonalValue";

describe("a masked view before its masks have loaded", () => {
  it("shows each value masked whole, then its mask, and never the value", async () => {
    const { container } = render(
      <MaskingProvider masked answer={{}}>
        <p>
          <PersonalValue value="lucia.fernandez@example.es" kind="email" />
        </p>
        <p>
          <PersonalText text="Requester ana.lopez@example.es" />
        </p>
        <PersonalButton
          text="bob.smith@example.com"
          action="Look up"
          actionLabel={(masked) => `Look up ${masked}`}
          onClick={() => undefined}
        />
      </MaskingProvider>,
    );
    const everything = () =>
      [
        container.textContent,
        ...[...container.querySelectorAll("[aria-label]")].map((e) => e.ariaLabel),
      ].join(" ");
    expect(everything()).not.toMatch(/lucia|ana\.lopez|bob\.smith/);
    expect(container.textContent).toContain("•••");
    await waitFor(() => expect(container.textContent).toContain("l•••@example.es"));
    expect(container.textContent).toContain("a•••@example.es");
    expect(screen.getByRole("button", { name: "Look up b•••@example.com" })).toBeTruthy();
    expect(everything()).not.toMatch(/lucia|ana\.lopez|bob\.smith/);
  });

  it("show the value as it is while masking is off", async () => {
    render(
      <MaskingProvider masked={false} answer={{}}>
        <PersonalValue value="lucia.fernandez@example.es" kind="email" />
      </MaskingProvider>,
    );
    expect(screen.getByText("lucia.fernandez@example.es")).toBeTruthy();
  });
});
