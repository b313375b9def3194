// What the panel and the options page say of the ticket, in the agent's language: the views'
// text and accessible names, the notices worked out of the panel's state, and their plural forms.

import { fireEvent, render, screen, within } from "@testing-library/preact";
import type { ComponentChild } from "preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { aboutOtherTicket, NO_TICKET, requesterMismatch } from "@/lib/ticket/answer-ticket";
import {
  AUTO_DOUBT,
  AUTO_ELSEWHERE,
  AUTO_GONE,
  AUTO_HELD,
  AUTO_ONLY_EMAIL,
  AUTO_ONLY_ID,
  autoHeldWords,
  autoReasonWords,
  chooseCustomer,
} from "@/lib/ticket/auto-customer";
import type { DetectedTokenRecord } from "@/lib/ticket/detected-tokens";
import { OrderIdNotice } from "@/lib/ticket/OrderIdNotice";
import { TicketCustomerSettings } from "@/lib/ticket/TicketCustomerSettings";
import { ticketWords } from "@/lib/ticket/words";

afterEach(() => switchLanguage("en"));

const CUST = "cust_tAED42tFhLM9v7GmZUaklJFd";
const offered: DetectedTokenRecord[] = [
  { kind: "customer", text: CUST, count: 1 },
  { kind: "code", text: "BF25-XK3P9Q", count: 1 },
];
const ONE = { key: "https://acme.zendesk.com/agent/tickets/1", label: "#1" };
const bob = { name: "Bob Jones", email: "bob.smith@email.com" };
const COUNTS = [0, 1, 2, 5, 22, 25];

function renderIn(view: ComponentChild) {
  return render(<LanguageProvider>{view}</LanguageProvider>);
}

function settings() {
  const onEnabledChange = vi.fn();
  renderIn(
    <TicketCustomerSettings
      enabled
      ownDomains={["acme.com"]}
      onEnabledChange={onEnabledChange}
      onDomainsSave={() => undefined}
    />,
  );
  return { onEnabledChange };
}

describe("the ticket's views in German", () => {
  it("say that an order id cannot be searched, and name each offer by what it looks up", async () => {
    await switchLanguage("de", [ticketWords]);
    const onLookup = vi.fn();
    renderIn(<OrderIdNotice orderId="ORD-1001" offered={offered} onLookup={onLookup} />);
    expect(screen.getByRole("status").textContent).toBe(
      "Einlösungen lassen sich nicht nach Bestell-ID suchen (ORD-1001); schlagen Sie den Kunden oder den Code aus diesem Ticket nach.",
    );
    // The order id stays marked out inside the sentence.
    expect(screen.getByText("ORD-1001").tagName).toBe("STRONG");
    const list = screen.getByRole("list", { name: "In diesem Ticket" });
    fireEvent.click(within(list).getByRole("button", { name: "BF25-XK3P9Q nachschlagen" }));
    expect(onLookup).toHaveBeenCalledWith(offered[1]);
    expect(within(list).getByRole("button", { name: `${CUST} nachschlagen` })).toBeTruthy();
  });

  it("label the no-click lookup's switch and the team's domains", async () => {
    await switchLanguage("de", [ticketWords]);
    const { onEnabledChange } = settings();
    const box = screen.getByRole("checkbox", {
      name: "Kunden des Tickets nachschlagen, wenn es genau einen zeigt (bei geöffneter Seitenleiste)",
    });
    fireEvent.click(box);
    expect(onEnabledChange).toHaveBeenCalledWith(false);
    const domains = screen.getByRole("textbox", { name: "Unsere E-Mail-Domains" });
    expect(domains.getAttribute("aria-describedby")).toBe("own-domains-hint");
    expect(document.getElementById("own-domains-hint")?.textContent).toBe(
      "Adressen dieser Domains gehören Ihrem Team, nie dem Kunden des Tickets (bei aktiver E-Mail-Markierung).",
    );
    expect(screen.getByRole("button", { name: "Domains übernehmen" })).toBeTruthy();
  });

  it("change at once when the agent's language changes", async () => {
    await switchLanguage("de", [ticketWords]);
    renderIn(<OrderIdNotice orderId="ORD-1001" offered={offered} onLookup={() => undefined} />);
    expect(screen.getByRole("list", { name: "In diesem Ticket" })).toBeTruthy();
    await switchLanguage("pl", [ticketWords]);
    expect(await screen.findByRole("list", { name: "W tym zgłoszeniu" })).toBeTruthy();
  });
});

describe("the ticket's views in Polish", () => {
  it("say that an order id cannot be searched, and name each offer by what it looks up", async () => {
    await switchLanguage("pl", [ticketWords]);
    renderIn(<OrderIdNotice orderId="ORD-1001" offered={offered} onLookup={() => undefined} />);
    expect(screen.getByRole("status").textContent).toBe(
      "Realizacji nie można wyszukać po identyfikatorze zamówienia (ORD-1001); proszę wyszukać klienta lub kod z tego zgłoszenia.",
    );
    const list = screen.getByRole("list", { name: "W tym zgłoszeniu" });
    expect(within(list).getByRole("button", { name: "Wyszukaj BF25-XK3P9Q" })).toBeTruthy();
    expect(within(list).getByRole("button", { name: `Wyszukaj ${CUST}` })).toBeTruthy();
  });

  it("label the no-click lookup's switch and the team's domains", async () => {
    await switchLanguage("pl", [ticketWords]);
    settings();
    expect(
      screen.getByRole("checkbox", {
        name: "Wyszukiwać klienta zgłoszenia, gdy pokazuje ono dokładnie jednego (przy otwartym panelu bocznym)",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Nasze domeny e-mail" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zastosuj domeny" })).toBeTruthy();
  });
});

