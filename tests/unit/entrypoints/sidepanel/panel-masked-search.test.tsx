// While masking is on, an address the panel put into Search on its own stays out of the field on a
// shared screen: after another profile is chosen too, when the answer it was looked up for is gone.

import { render, screen } from "@testing-library/preact";
import { expect, it, vi } from "vitest";
import { MaskingProvider } from "@/components/PersonalValue";
import {
  initialPanelState,
  type PanelEvent,
  type PanelState,
  panelReducer,
} from "@/entrypoints/sidepanel/panel-state";
import type { AutoCustomerSettings } from "@/entrypoints/sidepanel/use-panel-settings";
import { LookupSection } from "@/lib/lookup/LookupSection";
import { loadOnDemandParts } from "../../helpers/on-demand-parts";

await loadOnDemandParts();

const EMAIL = "ana@shop.example";
const EMAILS_ON: AutoCustomerSettings = { enabled: true, emails: true, ownDomains: ["acme.com"] };

const settings = (profileId: string): PanelEvent => ({
  type: "settings.read",
  profileId,
  project: `${profileId} in project A`,
  pageSize: 25,
  ready: true,
  autoCustomer: EMAILS_ON,
});

/** An event, and the worker's yes to a lookup nobody clicked. */
const allowed = (state: PanelState, event: PanelEvent): PanelState => {
  const next = panelReducer(state, event);
  const ask = next.autoAsk;
  return ask && ask !== state.autoAsk
    ? panelReducer(next, { type: "autoLookup.answered", id: ask.id, allowed: true })
    : next;
};
const then = (state: PanelState, ...events: PanelEvent[]) => events.reduce(allowed, state);

it("keeps the ticket's customer's address out of Search after a switch to another profile", () => {
  const reported = then(panelReducer(initialPanelState, settings("p1")), {
    type: "ticket.read",
    tabId: 7,
    tokens: [{ kind: "email", text: EMAIL, count: 1 }],
  });
  const looked = then(reported, {
    type: "ticket.settled",
    settling: reported.settling ?? -1,
  });
  // The panel looked the ticket's customer up on its own, and put their address into Search.
  expect(looked.current?.lookup).toEqual({ kind: "customer_source_id", value: EMAIL });
  expect(looked.search.text).toBe(EMAIL);
  const switched = then(looked, settings("p2"));
  render(
    <MaskingProvider masked answer={switched.current}>
      <LookupSection lookup={switched} why={undefined} who={undefined} onEvent={vi.fn()} />
    </MaskingProvider>,
  );
  expect(screen.getByRole("searchbox")).toHaveProperty("value", "");
  // What the agent types next is theirs, and shows.
  expect(then(switched, { type: "search.typed", text: `${EMAIL}.es` }).search).toEqual({
    text: `${EMAIL}.es`,
    filled: 1,
  });
});
