// A code looked up on one ticket and shown while the agent is on another: the open ticket's
// loyalty ids are no part of its answer, so the panel never offers them as the code's card.

import { render, screen, waitFor } from "@testing-library/preact";
import { expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { LanguageProvider } from "@/components/use-words";
import { App } from "@/entrypoints/sidepanel/App";
import type { Voucherify } from "@/lib/core/api/voucherify";
import { queueLookup } from "@/lib/lookup/pending-lookup.worker";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { recordReports, seeTicket } from "@/lib/ticket/detected-tokens.worker";
import { ticketOf } from "@/lib/ticket/ticket-identity";
import { answerPagesAsWorker, panelBrowser } from "../../helpers/worker-for-pages";

const MEMBER = "lmbr_97058937a2315e0819";
const PROGRAM = "lprg_28cb98d654308a01de";
const CARD = "lcrd_43be217bed35e00149";
const SLOW = { timeout: 5000 };
const ticketUrl = (n: number) => `https://acme.zendesk.com/agent/tickets/${n}`;

it("offers no loyalty v2 ids of the ticket open now for a code looked up on another ticket", async () => {
  await storeProfiles({
    profiles: [{ id: "p1", name: "Acme EU", region: "api", appId: "app-id" }],
    activeProfileId: "p1",
  });
  panelBrowser();
  // The panel speaks about tab 20, on ticket #2, which shows a loyalty v2 member and card.
  vi.spyOn(fakeBrowser.tabs, "query").mockResolvedValue([{ id: 20, windowId: 1 } as never]);
  const doc = crypto.randomUUID();
  await seeTicket(20, doc, ticketUrl(2));
  await recordReports(20, [
    {
      sender: { frameId: 0 },
      report: {
        doc,
        tokens: [
          { kind: "loyalty", text: PROGRAM, count: 1 },
          { kind: "loyalty", text: MEMBER, count: 1 },
          { kind: "loyalty", text: CARD, count: 1 },
        ],
      },
    },
  ]);
  const notFound = {
    ok: false,
    error: { kind: "http", status: 404, body: { key: "not_found" }, operation: "getMember", fromApi: true },
    credential: "app_keys",
  };
  answerPagesAsWorker({
    activeConnection: async () =>
      ({
        ok: true,
        profile: { id: "p1", name: "Acme EU", region: "api", appId: "app-id" },
        connection: { baseUrl: "https://api.voucherify.io", credentials: { appId: "a", appToken: "t" } },
      }) as never,
    voucherify: {
      getMember: async () => notFound,
      listRedemptions: async () => ({
        ok: true,
        value: { total: 0, redemptions: [] },
        credential: "app_keys",
      }),
    } as unknown as Voucherify,
  });
  // The agent clicked Look up on a code in ticket #1 (tab 10), then went to ticket #2.
  await queueLookup(
    { kind: "code", value: "AOR-8JRJUNHA" },
    { tabId: 10, ticket: ticketOf(ticketUrl(1)), windowId: 1 },
  );
  render(
    <LanguageProvider>
      <App />
    </LanguageProvider>,
  );
  expect(await screen.findByText(/About ticket #1/, {}, SLOW)).toBeTruthy();
  // Get Member's 404 is in: the code is no v1 card.
  await waitFor(() => expect(screen.getByText(/No loyalty card with code/)).toBeTruthy(), SLOW);
  // Ticket #2's ids are not this code's: offered, they would open #2's member's points under #1's
  // answer, whose replies go into #1 once the agent is back there. (The hint loads on demand.)
  await expect(
    screen.findByRole("button", { name: "Show expiring points for these ids" }, { timeout: 2000 }),
  ).rejects.toThrow();
  expect(screen.queryByText(/this ticket shows v2 ids/)).toBeNull();
});