describe("what the panel says of the ticket, in the agent's language", () => {
  it("says each reason for a lookup made with no click in English exactly as the state names it", async () => {
    const en = await ticketWords.load("en");
    for (const reason of [AUTO_ONLY_ID, AUTO_ONLY_EMAIL, AUTO_DOUBT, AUTO_GONE, AUTO_ELSEWHERE])
      expect(autoReasonWords(reason, en)).toBe(reason);
    expect(autoHeldWords(en)).toBe(AUTO_HELD);
  });

  it("says why a customer was looked up in German and Polish", async () => {
    const de = await ticketWords.load("de");
    const pl = await ticketWords.load("pl");
    expect(autoReasonWords(AUTO_ONLY_ID, de)).toBe("Die einzige Kunden-ID in diesem Ticket");
    expect(autoReasonWords(AUTO_ELSEWHERE, de)).toBe("Der Kunde des zuvor geöffneten Tickets");
    expect(autoReasonWords(AUTO_ONLY_EMAIL, pl)).toBe("Jedyny adres e-mail w tym zgłoszeniu");
    expect(autoReasonWords(AUTO_GONE, pl)).toBe(
      "Wyszukano automatycznie klienta, którego to zgłoszenie już nie pokazuje",
    );
  });

  it("names the answer's ticket, another one, or a page without Voucher Lens", async () => {
    const de = await ticketWords.load("de");
    const pl = await ticketWords.load("pl");
    expect(aboutOtherTicket(ONE, de)).toBe("Zu Ticket #1 (nicht das gerade geöffnete)");
    expect(aboutOtherTicket(undefined, de)).toBe("Zu einem anderen Ticket (nicht das gerade geöffnete)");
    expect(aboutOtherTicket(ONE, pl)).toBe("Dotyczy zgłoszenia #1 (nie tego, które jest teraz otwarte)");
    expect(aboutOtherTicket(NO_TICKET, pl)).toBe(
      "Dotyczy strony, na której Voucher Lens nie działa (nie zgłoszenia otwartego teraz)",
    );
    // The page's placeholder label is never said as a ticket's name.
    expect(aboutOtherTicket(NO_TICKET)).toBe(
      "About a page Voucher Lens does not run on (not the one open now)",
    );
  });

  it("says a requester is not the customer, listing several addresses the language's way", async () => {
    const de = await ticketWords.load("de");
    const pl = await ticketWords.load("pl");
    expect(requesterMismatch(["alice@shop.example"], bob, de)).toBe(
      "Dieses Ticket stammt von alice@shop.example; die E-Mail-Adresse dieses Kunden ist bob.smith@email.com",
    );
    expect(requesterMismatch(["a@x.example", "b@y.example", "c@z.example"], {}, de)).toBe(
      "Dieses Ticket zeigt a@x.example, b@y.example und c@z.example; die Antwort nennt keine E-Mail-Adresse für diesen Kunden",
    );
    expect(requesterMismatch(["a@x.example", "b@y.example"], bob, pl)).toBe(
      "To zgłoszenie pokazuje a@x.example i b@y.example; adres e-mail tego klienta to bob.smith@email.com",
    );
    expect(requesterMismatch(["alice@shop.example"], {}, pl)).toBe(
      "Zgłoszenie pochodzi od alice@shop.example; odpowiedź nie podaje adresu e-mail tego klienta",
    );
  });
});

describe("the ticket's plural wordings", () => {
  it("count the ticket's customers in Polish", async () => {
    const pl = await ticketWords.load("pl");
    expect(COUNTS.map((count) => chooseCustomer(count, pl))).toEqual([
      "0 klientów w tym zgłoszeniu: proszę wybrać jednego",
      "1 klient w tym zgłoszeniu: proszę wybrać jednego",
      "2 klientów w tym zgłoszeniu: proszę wybrać jednego",
      "5 klientów w tym zgłoszeniu: proszę wybrać jednego",
      "22 klientów w tym zgłoszeniu: proszę wybrać jednego",
      "25 klientów w tym zgłoszeniu: proszę wybrać jednego",
    ]);
  });

  it("count the customers looked up with no click in Polish", async () => {
    const pl = await ticketWords.load("pl");
    const looked = COUNTS.map(
      (count) => pl("autoHeld", { count, minutes: 2 }).match(/kliknięcia (\d+ \S+),/)?.[1],
    );
    expect(looked).toEqual([
      "0 klientów",
      "1 klienta",
      "2 klientów",
      "5 klientów",
      "22 klientów",
      "25 klientów",
    ]);
    expect(autoHeldWords(pl)).toBe(
      "Nie wyszukano automatycznie: w tej karcie w ciągu ostatnich 2 minut wyszukano już bez kliknięcia 4 klientów, częściej, niż agent przechodzi między zgłoszeniami",
    );
  });

  it("count them in German and English", async () => {
    const de = await ticketWords.load("de");
    const en = await ticketWords.load("en");
    expect([1, 2].map((count) => chooseCustomer(count, de))).toEqual([
      "1 Kunde in diesem Ticket: Wählen Sie einen aus",
      "2 Kunden in diesem Ticket: Wählen Sie einen aus",
    ]);
    expect([1, 3].map((count) => chooseCustomer(count, en))).toEqual([
      "1 customer on this ticket: choose one",
      "3 customers on this ticket: choose one",
    ]);
    expect(autoHeldWords(de)).toContain("bereits 4 Kunden ohne Klick nachgeschlagen");
  });
});
