import { useCallback, useEffect, useLayoutEffect, useReducer } from "preact/hooks";
import { ask } from "@/lib/core/contract/ask";
import { useWorkerQuery } from "@/lib/core/query/use-worker-query";
import type { Lookup } from "@/lib/lookup/classify";
import { sessionCache } from "@/lib/lookup/lookup-cache";
import { recentLookups, rememberLookup } from "@/lib/lookup/recent-lookups";
import { usePendingLookup } from "@/lib/lookup/use-pending-lookup";
import { bucketsInput } from "@/lib/loyalty/expiring-points-query";
import { memberCardInput } from "@/lib/loyalty/member-card-query";
import { membershipsInput, pendingInput, programInput } from "@/lib/loyalty/memberships-query";
import type { PageSize } from "@/lib/preferences/index.sidepanel";
import { preloadFailureDetails } from "@/lib/redemptions/failure-details-on-demand";
import { redemptionsInput } from "@/lib/redemptions/redemptions-query";
import { SETTLE_MS } from "@/lib/ticket/auto-customer";
import type { TicketTab } from "@/lib/ticket/use-detected";
import { useTicketTab } from "@/lib/ticket/use-detected";
import { initialPanelState, panelReducer } from "./panel-state";
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
    void recentLookups(profileId).then((list) => dispatch({ type: "recent.read", profileId, list }));
  }, [profileId, project]);
  // Remembered after the question is asked: the agent never waits for the write.
  useEffect(() => {
    if (!remember) return;
    void rememberLookup(remember.profileId, remember.lookup).then((list) =>
      dispatch({ type: "recent.remembered", profileId: remember.profileId, list }),
    );
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

  // The answer may hold failed rows: what explains them loads while it is on its way, so the rows in
  // sight show it when the list is first painted.
  const redemptionsAsked = state.redemptions.ask;
  useEffect(() => {
    if (redemptionsAsked) void preloadFailureDetails();
  }, [redemptionsAsked]);
  useWorkerQuery(
    "redemptions.list",
    state.redemptions.ask,
    redemptionsInput,
    (report) => dispatch({ type: "redemptions.reported", report }),
    { cache: sessionCache },
  );
  useWorkerQuery(
    "member.get",
    state.member.ask,
    memberCardInput,
    (report) => dispatch({ type: "member.reported", report }),
    { cache: sessionCache },
  );
  useWorkerQuery("expiringPoints.list", state.points.ask, bucketsInput, (report) =>
    dispatch({ type: "points.reported", report }),
  );

  useWorkerQuery(
    "memberships.get",
    state.memberships.ask,
    membershipsInput,
    (report) => dispatch({ type: "memberships.reported", report }),
    { cache: sessionCache },
  );
  useWorkerQuery(
    "programMembership.get",
    state.program.ask,
    programInput,
    (report) => dispatch({ type: "program.reported", report }),
    { cache: sessionCache },
  );
  // Pending buckets, like expiring ones, are asked afresh: they activate or are cancelled by the day.
  useWorkerQuery("pendingPoints.list", state.pending.ask, pendingInput, (report) =>
    dispatch({ type: "pending.reported", report }),
  );

  usePendingLookup(
    state.ready,
    windowId,
    useCallback((lookup: Lookup) => dispatch({ type: "lookup.started", lookup }), []),
  );

  return [state, dispatch] as const;
}
