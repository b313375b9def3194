import { afterEach, describe, expect, it, vi } from "vitest";
import type { Reply } from "@/lib/core/contract/envelope";
import { switchLanguage } from "@/lib/core/i18n/words";
import {
  type InsertServices,
  type InsertTarget,
  insertOrCopy,
  NOT_TAKEN,
} from "@/lib/insert-reply/insert-reply";
import type { InsertReply } from "@/lib/insert-reply/insert-reply.messages";
import { insertReplyWords } from "@/lib/insert-reply/words";

afterEach(() => switchLanguage("en"));

const TEXT = "Hallo Ana,\n\nder Code SUMMER24 ist abgelaufen.";
const HERE: InsertTarget = { tabId: 7, ticketKey: "t7", elsewhere: false, ticketKnown: true };

function services(answer: Reply<InsertReply>, copied = true) {
  return {
    insert: vi.fn<InsertServices["insert"]>(async () => answer),
    copy: vi.fn<InsertServices["copy"]>(async () => copied),
  };
}

describe("Insert into reply in the agent's language", () => {
  it("says in German where the reply went, and that nothing was sent", async () => {
    const de = await insertReplyWords.load("de");
    const s = services({
      ok: true,
      value: { inserted: true, editor: "rich_editor", host: "apps.example.com" },
    });
    expect(await insertOrCopy(HERE, TEXT, s, de)).toBe(
      "In das Antwortfeld in apps.example.com eingefügt. Es wurde nichts gesendet: Lesen Sie die Antwort durch und senden Sie sie aus dem Helpdesk.",
    );
  });

  it("speaks the page's language when its caller gives no words: Polish, a box gone and copying failed", async () => {
    await switchLanguage("pl");
    const s = services({ ok: true, value: { inserted: false, reason: "editor_gone" } }, false);
    expect(await insertOrCopy(HERE, TEXT, s)).toBe(
      "Ostatnio używanego pola odpowiedzi już nie ma (inne zgłoszenie?). Najpierw należy kliknąć w pole odpowiedzi. Nie udało się też skopiować: należy zaznaczyć odpowiedź i ją skopiować.",
    );
    expect(await insertOrCopy({ ...HERE, elsewhere: true }, TEXT, s)).toBe(
      "Ta odpowiedź dotyczy innego zgłoszenia: należy wyszukać ją ponownie tutaj",
    );
  });

  it("copies in German when the editor took nothing, and keeps the English wording the tests know", async () => {
    const de = await insertReplyWords.load("de");
    const en = await insertReplyWords.load("en");
    const s = services({ ok: true, value: { inserted: false, reason: "not_taken" } });
    expect(await insertOrCopy(HERE, TEXT, s, de)).toBe(
      "Der Editor Ihres Helpdesks hat den Text nicht übernommen: Er ist kopiert, fügen Sie ihn mit Strg+V ein.",
    );
    expect(en("notTaken")).toBe(NOT_TAKEN);
  });

  it("says a reply is too long with the length written the language's way", async () => {
    const de = await insertReplyWords.load("de");
    const s = services({ ok: true, value: { inserted: true, editor: "text_field" } });
    expect(await insertOrCopy(HERE, "x".repeat(12_345), s, de)).toBe(
      "Diese Antwort ist zu lang zum Einfügen: 12.345 Zeichen, und „In Antwort einfügen“ nimmt höchstens 10.000. Lesen Sie sie durch und verwenden Sie „Antwort kopieren“, wenn sie stimmt.",
    );
    expect(s.insert).not.toHaveBeenCalled();
  });

  it("counts the characters of a reply too long with Polish's plural forms", async () => {
    const pl = await insertReplyWords.load("pl");
    const counted = [0, 1, 2, 5, 22, 25].map(
      (count) => pl("tooLong", { count, max: 10_000 }).match(/ma (\d+ \S+),/)?.[1],
    );
    expect(counted).toEqual(["0 znaków", "1 znak", "2 znaki", "5 znaków", "22 znaki", "25 znaków"]);
  });
});
