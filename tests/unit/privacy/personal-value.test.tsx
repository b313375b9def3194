// The one view of a customer's personal data: masked, it shows the mask and a button that reveals
// that value alone, for the answer shown; a new answer masks it again.

import { fireEvent, render, screen } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { PersonalButton, PersonalEntry, PersonalText } from "@/components/PersonalText";
import { MaskingProvider, PersonalValue, preloadMasks } from "@/components/PersonalValue";
import { maskedText, personalPieces } from "@/components/personal-pieces";

await preloadMasks();

/** Every text and attribute value the view renders: where a value could be read or announced. */
function everythingShown(root: Element): string {
  const attributes = [...root.querySelectorAll("*")].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.value),
  );
  return [root.textContent ?? "", ...attributes].join("\n");
}

const LUCIA = "lucia@example.es";
const BOB = "bob.smith@email.com";

function twoEmails(answer: unknown, masked = true) {
  return (
    <MaskingProvider masked={masked} answer={answer}>
      <p data-testid="lucia">
        <PersonalValue value={LUCIA} kind="email" />
      </p>
      <p data-testid="bob">
        <PersonalValue value={BOB} kind="email" />
      </p>
    </MaskingProvider>
  );
}

describe("a personal value", () => {
  it("masked, shows its mask, never the value, in its text or any attribute", () => {
    const { container } = render(twoEmails({}));
    expect(screen.getByTestId("lucia").textContent).toContain("l•••@example.es");
    expect(everythingShown(container)).not.toContain(LUCIA);
    expect(everythingShown(container)).not.toContain(BOB);
  });

  it("reveals that value alone with the button named for its kind, and moves the focus to it", () => {
    render(twoEmails({}));
    const [showLucia] = screen.getAllByRole("button", { name: "Show email" });
    fireEvent.click(showLucia!);
    expect(screen.getByTestId("lucia").textContent).toBe(LUCIA);
    expect(screen.getByTestId("bob").textContent).not.toContain(BOB);
    expect(screen.getAllByRole("button", { name: "Show email" })).toHaveLength(1);
    // The button pressed is gone: the keyboard stays on what it revealed.
    expect(document.activeElement?.textContent).toBe(LUCIA);
  });

  it("names its reveal button for the kind of value it hides", () => {
    render(
      <MaskingProvider masked answer={{}}>
        <PersonalValue value="Lucía Fernández" kind="name" />
        <PersonalValue value="+34 612 345 678" kind="phone" />
        <PersonalValue value="Calle Mayor 12" kind="address" />
      </MaskingProvider>,
    );
    for (const name of ["Show name", "Show phone number", "Show address"])
      expect(screen.getByRole("button", { name })).toBeTruthy();
  });

  it("masks again when the answer shown changes", () => {
    const first = {};
    const { rerender } = render(twoEmails(first));
    fireEvent.click(screen.getAllByRole("button", { name: "Show email" })[0]!);
    expect(screen.getByTestId("lucia").textContent).toBe(LUCIA);
    rerender(twoEmails(first));
    expect(screen.getByTestId("lucia").textContent).toBe(LUCIA);
    rerender(twoEmails({}));
    expect(screen.getByTestId("lucia").textContent).not.toContain(LUCIA);
    expect(screen.getAllByRole("button", { name: "Show email" })).toHaveLength(2);
  });

  it("unmasked, shows the value as it is, with nothing to reveal", () => {
    render(twoEmails({}, false));
    expect(screen.getByTestId("lucia").textContent).toBe(LUCIA);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("without a provider, shows the value: masking is off until the panel turns it on", () => {
    render(<PersonalValue value={LUCIA} kind="email" />);
    expect(screen.getByText(LUCIA)).toBeTruthy();
  });
});

describe("a text holding personal values", () => {
  it("is cut at each value named, as a whole word, and at every address", () => {
    const pieces = personalPieces("Hi Al, Also write to al@example.es.", [{ value: "Al", kind: "name" }]);
    expect(pieces).toEqual([
      { at: 0, text: "Hi " },
      { at: 3, personal: { value: "Al", kind: "name" } },
      { at: 5, text: ", Also write to " },
      { at: 21, personal: { value: "al@example.es", kind: "email" } },
      { at: 34, text: "." },
    ]);
  });

  it("takes the longer of two values found at one place, and finds a value of any script", () => {
    const values = [
      { value: "Ελένη", kind: "name" as const },
      { value: "Ελένη Παπαδοπούλου", kind: "name" as const },
    ];
    expect(maskedText("Γεια σας Ελένη Παπαδοπούλου!", values)).toBe("Γεια σας Ε••• Π•••!");
    expect(maskedText("(bob.smith@email.com); “x@y.es”", [])).toBe("(b•••@email.com); “•••@y.es”");
  });

  it("leaves ids and codes as they are", () => {
    expect(maskedText("cust_qBwHpagDOFu71Z3F22UzR80X LT1-wMPnRhxb 300 points")).toBe(
      "cust_qBwHpagDOFu71Z3F22UzR80X LT1-wMPnRhxb 300 points",
    );
  });

  it("masked, shows each value through its own reveal; unmasked, the text as it is", () => {
    const text = "This ticket's requester is lucia@example.es; this customer's email is bob.smith@email.com";
    const { container, rerender } = render(
      <MaskingProvider masked answer={{}}>
        <p>
          <PersonalText text={text} />
        </p>
      </MaskingProvider>,
    );
    expect(container.textContent).toContain("requester is l•••@example.es");
    expect(everythingShown(container)).not.toContain(LUCIA);
    fireEvent.click(screen.getAllByRole("button", { name: "Show email" })[1]!);
    expect(container.textContent).toContain(BOB);
    expect(container.textContent).not.toContain(LUCIA);
    rerender(
      <MaskingProvider masked={false} answer={{}}>
        <p>
          <PersonalText text={text} />
        </p>
      </MaskingProvider>,
    );
    expect(container.textContent).toBe(text);
  });

  it("a metadata entry is masked by its key's kind, or where it holds an address", () => {
    const { container } = render(
      <MaskingProvider masked answer={{}}>
        <PersonalEntry name="phone" value="+34 612 345 678" />|
        <PersonalEntry name="notes" value="write to lucia@example.es" />|
        <PersonalEntry name="lang" value="es" />
      </MaskingProvider>,
    );
    // Each masked value is followed by its reveal button's visible word.
    expect(container.textContent).toBe("•••78Show|write to l•••@example.esShow|es");
  });

  it("a structured metadata value holding a personal key is masked whole", () => {
    const { container } = render(
      <MaskingProvider masked answer={{}}>
        <PersonalEntry name="contact" value='{"phone":"+34 612 345 678","street":"Calle Mayor 12"}' />|
        <PersonalEntry name="tiers" value='{"gold":true}' />
      </MaskingProvider>,
    );
    expect(container.textContent).not.toMatch(/612|Mayor/);
    expect(container.textContent).toContain('{"gold":true}');
    expect(screen.getByRole("button", { name: "Show name" })).toBeTruthy();
  });
});

describe("a button whose text is personal", () => {
  const lookUp = vi.fn();
  const button = (masked: boolean) => (
    <MaskingProvider masked={masked} answer={{}}>
      <PersonalButton
        text="Lucía Fernández"
        values={[{ value: "Lucía Fernández", kind: "name" }]}
        action="Look up"
        actionLabel={(name) => `Look up ${name}`}
        class="link"
        onClick={lookUp}
      />
    </MaskingProvider>
  );

  it("masked, holds neither the value nor another button: the mask stands beside it, with its reveal", () => {
    const { container } = render(button(true));
    expect(everythingShown(container)).not.toContain("Lucía");
    expect(container.querySelector("button button")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Look up L••• F•••" }));
    expect(lookUp).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Show name" }));
    expect(container.textContent).toContain("Lucía Fernández");
  });

  it("unmasked, is the button it always was: its text is the value", () => {
    render(button(false));
    expect(screen.getByRole("button", { name: "Lucía Fernández" })).toBeTruthy();
  });
});
