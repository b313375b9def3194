import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMarks, type Marks, mark, unmark } from "@/lib/detection/highlighter.content";
import {
  createLookupButton,
  type LookupButton,
  type MarkedToken,
} from "@/lib/detection/lookup-button.content";
import { useFakeHighlights } from "./fake-highlights";

useFakeHighlights();

/** An event as the browser makes it for the agent's own input: trusted. */
function trusted<E extends Event>(event: E): E {
  Object.defineProperty(event, "isTrusted", { value: true });
  return event;
}

let marks: Marks;
let lookUp: ReturnType<typeof vi.fn<(token: MarkedToken) => void>>;
let button: LookupButton;
let shadow: ShadowRoot | undefined;

/** The customer id a ticket shows, marked as the detector marks it. */
function markedId(text: string) {
  const node = document.createTextNode(text);
  document.body.append(node);
  const [marked] = mark(marks, [
    { kind: "customer", text, startNode: node, startOffset: 0, endNode: node, endOffset: text.length },
  ])!;
  return { node, marked: marked! };
}

/** The agent's press and click on the Look up button, drawn as the extension draws it. */
function clickButton() {
  const drawn = shadow!.querySelector("button")!;
  vi.spyOn(drawn, "getBoundingClientRect").mockReturnValue(new DOMRect(10, 10, 160, 28));
  drawn.dispatchEvent(trusted(new PointerEvent("pointerdown", { bubbles: true })));
  drawn.dispatchEvent(trusted(new MouseEvent("click", { bubbles: true })));
}

beforeEach(() => {
  marks = createMarks();
  lookUp = vi.fn<(token: MarkedToken) => void>();
  // The browser's top layer, and its word that nothing of the page lies over the button.
  Object.assign(HTMLElement.prototype, { showPopover() {}, hidePopover() {} });
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly seen: (entries: { isVisible: boolean }[]) => void) {}
      observe() {
        this.seen([{ isVisible: true }]);
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
  // The button's shadow root is closed: opened here, so the test can press the button.
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, "attachShadow").mockImplementation(function (this: Element) {
    shadow = attach.call(this, { mode: "open" });
    return shadow;
  });
  const original = Element.prototype.matches;
  vi.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector: string) {
    return selector === ":popover-open" ? false : original.call(this, selector);
  });
  button = createLookupButton(document, lookUp);
});

afterEach(() => {
  button.destroy();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe("the Look up button", () => {
  it("looks up the id the agent clicked, as the kind it was marked as", () => {
    const { marked } = markedId("cust_alice");
    button.show(marked, new DOMRect(10, 10, 60, 16));
    clickButton();
    expect(lookUp).toHaveBeenCalledWith({ kind: "customer", text: "cust_alice" });
  });

  it("looks up nothing once the page took the id away: the helpdesk showed the next ticket under the button", () => {
    const { node, marked } = markedId("cust_alice");
    button.show(marked, new DOMRect(10, 10, 60, 16));
    // The agent moves to the next ticket with the helpdesk's keyboard shortcut (or Back): the page
    // puts the next ticket where the first was, and the button still stands there.
    node.remove();
    unmark(marks, [node]);
    markedId("cust_bob");
    clickButton();
    expect(lookUp).not.toHaveBeenCalled();
  });

  it("looks up nothing once the page changed the id's text (a helpdesk that reuses the same element for the next ticket)", () => {
    const { node, marked } = markedId("cust_alice");
    button.show(marked, new DOMRect(10, 10, 60, 16));
    node.data = "cust_bob";
    unmark(marks, [node]);
    clickButton();
    expect(lookUp).not.toHaveBeenCalled();
  });
});
