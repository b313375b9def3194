// Search and what a lookup was read as, in the agent's language: the field, its recent lookups,
// "read as … instead", and why a text cannot be looked up.

import { act, fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import type { Say } from "@/lib/core/i18n/words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { classifyLookup, refusalWords } from "@/lib/lookup/classify";
import { initialLookup, type LookupSlice, lookupReducer, startLookup } from "@/lib/lookup/index.sidepanel";
import { LookupSection } from "@/lib/lookup/LookupSection";
import type { KeptLookup } from "@/lib/lookup/recent-lookups";
import { lookupWords } from "@/lib/lookup/words";
import type en from "@/lib/lookup/words/en";

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const POLISH_COUNTS = [0, 1, 2, 5, 22, 25];

let de: Say<typeof en>;
let pl: Say<typeof en>;

beforeAll(async () => {
  [de, pl] = await Promise.all([lookupWords.load("de"), lookupWords.load("pl")]);
});

afterEach(() => switchLanguage("en"));

const recent: KeptLookup[] = [
  { lookup: { kind: "code", value: "BF25-XK3P9Q" }, at: Date.now() },
  { lookup: { kind: "customer_id", value: CUST }, at: Date.now() },
];

/** The slice with a customer id looked up, codes and source ids offered instead, and recent lookups. */
function shownSlice(): LookupSlice {
  const shown = startLookup(initialLookup, {
    lookup: { kind: "customer_id", value: CUST },
    alternatives: ["code", "customer_source_id"],
    how: "typed",
    profileId: "p1",
  });
  return { ...shown, recent: { list: recent, remembered: true } };
}

function section(lookup: LookupSlice, extra: { why?: string; who?: { name?: string; email?: string } } = {}) {
  return (
    <LanguageProvider>
      <LookupSection lookup={lookup} why={extra.why} who={extra.who} onEvent={vi.fn()} />
    </LanguageProvider>
  );
}

describe("Search in German", () => {
  it("names the field, its button and its recent lookups in German", async () => {
    await switchLanguage("de");
    render(section({ ...shownSlice(), current: undefined }));
    const field = screen.getByRole("searchbox", { name: "Suche" });
    expect(field.getAttribute("placeholder")).toBe("Code, Kunden-ID, E-Mail, Kampagnen-ID …");
    expect(screen.getByRole("button", { name: "Nachschlagen" })).toBeTruthy();
    fireEvent.focus(field);
    const list = screen.getByRole("list", { name: "Letzte Suchen" });
    expect(list).toBeTruthy();
    expect(screen.getByRole("button", { name: "BF25-XK3P9Q, Gutscheincode" }).getAttribute("title")).toBe(
      "Gutscheincode",
    );
    expect(screen.getByRole("button", { name: `${CUST}, Kunden-ID` })).toBeTruthy();
  });

  it("says what the lookup was read as, and offers the other readings, in German", async () => {
    await switchLanguage("de");
    const { container } = render(section(shownSlice()));
    expect(container.querySelector(".read-as")?.textContent).toMatch(/^Gelesen als Kunden-ID/);
    expect(container.querySelector(".read-as strong")?.textContent).toBe("Kunden-ID");
    expect(screen.getByRole("button", { name: "stattdessen als Gutscheincode lesen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "stattdessen als Source-ID des Kunden lesen" })).toBeTruthy();
  });

  it("says why the panel looked a customer up on its own, and who the answer says it is", async () => {
    await switchLanguage("de");
    const slice = shownSlice();
    const auto = { ...slice, current: { ...slice.current!, auto: "Die einzige Kunden-ID in diesem Ticket" } };
    const { container } = render(section(auto, { why: auto.current.auto, who: { name: "Bob Jones" } }));
    expect(container.querySelector(".auto-reason")?.textContent).toBe(
      `Die einzige Kunden-ID in diesem Ticket: ${CUST} (Bob Jones). `,
    );
  });

  it("refuses a loyalty id of the wrong shape in German, with the shape it should have", () => {
    const read = classifyLookup("lmbr_0123", de);
    expect(read).toEqual({
      ok: false,
      message:
        "Das sieht aus wie eine Treuemitglieds-ID, aber eine Treuemitglieds-ID hat die Form lmbr_, gefolgt von 12 bis 32 Zeichen aus 0-9 und a-f: Prüfen Sie sie und fügen Sie sie erneut ein.",
    });
    expect(classifyLookup(`lcrd_${"a".repeat(40)}`, de)).toMatchObject({
      message: expect.stringContaining("hat die Form lcrd_ oder lcard_, gefolgt von 12 bis 32 Zeichen"),
    });
  });
});

describe("Search in Polish", () => {
  it("names the field, its button and what the lookup was read as in Polish", async () => {
    await switchLanguage("pl");
    const { container } = render(section(shownSlice()));
    const field = screen.getByRole("searchbox", { name: "Wyszukiwanie" });
    expect(field.getAttribute("placeholder")).toBe(
      "Kod, identyfikator klienta, e-mail, identyfikator kampanii…",
    );
    expect(screen.getByRole("button", { name: "Wyszukaj" })).toBeTruthy();
    expect(container.querySelector(".read-as")?.textContent).toMatch(
      /^Odczytano jako: identyfikator klienta/,
    );
    expect(screen.getByRole("button", { name: "odczytaj jako: kod vouchera" })).toBeTruthy();
    fireEvent.focus(field);
    expect(screen.getByRole("list", { name: "Ostatnie wyszukiwania" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "BF25-XK3P9Q, kod vouchera" })).toBeTruthy();
  });

  it("explains a redemption id's list in Polish", async () => {
    await switchLanguage("pl");
    const shown = startLookup(initialLookup, {
      lookup: { kind: "redemption_id", value: "r_0c0469eaf705889d99" },
      alternatives: [],
      how: "typed",
      profileId: "p1",
    });
    const { container } = render(section(shown));
    expect(container.querySelector(".read-as")?.textContent).toBe(
      "Odczytano jako: identyfikator realizacji (lista pokazuje realizacje wykonane w jej ramach: jej rollbacki i części)",
    );
  });

  it("says why typed text is no lookup in Polish, as the reducer words it and as the field shows it", async () => {
    const { slice } = lookupReducer(initialLookup, { type: "search.submitted", text: "BF25\nXK3" }, "p1", pl);
    expect(slice.search.error).toBe(
      "Tekst zawiera podziały wierszy lub znaki sterujące: proszę wkleić sam kod lub identyfikator.",
    );
    await switchLanguage("pl");
    render(section(slice));
    expect(screen.getByRole("alert").textContent).toBe(slice.search.error);
    expect(screen.getByRole("searchbox", { name: "Wyszukiwanie" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("says a refusal again in the language the agent switches to", async () => {
    const { slice } = lookupReducer(initialLookup, { type: "search.submitted", text: "" }, "p1");
    expect(slice.search.error).toBe("Type or paste a code, customer id, email or campaign id.");
    render(section(slice));
    expect(screen.getByRole("alert").textContent).toBe(
      "Type or paste a code, customer id, email or campaign id.",
    );
    await act(() => switchLanguage("pl"));
    expect(screen.getByRole("alert").textContent).toBe(
      "Proszę wpisać lub wkleić kod, identyfikator klienta, e-mail albo identyfikator kampanii.",
    );
    await act(() => switchLanguage("de"));
    expect(screen.getByRole("alert").textContent).toBe(
      "Geben Sie einen Code, eine Kunden-ID, eine E-Mail-Adresse oder eine Kampagnen-ID ein.",
    );
  });

  it("counts the characters of a text too long in the form each count takes", () => {
    expect(POLISH_COUNTS.map((length) => refusalWords({ why: "too_long", length }, pl))).toEqual([
      "Wpisano 0 znaków; kody i identyfikatory mają najwyżej 256 znaków.",
      "Wpisano 1 znak; kody i identyfikatory mają najwyżej 256 znaków.",
      "Wpisano 2 znaki; kody i identyfikatory mają najwyżej 256 znaków.",
      "Wpisano 5 znaków; kody i identyfikatory mają najwyżej 256 znaków.",
      "Wpisano 22 znaki; kody i identyfikatory mają najwyżej 256 znaków.",
      "Wpisano 25 znaków; kody i identyfikatory mają najwyżej 256 znaków.",
    ]);
    expect(classifyLookup("x".repeat(257), pl)).toEqual({
      ok: false,
      message: "Wpisano 257 znaków; kody i identyfikatory mają najwyżej 256 znaków.",
    });
  });

  it("refuses an order id given as a card code in Polish", () => {
    expect(classifyLookup("camp_fkZ28pe7DUAEmmabofkxHI8N ord_ndw5rQJt12zvZ4upF72a3ljh", pl)).toEqual({
      ok: false,
      message: "To identyfikator zamówienia, a nie kod karty: proszę wyszukać go osobno.",
    });
  });
});
