import { render, screen, within } from "@testing-library/preact";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { componentWords } from "@/components/words";
import {
  type LoyaltyMember,
  type Memberships as MembershipsAnswer,
  parseMember,
} from "@/lib/core/api/schemas";
import type { UiLanguage } from "@/lib/core/i18n/languages";
import { switchLanguage } from "@/lib/core/i18n/words";
import { initialHistory } from "@/lib/history/index.sidepanel";
import { inWords } from "@/lib/loyalty/buckets";
import { cardState } from "@/lib/loyalty/card-state";
import { ExpiringPoints } from "@/lib/loyalty/ExpiringPoints";
import type { ExpiringPointsState } from "@/lib/loyalty/expiring-points-query";
import { explainPointsError, RESTARTED } from "@/lib/loyalty/expiring-points-query";
import type { LoyaltySay } from "@/lib/loyalty/loyalty-say";
import { ExpiringPoints as ExpiringPointsOnDemand } from "@/lib/loyalty/loyalty-views";
import { MemberCard } from "@/lib/loyalty/MemberCard";
import { Memberships } from "@/lib/loyalty/Memberships";
import { cardLines, tierWords } from "@/lib/loyalty/membership-words";
import { V2CardHint } from "@/lib/loyalty/V2CardHint";
import { loyaltyWords } from "@/lib/loyalty/words";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { loadFixture } from "../helpers/fixtures";
import { WithReplies } from "../replies/replies-context";

// Loyalty's views and wordings in German and Polish: every label, every accessible name, and the
// sentences whose words agree with a number, for Polish's one, few and many.

const NOW = new Date("2026-07-10T12:00:00Z");
const COUNTS = [0, 1, 2, 5, 22, 25];
await loadEveryShippedSet();

let de: LoyaltySay;
let pl: LoyaltySay;
beforeAll(async () => {
  [de, pl] = await Promise.all([loyaltyWords.load("de"), loyaltyWords.load("pl")]);
  await Promise.all([componentWords.load("de"), componentWords.load("pl")]);
});
afterEach(() => switchLanguage("en"));

/** Draws a view in a language, as the panel does once the agent has chosen it. */
async function inLanguage(language: UiLanguage, view: preact.JSX.Element) {
  await switchLanguage(language, [loyaltyWords, componentWords]);
  return render(
    <LanguageProvider>
      <WithReplies>{view}</WithReplies>
    </LanguageProvider>,
  );
}

