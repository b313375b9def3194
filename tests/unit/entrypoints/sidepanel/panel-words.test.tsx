// The side panel's own words in the agent's language: its notices, help button, views and tabs.

import { render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { App } from "@/entrypoints/sidepanel/App";
import {
  customersToChoose,
  initialPanelState,
  otherTicket,
  type PanelEvent,
  type PanelState,
  panelReducer,
  whyLookedUp,
} from "@/entrypoints/sidepanel/panel-state";
import { sidepanelWords } from "@/entrypoints/sidepanel/words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { ticketWords } from "@/lib/ticket/words";
import { answerPagesAsWorker, panelBrowser } from "../../helpers/worker-for-pages";

afterEach(() => switchLanguage("en"));

/** The page's first drawing loads its features' modules: a cold start takes a moment. */
const SLOW = { timeout: 5000 };

const COUNTS = [0, 1, 2, 5, 22, 25];

async function panelIn(language: "de" | "pl", profile: boolean) {
  await switchLanguage(language, [sidepanelWords, ticketWords]);
  if (profile)
    await storeProfiles({
      profiles: [{ id: "p1", name: "Acme EU", region: "api", appId: "app-id" }],
      activeProfileId: "p1",
    });
  panelBrowser();
  answerPagesAsWorker();
  render(
    <LanguageProvider>
      <App />
    </LanguageProvider>,
  );
}

describe("the side panel in German", () => {
  it("says no profile is set up, and offers the settings", async () => {
    await panelIn("de", false);
    expect(await screen.findByText("Es ist noch kein Profil eingerichtet.", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Einstellungen öffnen" })).toBeTruthy();
  });

  it("names the help button, the views and their tabs", async () => {
    await panelIn("de", true);
    expect(await screen.findByRole("button", { name: "Tastenkürzel" }, SLOW)).toBeTruthy();
    const views = screen.getByRole("tablist", { name: "Ansichten" });
    expect(views).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Einlösungen" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Ablaufende Punkte" })).toBeTruthy();
  });
});

describe("the side panel in Polish", () => {
  it("says no profile is set up, and offers the settings", async () => {
    await panelIn("pl", false);
    expect(await screen.findByText("Nie skonfigurowano jeszcze żadnego profilu.", {}, SLOW)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Otwórz ustawienia" })).toBeTruthy();
  });

  it("names the help button, the views and their tabs", async () => {
    await panelIn("pl", true);
    expect(await screen.findByRole("button", { name: "Skróty klawiaturowe" }, SLOW)).toBeTruthy();
    expect(screen.getByRole("tablist", { name: "Widoki" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Realizacje" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Wygasające punkty" })).toBeTruthy();
  });

  it("counts the code patterns waiting for their check", async () => {
    const pl = await sidepanelWords.load("pl");
    expect(COUNTS.map((count) => pl("patternsWaiting", { count }))).toEqual([
      "0 wzorców kodu tego profilu niczego nie oznacza, dopóki nie zostaną sprawdzone pod kątem bezpieczeństwa.",
      "Jeden wzorzec kodu tego profilu niczego nie oznacza, dopóki nie zostanie sprawdzony pod kątem bezpieczeństwa.",
      "2 wzorce kodu tego profilu niczego nie oznaczają, dopóki nie zostaną sprawdzone pod kątem bezpieczeństwa.",
      "5 wzorców kodu tego profilu niczego nie oznacza, dopóki nie zostaną sprawdzone pod kątem bezpieczeństwa.",
      "22 wzorce kodu tego profilu niczego nie oznaczają, dopóki nie zostaną sprawdzone pod kątem bezpieczeństwa.",
      "25 wzorców kodu tego profilu niczego nie oznacza, dopóki nie zostaną sprawdzone pod kątem bezpieczeństwa.",
    ]);
    expect(COUNTS.map((count) => pl("checkPatterns", { count }))).toEqual([
      "Otwórz ustawienia, aby je sprawdzić",
      "Otwórz ustawienia, aby go sprawdzić",
      "Otwórz ustawienia, aby je sprawdzić",
      "Otwórz ustawienia, aby je sprawdzić",
      "Otwórz ustawienia, aby je sprawdzić",
      "Otwórz ustawienia, aby je sprawdzić",
    ]);
  });

  it("counts them in German and English", async () => {
    const de = await sidepanelWords.load("de");
    const en = await sidepanelWords.load("en");
    expect(de("patternsWaiting", { count: 3 })).toBe(
      "3 Code-Muster dieses Profils markieren nichts, bis sie auf Sicherheit geprüft sind.",
    );
    expect([1, 2].map((count) => en("patternsWaiting", { count }))).toEqual([
      "A code pattern of this profile marks nothing until it is checked for safety.",
      "2 code patterns of this profile mark nothing until they are checked for safety.",
    ]);
  });
});

describe("what the panel says of the ticket, in the words the view gives", () => {
  const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
  const OTHER = "cust_qBwHpagDOFu71Z3F22UzR80X";
  const ONE = { key: "https://acme.zendesk.com/agent/tickets/1", label: "#1" };
  const TWO = { key: "https://acme.zendesk.com/agent/tickets/2", label: "#2" };
  const customer = (text: string) => ({ kind: "customer" as const, text, count: 1 });
  const onTicket = (tabId: number, texts: string[], ticket = ONE): PanelEvent => ({
    type: "ticket.read",
    tabId,
    ticket,
    tokens: texts.map(customer),
  });
  /** Each event in turn, the worker allowing every lookup nobody clicked. */
  const run = (...events: PanelEvent[]) =>
    events.reduce(
      (state: PanelState, event) => {
        let next = panelReducer(state, event);
        if (next.settling !== undefined && next.settling !== state.settling)
          next = panelReducer(next, { type: "ticket.settled", settling: next.settling });
        const ask = next.autoAsk;
        return ask && ask !== state.autoAsk
          ? panelReducer(next, { type: "autoLookup.answered", id: ask.id, allowed: true })
          : next;
      },
      panelReducer(initialPanelState, {
        type: "settings.read",
        profileId: "p1",
        project: "p1 in project A",
        pageSize: 25,
        ready: true,
        autoCustomer: { enabled: true, emails: false, ownDomains: [] },
      }),
    );

  it("says why the ticket's customer was looked up, in German, and once the agent moved on", async () => {
    const de = await ticketWords.load("de");
    const looked = run(onTicket(4, [CUST]));
    expect(whyLookedUp(looked, de)).toBe("Die einzige Kunden-ID in diesem Ticket");
    // The English the state keeps names the reason; the words are the view's.
    expect(whyLookedUp(looked)).toBe("The only customer id this ticket shows");
    const answered = panelReducer(looked, {
      type: "redemptions.reported",
      report: {
        kind: "answered",
        ask: looked.redemptions.ask?.id ?? -1,
        reply: { ok: true, value: { total: 0, redemptions: [] }, credential: "app_keys" },
        at: Date.now(),
      },
    } as PanelEvent);
    const moved = panelReducer(answered, onTicket(4, [], TWO));
    expect(whyLookedUp(moved, de)).toBe("Der Kunde des zuvor geöffneten Tickets");
    expect(otherTicket(moved, de)?.words).toBe("Zu Ticket #1 (nicht das gerade geöffnete)");
  });

  it("counts the ticket's customers in Polish", async () => {
    const pl = await ticketWords.load("pl");
    const state = run(onTicket(4, [CUST, OTHER]));
    expect(customersToChoose(state, pl)?.words).toBe("2 klientów w tym zgłoszeniu: proszę wybrać jednego");
  });
});
