import { describe, expect, it } from "vitest";
import { moveBetweenRows, typingIn } from "@/lib/keyboard/use-keyboard";

/** A results list as RedemptionList draws it: readable rows have a Details button, unreadable ones none. */
function list(rows: ("row" | "unreadable")[]) {
  const ul = document.createElement("ul");
  rows.forEach((kind, index) => {
    const li = document.createElement("li");
    if (kind === "row") {
      const details = document.createElement("button");
      details.className = "expand";
      details.textContent = `Details of r${index}`;
      li.append(details);
    } else li.textContent = "This row could not be read";
    ul.append(li);
  });
  ul.addEventListener("keydown", (event) => moveBetweenRows(event, ul));
  document.body.replaceChildren(ul);
  return ul;
}

const press = (key: string, init: KeyboardEventInit = {}) =>
  document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, ...init }));
const focused = () => document.activeElement?.textContent;

describe("arrow keys in the results", () => {
  it("step over a row that could not be read, both ways, and Home and End reach readable rows", () => {
    const ul = list(["unreadable", "row", "unreadable", "row", "row", "unreadable"]);
    ul.querySelectorAll<HTMLElement>("button")[0]!.focus();
    press("ArrowDown");
    expect(focused()).toBe("Details of r3");
    press("ArrowDown");
    expect(focused()).toBe("Details of r4");
    press("ArrowDown");
    expect(focused()).toBe("Details of r4");
    press("ArrowUp");
    press("ArrowUp");
    expect(focused()).toBe("Details of r1");
    press("End");
    expect(focused()).toBe("Details of r4");
    press("Home");
    expect(focused()).toBe("Details of r1");
  });

  it("leave keys with a modifier, and keys typed into a field, alone", () => {
    const ul = list(["row", "row"]);
    ul.querySelectorAll<HTMLElement>("button")[0]!.focus();
    press("ArrowDown", { altKey: true });
    expect(focused()).toBe("Details of r0");
    const select = document.createElement("select");
    ul.firstElementChild!.append(select);
    expect(typingIn(select)).toBe(true);
    select.focus();
    press("ArrowDown");
    expect(document.activeElement).toBe(select);
  });
});