describe("a card's pending points in Polish, a whole sentence for each number", () => {
  const card = (next: number) => ({
    code: "LATO-1",
    balance: { points: 160, pending_points: 190 },
    next_activation: { points: next, type: "FIXED_DATES", date: "2026-12-02" },
    next_expiration: null,
  });
  const pendingLine = (next: number, say: LoyaltySay) =>
    cardLines(card(next), { locale: "pl-PL", now: NOW, say }).lines.find(
      (line) => line.label === say("pending"),
    )?.text;

  it("agrees the verb with the points that activate next", () => {
    expect(COUNTS.map((count) => pendingLine(count, pl))).toEqual([
      "190 punktów; kolejnych 0 punktów zostanie aktywowanych 2 gru 2026 (za 145 dni)",
      "190 punktów; kolejny 1 punkt zostanie aktywowany 2 gru 2026 (za 145 dni)",
      "190 punktów; kolejne 2 punkty zostaną aktywowane 2 gru 2026 (za 145 dni)",
      "190 punktów; kolejnych 5 punktów zostanie aktywowanych 2 gru 2026 (za 145 dni)",
      "190 punktów; kolejne 22 punkty zostaną aktywowane 2 gru 2026 (za 145 dni)",
      "190 punktów; kolejnych 25 punktów zostanie aktywowanych 2 gru 2026 (za 145 dni)",
    ]);
  });

  it("says points that wait for an event the same way", () => {
    const waiting = (next: number) =>
      cardLines(
        {
          balance: { points: 0, pending_points: next },
          next_activation: { points: next, cancel_date: "2026-07-20" },
        },
        { locale: "pl-PL", now: NOW, say: pl },
      ).lines[1]?.text;
    expect(waiting(2)).toBe(
      "2 punkty; kolejne 2 punkty czekają na zdarzenie i zostaną anulowane, jeśli nie nastąpi ono do 20 lip 2026 (za 10 dni)",
    );
    expect(waiting(5)).toBe(
      "5 punktów; kolejnych 5 punktów czeka na zdarzenie i zostanie anulowanych, jeśli nie nastąpi ono do 20 lip 2026 (za 10 dni)",
    );
  });

  it("counts points, days and buckets in Polish's forms", () => {
    expect(COUNTS.map((count) => pl("pointsCount", { count }))).toEqual([
      "0 punktów",
      "1 punkt",
      "2 punkty",
      "5 punktów",
      "22 punkty",
      "25 punktów",
    ]);
    expect(COUNTS.map((days) => inWords(days, pl))).toEqual([
      "dziś",
      "jutro",
      "za 2 dni",
      "za 5 dni",
      "za 22 dni",
      "za 25 dni",
    ]);
    expect(COUNTS.map((days) => inWords(-days, pl))).toEqual([
      "dziś",
      "wczoraj",
      "2 dni temu",
      "5 dni temu",
      "22 dni temu",
      "25 dni temu",
    ]);
    expect(COUNTS.map((count) => pl("bucketsLoadedAppKeys", { count }))).toEqual([
      "Wczytano 0 pul przez klucze aplikacji",
      "Wczytano 1 pulę przez klucze aplikacji",
      "Wczytano 2 pule przez klucze aplikacji",
      "Wczytano 5 pul przez klucze aplikacji",
      "Wczytano 22 pule przez klucze aplikacji",
      "Wczytano 25 pul przez klucze aplikacji",
    ]);
    expect(COUNTS.map((count) => pl("pendingNotUsable", { count }))).toEqual([
      "0 punktów oczekuje na aktywację: nie można ich jeszcze wykorzystać.",
      "1 punkt oczekuje na aktywację: nie można go jeszcze wykorzystać.",
      "2 punkty oczekują na aktywację: nie można ich jeszcze wykorzystać.",
      "5 punktów oczekuje na aktywację: nie można ich jeszcze wykorzystać.",
      "22 punkty oczekują na aktywację: nie można ich jeszcze wykorzystać.",
      "25 punktów oczekuje na aktywację: nie można ich jeszcze wykorzystać.",
    ]);
    expect(COUNTS.map((count) => pl("neverOfThem", { count }))).toEqual([
      "z czego 0 nigdy nie wygasa",
      "z czego 1 nigdy nie wygasa",
      "z czego 2 nigdy nie wygasają",
      "z czego 5 nigdy nie wygasa",
      "z czego 22 nigdy nie wygasają",
      "z czego 25 nigdy nie wygasa",
    ]);
  });

  it("names the points to the next tier in each form", () => {
    const toGold = (points: number) =>
      tierWords(
        { current: { tier: { name: "Silver" } }, opportunities: [{ tier: { name: "Gold" }, points }] },
        { locale: "pl-PL", now: NOW, say: pl },
      );
    expect(COUNTS.map(toGold)).toEqual([
      "Silver; 0 punktów do statusu Gold",
      "Silver; 1 punkt do statusu Gold",
      "Silver; 2 punkty do statusu Gold",
      "Silver; 5 punktów do statusu Gold",
      "Silver; 22 punkty do statusu Gold",
      "Silver; 25 punktów do statusu Gold",
    ]);
  });
});

