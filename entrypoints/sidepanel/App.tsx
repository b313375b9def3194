import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import { ErrorNotice } from "@/components/ErrorNotice";
import { ExpiringPoints } from "@/components/ExpiringPoints";
import { ListControls } from "@/components/ListControls";
import { LoadingRows } from "@/components/LoadingRows";
import { MemberCard } from "@/components/MemberCard";
import { OnThisPage } from "@/components/OnThisPage";
import { Pager } from "@/components/Pager";
import { RedemptionList } from "@/components/RedemptionList";
import { RetryCountdown } from "@/components/RetryCountdown";
import { SearchBox } from "@/components/SearchBox";
import type { ApiError } from "@/lib/api/errors";
import type { LoyaltyMember } from "@/lib/api/schemas";
import { credentialWords } from "@/lib/format/credential";
import { formatClock } from "@/lib/format/dates";
import { classifyLookup, LOOKUP_LABELS, type Lookup, type LookupKind } from "@/lib/lookup/classify";
import { useExpiringPoints } from "@/lib/loyalty/use-expiring-points";
import { askWorker } from "@/lib/messaging/client";
import type { PageSize, RedemptionQuery } from "@/lib/panel/query";
import { recentLookups, rememberLookup } from "@/lib/panel/recent-lookups";
import { useDetectedTokens } from "@/lib/panel/use-detected";
import { useRedemptions } from "@/lib/panel/use-redemptions";
import { pendingLookupAfter, watchPendingLookup } from "@/lib/settings/pending-lookup";
import {
  DEFAULT_PREFERENCES,
  loadPageSize,
  loadPreferences,
  type Preferences,
  preferencesItem,
  savePageSize,
} from "@/lib/settings/preferences";
import { loadSettings, settingsItem } from "@/lib/settings/profiles";
import type { StoredProfile } from "@/lib/settings/schema";

type MemberState =
  | { status: "none" }
  | { status: "loading" }
  | { status: "found"; member: LoyaltyMember }
  | { status: "not_found"; code: string; campaignId?: string }
  | { status: "error"; error: ApiError };

type Tab = "redemptions" | "points";
/** The panel's two views; ids name their tab and panel elements. */
const TABS: { id: Tab; label: string }[] = [
  { id: "redemptions", label: "Redemptions" },
  { id: "points", label: "Expiring points" },
];

