import { describe, expect, it, vi } from "vitest";
import type { Reply } from "@/core/contract/envelope";
import { CLICK_FIRST, type InsertServices, insertOrCopy } from "@/features/insert-reply/insert-reply";
import type { InsertReply } from "@/features/insert-reply/insert-reply.messages";

const TEXT = "Hi Ana,\n\nThe code SUMMER24 expired on 31 October 2026.";

function services(answer: Reply<InsertReply>, copied = true) {
  return {
    insert: vi.fn<InsertServices["insert"]>(async () => answer),
    copy: vi.fn<InsertServices["copy"]>(async () => copied),
  };
}

const inserted: Reply<InsertReply> = { ok: true, value: { inserted: true, editor: "rich_editor" } };
const noEditor: Reply<InsertReply> = { ok: true, value: { inserted: false, reason: "no_editor" } };
const editorGone: Reply<InsertReply> = { ok: true, value: { inserted: false, reason: "editor_gone" } };
const workerError: Reply<InsertReply> = {
  ok: false,
  error: { kind: "network", message: "The extension's background could not be reached (no answer)" },
};

describe("Insert into reply", () => {
  it("never puts an answer about one ticket into another: nothing is inserted or copied", async () => {
    const s = services(inserted);
    const said = await insertOrCopy(8, TEXT, s, 7);
    expect(said).toMatch(
      /^This answer is about the ticket you were on, not this one: nothing was inserted or copied/,
    );
    expect(s.insert).not.toHaveBeenCalled();
    expect(s.copy).not.toHaveBeenCalled();
    // The same ticket: inserted.
    expect(await insertOrCopy(7, TEXT, s, 7)).toMatch(/^Inserted into the reply box/);
  });

  it("puts the reply into the ticket's tab and says nothing was sent", async () => {
    const s = services(inserted);
    const said = await insertOrCopy(7, TEXT, s);
    expect(said).toBe(
      "Inserted into the reply box. Nothing was sent: read it over and send it from the helpdesk.",
    );
    expect(s.insert).toHaveBeenCalledWith(7, TEXT);
    expect(s.copy).not.toHaveBeenCalled();
  });

  it("copies the reply when the panel knows no ticket tab, and asks for a click into the reply box", async () => {
    const s = services(inserted);
    const said = await insertOrCopy(undefined, TEXT, s);
    expect(s.insert).not.toHaveBeenCalled();
    expect(s.copy).toHaveBeenCalledWith(TEXT);
    expect(CLICK_FIRST).toBe("Click into the reply box first");
    expect(said).toBe("Click into the reply box first. The reply was copied instead: paste it there.");
  });

  it("copies the reply when the agent has used no reply box in the tab", async () => {
    const s = services(noEditor);
    expect(await insertOrCopy(7, TEXT, s)).toBe(
      "Click into the reply box first. The reply was copied instead: paste it there.",
    );
    expect(s.copy).toHaveBeenCalledWith(TEXT);
  });

  it("copies the reply and says the reply box is gone when the box last used left the page", async () => {
    const s = services(editorGone);
    const said = await insertOrCopy(7, TEXT, s);
    expect(said).toBe(
      "The reply box you last used is gone (another ticket?). Click into the reply box first. The reply was copied instead: paste it there.",
    );
    expect(s.copy).toHaveBeenCalledWith(TEXT);
  });

  it("copies the reply when the worker cannot reach the tab", async () => {
    const s = services(workerError);
    const said = await insertOrCopy(7, TEXT, s);
    expect(said).toBe(
      "Click into the reply box first: the ticket's tab could not be reached. The reply was copied instead: paste it there.",
    );
    expect(s.copy).toHaveBeenCalledWith(TEXT);
  });

  it.each([
    ["no ticket tab", undefined, inserted, "Click into the reply box first."],
    ["no reply box used", 7, noEditor, "Click into the reply box first."],
    ["the reply box gone", 7, editorGone, "The reply box you last used is gone"],
    ["the tab out of reach", 7, workerError, "the ticket's tab could not be reached."],
  ] as const)("says copying failed too, with %s, and what to do", async (_case, tabId, answer, why) => {
    const s = services(answer, false);
    const said = await insertOrCopy(tabId, TEXT, s);
    expect(said).toContain(why);
    expect(said).toMatch(/Copying failed too: select the reply and copy it\.$/);
    expect(said).not.toContain("copied instead");
  });
});