describe("a card's pending points in German", () => {
  it("says one point and many in their own sentences", () => {
    const line = (next: number) =>
      cardLines(
        {
          balance: { points: 160, pending_points: 190 },
          next_activation: { points: next, date: "2026-12-02" },
          next_expiration: { points: 160, date: "2026-08-08" },
        },
        { locale: "de-DE", now: NOW, say: de },
      ).lines;
    expect(line(1)).toEqual([
      { label: "Jetzt nutzbar", text: "160 Punkte" },
      {
        label: "Ausstehend",
        text: "190 Punkte; der nächste 1 Punkt wird am 02.12.2026 (in 145 Tagen) aktiviert",
      },
      { label: "Nächster Verfall", text: "160 Punkte am 08.08.2026 (in 29 Tagen)" },
    ]);
    expect(line(30)[1]?.text).toBe(
      "190 Punkte; die nächsten 30 Punkte werden am 02.12.2026 (in 145 Tagen) aktiviert",
    );
  });

  it("says whether a card can be used, with the days in German", () => {
    const base: LoyaltyMember = {
      id: "v_1",
      code: "LC-1",
      active: true,
      start_date: null,
      expiration_date: null,
    };
    // A Wednesday.
    const wednesday = new Date(2026, 10, 18, 10, 30);
    const state = (fields: Partial<LoyaltyMember>) =>
      cardState({ ...base, ...fields }, wednesday, (iso) => iso.slice(0, 10), de).text;
    expect(state({ active: false })).toBe("deaktiviert: in Voucherify ausgeschaltet");
    expect(state({ validity_day_of_week: [1, 2, 3, 4, 5] })).toBe("aktiv (gültig Montag bis Freitag)");
    expect(state({ validity_day_of_week: [1, 3, 5] })).toBe("aktiv (gültig: Montag, Mittwoch und Freitag)");
    expect(state({ validity_day_of_week: [0, 6] })).toBe("heute nicht gültig: gültig am Wochenende");
    expect(state({ validity_hours: { daily: [{ start_time: "12:00", expiration_time: "14:00" }] } })).toBe(
      "heute nur 12:00–14:00 gültig",
    );
  });

  it("explains the expiring-points errors by what was not found", () => {
    const notFound = {
      kind: "http",
      status: 404,
      body: { resource_type: "card", resource_id: "lcrd_0" },
    } as const;
    expect(explainPointsError(notFound as never, de)).toBe(
      "Keine Karte mit der ID lcrd_0 in diesem Projekt: Prüfen Sie die Karten-ID.",
    );
  });
});

const MEMBERSHIPS: MembershipsAnswer = {
  memberships: [
    {
      program: { id: "lprg_128f58429f4c4bf7b2", name: "Summer Rewards", status: "INACTIVE" },
      member: { id: "lmbr_128f962dbc8c4ba5dc", status: "ACTIVE" },
      cards: [
        {
          card: {
            id: "lcrd_128f962dbd8c4ba5df",
            code: "SUMMER-7Z8D",
            balance: { points: 160, pending_points: 22 },
            next_activation: { points: 22, type: "FIXED_DATES", date: "2026-07-20" },
            next_expiration: { points: 5, date: "2026-08-08" },
          },
        },
      ],
    },
  ],
};

function memberships(forCode?: string) {
  return (
    <Memberships
      query={{
        question: {
          customerId: "cust_6onRrs4kCnvSVrTs5YtDPFBG",
          identificationType: "customer_id",
          ...(forCode ? { forCode } : {}),
        },
        loading: false,
        value: MEMBERSHIPS,
      }}
      program={{ loading: false }}
      pending={{ loading: false }}
      history={initialHistory.history}
      orderIds={[]}
      locale="de-DE"
      now={NOW}
      onRetry={vi.fn()}
      onOpenProgram={vi.fn()}
      onExpiringPoints={vi.fn()}
      onPendingPoints={vi.fn()}
      onHistoryEvent={vi.fn()}
    />
  );
}