export function App() {
  const [profile, setProfile] = useState<StoredProfile | null | undefined>(undefined);
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [text, setText] = useState("");
  const [searchError, setSearchError] = useState<string>();
  const [recent, setRecent] = useState<string[]>([]);
  const [alternatives, setAlternatives] = useState<LookupKind[]>([]);
  const [member, setMember] = useState<MemberState>({ status: "none" });
  const [now, setNow] = useState(Date.now());
  const { state, run, clear } = useRedemptions(profile?.id);
  const [preferredPageSize, setPreferredPageSize] = useState<PageSize>(25);
  const pageSize = state.query?.pageSize ?? preferredPageSize;
  const points = useExpiringPoints();
  const [tab, setTab] = useState<Tab>("redemptions");
  const detected = useDetectedTokens();
  const handledLookupAt = useRef(0);
  const [suggestedIds, setSuggestedIds] = useState<{
    programId?: string;
    memberId?: string;
    cardId?: string;
  }>();

  // The active profile and display preferences, kept current when the options page or popup changes them.
  useEffect(() => {
    const loadProfile = async () => {
      const settings = await loadSettings();
      const active = settings.profiles.find((p) => p.id === settings.activeProfileId) ?? null;
      setProfile((current) => {
        if (current?.id !== active?.id) {
          // Another project: what is on screen belongs to the previous one.
          clear();
          setMember({ status: "none" });
        }
        return active;
      });
      setRecent(active ? await recentLookups(active.id) : []);
    };
    void loadProfile();
    void loadPreferences().then(setPreferences);
    void loadPageSize().then(setPreferredPageSize);
    const unwatchSettings = settingsItem.watch(() => void loadProfile());
    const unwatchPreferences = preferencesItem.watch(() => void loadPreferences().then(setPreferences));
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      unwatchSettings();
      unwatchPreferences();
      clearInterval(tick);
    };
  }, [clear]);

  const lookUp = useCallback(
    async (lookup: Lookup, others: LookupKind[]) => {
      if (!profile) return;
      setSearchError(undefined);
      setAlternatives(others);
      setNow(Date.now());
      // The page size the agent chose stays for the next lookup; filters belong to one lookup.
      const query: RedemptionQuery = { lookup, filters: {}, order: "-created_at", pageSize, page: 1 };
      void run(query);
      setRecent(await rememberLookup(profile.id, lookup.value));
      if (lookup.kind === "code" || lookup.kind === "card_in_campaign") {
        // A code may be a loyalty card: asked at the same time; 404 means it is not one.
        setMember({ status: "loading" });
        const campaign = lookup.campaignId ? { campaignId: lookup.campaignId } : {};
        const reply = await askWorker({
          type: "member.get",
          params: { memberId: lookup.value, ...campaign },
        });
        if (reply.ok) setMember({ status: "found", member: reply.value as LoyaltyMember });
        else if (reply.error.kind === "http" && reply.error.status === 404)
          setMember({ status: "not_found", code: lookup.value, ...campaign });
        else setMember({ status: "error", error: reply.error });
      } else {
        setMember({ status: "none" });
      }
    },
    [profile, run, pageSize],
  );

  const search = useCallback(
    (input: string) => {
      const classified = classifyLookup(input);
      if (!classified.ok) {
        setSearchError(classified.message);
        return;
      }
      setTab("redemptions");
      setText(input.trim());
      void lookUp(classified.lookup, classified.alternatives);
    },
    [lookUp],
  );

  // A lookup asked for from a helpdesk page (click or context menu) waits in session storage.
  useEffect(() => {
    if (!profile) return;
    const pick = () =>
      void pendingLookupAfter(handledLookupAt.current).then((pending) => {
        if (!pending) return;
        handledLookupAt.current = pending.at;
        search(pending.query);
      });
    pick();
    // The panel may already be open when the agent clicks a code on the page.
    return watchPendingLookup(pick);
  }, [profile, search]);

  // Loyalty ids found on the page fill the expiring-points fields.
  const fillLoyaltyIds = (clicked?: string) => {
    const ids = detected.filter((t) => t.kind === "loyalty").map((t) => t.text);
    const pickId = (prefix: string) =>
      clicked?.startsWith(prefix) ? clicked : ids.find((id) => id.startsWith(prefix));
    setSuggestedIds({ programId: pickId("lprg_"), memberId: pickId("lmbr_"), cardId: pickId("lcrd_") });
    selectTab("points");
  };

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  const selectTab = (next: Tab) => {
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  const readAs = (kind: LookupKind) => {
    if (!state.query) return;
    const current = state.query.lookup;
    void lookUp(
      { kind, value: current.value },
      [current.kind, ...alternatives].filter((k) => k !== kind),
    );
  };

  const update = (change: Partial<RedemptionQuery>) => {
    if (!state.query) return;
    if (change.pageSize) {
      setPreferredPageSize(change.pageSize);
      void savePageSize(change.pageSize);
    }
    void run({ ...state.query, ...change, page: change.page ?? 1 });
  };

  const openRelated = (id: string, fallback: string) => {
    const row = document.getElementById(`row-${id}`);
    if (row) {
      row.scrollIntoView({ block: "center" });
      row.querySelector<HTMLElement>("button.expand")?.focus();
      return;
    }
    // A rollback is found through its parent; a parent not on this page, through the row's code.
    const lookup: Lookup =
      id.startsWith("r_") || id.startsWith("rf_")
        ? { kind: "redemption_id", value: id }
        : { kind: "code", value: fallback };
    setText(lookup.value);
    void lookUp(lookup, ["code"]);
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
  const query = state.query;
  const page = state.page;
  const host = profile.region === "custom" ? (profile.customUrl ?? "") : `${profile.region}.voucherify.io`;

  return (
    <main class="panel">
      <header class="panel-header">
        <h1 class="visually-hidden">Voucher Lens</h1>
        <span class="profile-chip" title={host}>
          {profile.name}
        </span>
      </header>
      <SearchBox value={text} recent={recent} error={searchError} onInput={setText} onSearch={search} />

      {query ? (
        <p class="read-as">
          Read as <strong>{LOOKUP_LABELS[query.lookup.kind]}</strong>
          {alternatives.map((kind) => (
            <button key={kind} type="button" class="link" onClick={() => readAs(kind)}>
              read as {LOOKUP_LABELS[kind]} instead
            </button>
          ))}
        </p>
      ) : null}

      <OnThisPage tokens={detected} onLookup={search} onLoyaltyIds={fillLoyaltyIds} open={!state.query} />

      <div class="tabs" role="tablist" aria-label="Views">
        {TABS.map(({ id, label }, index) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
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

      <div role="tabpanel" id="panel-points" aria-labelledby="tab-points" hidden={tab !== "points"}>
        <ExpiringPoints
          state={points.state}
          suggested={suggestedIds}
          locale={money.locale}
          now={new Date(now)}
          onShow={(ids, order) => void points.load(ids, order)}
          onLoadMore={() => void points.loadMore()}
        />
      </div>

      <div
        role="tabpanel"
        id="panel-redemptions"
        aria-labelledby="tab-redemptions"
        hidden={tab !== "redemptions"}
      >
        {member.status === "found" ? (
          <MemberCard
            member={member.member}
            locale={money.locale}
            now={new Date(now)}
            onLookupHolder={(id) => search(id)}
            onLookupCardRedemptions={(code) => {
              setText(code);
              void lookUp({ kind: "code", value: code }, ["customer_source_id"]);
            }}
          />
        ) : null}
        {member.status === "not_found" && (member.campaignId || (page && page.redemptions.length === 0)) ? (
          <p class="notice" role="status">
            No loyalty card with code <strong>{member.code}</strong> in this project
            {member.campaignId
              ? ` (campaign ${member.campaignId}).`
              : ". If it belongs to a loyalty campaign, search “camp_… " +
                member.code +
                "” with the campaign id."}
          </p>
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
            <button type="button" onClick={() => run(query, { refresh: true })} disabled={state.loading}>
              {state.loading ? "Refreshing…" : "Refresh"}
            </button>
          </div>
        ) : null}

        {state.error ? (
          <ErrorNotice
            error={state.error}
            host={host}
            staleNote={page ? "The list below is the last good answer." : undefined}
            onRetry={() => query && run(query, { refresh: true })}
          />
        ) : null}

        {state.loading && state.retryWait ? <RetryCountdown wait={state.retryWait} /> : null}
        {state.loading && !page ? <LoadingRows /> : null}

        {page && query ? (
          page.redemptions.length === 0 ? (
            <div class="empty" role="status">
              <p>
                No redemptions for {LOOKUP_LABELS[query.lookup.kind]} <strong>{query.lookup.value}</strong>
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
                onLookup={search}
                onOpenRelated={openRelated}
              />
            </>
          )
        ) : null}
      </div>
    </main>
  );
}
