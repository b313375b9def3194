import { act, fireEvent, render, screen, within } from "@testing-library/preact";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { componentWords } from "@/components/words";
import type {
  CardTransaction,
  MemberTransaction,
  RewardPurchase,
  TierTransaction,
} from "@/lib/core/api/schemas";
import { switchLanguage } from "@/lib/core/i18n/words";
import type { HistoryEvent, HistoryState } from "@/lib/history/history.slice";
import { cardLine, type HistorySay, legacyLine } from "@/lib/history/history-lines";
import type { HistoryCard } from "@/lib/history/history-query";
import { historyReplies } from "@/lib/history/history-replies";
import { summarise, summaryStart } from "@/lib/history/history-summary";
import { historyViewOf } from "@/lib/history/history-view";
import { CardHistory, useHistoryView } from "@/lib/history/index.sidepanel-answers";
import { historyWords } from "@/lib/history/words";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { WithReplies } from "../replies/replies-context";

await loadEveryShippedSet();

const NOW = new Date("2026-11-29T10:00:00Z");
const CARD: HistoryCard = {
  kind: "v2",
  programId: "lprg_1",
  memberId: "lmbr_1",
  cardId: "lcrd_1",
  code: "AOR-1",
  balance: 2000,
};

let n = 0;
const tx = (
  type: string,
  at: string,
  details: CardTransaction["details"],
  status = "APPROVED",
): CardTransaction => ({
  id: `lctx_${(++n).toString(16).padStart(4, "0")}`,
  type,
  status,
  created_at: at,
  details,
});

const ADMIN = tx("ADMIN_DEBIT", "2026-11-28T12:00:00Z", { points: { total: -50 }, reason: "Doppelt" });
const ON_TICKET = tx("POINTS_EARNED", "2026-11-27T12:00:00Z", {
  points: { total: 120 },
  order: { id: "ord_T" },
});
const PENDING = tx("PENDING_POINTS_ADDED", "2026-11-26T12:00:00Z", {
  points: { total: 60, date: "2026-12-02" },
});
const SPENT = tx("POINTS_SPENT_ON_REWARD", "2026-11-25T12:00:00Z", {
  points: { total: -500 },
  reward: { name: "Free shipping" },
});
const UNSETTLED = tx("POINTS_EARNED", "2026-11-24T12:00:00Z", { points: { total: 2 } }, "PENDING");
const EXPIRED = tx("POINTS_EXPIRED", "2026-09-05T12:00:00Z", { points: { total: -240 } });
const OLDEST = tx("POINTS_EARNED", "2026-09-01T12:00:00Z", {
  points: { total: 1000 },
  order: { id: "ord_OLD" },
});
const ITEMS = [ADMIN, ON_TICKET, PENDING, SPENT, UNSETTLED, EXPIRED, OLDEST];

const TIERS: TierTransaction[] = [
  {
    id: "ltrtx_1",
    type: "DOWNGRADED",
    status: "APPROVED",
    created_at: "2026-09-05T13:00:00Z",
    details: { tier_from: "lt_gold", tier_to: "lt_silver", origin: { card_transaction_ids: [EXPIRED.id] } },
  },
];
const PURCHASES: RewardPurchase[] = [
  {
    id: "lrwtx_1",
    type: "PURCHASE",
    status: "APPROVED",
    created_at: "2026-11-20T12:00:00Z",
    reward_id: "rew_1",
    details: {
      points: { total: -300 },
      result: { digital: { discount_coupons: [{ id: "v_1", code: "SAVE-10" }] } },
    },
  },
  {
    id: "lrwtx_2",
    type: "PURCHASE",
    status: "REJECTED",
    created_at: "2026-11-05T12:00:00Z",
    reward_id: "rew_2",
    details: { rejection: { reason: "Insufficient points" } },
  },
];
const TIER_NAMES = new Map([
  ["lt_gold", "Gold"],
  ["lt_silver", "Silber"],
]);