describe("the loyalty v2 memberships in German", () => {
  it("names the regions and every control in German", async () => {
    await inLanguage("de", memberships());
    const section = screen.getByRole("region", { name: "v2-Mitgliedschaften" });
    const program = within(section).getByRole("region", { name: "v2-Treueprogramm Summer Rewards" });
    expect(program.textContent).toContain("Summer Rewards · inaktiv · Mitglied lmbr_128f962dbc8c4ba5dc");
    expect(within(program).getByRole("button", { name: "Statusfortschritt" })).toBeTruthy();
    const card = within(program).getByRole("article", { name: "v2-Treuekarte SUMMER-7Z8D" });
    expect(within(card).getByRole("button", { name: "Code SUMMER-7Z8D kopieren" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Verfallende Punkte" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Ausstehende Punkte" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Verlauf" })).toBeTruthy();
    expect(card.textContent).toContain("Jetzt nutzbar160 Punkte");
    expect(card.textContent).toContain(
      "Ausstehend22 Punkte; die nächsten 22 Punkte werden am 20.07.2026 (in 10 Tagen) aktiviert",
    );
    expect(card.textContent).toContain("Nächster Verfall5 Punkte am 08.08.2026 (in 29 Tagen)");
  });

  it("says which v2 card holds a code Get Member did not know, the code in bold", async () => {
    const { container } = await inLanguage("de", memberships("SUMMER-7Z8D"));
    const found = container.querySelector(".v2-found");
    expect(found?.textContent).toBe(
      "SUMMER-7Z8D ist keine Treuekarte, die Get Member kennt: Es ist eine v2-Treuekarte des Kunden cust_6onRrs4kCnvSVrTs5YtDPFBG im Programm Summer Rewards. Ihre Punkte stehen unten.",
    );
    expect(found?.querySelector("strong")?.textContent).toBe("SUMMER-7Z8D");
  });

  it("says in Polish when a customer has no membership", async () => {
    await inLanguage(
      "pl",
      <Memberships
        query={{
          question: { customerId: "cust_1", identificationType: "customer_id" },
          loading: false,
          value: { memberships: [] },
        }}
        program={{ loading: false }}
        pending={{ loading: false }}
        history={initialHistory.history}
        orderIds={[]}
        now={NOW}
        onRetry={vi.fn()}
        onOpenProgram={vi.fn()}
        onExpiringPoints={vi.fn()}
        onPendingPoints={vi.fn()}
        onHistoryEvent={vi.fn()}
      />,
    );
    expect(screen.getByRole("region", { name: "Członkostwa w programach lojalnościowych v2" })).toBeTruthy();
    expect(screen.getByText("Brak członkostwa w programie lojalnościowym v2 dla tego klienta.")).toBeTruthy();
  });
});

/** Get Member's own example, with the counters its example leaves out. */
function member(card: Record<string, unknown> = {}): LoyaltyMember {
  const body = loadFixture("get-member__200__loyalty-card.json") as Record<string, unknown>;
  const parsed = parseMember({
    ...body,
    loyalty_card: {
      points: 13435,
      balance: 13135,
      pending_points: 22,
      expired_points: 0,
      subtracted_points: 0,
      ...card,
    },
    redemption: { ...(body.redemption as object), redeemed_points: 300 },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.value;
}

const memberCard = (m: LoyaltyMember, locale: string) => (
  <MemberCard
    member={m}
    locale={locale}
    now={new Date("2026-11-24T10:00:00Z")}
    onLookupHolder={vi.fn()}
    onLookupCardRedemptions={vi.fn()}
    history={initialHistory.history}
    orderIds={[]}
    host=""
    onHistoryEvent={vi.fn()}
  />
);

describe("the loyalty card in Polish and German", () => {
  it("names the card, its points and its controls in Polish", async () => {
    const m = member();
    await inLanguage("pl", memberCard(m, "pl-PL"));
    const card = screen.getByRole("region", { name: `Karta lojalnościowa ${m.code}` });
    expect(
      within(card).getByText("22 punkty oczekują na aktywację: nie można ich jeszcze wykorzystać."),
    ).toBeTruthy();
    const terms = [...card.querySelectorAll("dl.points dt")].map((dt) => dt.textContent);
    expect(terms).toEqual([
      "Saldo, do wykorzystania teraz",
      "Oczekujące, jeszcze nie do wykorzystania",
      "Zdobyte łącznie",
      "Wygasłe łącznie",
      "Odjęte łącznie",
      "Wydane na nagrody",
    ]);
    const values = [...card.querySelectorAll("dl.points dd")].map((dd) => dd.textContent);
    expect(values[1]).toBe("22 punkty");
    expect(values[3]).toBe("0 punktów");
    expect(within(card).getByRole("button", { name: `Kopiuj kod ${m.code}` })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Realizacje tej karty" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Historia" })).toBeTruthy();
  });

  it("names in German what the API did not give, and says when its numbers do not add up", async () => {
    const missing = member({ expired_points: undefined, subtracted_points: undefined });
    const { unmount } = await inLanguage("de", memberCard(missing, "de-DE"));
    const card = screen.getByRole("region", { name: `Treuekarte ${missing.code}` });
    expect(within(card).getByText("Von der API nicht angegeben")).toBeTruthy();
    expect(within(card).getByText("expired_points, subtracted_points")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Einlösungen dieser Karte" })).toBeTruthy();
    unmount();
    await inLanguage("de", memberCard(member({ balance: 99 }), "de-DE"));
    expect(screen.getByText("Prüfung")).toBeTruthy();
    expect(
      screen.getByText(
        "Die Zahlen der API gehen nicht auf: gesammelt − verfallen − abgezogen − eingelöst ergibt 13.135, der angegebene Punktestand ist 99. Verlassen Sie sich auf den Punktestand; ausstehende Punkte sind in keinem der beiden enthalten.",
      ),
    ).toBeTruthy();
  });
});

describe("a loyalty card whose hours cannot be read", () => {
  it("says so in German, with the hours as the API gave them, and suggests no reply", async () => {
    const body = loadFixture("get-member__200__loyalty-card.json") as Record<string, unknown>;
    const parsed = parseMember({
      ...body,
      validity_hours: { daily: [{ start_time: "25:99", expiration_time: "ab" }] },
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
    await inLanguage("de", memberCard(parsed.value, "de-DE"));
    const card = screen.getByRole("region", { name: `Treuekarte ${parsed.value.code}` });
    expect(card.querySelector(".card-state")?.textContent).toBe(
      "Gültigkeit nicht lesbar (start_time 25:99, expiration_time ab); prüfen Sie die Karte in Voucherify",
    );
    // No reply telling the customer the card cannot be used now: nobody knows that.
    expect(card.querySelector(".member-card > .reply, header + .reply")).toBeNull();
  });
});

const bucket = (expiration_date: string, total: number, extra: object = {}) => ({
  id: `lcpeb_${expiration_date}`,
  points: { total },
  expiration_date,
  status: "ACTIVE",
  ...extra,
});

const ids = {
  programId: "lprg_128f58429f4c4bf7b2",
  memberId: "lmbr_128f962dbc8c4ba5dc",
  cardId: "lcrd_128f962dbd8c4ba5df",
};

const expiring = (state: ExpiringPointsState) => (
  <ExpiringPoints state={state} locale="de-DE" now={NOW} onShow={vi.fn()} onLoadMore={vi.fn()} />
);

describe("Expiring points in German and Polish", () => {
  const state: ExpiringPointsState = {
    ids,
    order: "expiration_date",
    buckets: [
      bucket("2026-07-15", 22),
      bucket("2026-09-01", 3),
      bucket("2027-01-01", 1, { expiration_type: "NO_EXPIRATION" }),
    ],
    next: "cursor_1",
    loading: false,
    credential: "app_keys",
    notice: RESTARTED,
  };

  it("labels the form, the summary and the table in German", async () => {
    await inLanguage("de", expiring(state));
    expect(screen.getByLabelText("Programm-ID")).toBeTruthy();
    expect(screen.getByLabelText("Mitglieds-ID")).toBeTruthy();
    expect(screen.getByLabelText("Karten-ID")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Verfallende Punkte anzeigen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Früheste zuerst" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mehr laden" })).toBeTruthy();
    expect(screen.getByText(/^Die Liste war zu lange geöffnet/)).toBeTruthy();
    const summary = screen.getByRole("region", { name: "Übersicht" });
    expect(summary.textContent).toContain(
      "22 Punkte verfallen in den nächsten 30 Tagen, 25 in den nächsten 90 Tagen (in den bisher geladenen Paketen).",
    );
    expect(summary.textContent).toContain(
      "26 aktive Punkte in diesen Paketen, davon verfällt 1 nie (bisher). Das ist die Summe",
    );
    expect(
      screen.getByRole("img", { name: /^Verfallende Punkte nach Monat\. Juli 26: 22; Sept\. 26: 3$/ }),
    ).toBeTruthy();
    expect(screen.getByText("3 Pakete geladen über die App-Schlüssel")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Punktepakete nach Verfall" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Verfällt", "Punkte", "Art"]);
    expect(table.textContent).toContain("Nie (die API nennt auch den 01.01.2027");
    expect(table.textContent).toContain("verfällt nie");
  });

  it("says the summary in Polish, in each plural form", async () => {
    const one = { ...state, buckets: [bucket("2026-07-15", 1)], next: null, notice: undefined };
    const { unmount } = await inLanguage("pl", expiring(one));
    expect(screen.getByRole("region", { name: "Podsumowanie" }).textContent).toContain(
      "1 punkt wygaśnie w ciągu najbliższych 30 dni, 1 w ciągu najbliższych 90 dni.",
    );
    expect(screen.getByRole("button", { name: "Pokaż wygasające punkty" })).toBeTruthy();
    unmount();
    for (const [total, said] of [
      [2, "2 punkty wygasną"],
      [5, "5 punktów wygaśnie"],
      [22, "22 punkty wygasną"],
      [25, "25 punktów wygaśnie"],
    ] as const) {
      const { unmount: done } = await inLanguage(
        "pl",
        expiring({ ...one, buckets: [bucket("2026-07-15", total)] }),
      );
      expect(screen.getByRole("region", { name: "Podsumowanie" }).textContent).toContain(said);
      done();
    }
  });

  it("asks for each id in Polish when the form is sent empty", async () => {
    await inLanguage(
      "pl",
      <ExpiringPoints
        state={{ order: "expiration_date", buckets: [], next: null, loading: false }}
        now={NOW}
        onShow={vi.fn()}
        onLoadMore={vi.fn()}
      />,
    );
    screen.getByRole("button", { name: "Pokaż wygasające punkty" }).click();
    expect(await screen.findByText("Należy wkleić ID programu (lprg_…)")).toBeTruthy();
    expect(screen.getByLabelText("ID karty").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("the loyalty v2 hint in Polish", () => {
  it("lists the ids the ticket shows and offers Expiring points", async () => {
    await inLanguage("pl", <V2CardHint ids={{ memberId: "lmbr_1", cardId: "lcrd_2" }} onShow={vi.fn()} />);
    expect(screen.getByText(/zawiera identyfikatory v2: lmbr_1 i lcrd_2\.$/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pokaż wygasające punkty dla tych ID" })).toBeTruthy();
    expect(screen.getByText("Tam można uzupełnić brakujące ID programu, członka lub karty.")).toBeTruthy();
  });
});

describe("the Expiring points tab before its chunk is in", () => {
  it("says it is loading in German", async () => {
    await inLanguage(
      "de",
      <ExpiringPointsOnDemand
        state={{ order: "expiration_date", buckets: [], next: null, loading: false }}
        now={NOW}
        onShow={vi.fn()}
        onLoadMore={vi.fn()}
      />,
    );
    expect(screen.getByText("Wird geladen …")).toBeTruthy();
  });
});
