import { useCallback, useEffect, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import { usePanelSettings } from "@/app/panel/use-panel-settings";
import { credentialWords } from "@/core/api/credential";
import { apiHostOf } from "@/core/api/regions";
import { ask } from "@/core/contract/ask";
import { formatClock } from "@/core/intl/dates";
import { ErrorNotice } from "@/core/ui/ErrorNotice";
import { LoadingRows } from "@/core/ui/LoadingRows";
import { RetryCountdown } from "@/core/ui/RetryCountdown";
import { copyToClipboard, insertOrCopy } from "@/features/insert-reply/insert-reply";
import { KeyboardHelp } from "@/features/keyboard/KeyboardHelp";
import { type CommandKey, loadCommandKeys, shortcutSettings } from "@/features/keyboard/shortcuts";
import { useFocusSearchCommand, usePanelKeys } from "@/features/keyboard/use-keyboard";
import {
  answerOf,
  answerWords,
  classifyLookup,
  hasShape,
  LOOKUP_LABELS,
  type Lookup,
  type LookupKind,
  lookupOfToken,
  lookupText,
} from "@/features/lookup/classify";
import { ListControls } from "@/features/lookup/ListControls";
import { Pager } from "@/features/lookup/Pager";
import type { RedemptionQuery } from "@/features/lookup/query";
import { SearchBox } from "@/features/lookup/SearchBox";
import { cardIdsFor, definedIds, usePanelLookup } from "@/features/lookup/use-lookup";
import { usePendingLookup, useWindowId } from "@/features/lookup/use-pending-lookup";
// Loaded on demand: only loyalty answers show them (loyalty-views.tsx).
import { ExpiringPoints, MemberCard, V2CardHint } from "@/features/loyalty/loyalty-views";
import { cardReadFailed } from "@/features/loyalty/use-member-card";
import { useWhatsNew } from "@/features/onboarding/use-whats-new";
import { WhatsNew } from "@/features/onboarding/WhatsNew";
import { RedemptionList } from "@/features/redemptions/RedemptionList";
import { useReplySetup } from "@/features/replies/use-reply-setup";
import type { DetectedTokenRecord } from "@/features/ticket/detected-tokens";
import { OnThisPage } from "@/features/ticket/OnThisPage";
import { OrderIdNotice } from "@/features/ticket/OrderIdNotice";
import { autoReasonNow, useAutoCustomer } from "@/features/ticket/use-auto-customer";
import { useTicketTab } from "@/features/ticket/use-detected";

type Tab = "redemptions" | "points";
/** The panel's two views; ids name their tab and panel elements. */
const TABS: { id: Tab; label: string }[] = [
  { id: "redemptions", label: "Redemptions" },
  { id: "points", label: "Expiring points" },
];

export function App() {
  const { profile, preferences, pageSize, choosePageSize, ready, patternsWaiting, autoCustomer } =
    usePanelSettings();
  const ticket = useTicketTab();
  const windowId = useWindowId();
  const {
    current,
    latestLookup,
    view,
    setView,
    cardIds,
    showCardIds,
    recent,
    lookUp,
    redemptions,
    member,
    points,
  } = usePanelLookup({
    profileId: profile?.id,
    pageSize,
    ticketTabId: ticket.tabId,
    onPage: ticket.tokens,
  });
  const replies = useReplySetup(profile, preferences);
  const whatsNew = useWhatsNew();
  /** Insert into reply: into the box the agent last used on the ticket's tab, or copied instead. */
  const answerTabId = current?.ticketTabId;
  const insertReply = useCallback(
    (reply: string) =>
      insertOrCopy(
        ticket.tabId,
        reply,
        { insert: (tabId, text) => ask("reply.insert", { tabId, text }), copy: copyToClipboard },
        answerTabId,
      ),
    [ticket.tabId, answerTabId],
  );
  const [help, setHelp] = useState<CommandKey[]>();
  useFocusSearchCommand(windowId, Boolean(profile));
  usePanelKeys(() => void loadCommandKeys().then(setHelp));
  const [text, setText] = useState("");
  /** Each time the panel itself puts an id in Search: the field selects it (SearchBox). */
  const [filledForAgent, setFilledForAgent] = useState(0);
  const [searchError, setSearchError] = useState<string>();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);

  /** Every lookup, wherever it starts, arrives here with its kind. */
  const show = useCallback(
    (lookup: Lookup, alternatives?: LookupKind[]) => {
      setSearchError(undefined);
      setText(lookupText(lookup));
      lookUp(lookup, alternatives);
    },
    [lookUp],
  );

  // The ticket's only customer, with no click, once the profile and page size are known.
  useAutoCustomer({
    enabled: autoCustomer.enabled && ready,
    emails: autoCustomer.emails,
    ownDomains: autoCustomer.ownDomains,
    ticketTabId: ticket.tabId,
    tokens: ticket.tokens,
    latestLookup,
    lookUp: (lookup, alternatives, auto) => {
      setSearchError(undefined);
      // What the agent is typing stays: only a field empty or showing the last answer follows. The
      // field as it is now (the DOM's value: a key pressed since the last render counts), and the
      // id it gets is selected, so an agent already in the field types over it, never after it.
      const last = latestLookup();
      const shown = last ? lookupText(last.lookup) : "";
      const field = document.getElementById("search");
      const typed = field instanceof HTMLInputElement ? field.value : text;
      if (!typed.trim() || typed === shown) {
        setText(lookupText(lookup));
        setFilledForAgent((n) => n + 1);
      }
      lookUp(lookup, alternatives, auto);
    },
  });

  const search = (input: string) => {
    const classified = classifyLookup(input);
    if (!classified.ok) return setSearchError(classified.message);
    show(classified.lookup, classified.alternatives);
  };
  const lookUpToken = (token: DetectedTokenRecord) => {
    const lookup = lookupOfToken(token);
    if (lookup) show(lookup);
  };
  usePendingLookup(ready, windowId, show);

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  const selectTab = (next: Tab) => {
    setView(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  const readAs = (kind: LookupKind) => {
    if (!current) return;
    const { lookup } = current;
    // The campaign stays with the text, so "read as card in campaign" can come back to it.
    const next: Lookup = {
      kind,
      value: lookup.value,
      ...(lookup.campaignId ? { campaignId: lookup.campaignId } : {}),
    };
    show(
      next,
      [lookup.kind, ...current.alternatives].filter((k) => k !== kind),
    );
  };

  const update = (change: Partial<RedemptionQuery>) => {
    const query = redemptions.state.question;
    if (!query) return;
    if (change.pageSize) choosePageSize(change.pageSize);
    void redemptions.run({ ...query, ...change, page: change.page ?? 1 });
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
  const state = redemptions.state;
  const query = state.question;
  const page = state.value;
  const card = member.state;
  const cardMissing =
    card.error?.kind === "http" && card.error.status === 404 && card.question ? card.question : undefined;
  // A card code Get Member does not know, on a ticket that shows loyalty v2 ids: those ids, the
  // ones already in Expiring points first.
  const v2Ids = cardMissing ? { ...cardIdsFor(cardMissing, ticket.tokens), ...definedIds(cardIds) } : {};
  const offered = ticket.tokens.filter(
    (t) => t.kind === "customer" || t.kind === "code" || t.kind === "email",
  );
  const host = apiHostOf(profile.region, profile.customUrl) ?? profile.customUrl ?? "";

  return (
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
          onClick={() => void loadCommandKeys().then(setHelp)}
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
          {patternsWaiting === 1 ? "A code pattern" : `${patternsWaiting} code patterns`} of this profile mark
          nothing until they are checked for safety.{" "}
          <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
            Open settings to check them
          </button>
        </p>
      ) : null}
      <SearchBox
        value={text}
        filled={filledForAgent}
        recent={recent}
        error={searchError}
        onInput={setText}
        onSearch={search}
        onRecent={(lookup) => show(lookup)}
      />

      {current ? (
        <p class="read-as">
          {current.auto ? (
            <span class="auto-reason">
              {autoReasonNow({ ...current, auto: current.auto }, ticket, autoCustomer)}:{" "}
              <strong>{lookupText(current.lookup)}</strong>.{" "}
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
            <button key={kind} type="button" class="link" onClick={() => readAs(kind)}>
              read as {LOOKUP_LABELS[kind]} instead
            </button>
          ))}
        </p>
      ) : null}

      {current?.dropped ? (
        <p class="notice" role="status">
          You moved to another ticket before the answer for <strong>{lookupText(current.lookup)}</strong>{" "}
          came, so it was dropped.{" "}
          <button type="button" class="link" onClick={() => show(current.lookup, current.alternatives)}>
            Look up again
          </button>
        </p>
      ) : null}

      {current?.lookup.kind === "order_id" ? (
        <OrderIdNotice orderId={current.lookup.value} offered={offered} onLookup={lookUpToken} />
      ) : null}

      {/* Open until the agent chooses: a lookup the panel made on its own leaves the choice to them. */}
      <OnThisPage tokens={ticket.tokens} onLookup={lookUpToken} open={!current || Boolean(current.auto)} />

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
            onClick={() => setView(id)}
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
        <ExpiringPoints
          // A loyalty lookup starts the form afresh: no id of the previous card stays in it.
          key={
            current && answerOf(current.lookup.kind) === "expiring_points"
              ? lookupText(current.lookup)
              : "typed"
          }
          state={points.state}
          suggested={cardIds}
          locale={money.locale}
          now={new Date(now)}
          onShow={(ids, order) => void points.load(ids, order)}
          onLoadMore={() => void points.loadMore()}
          replies={replies}
          onInsertReply={insertReply}
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
            onLookupCardRedemptions={(code) => show({ kind: "code", value: code }, ["customer_source_id"])}
            replies={replies}
            onInsertReply={insertReply}
          />
        ) : null}
        {cardMissing && (cardMissing.campaignId || (page && page.redemptions.length === 0)) ? (
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
              onRetry={() => card.question && void member.run(card.question)}
            />
          </section>
        ) : null}
        {cardMissing && (v2Ids.memberId || v2Ids.cardId) ? (
          <V2CardHint ids={v2Ids} onShow={() => showCardIds(v2Ids)} />
        ) : null}

        {query ? (
          <ListControls
            filters={query.filters}
            order={query.order}
            pageSize={query.pageSize}
            onChange={(change) => update(change)}
          />
        ) : null}

        {query && (page || state.error) ? (
          <div class="freshness">
            {state.asOf ? <span>as of {formatClock(state.asOf, money.locale)}</span> : null}
            {state.credential ? <span class="credential">{credentialWords(state.credential)}</span> : null}
            {state.error && page ? <span class="stale-tag">stale</span> : null}
            <button
              type="button"
              onClick={() => void redemptions.run(query, { refresh: true })}
              disabled={state.loading}
            >
              {state.loading ? "Refreshing…" : "Refresh"}
            </button>
          </div>
        ) : null}

        {state.error ? (
          <ErrorNotice
            error={state.error}
            host={host}
            staleNote={page ? "The list below is the last good answer." : undefined}
            onRetry={() => query && void redemptions.run(query, { refresh: true })}
          />
        ) : null}

        {state.loading && state.retryWait ? <RetryCountdown wait={state.retryWait} /> : null}
        {state.loading && !page ? <LoadingRows /> : null}

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
                onPage={(p) => update({ page: p })}
              />
              <RedemptionList
                rows={page.redemptions}
                money={money}
                now={now}
                {...(profile.timeZone ? { customerTimeZone: profile.timeZone } : {})}
                onLookup={show}
                onOpenRelated={openRelated}
                replies={replies}
                onInsertReply={insertReply}
              />
            </>
          )
        ) : null}
      </div>
    </main>
  );
}
