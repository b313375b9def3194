// The redemption list in the agent's language: the section, its filters, pager and rows, a failed
// row's validity windows, and the wording that counts (points, durations, active filters).

import { act, fireEvent, render, screen, within } from "@testing-library/preact";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { parseRedemptionList, type RedemptionOrRollback } from "@/lib/core/api/schemas";
import type { Say } from "@/lib/core/i18n/words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { lookupWords } from "@/lib/lookup/words";
import { RedemptionItem } from "@/lib/redemptions/RedemptionItem";
import { RedemptionList } from "@/lib/redemptions/RedemptionList";
import { RedemptionsSection } from "@/lib/redemptions/RedemptionsSection";
import { rewardLine } from "@/lib/redemptions/redemption-origin";
import { whatWasRedeemed } from "@/lib/redemptions/redemption-summary";
import type { RedemptionsQuery } from "@/lib/redemptions/redemptions-query";
import { rangeText } from "@/lib/redemptions/redemptions-query";
import { readValidityWindows } from "@/lib/redemptions/validity-windows";
import { describeValidity } from "@/lib/redemptions/validity-words";
import { redemptionWords } from "@/lib/redemptions/words";
import type en from "@/lib/redemptions/words/en";
import { loadFixture } from "../helpers/fixtures";
import { loadOnDemandParts } from "../helpers/on-demand-parts";
import { WithReplies } from "../replies/replies-context";

await loadOnDemandParts();

const money = { currency: "USD", locale: "en-US" };
const now = Date.parse("2022-11-20T12:00:00Z");
const POLISH_COUNTS = [0, 1, 2, 5, 22, 25];

function page() {
  const parsed = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
  if (!parsed.ok) throw new Error("fixture did not parse");
  return parsed.value;
}
const rows = (): RedemptionOrRollback[] =>
  page().redemptions.flatMap((row) => (row.ok ? [row.redemption] : []));

const question = {
  lookup: { kind: "code", value: "BF25-XK3P9Q" },
  filters: {},
  order: "-created_at",
  pageSize: 25,
  page: 1,
} satisfies RedemptionsQuery["question"];

function section(list: RedemptionsQuery) {
  return (
    <LanguageProvider>
      <WithReplies>
        <RedemptionsSection
          list={list}
          host="api.voucherify.io"
          money={money}
          now={now}
          onPageSize={vi.fn()}
          onEvent={vi.fn()}
          onLookup={vi.fn()}
          onOpenRelated={vi.fn()}
        />
      </WithReplies>
    </LanguageProvider>
  );
}

const shown = (): RedemptionsQuery => ({ question, loading: false, value: page(), asOf: now });
const empty = (filters = {}): RedemptionsQuery => ({
  question: { ...question, filters },
  loading: false,
  value: { ...page(), redemptions: [], total: 0 },
  asOf: now,
});

let de: Say<typeof en>;
let pl: Say<typeof en>;

beforeAll(async () => {
  [de, pl] = await Promise.all([redemptionWords.load("de"), redemptionWords.load("pl")]);
  await Promise.all([lookupWords.load("de"), lookupWords.load("pl")]);
});

afterEach(() => switchLanguage("en"));

