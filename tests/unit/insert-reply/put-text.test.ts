import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { putText } from "@/lib/insert-reply/put-text.content";

// The chain of input paths, against editors written to behave as real ones do: each step is read
// back before the next, and "inserted" is said only when the editor shows every line once more.

const REPLY = "Hola, Dana:\n\nEl código SUMMER24 expiró.";
let box: HTMLElement;
/** What the editor was sent, in order. */
let sent: string[];
let typed: ReturnType<typeof vi.fn>;

/** Appends lines to the box as an editor renders them: one paragraph each. */
const render = (text: string) =>
  box.append(
    ...text.split("\n").map((line) => Object.assign(document.createElement("p"), { textContent: line })),
  );

beforeEach(() => {
  document.body.innerHTML = '<div id="box" contenteditable="true"><p>Hola, gracias</p></div>';
  box = document.getElementById("box")!;
  sent = [];
  box.addEventListener("paste", (event) =>
    sent.push(
      `paste ${(event as ClipboardEvent).clipboardData?.types.includes("text/html") ? "html" : "plain"}`,
    ),
  );
  box.addEventListener("beforeinput", (event) => sent.push(`beforeinput ${(event as InputEvent).inputType}`));
  // The browser's typing command; happy-dom has none: it writes what a plain contenteditable would.
  typed = vi.fn((_command: string, _ui: boolean, text: string) => {
    render(text);
    return true;
  });
  Object.assign(document, { execCommand: typed });
  // The reply box has the focus, as the content script makes sure before putting text in.
  box.focus();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("putting a reply into a rich editor", () => {
  it("stops at the plain-text paste an editor takes: no other path is tried", async () => {
    box.addEventListener("paste", (event) => {
      event.preventDefault();
      render((event as ClipboardEvent).clipboardData!.getData("text/plain"));
    });
    expect(await putText(box, box, REPLY)).toBe("rich_editor");
    expect(sent).toEqual(["paste plain"]);
    expect(typed).not.toHaveBeenCalled();
  });

  it("types the text after a paste the editor leaves to the browser, and waits for an editor that takes it late", async () => {
    // As Quill 1: the paste is not cancelled, the typed text reaches the editor a moment later.
    typed.mockImplementation((_command: string, _ui: boolean, text: string) => {
      setTimeout(() => render(text), 30);
      return true;
    });
    expect(await putText(box, box, REPLY)).toBe("contenteditable");
    expect(typed).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(["paste plain"]);
    expect(box.textContent?.split("SUMMER24")).toHaveLength(2);
  });

  it("types where the editor's paste listener moved the focus, though the browser left the selection behind", async () => {
    // As Quill 1 in Firefox with the agent in the side panel: the paste moves the focus into the
    // editor's clipboard container, whose text it takes a moment later; the selection stays put.
    const container = Object.assign(document.createElement("div"), { contentEditable: "true" });
    const selection = document.getSelection()!;
    selection.collapse(box.firstChild, 0);
    document.body.append(container);
    // It draws the box anew from its own model then: text typed into the box itself is lost.
    box.addEventListener("paste", () => {
      const model = box.textContent ?? "";
      const anchor = selection.anchorNode;
      container.focus();
      // Firefox, its window not the one the agent is typing in: the selection stays where it was.
      selection.collapse(anchor, 0);
      setTimeout(() => {
        box.replaceChildren();
        render([model, container.textContent].filter(Boolean).join("\n"));
        container.textContent = "";
      }, 30);
    });
    // Typed where the selection is: into the container, or into the box, whose paragraph the
    // editor normalises at once, its line breaks lost (as Quill 1 showed "Dana:El código").
    typed.mockImplementation((_command: string, _ui: boolean, text: string) => {
      const at = selection.anchorNode;
      const host = (at instanceof HTMLElement ? at : at?.parentElement)?.closest("[contenteditable]");
      if (host === container) container.append(text);
      else box.querySelector("p")?.append(text.replace(/\n+/g, ""));
      return true;
    });
    expect(await putText(box, box, REPLY)).toBe("contenteditable");
    expect(typed).toHaveBeenCalledTimes(1);
    expect(box.textContent?.split("SUMMER24")).toHaveLength(2);
    expect(box.querySelector("p")?.textContent).toBe("Hola, gracias");
  });

  it("says not taken after every path of an editor that refuses them all, and types nothing behind its back", async () => {
    for (const type of ["paste", "beforeinput"])
      box.addEventListener(type, (event) => event.preventDefault());
    expect(await putText(box, box, REPLY)).toBeUndefined();
    expect(sent).toEqual(["paste plain", "paste html", "beforeinput insertReplacementText"]);
    expect(typed).not.toHaveBeenCalled();
    expect(box.textContent).toBe("Hola, gracias");
  });

  it("ends the chain within four seconds in a tab in the background, where the panel may still copy", async () => {
    // Each step waits longer there, but the panel can copy the reply only for five seconds after
    // the agent's click: a step that would start after four is not tried.
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    for (const type of ["paste", "beforeinput"])
      box.addEventListener(type, (event) => event.preventDefault());
    const start = Date.now();
    let ended: number | undefined;
    const result = putText(box, box, REPLY).finally(() => {
      ended = Date.now();
    });
    while (ended === undefined) {
      await vi.advanceTimersByTimeAsync(50);
      await new Promise((done) => setImmediate(done));
    }
    vi.useRealTimers();
    expect(await result).toBeUndefined();
    expect(ended - start).toBeLessThanOrEqual(4000);
    expect(sent).toEqual(["paste plain", "paste html", "beforeinput insertReplacementText"]);
  });

  it("tries no other path once a step changed the editor without putting the reply in", async () => {
    box.addEventListener("paste", (event) => {
      event.preventDefault();
      render("Hola, Dana:");
    });
    expect(await putText(box, box, REPLY)).toBeUndefined();
    expect(sent).toEqual(["paste plain"]);
  });

  it("dismisses the dialog of an editor that asks before pasting HTML, and tries nothing after it", async () => {
    const dialog = Object.assign(document.createElement("div"), { role: "dialog", hidden: true });
    const keep = Object.assign(document.createElement("button"), { textContent: "Keep formatting" });
    dialog.append(keep);
    document.body.append(dialog);
    const escaped = vi.fn(() => {
      dialog.hidden = true;
    });
    dialog.addEventListener("keydown", (event) => (event as KeyboardEvent).key === "Escape" && escaped());
    box.addEventListener("paste", (event) => {
      event.preventDefault();
      if (!(event as ClipboardEvent).clipboardData?.types.includes("text/html")) return;
      dialog.hidden = false;
      keep.focus();
    });
    expect(await putText(box, box, REPLY)).toBeUndefined();
    expect(sent).toEqual(["paste plain", "paste html"]);
    expect(escaped).toHaveBeenCalledTimes(1);
    expect(dialog.hidden).toBe(true);
  });
});

describe("putting a reply into a text field", () => {
  it("reads a hidden input back through the editor's view, as CodeMirror 5 empties its textarea", async () => {
    document.body.innerHTML =
      '<div id="view"><div><textarea id="input"></textarea></div><div id="lines"></div></div>';
    const input = document.getElementById("input") as HTMLTextAreaElement;
    const lines = document.getElementById("lines")!;
    input.addEventListener("input", () => {
      lines.append(
        ...input.value
          .split("\n")
          .map((line) => Object.assign(document.createElement("pre"), { textContent: line })),
      );
      input.value = "";
    });
    typed.mockImplementation((_command: string, _ui: boolean, text: string) => {
      input.value = text;
      input.dispatchEvent(new InputEvent("input", { inputType: "insertText", data: text }));
      return true;
    });
    expect(await putText(input, document.getElementById("view")!, REPLY)).toBe("text_field");
  });

  it("tells a hidden-input editor its field has the focus again when the page's window lost it", async () => {
    // As CodeMirror 5 with the agent in the side panel: it reads its textarea only while it
    // believes the textarea has the focus, and the window's blur told it otherwise.
    document.body.innerHTML = '<div id="view"><textarea id="input"></textarea><div id="lines"></div></div>';
    const input = document.getElementById("input") as HTMLTextAreaElement;
    const lines = document.getElementById("lines")!;
    input.focus();
    let focused = false;
    input.addEventListener("focus", () => {
      focused = true;
    });
    input.addEventListener("input", () => {
      if (!focused) return;
      lines.append(Object.assign(document.createElement("pre"), { textContent: input.value }));
      input.value = "";
    });
    vi.spyOn(document, "hasFocus").mockReturnValue(false);
    typed.mockImplementation((_command: string, _ui: boolean, text: string) => {
      input.value = text;
      input.dispatchEvent(new InputEvent("input", { inputType: "insertText", data: text }));
      return true;
    });
    expect(await putText(input, document.getElementById("view")!, REPLY)).toBe("text_field");
    expect(lines.textContent?.split("SUMMER24")).toHaveLength(2);
  });

  it("says not taken when the page puts the field's value back", async () => {
    document.body.innerHTML = '<textarea id="field">draft</textarea>';
    const field = document.getElementById("field") as HTMLTextAreaElement;
    typed.mockReturnValue(false);
    field.addEventListener("input", () => {
      field.value = "draft";
    });
    expect(await putText(field, field, REPLY)).toBeUndefined();
  });
});
