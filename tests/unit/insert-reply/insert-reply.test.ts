import { describe, expect, it, vi } from "vitest";
import type { Reply } from "@/lib/core/contract/envelope";
import {
  CLICK_FIRST,
  type InsertServices,
  type InsertTarget,
  insertOrCopy,
} from "@/lib/insert-reply/insert-reply";
import type { InsertReply } from "@/lib/insert-reply/insert-reply.messages";

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
const otherTicket: Reply<InsertReply> = { ok: true, value: { inserted: false, reason: "other_ticket" } };
const workerError: Reply<InsertReply> = {
  ok: false,
  error: { kind: "network", message: "The extension's background could not be reached (no answer)" },
};

/** The panel on ticket "t7" in tab 7, with an answer about that ticket. */
const HERE: InsertTarget = { tabId: 7, ticketKey: "t7", elsewhere: false, ticketKnown: true };
const NO_TAB: InsertTarget = { tabId: undefined, ticketKey: undefined, elsewhere: false, ticketKnown: false };

describe("Insert into reply", () => {
  it("never puts an answer about one ticket into another: nothing is inserted or copied", async () => {
    const s = services(inserted);
    const said = await insertOrCopy({ ...HERE, elsewhere: true }, TEXT, s);
    expect(said).toBe("This answer is about another ticket: look it up again here");
    expect(s.insert).not.toHaveBeenCalled();
    expect(s.copy).not.toHaveBeenCalled();
    // The same ticket: inserted.
    expect(await insertOrCopy(HERE, TEXT, s)).toMatch(/^Inserted into the reply box/);
  });

  it("sends the key of the answer's ticket, so the worker inserts only while the tab shows it", async () => {
    const s = services(inserted);
    await insertOrCopy(HERE, TEXT, s);
    expect(s.insert).toHaveBeenCalledWith(7, TEXT, "t7");
  });

  it("says so, and neither inserts nor copies, when the worker finds the tab on another ticket", async () => {
    const s = services(otherTicket);
    expect(await insertOrCopy(HERE, TEXT, s)).toBe(
      "This answer is about another ticket: look it up again here",
    );
    expect(s.copy).not.toHaveBeenCalled();
  });

  it("asks for the lookup again, copying nothing, when the answer came before the ticket was known", async () => {
    const s = services(inserted);
    const said = await insertOrCopy({ ...HERE, ticketKey: undefined }, TEXT, s);
    expect(said).toBe("This answer came before this ticket was read: look it up again here");
    expect(s.insert).not.toHaveBeenCalled();
    expect(s.copy).not.toHaveBeenCalled();
  });

  it("copies the reply, inserting nothing, in a tab whose ticket Voucher Lens has not read", async () => {
    const s = services(inserted);
    const said = await insertOrCopy({ ...HERE, ticketKey: undefined, ticketKnown: false }, TEXT, s);
    expect(said).toBe(
      "Voucher Lens has not read a ticket in this tab, so it inserted nothing. The reply was copied instead: paste it there.",
    );
    expect(s.insert).not.toHaveBeenCalled();
    expect(s.copy).toHaveBeenCalledWith(TEXT);
  });

  it("puts the reply into the ticket's tab and says nothing was sent", async () => {
    const s = services(inserted);
    const said = await insertOrCopy(HERE, TEXT, s);
    expect(said).toBe(
      "Inserted into the reply box. Nothing was sent: read it over and send it from the helpdesk.",
    );
    expect(s.copy).not.toHaveBeenCalled();
  });

  it("names the site of the frame the reply went into when it is not the ticket's", async () => {
    const s = services({
      ok: true,
      value: { inserted: true, editor: "rich_editor", host: "apps.example.com" },
    });
    expect(await insertOrCopy(HERE, TEXT, s)).toBe(
      "Inserted into the reply box in apps.example.com. Nothing was sent: read it over and send it from the helpdesk.",
    );
  });

  it("copies the reply, and says to paste it, when the editor did not take it", async () => {
    const s = services({ ok: true, value: { inserted: false, reason: "not_taken" } });
    expect(await insertOrCopy(HERE, TEXT, s)).toBe(
      "Your helpdesk's editor did not take the text: it is copied, paste it with Ctrl+V.",
    );
    expect(s.copy).toHaveBeenCalledWith(TEXT);
  });

  it("says to copy the reply by hand when the editor did not take it and copying failed", async () => {
    const s = services({ ok: true, value: { inserted: false, reason: "not_taken" } }, false);
    const said = await insertOrCopy(HERE, TEXT, s);
    expect(said).toContain("did not take the text");
    expect(said).toContain("select the reply and copy it");
  });

  it("copies the reply when the panel knows no ticket tab, and asks for a click into the reply box", async () => {
    const s = services(inserted);
    const said = await insertOrCopy(NO_TAB, TEXT, s);
    expect(s.insert).not.toHaveBeenCalled();
    expect(s.copy).toHaveBeenCalledWith(TEXT);
    expect(CLICK_FIRST).toBe("Click into the reply box first");
    expect(said).toBe("Click into the reply box first. The reply was copied instead: paste it there.");
  });

  it("copies the reply when the agent has used no reply box in the tab", async () => {
    const s = services(noEditor);
    expect(await insertOrCopy(HERE, TEXT, s)).toBe(
      "Click into the reply box first. The reply was copied instead: paste it there.",
    );
    expect(s.copy).toHaveBeenCalledWith(TEXT);
  });

  it("copies the reply and says the reply box is gone when the box last used left the page", async () => {
    const s = services(editorGone);
    const said = await insertOrCopy(HERE, TEXT, s);
    expect(said).toBe(
      "The reply box you last used is gone (another ticket?). Click into the reply box first. The reply was copied instead: paste it there.",
    );
    expect(s.copy).toHaveBeenCalledWith(TEXT);
  });

  it("copies the reply when the worker cannot reach the tab", async () => {
    const s = services(workerError);
    const said = await insertOrCopy(HERE, TEXT, s);
    expect(said).toBe(
      "Click into the reply box first: the ticket's tab could not be reached. The reply was copied instead: paste it there.",
    );
    expect(s.copy).toHaveBeenCalledWith(TEXT);
  });

  it.each([
    ["no ticket tab", NO_TAB, inserted, "Click into the reply box first."],
    ["no reply box used", HERE, noEditor, "Click into the reply box first."],
    ["the reply box gone", HERE, editorGone, "The reply box you last used is gone"],
    ["the tab out of reach", HERE, workerError, "the ticket's tab could not be reached."],
  ] as const)("says copying failed too, with %s, and what to do", async (_case, target, answer, why) => {
    const s = services(answer, false);
    const said = await insertOrCopy(target, TEXT, s);
    expect(said).toContain(why);
    expect(said).toMatch(/Copying failed too: select the reply and copy it\.$/);
    expect(said).not.toContain("copied instead");
  });

  it("says a reply longer than one insert carries is too long, and neither inserts nor copies it", async () => {
    const s = services(inserted);
    const long = `Hi,\n\n${"The promotion Winter Sale applies. ".repeat(300)}`;
    expect(long.length).toBeGreaterThan(10_000);
    expect(await insertOrCopy(HERE, long, s)).toBe(
      `This reply is too long to insert: ${long.length.toLocaleString("en")} characters, and Insert into reply takes at most 10,000. Read it over, and use Copy reply if it is right.`,
    );
    expect(s.insert).not.toHaveBeenCalled();
    expect(s.copy).not.toHaveBeenCalled();
    // At the limit, it goes in.
    expect(await insertOrCopy(HERE, "x".repeat(10_000), s)).toMatch(/^Inserted into the reply box/);
  });
});
