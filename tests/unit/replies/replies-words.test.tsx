import { act, fireEvent, render, screen, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { componentWords } from "@/components/words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { ReplyTemplatesEditor } from "@/lib/replies/ReplyTemplatesEditor";
import type { ReplySetup } from "@/lib/replies/reply-setup";
import { SuggestedReply } from "@/lib/replies/SuggestedReply";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { importTemplates, saveTeamTemplate } from "@/lib/replies/team-templates";
import { parseTemplate } from "@/lib/replies/template";
import { repliesWords } from "@/lib/replies/words";
import { WithReplies } from "./replies-context";

await loadEveryShippedSet();
await Promise.all(
  ["de", "pl"].flatMap((language) =>
    [repliesWords, componentWords].map((w) => w.load(language as "de" | "pl")),
  ),
);

afterEach(() => switchLanguage("en"));

const setup: ReplySetup = { team: {}, defaultLanguage: "en", languageKey: "locale", currency: "EUR" };
const facts = { customerName: "Ana López", code: "SUMMER24", expirationDate: "2026-10-31" };

/** A click as the agent's own: isTrusted, which happy-dom never sets (see suggested-reply.test.tsx). */
function trustedClick(element: Element) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "isTrusted", { value: true });
  element.dispatchEvent(event);
}

const insertStatus = () =>
  screen.getAllByRole("status").find((region) => region.classList.contains("insert-status"))!;

function showReply(props: { confirm?: string; metadata?: Record<string, unknown> } = {}) {
  const onInsert = vi.fn(async (_text: string) => "");
  render(
    <LanguageProvider>
      <WithReplies setup={setup} insert={onInsert} {...(props.confirm ? { confirm: props.confirm } : {})}>
        <SuggestedReply topic="voucher_expired" facts={facts} customerMetadata={props.metadata ?? null} />
      </WithReplies>
    </LanguageProvider>,
  );
  return onInsert;
}

