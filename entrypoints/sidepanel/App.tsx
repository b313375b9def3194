import { useCallback, useMemo, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import { ErrorNotice } from "@/components/ErrorNotice";
import { LoadingRows } from "@/components/LoadingRows";
import { RetryCountdown } from "@/components/RetryCountdown";
import { usePanelSettings } from "@/entrypoints/sidepanel/use-panel-settings";
import { useReplySetup } from "@/entrypoints/sidepanel/use-reply-setup";
import { credentialWords } from "@/lib/core/api/credential";
import { apiHostOf } from "@/lib/core/api/regions";
import { ask } from "@/lib/core/contract/ask";
import { formatClock } from "@/lib/core/intl/dates";
import { copyToClipboard, insertOrCopy } from "@/lib/insert-reply/insert-reply";
import { KeyboardHelp } from "@/lib/keyboard/KeyboardHelp";
import { type CommandKey, loadCommandKeys, shortcutSettings } from "@/lib/keyboard/shortcuts";
import { useFocusSearchCommand, usePanelKeys } from "@/lib/keyboard/use-keyboard";
import {
  answerOf,
  answerWords,
  hasShape,
  LOOKUP_LABELS,
  type Lookup,
  lookupOfToken,
  lookupText,
} from "@/lib/lookup/classify";
import { projectScope } from "@/lib/lookup/lookup-cache";
import { SearchBox } from "@/lib/lookup/SearchBox";
import { useWindowId } from "@/lib/lookup/use-pending-lookup";
import { cardIdsFor, definedIds } from "@/lib/loyalty/index.sidepanel";
// Loaded on demand: only loyalty answers show them (loyalty-views.tsx).
import { ExpiringPoints, MemberCard, Memberships, V2CardHint } from "@/lib/loyalty/loyalty-views";
import { cardReadFailed } from "@/lib/loyalty/member-card-query";
import { useWhatsNew } from "@/lib/onboarding/use-whats-new";
import { WhatsNew } from "@/lib/onboarding/WhatsNew";
import { ListControls } from "@/lib/redemptions/ListControls";
import { Pager } from "@/lib/redemptions/Pager";
import { RedemptionList } from "@/lib/redemptions/RedemptionList";
import { type Replies, RepliesContext } from "@/lib/replies/reply-context";
import { AUTO_HELD } from "@/lib/ticket/auto-customer";
import type { DetectedTokenRecord } from "@/lib/ticket/detected-tokens";
import { OnThisPage } from "@/lib/ticket/OnThisPage";
import { OrderIdNotice } from "@/lib/ticket/OrderIdNotice";
import {
  answerCustomer,
  customersToChoose,
  heldCustomer,
  onThisPage,
  otherTicket,
  type PanelView,
  pointsOf,
  requesterNotCustomer,
  whyLookedUp,
} from "./panel-state";
import { useClock } from "./use-clock";
import { usePanel } from "./use-panel";

/** The panel's two views; ids name their tab and panel elements. */
const TABS: { id: PanelView; label: string }[] = [
  { id: "redemptions", label: "Redemptions" },
  { id: "points", label: "Expiring points" },
];

export function App() {
  const { profile, preferences, pageSize, choosePageSize, ready, patternsWaiting, autoCustomer } =
    usePanelSettings();
  const windowId = useWindowId();
  const [state, dispatch] = usePanel({
    profileId: profile?.id,
    project: profile ? projectScope(profile) : undefined,
    pageSize,
    ready,
    autoCustomer,
    windowId,
  });
  const { current, ticket, view, cardIds, search } = state;
  const setup = useReplySetup(profile, preferences);
  const whatsNew = useWhatsNew();
  const elsewhere = otherTicket(state);
  /** The lookup shown, asked again here: after a move to another ticket, or an answer dropped. */
  const lookUpAgain = (shown: NonNullable<typeof current>) =>
    dispatch({ type: "lookup.started", lookup: shown.lookup, alternatives: shown.alternatives });
  const mismatch = requesterNotCustomer(state);
  /**
   * Insert into reply: into the box the agent last used on the ticket's tab, only when that tab
   * shows the answer's ticket, or copied instead; after a confirmation when the ticket's requester
   * is not the answer's customer.
   */
  const tabId = ticket.tabId;
  const ticketKey = current?.ticket?.key;
  const isElsewhere = Boolean(elsewhere);
  const ticketKnown = Boolean(ticket.ticket);
  const replies = useMemo<Replies>(
    () => ({
      setup,
      insert: (reply: string) =>
        insertOrCopy({ tabId, ticketKey, elsewhere: isElsewhere, ticketKnown }, reply, {
          insert: (tab, text, key) => ask("reply.insert", { tabId: tab, text, ticketKey: key }),
          copy: copyToClipboard,
        }),
      ...(mismatch ? { confirm: mismatch } : {}),
    }),
    [setup, tabId, ticketKey, isElsewhere, ticketKnown, mismatch],
  );
  const [help, setHelp] = useState<CommandKey[]>();
  const openHelp = useCallback(() => void loadCommandKeys().then(setHelp), []);
  useFocusSearchCommand(windowId, Boolean(profile));
  usePanelKeys(openHelp);
  const now = useClock();

  const show = (lookup: Lookup) => dispatch({ type: "lookup.started", lookup });
  const lookUpToken = (token: DetectedTokenRecord) => {
    const lookup = lookupOfToken(token);
    if (lookup) show(lookup);
  };

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  const selectTab = (next: PanelView) => {
    dispatch({ type: "view.chosen", view: next });
    document.getElementById(`tab-${next}`)?.focus();
  };

  const openRelated = (id: string, fallback: Lookup | undefined) => {
    const row = document.getElementById(`row-${id}`);
    if (row) {
      row.scrollIntoView({ block: "center" });
      row.querySelector<HTMLElement>("button.expand")?.focus();
      return;
    }
    // A rollback is found through its parent; a parent not on this page, through the row's code.
    const related: Lookup | undefined = hasShape("redemption_id", id)
      ? { kind: "redemption_id", value: id }
      : fallback;
    if (related) show(related);
  };

  if (profile === undefined) return null;
  if (profile === null) {
    return (
      <main class="panel">
        <h1 class="visually-hidden">Voucher Lens</h1>
        <div class="empty">
          <p>No profile is set up yet.</p>
          <button type="button" class="primary" onClick={() => void browser.runtime.openOptionsPage()}>
            Open settings
          </button>
        </div>
      </main>
    );
  }

  const money = { currency: preferences.currency, locale: preferences.locale || undefined };
  const pageTokens = onThisPage(state);
  const choice = customersToChoose(state);
  const held = heldCustomer(state);
  const customer = answerCustomer(state);
  const who = customer
    ? [customer.name, customer.email ?? customer.sourceEmail].filter(Boolean).join(", ")
    : undefined;
  const list = state.redemptions;
  const query = list.question;
  const page = list.value;
  const card = state.member;
  const cardMissing =
    card.error?.kind === "http" && card.error.status === 404 && card.question ? card.question : undefined;
  // A card code Get Member does not know, on a ticket that shows loyalty v2 ids: those ids, the
  // ones already in Expiring points first.
  const v2Ids = cardMissing ? { ...cardIdsFor(cardMissing, ticket.tokens), ...definedIds(cardIds) } : {};
  const offered = pageTokens.filter((t) => t.kind === "customer" || t.kind === "code" || t.kind === "email");
  const host = apiHostOf(profile.region, profile.customUrl) ?? profile.customUrl ?? "";
  // The loyalty v2 cards of the customer or member looked up, or of a code's holder.
  const memberships = state.memberships.question ? (
    <Memberships
      query={state.memberships}
      program={state.program}
      pending={state.pending}
      locale={money.locale}
      now={new Date(now)}
      host={host}
      onRetry={() => dispatch({ type: "memberships.retried" })}
      onOpenProgram={(programId) => dispatch({ type: "program.opened", programId })}
      onExpiringPoints={(ids) => dispatch({ type: "cardIds.shown", ids })}
      onPendingPoints={(ids) => dispatch({ type: "pending.opened", ids })}
    />
  ) : null;
  const memberLookup = current?.lookup.kind === "loyalty_member_id";

  return (
    <RepliesContext.Provider value={replies}>
      <main class="panel">
        <header class="panel-header">
          <h1 class="visually-hidden">Voucher Lens</h1>
          <span class="profile-chip" title={host}>
            {profile.name}
          </span>
          <button
            type="button"
            class="help-button"
            aria-label="Keyboard shortcuts"
            aria-haspopup="dialog"
            aria-keyshortcuts="?"
            onClick={openHelp}
          >
            ?
          </button>
        </header>
        {whatsNew ? <WhatsNew notes={whatsNew.notes} onDismiss={whatsNew.dismiss} /> : null}
        <KeyboardHelp
          open={help !== undefined}
          commands={help ?? []}
          settings={shortcutSettings()}
          onClose={() => setHelp(undefined)}
        />
        {patternsWaiting ? (
          <p class="notice" role="status">
            {patternsWaiting === 1 ? "A code pattern" : `${patternsWaiting} code patterns`} of this profile
            mark nothing until they are checked for safety.{" "}
            <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
              Open settings to check them
            </button>
          </p>
        ) : null}
        <SearchBox
          value={search.text}
          filled={search.filled}
          recent={state.recent.list}
          error={search.error}
          onInput={(text) => dispatch({ type: "search.typed", text })}
          onSearch={(text) => dispatch({ type: "search.submitted", text })}
          onRecent={(lookup) => show(lookup)}
        />

        {current ? (
          <p class="read-as">
            {current.auto ? (
              <span class="auto-reason">
                {whyLookedUp(state)}: <strong>{lookupText(current.lookup)}</strong>
                {/* Who the API says it is, once the answer is in: the agent checks it is the requester. */}
                {who ? <span class="answer-customer"> ({who})</span> : null}.{" "}
              </span>
            ) : null}
            Read as <strong>{LOOKUP_LABELS[current.lookup.kind]}</strong>
            {current.lookup.kind === "redemption_id" ? (
              <span class="muted">
                {" "}
                (the list shows the redemptions made under it: its rollbacks and parts)
              </span>
            ) : null}
            {current.alternatives.map((kind) => (
              <button
                key={kind}
                type="button"
                class="link"
                onClick={() => dispatch({ type: "lookup.readAs", kind })}
              >
                read as {LOOKUP_LABELS[kind]} instead
              </button>
            ))}
          </p>
        ) : null}

        {elsewhere && current ? (
          <p class="notice other-ticket" role="status">
            <strong>{elsewhere.words}</strong>{" "}
            <button type="button" class="link" onClick={() => lookUpAgain(current)}>
              Look it up again here
            </button>
          </p>
        ) : null}

        {mismatch ? (
          <p class="notice requester-mismatch" role="status">
            {mismatch}.
          </p>
        ) : null}

        {choice ? (
          <div class="notice choose-customer">
            <p id="choose-customer">{choice.words}</p>
            <ul aria-labelledby="choose-customer">
              {choice.customers.map((customer) => (
                <li key={lookupText(customer)}>
                  <button type="button" class="link token" onClick={() => show(customer)}>
                    {lookupText(customer)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {held ? (
          <p class="notice held-customer" role="status">
            {AUTO_HELD}.{" "}
            <button type="button" class="link" onClick={() => show(held)}>
              Look up {lookupText(held)}
            </button>
          </p>
        ) : null}

        {current?.dropped ? (
          <p class="notice" role="status">
            You moved to another ticket before the answer for <strong>{lookupText(current.lookup)}</strong>{" "}
            came, so it was dropped.{" "}
            <button type="button" class="link" onClick={() => lookUpAgain(current)}>
              Look up again
            </button>
          </p>
        ) : null}

        {current?.lookup.kind === "order_id" ? (
          <OrderIdNotice orderId={current.lookup.value} offered={offered} onLookup={lookUpToken} />
        ) : null}

        {/* Open until the agent chooses: a lookup the panel made on its own leaves the choice to them. */}
        <OnThisPage
          tokens={pageTokens}
          dropped={ticket.dropped ?? 0}
          onLookup={lookUpToken}
          open={!current || Boolean(current.auto)}
        />

        <div class="tabs" role="tablist" aria-label="Views">
          {TABS.map(({ id, label }, index) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={view === id}
              aria-controls={`panel-${id}`}
              tabIndex={view === id ? 0 : -1}
              onClick={() => dispatch({ type: "view.chosen", view: id })}
              onKeyDown={(e) => {
                const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
                const next = TABS[index + step];
                if (step && next) selectTab(next.id);
              }}
            >
              {label}
            </button>
          ))}
        </div>

        <div role="tabpanel" id="panel-points" aria-labelledby="tab-points" hidden={view !== "points"}>
          {memberLookup ? memberships : null}
          <ExpiringPoints
            // A loyalty lookup starts the form afresh: no id of the previous card stays in it.
            key={
              current && answerOf(current.lookup.kind) === "expiring_points"
                ? lookupText(current.lookup)
                : "typed"
            }
            state={pointsOf(state)}
            suggested={cardIds}
            locale={money.locale}
            now={new Date(now)}
            onShow={(ids, order) => dispatch({ type: "points.shown", ids, order })}
            onLoadMore={() => dispatch({ type: "points.more" })}
          />
        </div>

        <div
          role="tabpanel"
          id="panel-redemptions"
          aria-labelledby="tab-redemptions"
          hidden={view !== "redemptions"}
        >
          {card.value && !card.loading ? (
            <MemberCard
              member={card.value}
              locale={money.locale}
              now={new Date(now)}
              onLookupHolder={(id) => show({ kind: "customer_id", value: id })}
              onLookupCardRedemptions={(code) =>
                dispatch({
                  type: "lookup.started",
                  lookup: { kind: "code", value: code },
                  alternatives: ["customer_source_id"],
                })
              }
            />
          ) : null}
          {cardMissing &&
          // Once the memberships of the code's holder are asked, they say what the card is.
          !state.memberships.question?.forCode &&
          (cardMissing.campaignId || (page && page.redemptions.length === 0)) ? (
            <p class="notice" role="status">
              No loyalty card with code <strong>{cardMissing.value}</strong> in this project
              {cardMissing.campaignId
                ? ` (campaign ${cardMissing.campaignId}).`
                : ". If it belongs to a loyalty campaign, search “camp_… " +
                  cardMissing.value +
                  "” with the campaign id."}
            </p>
          ) : null}

          {card.error && !card.loading && cardReadFailed(card.error) ? (
            // A code is tried as a loyalty card beside the redemption search: a refusal of that read
            // (a key without loyalty access) is said, the redemptions below are still shown.
            <section class="card-error" aria-label="Loyalty card">
              <ErrorNotice
                error={card.error}
                host={host}
                onRetry={() => dispatch({ type: "card.retried" })}
              />
            </section>
          ) : null}
          {memberLookup ? null : memberships}
          {cardMissing && (v2Ids.memberId || v2Ids.cardId) && !state.memberships.question ? (
            <V2CardHint ids={v2Ids} onShow={() => dispatch({ type: "cardIds.shown", ids: v2Ids })} />
          ) : null}

          {query ? (
            <ListControls
              filters={query.filters}
              order={query.order}
              pageSize={query.pageSize}
              onChange={(change) => {
                if (change.pageSize) choosePageSize(change.pageSize);
                dispatch({ type: "list.changed", change });
              }}
            />
          ) : null}

          {query && (page || list.error) ? (
            <div class="freshness">
              {list.asOf ? <span>as of {formatClock(list.asOf, money.locale)}</span> : null}
              {list.credential ? <span class="credential">{credentialWords(list.credential)}</span> : null}
              {list.error && page ? <span class="stale-tag">stale</span> : null}
              <button
                type="button"
                onClick={() => dispatch({ type: "list.refreshed" })}
                disabled={list.loading}
              >
                {list.loading ? "Refreshing…" : "Refresh"}
              </button>
            </div>
          ) : null}

          {list.error ? (
            <ErrorNotice
              error={list.error}
              host={host}
              staleNote={page ? "The list below is the last good answer." : undefined}
              onRetry={() => dispatch({ type: "list.refreshed" })}
            />
          ) : null}

          {list.loading && list.retryWait ? <RetryCountdown wait={list.retryWait} /> : null}
          {list.loading && !page ? <LoadingRows /> : null}

          {page && query ? (
            page.redemptions.length === 0 ? (
              <div class="empty" role="status">
                <p>
                  No redemptions {answerWords(query.lookup)}
                  {Object.keys(query.filters).length ? " with these filters" : ""}.
                </p>
              </div>
            ) : (
              <>
                <Pager
                  page={query.page}
                  pageSize={query.pageSize}
                  shown={page.redemptions.length}
                  total={page.total}
                  onPage={(p) => dispatch({ type: "list.changed", change: { page: p } })}
                />
                <RedemptionList
                  rows={page.redemptions}
                  money={money}
                  now={now}
                  {...(profile.timeZone ? { customerTimeZone: profile.timeZone } : {})}
                  onLookup={show}
                  onOpenRelated={openRelated}
                />
              </>
            )
          ) : null}
        </div>
      </main>
    </RepliesContext.Provider>
  );
}