describe("the redemption list in German", () => {
  it("names its filters, pager, list and rows in German", async () => {
    await switchLanguage("de");
    const { container } = render(section(shown()));
    expect(screen.getByText("Filter und Sortierung")).toBeTruthy();
    for (const name of ["Ergebnis", "Art", "Fehlercode", "Sortierung", "Seitengröße"])
      expect(screen.getByRole("combobox", { name })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Kampagnenname" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Neueste zuerst" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Rollbacks" })).toBeTruthy();

    const pager = screen.getByRole("navigation", { name: "Seiten" });
    expect(within(pager).getByRole("button", { name: "Vorherige Seite" })).toBeTruthy();
    expect(within(pager).getByRole("button", { name: "Nächste Seite" })).toBeTruthy();
    expect(pager.textContent).toContain("1–6 von 6");
    expect(screen.getByRole("button", { name: "Aktualisieren" })).toBeTruthy();
    expect(container.querySelector(".freshness")?.textContent).toMatch(/^Stand /);

    const list = screen.getByRole("list", { name: "Einlösungen" });
    expect(list.textContent).toContain("Einlösung");
    expect(list.textContent).toContain("Bestellung $96,800.00");
    expect(list.textContent).toContain("Rabatt $94,500.00");
    expect(list.textContent).toContain("Aktion promo_ZWkx6R0I1Ts3N9HL4kfTdxOm");
    expect(list.textContent).toContain(
      "Prämie „100 Points = $20“ (mit Punkten bezahlen): 100 Punkte → $20.00; 200 Punkte von der Karte abgezogen",
    );
    expect(list.textContent).toContain(
      "Von einem Dashboard-Benutzer eingelöst (user_g24UoRO3Caxu7FCT4n5tpYEa3zUG0FrH).",
    );
  });

  it("opens a row's details with German names, and copies its ids under them", async () => {
    await switchLanguage("de");
    render(section(shown()));
    const details = screen.getByRole("button", { name: "Details zu r_0c0469eaf705889d99" });
    expect(details.textContent).toBe("Details");
    fireEvent.click(details);
    expect(screen.getByRole("button", { name: "Details ausblenden: r_0c0469eaf705889d99" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Einlösungs-ID r_0c0469eaf705889d99 kopieren" })).toBeTruthy();
    const items = screen.getByRole("table", { name: "Bestellpositionen" });
    expect(
      within(items)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Artikel", "Menge", "Preis", "Zwischensumme"]);
    expect(screen.getByText("Metadaten")).toBeTruthy();
  });

  it("says in German that there is nothing, with the lookup's kind and the filters", async () => {
    await switchLanguage("de");
    const { unmount } = render(section(empty()));
    expect(screen.getByRole("status").textContent).toBe("Keine Einlösungen für Gutscheincode BF25-XK3P9Q.");
    unmount();
    render(section(empty({ result: "FAILURE" })));
    expect(screen.getByText("Filter und Sortierung (1 aktiv)")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "Keine Einlösungen für Gutscheincode BF25-XK3P9Q mit diesen Filtern.",
    );
  });

  it("says when a code failed outside its window is valid and next usable, in German", async () => {
    await switchLanguage("de");
    const row = {
      ...rows()[0]!,
      result: "FAILURE" as const,
      failure_code: "voucher_not_active_now",
      voucher: {
        code: "HAPPY-HOUR-1",
        start_date: "2026-01-01T00:00:00Z",
        validity_hours: { daily: [{ start_time: "17:00", expiration_time: "19:00", days_of_week: [5, 6] }] },
      },
    };
    render(
      <LanguageProvider>
        <WithReplies>
          <ul>
            <RedemptionItem
              redemption={row}
              money={money}
              now={Date.parse("2026-11-24T12:00:00Z")}
              customerTimeZone="Europe/Warsaw"
              agentTimeZone="UTC"
              onOpenRelated={vi.fn()}
              onLookup={vi.fn()}
            />
          </ul>
        </WithReplies>
      </LanguageProvider>,
    );
    expect(await screen.findByText("Prüfen:", {}, { timeout: 10_000 })).toBeTruthy();
    const validity = screen.getByText("Wann dieser Code gültig ist:").closest(".validity");
    expect(validity?.textContent).toContain(
      "(Zeiten in Europe/Warsaw, der Zeitzone der Kunden, stellvertretend für die des Projekts, die die API nicht angibt)",
    );
    expect(validity?.textContent).toContain("Täglich 17:00–19:00 am Freitag und Samstag");
    expect(screen.getByText("Wieder nutzbar:").parentElement?.textContent).toMatch(
      /^Wieder nutzbar: Friday, November 27, 16:00 \(Ihre Zeit\); 17:00 beim Kunden \(Europe\/Warsaw\)$/,
    );
  });
});

describe("the redemption list in Polish", () => {
  it("names its filters, pager, list and rows in Polish", async () => {
    await switchLanguage("pl");
    render(section(shown()));
    expect(screen.getByText("Filtry i sortowanie")).toBeTruthy();
    for (const name of ["Wynik", "Typ", "Kod błędu", "Sortowanie", "Rozmiar strony"])
      expect(screen.getByRole("combobox", { name })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Nazwa kampanii" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Od najnowszych" })).toBeTruthy();

    const pager = screen.getByRole("navigation", { name: "Strony" });
    expect(within(pager).getByRole("button", { name: "Poprzednia strona" })).toBeTruthy();
    expect(within(pager).getByRole("button", { name: "Następna strona" })).toBeTruthy();
    expect(pager.textContent).toContain("wyświetlono 1–6 z 6");
    expect(screen.getByRole("button", { name: "Odśwież" })).toBeTruthy();

    const list = screen.getByRole("list", { name: "Realizacje" });
    expect(list.textContent).toContain("Realizacja");
    expect(list.textContent).toContain("LT1-wMPnRhxb · nagroda „100 Points = $20” · -200 punktów");
    expect(list.textContent).toContain(
      "Nagroda „100 Points = $20” (płatność punktami): 100 punktów → $20.00; z karty pobrano 200 punktów",
    );
    expect(list.textContent).toContain(
      "Realizacja przez użytkownika panelu (user_g24UoRO3Caxu7FCT4n5tpYEa3zUG0FrH).",
    );
    expect(screen.getByRole("button", { name: "Szczegóły: r_0c0469eaf705889d99" })).toBeTruthy();
  });

  it("says in Polish that there is nothing under a redemption, and flags a row it could not read", async () => {
    await switchLanguage("pl");
    render(
      section({
        ...empty(),
        question: { ...question, lookup: { kind: "redemption_id", value: "r_0c0469eaf705889d99" } },
      }),
    );
    expect(screen.getByRole("status").textContent).toBe(
      "Brak realizacji wykonanych w ramach realizacji r_0c0469eaf705889d99 (jej rollbacków i części).",
    );
    const { container } = render(
      <LanguageProvider>
        <WithReplies>
          <RedemptionList
            rows={[
              {
                ok: false,
                id: "r_broken",
                issue: { path: "redemptions[1].date", message: "expected a string" },
              },
            ]}
            money={money}
            now={now}
            onOpenRelated={vi.fn()}
            onLookup={vi.fn()}
          />
        </WithReplies>
      </LanguageProvider>,
    );
    expect(container.querySelector(".unreadable")?.textContent).toBe(
      "Nie udało się odczytać tego wiersza (r_broken): redemptions[1].date: expected a string",
    );
  });

  it("changes at once, whole, when the agent switches from English to Polish", async () => {
    render(section(shown()));
    expect(screen.getByRole("navigation", { name: "Pages" })).toBeTruthy();
    await act(() => switchLanguage("pl"));
    expect(screen.getByRole("navigation", { name: "Strony" })).toBeTruthy();
    expect(screen.getByText("Filtry i sortowanie")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Realizacje" })).toBeTruthy();
  });
});

describe("counted wording in Polish", () => {
  it("says the points a redemption took in the form each count takes", () => {
    const [promotion] = rows();
    const said = POLISH_COUNTS.map((points) =>
      whatWasRedeemed({ ...promotion!, loyalty_card: { points } } as RedemptionOrRollback, money, pl),
    );
    expect(said.map((line) => line.split(" · ").at(-1))).toEqual([
      "0 punktów",
      "-1 punkt",
      "-2 punkty",
      "-5 punktów",
      "-22 punkty",
      "-25 punktów",
    ]);
  });

  it("says the points taken from the card in the form each count takes, and none when none were", () => {
    const row = rows().find((r) => r.reward)!;
    const said = POLISH_COUNTS.map(
      (points) =>
        rewardLine({ ...row, loyalty_card: { points } } as RedemptionOrRollback, money, pl)?.split("; ")[1],
    );
    expect(said).toEqual([
      undefined,
      "z karty pobrano 1 punkt",
      "z karty pobrano 2 punkty",
      "z karty pobrano 5 punktów",
      "z karty pobrano 22 punkty",
      "z karty pobrano 25 punktów",
    ]);
  });

  it("counts a repeating window's length and interval in the accusative", () => {
    const lines = POLISH_COUNTS.filter((n) => n > 0).map(
      (n) =>
        describeValidity(
          readValidityWindows({
            start_date: "2026-03-02T09:00:00Z",
            validity_timeframe: { interval: `P${n}D`, duration: `PT${n}H` },
          }),
          { timeZone: "UTC" },
          pl,
        )[1],
    );
    expect(lines).toEqual([
      "Ważny przez 1 godzinę codziennie, początek: 09:00",
      "Ważny przez 2 godziny co 2 dni, początek: 09:00",
      "Ważny przez 5 godzin co 5 dni, początek: 09:00",
      "Ważny przez 22 godziny co 22 dni, początek: 09:00",
      "Ważny przez 25 godzin co 25 dni, początek: 09:00",
    ]);
  });

  it("says the weeks of a weekly window, and its days, in Polish", () => {
    const windows = readValidityWindows({
      start_date: "2026-03-02T09:00:00Z",
      validity_timeframe: { interval: "P2W", duration: "P1DT2H" },
      validity_day_of_week: [1, 3, 5],
    });
    expect(describeValidity(windows, { timeZone: "UTC" }, pl).slice(1)).toEqual([
      "Ważny przez 1 dzień i 2 godziny co 2 tygodnie, początek: poniedziałek 09:00",
      "Tylko w dni: poniedziałek, środa i piątek",
    ]);
  });

  it("counts active filters, and the pager's numbers, in Polish", () => {
    expect(POLISH_COUNTS.map((count) => pl("filtersAndOrderActive", { count }))).toEqual([
      "Filtry i sortowanie (0 aktywnych)",
      "Filtry i sortowanie (1 aktywny)",
      "Filtry i sortowanie (2 aktywne)",
      "Filtry i sortowanie (5 aktywnych)",
      "Filtry i sortowanie (22 aktywne)",
      "Filtry i sortowanie (25 aktywnych)",
    ]);
    expect(rangeText(2, 25, 25, 312, pl)).toBe("wyświetlono 26–50 z 312");
  });

  it("says one and many points in German", () => {
    const row = rows().find((r) => r.reward)!;
    expect(rewardLine({ ...row, loyalty_card: { points: 1 } } as RedemptionOrRollback, money, de)).toMatch(
      /; 1 Punkt von der Karte abgezogen$/,
    );
    expect(
      describeValidity(readValidityWindows({ validity_day_of_week: [0, 6] }), { timeZone: "UTC" }, de),
    ).toEqual(["Nur am Samstag und Sonntag"]);
  });
});
