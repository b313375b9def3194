import { afterEach, describe, expect, it, vi } from "vitest";
import { hasOwnFocus } from "@/lib/insert-reply/focus.content";

/** The page as the keyboard command finds it: focused, with the element given holding its focus. */
function focusedOn(active: Element) {
  vi.spyOn(document, "hasFocus").mockReturnValue(true);
  vi.spyOn(document, "activeElement", "get").mockReturnValue(active);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("whether the keyboard command's selection is this document's", () => {
  it("is, when the focus is on one of its own elements", () => {
    const field = document.createElement("textarea");
    document.body.append(field);
    focusedOn(field);
    expect(hasOwnFocus(document)).toBe(true);
  });

  it("is not, when the agent is in a frame of it: the frame answers with the agent's selection", () => {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    focusedOn(frame);
    expect(hasOwnFocus(document)).toBe(false);
  });

  it("is not, when the agent is in a page an object element shows", () => {
    const shown = document.createElement("object");
    document.body.append(shown);
    focusedOn(shown);
    expect(hasOwnFocus(document)).toBe(false);
  });

  it("is not, when the frame the agent is in sits in a component's shadow root (the page sees only the component)", () => {
    const component = document.createElement("message-view");
    const shadow = component.attachShadow({ mode: "open" });
    const frame = document.createElement("iframe");
    shadow.append(frame);
    document.body.append(component);
    focusedOn(component);
    vi.spyOn(shadow, "activeElement", "get").mockReturnValue(frame);
    expect(hasOwnFocus(document)).toBe(false);
  });

  it("is, when the focus is on a field inside a component's shadow root", () => {
    const component = document.createElement("reply-box");
    const shadow = component.attachShadow({ mode: "open" });
    const field = document.createElement("textarea");
    shadow.append(field);
    document.body.append(component);
    focusedOn(component);
    vi.spyOn(shadow, "activeElement", "get").mockReturnValue(field);
    expect(hasOwnFocus(document)).toBe(true);
  });

  it("is not, when the page is not focused at all", () => {
    vi.spyOn(document, "hasFocus").mockReturnValue(false);
    expect(hasOwnFocus(document)).toBe(false);
  });
});