function stateOf(open: boolean, next: string | null = "lcrsctx_1"): HistoryState {
  return {
    card: CARD,
    open,
    transactions: { question: { card: CARD as never }, loading: false, value: { items: ITEMS, next } },
    legacy: { loading: false },
    tiers: { loading: false, value: { items: TIERS, next: null } },
    purchases: { loading: false, value: { items: PURCHASES, next: null } },
  };
}

/** The history as the loyalty views draw it: the view worked out in the page's language, then shown. */
function History({ state, locale }: { state: HistoryState; locale: string }) {
  const view = useHistoryView(state, CARD, locale, NOW);
  if (!view) return null;
  return (
    <CardHistory
      view={view}
      orderIds={["ord_T"]}
      tierNames={TIER_NAMES}
      code="AOR-1"
      locale={locale}
      now={NOW}
      host="app.voucherify.io"
      onEvent={(_: HistoryEvent) => undefined}
    />
  );
}

function show(state: HistoryState, locale: string) {
  return render(
    <LanguageProvider>
      <WithReplies>
        <History state={state} locale={locale} />
      </WithReplies>
    </LanguageProvider>,
  );
}

const summaryItems = (name: string) =>
  within(screen.getByRole("region", { name }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

beforeAll(async () => {
  await Promise.all(
    ["de", "pl"].flatMap((language) => [
      historyWords.load(language as "de" | "pl"),
      componentWords.load(language as "de" | "pl"),
    ]),
  );
});

afterEach(() => switchLanguage("en"));

describe("a card's history in German", () => {
  it("sums up the last 90 days in German, numbers and dates the German way", async () => {
    await switchLanguage("de");
    show(stateOf(false), "de-DE");
    expect(screen.getByRole("region", { name: "Kartenverlauf" })).toBeTruthy();
    expect(summaryItems("Letzte 90 Tage")).toEqual([
      "Gesammelt: 1.120 Punkte",
      "Eingelöst: 500 Punkte",
      "Verfallen: 240 Punkte (05.09.2026)",
      "Noch ausstehend: 60 Punkte, Aktivierung am 02.12.2026",
      "50 Punkte von einem Admin abgezogen (28.11.2026): Doppelt",
      "Status am 05.09.2026 von Gold auf Silber herabgestuft, ausgelöst durch: 240 Punkte verfallen",
      "Prämienkauf am 05.11.2026 abgelehnt: Insufficient points",
      "1 Transaktion ist noch nicht abgeschlossen und kann den Punktestand noch ändern",
    ]);
  });

  it("names the lines, the filter, the chart and every control in German", async () => {
    await switchLanguage("de");
    const { container } = show(stateOf(true), "de-DE");
    const lines = within(screen.getByRole("list", { name: "Transaktionen" })).getAllByRole("listitem");
    expect(lines[0]!.textContent).toContain("50 Punkte von einem Admin abgezogen");
    expect(lines[0]!.textContent).toContain("Grund: Doppelt");
    expect(lines[0]!.textContent).toContain("Punktestand danach: 2.000 Punkte");
    expect(lines[1]!.textContent).toContain("120 Punkte für Bestellung ord_T gesammelt");
    expect(lines[1]!.textContent).toContain("Bestellung dieses Tickets");
    expect(lines[4]!.textContent).toContain("noch nicht abgeschlossen: nicht im Punktestand");
    expect(screen.getByText("Die Zeilen der Bestellung ord_T aus dem Ticket sind markiert.")).toBeTruthy();
    expect(screen.getByText("Punkte für Bestellung ord_T")).toBeTruthy();

    const filter = screen.getByRole("group", { name: "Nur anzeigen" });
    expect(
      within(filter)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent?.trim()),
    ).toEqual(["Gesammelt", "Eingelöst", "Verfallen", "Ausstehend", "Admin"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Verfallen" }));
    expect(
      within(screen.getByRole("list", { name: "Transaktionen" }))
        .getAllByRole("listitem")
        .map((li) => li.id),
    ).toEqual([`history-line-${EXPIRED.id}`]);

    const tiers = screen.getByRole("region", { name: "Statusänderungen" });
    expect(tiers.textContent).toContain("Ausgelöst durch:");
    expect(within(tiers).getByRole("button", { name: "240 Punkte verfallen" })).toBeTruthy();

    const purchases = screen.getByRole("region", { name: "Prämienkäufe" });
    const [done, refused] = within(purchases).getAllByRole("listitem");
    expect(done!.textContent).toContain("Kauf der Prämie rew_1 am 20.11.2026: abgeschlossen, 300 Punkte");
    expect(done!.textContent).toContain("Ausgegeben: SAVE-10");
    expect(within(done!).getByRole("button", { name: "Code SAVE-10 kopieren" })).toBeTruthy();
    expect(refused!.textContent).toContain("Kauf der Prämie rew_2 am 05.11.2026: abgelehnt");
    expect(refused!.textContent).toContain("Grund: Insufficient points");

    const figure = container.querySelector("figure.history-chart")!;
    expect(figure.querySelector("figcaption")?.textContent).toBe(
      "Punkte-Zugänge (über der Linie) und -Abgänge (darunter), Woche für Woche seit dem 31.08.2026",
    );
    expect(within(figure as HTMLElement).getByText("Zahlen als Tabelle anzeigen").tagName).toBe("SUMMARY");
    expect([...figure.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual([
      "Woche ab",
      "Zugang",
      "Abgang",
    ]);
    expect(screen.getByRole("button", { name: "Ältere" })).toBeTruthy();
    for (const role of ["button", "checkbox"] as const)
      expect(screen.getAllByRole(role, { name: /\S/ })).toHaveLength(screen.getAllByRole(role).length);
  });

  it("says it reached the card's first transaction, and changes to Polish at once", async () => {
    await switchLanguage("de");
    show(stateOf(true, null), "de-DE");
    expect(screen.queryByRole("button", { name: "Ältere" })).toBeNull();
    expect(screen.getByText("Das ist die erste Transaktion der Karte.")).toBeTruthy();
    await act(() => switchLanguage("pl"));
    expect(screen.getByText("To pierwsza transakcja tej karty.")).toBeTruthy();
    const lines = within(screen.getByRole("list", { name: "Transakcje" })).getAllByRole("listitem");
    expect(lines[0]!.textContent).toContain("Administrator usunął 50 punktów");
  });
});

describe("a card's history in Polish", () => {
  it("sums up the last 90 days in Polish, with the plural each number takes", async () => {
    await switchLanguage("pl");
    show(stateOf(false), "pl-PL");
    expect(screen.getByRole("region", { name: "Historia karty" })).toBeTruthy();
    expect(summaryItems("Ostatnie 90 dni")).toEqual([
      "Zdobyto: 1120 punktów",
      "Wydano: 500 punktów",
      "Wygasło: 240 punktów (5 wrz 2026)",
      "Nadal oczekuje: 60 punktów, aktywacja: 2 gru 2026",
      "Administrator usunął 50 punktów (28 lis 2026): Doppelt",
      "Obniżono status z Gold na Silber (5 wrz 2026), przyczyna: 240 punktów wygasło",
      "Zakup nagrody odrzucony 5 lis 2026: Insufficient points",
      "1 transakcja nie została jeszcze rozliczona: może jeszcze zmienić saldo",
    ]);
  });

  it("names the lines, the filter and every control in Polish", async () => {
    await switchLanguage("pl");
    show(stateOf(true), "pl-PL");
    const lines = within(screen.getByRole("list", { name: "Transakcje" })).getAllByRole("listitem");
    expect(lines[0]!.textContent).toContain("Powód: Doppelt");
    expect(lines[0]!.textContent).toContain("Saldo po: 2000 punktów");
    expect(lines[2]!.textContent).toContain("60 punktów oczekuje, aktywacja 2 gru 2026");
    expect(lines[3]!.textContent).toContain("Wydano 500 punktów na nagrodę Free shipping");
    expect(lines[4]!.textContent).toContain("Zdobyto 2 punkty");
    expect(lines[4]!.textContent).toContain("jeszcze nierozliczona: poza saldem");
    expect(screen.getByText("Oznaczono pozycje zamówienia ord_T ze zgłoszenia.")).toBeTruthy();
    const filter = screen.getByRole("group", { name: "Pokaż tylko" });
    expect(
      within(filter)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent?.trim()),
    ).toEqual(["Zdobyte", "Wydane", "Wygasłe", "Oczekujące", "Administrator"]);
    expect(screen.getByRole("region", { name: "Zmiany statusu" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "240 punktów wygasło" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Kopiuj kod SAVE-10" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Starsze" })).toBeTruthy();
    expect(screen.getByText("Pokaż dane w tabeli")).toBeTruthy();
  });

  it("says it is loading, in Polish", async () => {
    await switchLanguage("pl");
    const loading: HistoryState = {
      ...stateOf(true),
      transactions: {
        question: { card: CARD as never },
        loading: true,
        ask: { id: 1, scope: "p1", question: { card: CARD as never } },
      },
    };
    show(loading, "pl-PL");
    expect(screen.getByRole("status").textContent).toBe("Wczytywanie historii karty…");
  });
});

describe("points in words, with the plural each language takes", () => {
  let pl: HistorySay;
  let de: HistorySay;
  beforeAll(async () => {
    pl = await historyWords.load("pl");
    de = await historyWords.load("de");
  });
  const COUNTS = [0, 1, 2, 5, 22, 25];
  const line = (type: string, total: number, details: CardTransaction["details"] = {}) =>
    tx(type, "2026-11-20T12:00:00Z", { ...details, points: { total, ...details?.points } });

  it("says points removed by an admin in Polish for 0, 1, 2, 5, 22 and 25", () => {
    expect(COUNTS.map((count) => cardLine(line("ADMIN_DEBIT", -count), "pl-PL", pl).words)).toEqual([
      "Administrator usunął 0 punktów",
      "Administrator usunął 1 punkt",
      "Administrator usunął 2 punkty",
      "Administrator usunął 5 punktów",
      "Administrator usunął 22 punkty",
      "Administrator usunął 25 punktów",
    ]);
  });

  it("agrees the verb with the number when points expired, in Polish", () => {
    expect(
      COUNTS.map(
        (count) => cardLine(line("POINTS_EXPIRED", count, { date: "2026-06-01" }), "pl-PL", pl).words,
      ),
    ).toEqual([
      "0 punktów wygasło 1 cze 2026",
      "1 punkt wygasł 1 cze 2026",
      "2 punkty wygasły 1 cze 2026",
      "5 punktów wygasło 1 cze 2026",
      "22 punkty wygasły 1 cze 2026",
      "25 punktów wygasło 1 cze 2026",
    ]);
  });

  it("says points spent on a reward and pending points in Polish", () => {
    const reward = { reward: { name: "Darmowa dostawa" } };
    expect(
      COUNTS.map((count) => cardLine(line("POINTS_SPENT_ON_REWARD", -count, reward), "pl-PL", pl).words),
    ).toEqual([
      "Wydano 0 punktów na nagrodę Darmowa dostawa",
      "Wydano 1 punkt na nagrodę Darmowa dostawa",
      "Wydano 2 punkty na nagrodę Darmowa dostawa",
      "Wydano 5 punktów na nagrodę Darmowa dostawa",
      "Wydano 22 punkty na nagrodę Darmowa dostawa",
      "Wydano 25 punktów na nagrodę Darmowa dostawa",
    ]);
    expect(
      COUNTS.map((count) => cardLine(line("PENDING_POINTS_CANCELED", count), "pl-PL", pl).words),
    ).toEqual([
      "Anulowano 0 oczekujących punktów: nie zostaną dodane",
      "Anulowano 1 oczekujący punkt: nie zostanie dodany",
      "Anulowano 2 oczekujące punkty: nie zostaną dodane",
      "Anulowano 5 oczekujących punktów: nie zostaną dodane",
      "Anulowano 22 oczekujące punkty: nie zostaną dodane",
      "Anulowano 25 oczekujących punktów: nie zostaną dodane",
    ]);
  });

  it("says a balance, a summary and a count of unsettled lines in Polish for 0, 1, 2, 5, 22 and 25", () => {
    expect(COUNTS.map((count) => pl("balanceAfter", { count }))).toEqual([
      "Saldo po: 0 punktów",
      "Saldo po: 1 punkt",
      "Saldo po: 2 punkty",
      "Saldo po: 5 punktów",
      "Saldo po: 22 punkty",
      "Saldo po: 25 punktów",
    ]);
    expect(COUNTS.map((count) => pl("summaryExpired", { count, days: "1 cze 2026" }))).toEqual([
      "Wygasło: 0 punktów (1 cze 2026)",
      "Wygasł: 1 punkt (1 cze 2026)",
      "Wygasły: 2 punkty (1 cze 2026)",
      "Wygasło: 5 punktów (1 cze 2026)",
      "Wygasły: 22 punkty (1 cze 2026)",
      "Wygasło: 25 punktów (1 cze 2026)",
    ]);
    expect(COUNTS.map((count) => pl("unsettled", { count }))).toEqual([
      "0 transakcji nie zostało jeszcze rozliczonych: mogą jeszcze zmienić saldo",
      "1 transakcja nie została jeszcze rozliczona: może jeszcze zmienić saldo",
      "2 transakcje nie zostały jeszcze rozliczone: mogą jeszcze zmienić saldo",
      "5 transakcji nie zostało jeszcze rozliczonych: mogą jeszcze zmienić saldo",
      "22 transakcje nie zostały jeszcze rozliczone: mogą jeszcze zmienić saldo",
      "25 transakcji nie zostało jeszcze rozliczonych: mogą jeszcze zmienić saldo",
    ]);
  });

  it("says a legacy card's transfer in Polish, and one point or more in German", () => {
    const moved = (points: number): MemberTransaction => ({
      id: `vtx_${points}`,
      type: "POINTS_TRANSFER_OUT",
      created_at: "2026-11-20T12:00:00Z",
      details: { balance: { points: -points, balance: 10 }, destination_voucher: { code: "LOYAL-2" } },
    });
    expect(COUNTS.map((count) => legacyLine(moved(count), "pl-PL", pl).words)).toEqual([
      "Przeniesiono 0 punktów na kartę LOYAL-2",
      "Przeniesiono 1 punkt na kartę LOYAL-2",
      "Przeniesiono 2 punkty na kartę LOYAL-2",
      "Przeniesiono 5 punktów na kartę LOYAL-2",
      "Przeniesiono 22 punkty na kartę LOYAL-2",
      "Przeniesiono 25 punktów na kartę LOYAL-2",
    ]);
    expect([1, 2].map((count) => cardLine(line("ADMIN_DEBIT", -count), "de-DE", de).words)).toEqual([
      "1 Punkt von einem Admin abgezogen",
      "2 Punkte von einem Admin abgezogen",
    ]);
    expect(cardLine(line("POINTS_EXPIRED", 1, { date: "2026-06-01" }), "de-DE", de).words).toBe(
      "1 Punkt am 01.06.2026 verfallen",
    );
  });

  it("words lines in the page's language when no words are given", async () => {
    await switchLanguage("pl");
    expect(cardLine(line("ADMIN_CREDIT", 3)).words).toBe("Administrator dodał 3 punkty");
    const view = historyViewOf(stateOf(true), CARD, "pl-PL", NOW)!;
    expect(view.lines[0]!.words).toBe("Administrator usunął 50 punktów");
    const summary = summarise({ lines: view.lines, since: summaryStart(NOW), now: NOW, complete: true });
    const about = historyReplies({
      lines: view.lines,
      summary,
      orderIds: ["ord_T"],
      searchedBackTo: undefined,
      tierNames: TIER_NAMES,
    }).map((reply) => reply.about);
    expect(about).toEqual(["Punkty, które wygasły", "Punkty wciąż oczekujące", "Punkty za zamówienie ord_T"]);
  });
});