describe("a suggested reply in the agent's language", () => {
  it("speaks German: its summary, its controls, and where the reply's language came from", async () => {
    await switchLanguage("de");
    showReply({ metadata: { locale: "es-MX" } });
    expect(screen.getByText("Antwortvorschlag")).toBeTruthy();
    expect((screen.getByLabelText("Sprache der Antwort") as HTMLSelectElement).value).toBe("es");
    expect(screen.getByText("aus den Kundendaten: locale „es-MX“")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Antwort kopieren" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "In Antwort einfügen" })).toBeTruthy();
    // The reply itself stays in the customer's language.
    expect(document.querySelector(".reply-text")?.textContent).toMatch(/^Hola, Ana:/);
  });

  it("says in German when the customer's language has no replies", async () => {
    await switchLanguage("de");
    showReply({ metadata: { locale: "it" } });
    expect(screen.getByText(/Kundendaten locale „it“: keine Antworten in dieser Sprache/)).toBeTruthy();
  });

  it("asks in Polish before inserting into another customer's ticket, and says nothing was inserted", async () => {
    await switchLanguage("pl");
    const onInsert = showReply({ confirm: "Zgłaszającym jest alice@shop.example" });
    expect(screen.getByText("Sugerowana odpowiedź")).toBeTruthy();
    expect(screen.getByLabelText("Język odpowiedzi")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Kopiuj odpowiedź" })).toBeTruthy();
    await act(async () => trustedClick(screen.getByRole("button", { name: "Wstaw do odpowiedzi" })));
    const group = screen.getByRole("group", { name: "Potwierdzenie, że odpowiedź trafi do tego zgłoszenia" });
    expect(group.textContent).toContain(
      "Zgłaszającym jest alice@shop.example. Wstawić mimo to tę odpowiedź?",
    );
    expect(within(group).getByRole("button", { name: "Wstaw mimo to" })).toBeTruthy();
    await act(async () => trustedClick(within(group).getByRole("button", { name: "Anuluj" })));
    expect(onInsert).not.toHaveBeenCalled();
    expect(insertStatus().textContent).toBe("Nic nie wstawiono.");
  });

  it("changes language at once, its own status line too", async () => {
    await switchLanguage("de");
    showReply({ confirm: "Anderer Kunde" });
    await act(async () => trustedClick(screen.getByRole("button", { name: "In Antwort einfügen" })));
    await act(async () => trustedClick(screen.getByRole("button", { name: "Abbrechen" })));
    expect(insertStatus().textContent).toBe("Es wurde nichts eingefügt.");
    await act(() => switchLanguage("pl"));
    expect(insertStatus().textContent).toBe("Nic nie wstawiono.");
    expect(screen.getByRole("button", { name: "Wstaw do odpowiedzi" })).toBeTruthy();
  });
});

describe("the placeholders a reply lacks, in Polish", () => {
  it("take the plural form of their count", async () => {
    const say = await repliesWords.load("pl");
    expect([0, 1, 2, 5, 22, 25].map((count) => say("fillIn", { count, names: "{code}" }))).toEqual([
      "Przed wysłaniem należy uzupełnić {code}: ten wiersz nie podaje tych wartości.",
      "Przed wysłaniem należy uzupełnić {code}: ten wiersz nie podaje tej wartości.",
      "Przed wysłaniem należy uzupełnić {code}: ten wiersz nie podaje tych wartości.",
      "Przed wysłaniem należy uzupełnić {code}: ten wiersz nie podaje tych wartości.",
      "Przed wysłaniem należy uzupełnić {code}: ten wiersz nie podaje tych wartości.",
      "Przed wysłaniem należy uzupełnić {code}: ten wiersz nie podaje tych wartości.",
    ]);
  });
});

function showEditor() {
  const onSave = vi.fn(async () => undefined);
  render(
    <LanguageProvider>
      <ReplyTemplatesEditor
        templates={{ en: { points_pending: "Hi, {points} points are on their way." } }}
        currency="EUR"
        onSave={onSave}
        onReset={async () => undefined}
        onExport={() => undefined}
        onImport={async () => ({ ok: true, message: "" })}
      />
    </LanguageProvider>,
  );
  return onSave;
}

describe("the reply templates editor in the agent's language", () => {
  it("speaks German: its fields, groups, topics, placeholders and buttons", async () => {
    await switchLanguage("de");
    showEditor();
    // Drawn once every language's shipped replies are read.
    expect(await screen.findByLabelText("Sprache")).toBeTruthy();
    const topic = screen.getByLabelText("Antwort") as HTMLSelectElement;
    const groups = [...topic.querySelectorAll("optgroup")].map((group) => group.label);
    expect(groups).toEqual(["Fehlercodes", "Antworten zum Treueprogramm"]);
    const options = [...topic.options].map((option) => option.textContent);
    // A failure code is named as the API writes it; the others in the agent's words.
    expect(options).toContain("voucher_expired");
    expect(options).toContain("invalid_order, beim Rückgängigmachen");
    expect(options).toContain("Ausstehende Punkte (Ihres Teams)");
    expect(options).toContain("Prämienkauf abgelehnt: nicht genug Punkte");
    expect(screen.getByLabelText("Vorlage")).toBeTruthy();
    expect(screen.getByText("Wortlaut von Voucher Lens.")).toBeTruthy();
    expect(screen.getByText("Platzhalter und optionale Teile")).toBeTruthy();
    expect(screen.getByText(/der Vorname des Kunden/)).toBeTruthy();
    expect(screen.getByText("[Hallo {first_name}|Hallo]")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Diesen Wortlaut verwenden" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Auf Standard zurücksetzen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Vorlagen exportieren" })).toBeTruthy();
    expect(screen.getByLabelText("Vorlagen importieren (JSON)")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Vorschau mit einer Beispielzeile" })).toBeTruthy();
  });

  it("refuses a broken template in Polish, naming the fault", async () => {
    await switchLanguage("pl");
    showEditor();
    expect(await screen.findByRole("button", { name: "Użyj tego brzmienia" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Przywróć domyślne" })).toBeTruthy();
    fireEvent.input(screen.getByLabelText("Szablon"), { target: { value: "Dzień dobry {cod}" } });
    expect(document.getElementById("template-check")?.textContent).toBe(
      "Ta odpowiedź nie zna symbolu zastępczego {cod}. Dostępne: {first_name}, {code}, {date}, {start_date}, {expiration_date}, {order_amount}, {next_usable}, {reward}, {promotion}",
    );
    expect(screen.getByText("Należy poprawić szablon, aby zobaczyć podgląd.")).toBeTruthy();
  });
});

describe("a template or a replies file refused in the agent's language", () => {
  it("names the template's fault in German and in Polish", async () => {
    const de = await repliesWords.load("de");
    const pl = await repliesWords.load("pl");
    const refused = (source: string, say: typeof de) => {
      const parsed = parseTemplate(source, ["first_name"], say);
      return parsed.ok ? "parsed" : parsed.message;
    };
    expect(refused("Hallo }", de)).toBe(
      "Ein } schließt keinen Platzhalter: Schreiben Sie }} für eine geschweifte Klammer",
    );
    expect(refused("[Hallo {first_name}", pl)).toBe(
      "Część opcjonalna otwarta znakiem [ nie jest nigdzie zamknięta znakiem ]",
    );
    const saved = await saveTeamTemplate("de", "voucher_expired", "Hallo, {code} ist abgelaufen.", de);
    expect(saved.ok ? "saved" : saved.message).toBe(
      "Manche Zeilen haben kein {code}: Setzen Sie es in einen optionalen Teil, etwa [… {code} …|…], mit Text für den Fall, dass es fehlt",
    );
  });

  it("names the file's entry at fault in the page's language, when the caller gives no words", async () => {
    await switchLanguage("pl");
    const file = JSON.stringify({
      format: "voucher-lens-replies",
      version: 1,
      templates: { it: { voucher_expired: "Ciao" } },
    });
    const result = await importTemplates(file);
    expect(result.ok ? "imported" : result.message).toBe(
      "templates › it: „it” to nie jest język odpowiedzi (dostępne: en, de, es, fr lub pl)",
    );
    expect(await importTemplates("{ templates: ")).toMatchObject({
      ok: false,
      message: "Plik nie jest w formacie JSON: należy wyeksportować plik z Voucher Lens i zaimportować go",
    });
  });

  it("counts the templates imported with Polish's plural forms", async () => {
    const say = await repliesWords.load("pl");
    expect([0, 1, 2, 5, 22, 25].map((count) => say("imported", { count }))).toEqual([
      "Zaimportowano 0 szablonów; pozostałe bez zmian.",
      "Zaimportowano 1 szablon; pozostałe bez zmian.",
      "Zaimportowano 2 szablony; pozostałe bez zmian.",
      "Zaimportowano 5 szablonów; pozostałe bez zmian.",
      "Zaimportowano 22 szablony; pozostałe bez zmian.",
      "Zaimportowano 25 szablonów; pozostałe bez zmian.",
    ]);
  });
});
