import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from "preact/hooks";
import { ask } from "@/lib/core/contract/ask";
import { useHistoryQueries } from "@/lib/history/index.sidepanel";
import {
  type AskedFrom,
  type Lookup,
  type LookupHow,
  recentKept,
  rememberLookup,
  sessionCache,
  usePendingLookup,
} from "@/lib/lookup/index.sidepanel";
import { useLoyaltyQueries } from "@/lib/loyalty/index.sidepanel";
import type { PageSize } from "@/lib/preferences/index.sidepanel";
import { useRedemptionsQuery } from "@/lib/redemptions/index.sidepanel";
import { SETTLE_MS, type TicketTab, useTicketTab } from "@/lib/ticket/index.sidepanel";
import { initialPanelState, type PanelState, panelReducer, requestIdsShown } from "./panel-state";
import type { AutoCustomerSettings } from "./use-panel-settings";

/**
 * The panel's state (panel-state.ts) and the effects it asks for: the worker's answers, the ticket
 * tab and what its page detected, the wait for the ticket to settle, recent lookups, and the
 * lookups a page asks for. Each effect tells the reducer what happened; none reads another's values.
 */
export function usePanel(options: {
  profileId: string | undefined;
  /** The project the profile points at (`projectScope`). */
  project: string | undefined;
  pageSize: PageSize;
  ready: boolean;
  autoCustomer: AutoCustomerSettings;
  windowId: number | undefined | null;
}) {
  const { profileId, project, pageSize, ready, autoCustomer, windowId } = options;
  const [state, dispatch] = useReducer(panelReducer, initialPanelState);
  const { remember, settling, autoAsk } = state;

  // Before the effects below, so a lookup they start belongs to the profile now in use.
  useLayoutEffect(
    () => dispatch({ type: "settings.read", profileId, project, pageSize, ready, autoCustomer }),
    [profileId, project, pageSize, ready, autoCustomer],
  );

  // Read again when the profile moves to another project: the worker forgot the list then.
  useEffect(() => {
    if (!profileId) return;
    void recentKept(profileId).then((list) => dispatch({ type: "recent.read", profileId, list }));
  }, [profileId, project]);
  // The lookup shown as the log has it, and the request ids noted on its entry.
  const [logEntry, setLogEntry] = useState<{ remember: PanelState["remember"]; entryId: string }>();
  const noted = useRef(new Set<string>());
  const latest = useRef(remember);
  latest.current = remember;
  // Remembered and logged after the question is asked: the agent never waits for the write.
  useEffect(() => {
    if (!remember) return;
    // The request ids shown as the lookup starts are an earlier lookup's (a view it does not ask
    // again keeps its error): never noted on this one's entry.
    const before = new Set(requestIdsShown(state));
    void rememberLookup(remember.profileId, remember.lookup, remember.how).then(({ recent, entryId }) => {
      // A lookup made since has its own entry: this one's answer came late.
      if (latest.current !== remember) return;
      noted.current = before;
      setLogEntry(entryId ? { remember, entryId } : undefined);
      dispatch({ type: "recent.remembered", profileId: remember.profileId, list: recent });
    });
  }, [remember]);

  useTicketTab(
    useCallback(
      ({ tabId, ticket, tokens, dropped }: TicketTab) =>
        dispatch({ type: "ticket.read", tabId, ticket, tokens, dropped }),
      [],
    ),
  );
  // A ticket's frames report one by one: the page is read as settled once nothing new came for a
  // moment, or a first frame's one customer would be looked up before a second frame shows another.
  useEffect(() => {
    if (settling === undefined) return;
    const settled = setTimeout(() => dispatch({ type: "ticket.settled", settling }), SETTLE_MS);
    return () => clearTimeout(settled);
  }, [settling]);
  // The worker keeps each tab's budget of lookups nobody clicked: asked before each one. Unanswered
  // (the worker could not be reached), the panel asks the agent rather than look up unasked.
  useEffect(() => {
    if (!autoAsk) return;
    const { id, tabId, customer } = autoAsk;
    const { kind, value } = customer;
    const allowed =
      kind === "customer_id" || kind === "customer_source_id"
        ? ask("autoLookup.allow", { tabId, customer: { kind, value } }).then(
            (reply) => reply.ok && reply.value.allowed,
            () => false,
          )
        : Promise.resolve(false);
    void allowed.then((yes) => dispatch({ type: "autoLookup.answered", id, allowed: yes }));
  }, [autoAsk]);

  // The API's request ids of this lookup's failed questions go in its log entry, so a lead finds
  // the request in Voucherify's own log.
  const requestIds = requestIdsShown(state).join("\n");
  useEffect(() => {
    if (!requestIds || !logEntry || logEntry.remember !== remember) return;
    for (const requestId of requestIds.split("\n")) {
      if (noted.current.has(requestId)) continue;
      noted.current.add(requestId);
      void ask("lookupLog.note", { entryId: logEntry.entryId, requestId }).catch(() => undefined);
    }
  }, [requestIds, remember, logEntry]);

  useRedemptionsQuery(state, dispatch, sessionCache);
  useLoyaltyQueries(state, dispatch, sessionCache);
  useHistoryQueries(state, dispatch);

  usePendingLookup(
    state.ready,
    windowId,
    useCallback(
      (lookup: Lookup, how: LookupHow, from: AskedFrom) =>
        dispatch({ type: "lookup.started", lookup, how, from }),
      [],
    ),
  );

  return [state, dispatch] as const;
}
