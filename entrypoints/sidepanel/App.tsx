import { useCallback, useMemo, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import { ErrorNoticeOnDemand } from "@/components/error-notice-on-demand";
import { MaskingProvider } from "@/components/PersonalValue";
import { useLanguage, useWords } from "@/components/use-words";
import { usePanelSettings } from "@/entrypoints/sidepanel/use-panel-settings";
import { useReplySetup } from "@/entrypoints/sidepanel/use-reply-setup";
import { ask } from "@/lib/core/contract/ask";
import { displayLocale } from "@/lib/core/i18n/languages";
import { copyToClipboard, insertOrCopy } from "@/lib/insert-reply/index.sidepanel";
import {
  type CommandKey,
  KeyboardHelpOnDemand,
  loadCommandKeys,
  preloadKeyboardHelp,
  shortcutSettings,
  useFocusSearchCommand,
  usePanelKeys,
} from "@/lib/keyboard/index.sidepanel";
import { LanguageSetting } from "@/lib/language";
import { hasShape, type Lookup, type LookupKind } from "@/lib/lookup";
import { LookupSection, useWindowId } from "@/lib/lookup/index.sidepanel";
import { CardSection, PointsSection } from "@/lib/loyalty/index.sidepanel";
import { useWhatsNew, WhatsNew } from "@/lib/onboarding/index.sidepanel";
import { DisclosureNoteOnDemand } from "@/lib/privacy/index.sidepanel";
import { RedemptionsSection } from "@/lib/redemptions/index.sidepanel";
import { type Replies, RepliesContext, type ReplyCustomer } from "@/lib/replies/index.sidepanel";
import {
  asAnswerCustomer,
  requesterMismatch,
  TicketSection,
  ticketWords,
} from "@/lib/ticket/index.sidepanel";
import {
  answerCustomer,
  answerOrders,
  answerTicketTokens,
  customersToChoose,
  heldCustomer,
  insertTarget,
  onThisPage,
  otherTicket,
  type PanelView,
  requesterNotCustomer,
  rowRequesters,
  whyLookedUp,
} from "./panel-state";
import { useClock } from "./use-clock";
import { usePanel } from "./use-panel";
import { sidepanelWords } from "./words";

/** The panel's two views; ids name their tab and panel elements. */
const TABS = [
  { id: "redemptions", label: "tabRedemptions" },
  { id: "points", label: "tabExpiringPoints" },
] as const satisfies readonly { id: PanelView; label: string }[];

export function App() {
  const say = useWords(sidepanelWords);
  const language = useLanguage();
  const sayTicket = useWords(ticketWords);
  const {
    profile,
    host,
    project,
    settingsFailure,
    preferences,
    pageSize,
    choosePageSize,
    ready,
    patternsWaiting,
    autoCustomer,
    masking,
    privacy,
  } = usePanelSettings();
  const windowId = useWindowId();
  const [state, dispatch] = usePanel({
    profileId: profile?.id,
    project,
    pageSize,
    ready,
    autoCustomer,
    windowId,
  });
  const { current, ticket, view } = state;
  const setup = useReplySetup(profile, preferences);
  const whatsNew = useWhatsNew();
  const elsewhere = otherTicket(state, sayTicket);
  /** The lookup shown, asked again here: after a move to another ticket, or an answer dropped. */
  const lookUpAgain = (shown: NonNullable<typeof current>) =>
    dispatch({ type: "lookup.started", lookup: shown.lookup, alternatives: shown.alternatives });
  const mismatch = requesterNotCustomer(state, sayTicket);
  /**
   * Insert into reply: into the box the agent last used on the ticket's tab, only when that tab
   * shows the answer's ticket, or copied instead; after a confirmation when the ticket's requester
   * is not the answer's customer.
   */
  const { tabId, ticketKey, elsewhere: isElsewhere, ticketKnown } = insertTarget(state, sayTicket);
  // A row's reply greets the row's customer, who for a code may be anyone: asked first too. Keyed
  // by the requesters alone, so the rows' replies are not drawn again at every change of state.
  const requesters = rowRequesters(state, sayTicket).join("\n");
  const confirmFor = useCallback(
    (customer: ReplyCustomer) =>
      requesterMismatch(requesters ? requesters.split("\n") : [], asAnswerCustomer(customer), sayTicket),
    [requesters, sayTicket],
  );
  const replies = useMemo<Replies>(
    () => ({
      setup,
      insert: (reply: string) =>
        insertOrCopy({ tabId, ticketKey, elsewhere: isElsewhere, ticketKnown }, reply, {
          insert: (tab, text, key) => ask("reply.insert", { tabId: tab, text, ticketKey: key }),
          copy: copyToClipboard,
        }),
      ...(mismatch ? { confirm: mismatch } : {}),
      confirmFor,
    }),
    [setup, tabId, ticketKey, isElsewhere, ticketKnown, mismatch, confirmFor],
  );
  const [help, setHelp] = useState<CommandKey[]>();
  const openHelp = useCallback(
    () => void Promise.all([loadCommandKeys(), preloadKeyboardHelp()]).then(([keys]) => setHelp(keys)),
    [],
  );
  useFocusSearchCommand(windowId, Boolean(profile));
  usePanelKeys(openHelp);
  const now = useClock();

  const show = (lookup: Lookup, alternatives?: LookupKind[]) =>
    dispatch({ type: "lookup.started", lookup, ...(alternatives ? { alternatives } : {}) });

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

  // The worker has not said which profile is active: nothing to show but why, while it does not.
  if (profile === undefined)
    return settingsFailure?.error ? (
      <main class="panel">
        <h1 class="visually-hidden">Voucher Lens</h1>
        <ErrorNoticeOnDemand error={settingsFailure.error} onRetry={settingsFailure.askAgain} />
      </main>
    ) : null;
  if (profile === null) {
    return (
      <main class="panel">
        <h1 class="visually-hidden">Voucher Lens</h1>
        <div class="empty">
          <p>{say("noProfile")}</p>
          <button type="button" class="primary" onClick={() => void browser.runtime.openOptionsPage()}>
            {say("openSettings")}
          </button>
        </div>
      </main>
    );
  }

  // Dates and amounts in the agent's format, or their language's: never an English date in a Polish panel.
  const money = {
    currency: preferences.currency,
    locale: displayLocale(preferences.locale, language),
  };
  const customer = answerCustomer(state);
  const email = customer?.email ?? customer?.sourceEmail;
  const who =
    customer?.name || email
      ? { ...(customer?.name ? { name: customer.name } : {}), ...(email ? { email } : {}) }
      : undefined;
  const page = state.redemptions.value;
  const orderIds = answerOrders(state);

  return (
    // A new answer masks again every value the agent revealed in the last one.
    <MaskingProvider masked={masking} answer={current}>
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
              aria-label={say("keyboardShortcuts")}
              aria-haspopup="dialog"
              aria-keyshortcuts="?"
              onClick={openHelp}
            >
              ?
            </button>
          </header>
          {whatsNew ? <WhatsNew notes={whatsNew.notes} onDismiss={whatsNew.dismiss} /> : null}
          <DisclosureNoteOnDemand privacy={privacy} />
          <KeyboardHelpOnDemand
            open={help !== undefined}
            commands={help ?? []}
            settings={shortcutSettings()}
            onClose={() => setHelp(undefined)}
          >
            <LanguageSetting id="help-language" />
          </KeyboardHelpOnDemand>
          {patternsWaiting ? (
            <p class="notice" role="status">
              {say("patternsWaiting", { count: patternsWaiting })}{" "}
              <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
                {say("checkPatterns", { count: patternsWaiting })}
              </button>
            </p>
          ) : null}
          <LookupSection lookup={state} why={whyLookedUp(state, sayTicket)} who={who} onEvent={dispatch} />

          <TicketSection
            current={current}
            elsewhere={elsewhere}
            mismatch={mismatch}
            choice={customersToChoose(state, sayTicket)}
            held={heldCustomer(state)}
            tokens={onThisPage(state)}
            dropped={ticket.dropped ?? 0}
            onLookup={show}
            onLookUpAgain={lookUpAgain}
          />

          <div class="tabs" role="tablist" aria-label={say("views")}>
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
                {say(label)}
              </button>
            ))}
          </div>

          <div role="tabpanel" id="panel-points" aria-labelledby="tab-points" hidden={view !== "points"}>
            <PointsSection
              loyalty={state}
              current={current}
              locale={money.locale}
              now={now}
              host={host}
              history={state.history}
              orderIds={orderIds}
              onEvent={dispatch}
            />
          </div>

          <div
            role="tabpanel"
            id="panel-redemptions"
            aria-labelledby="tab-redemptions"
            hidden={view !== "redemptions"}
          >
            <CardSection
              loyalty={state}
              current={current}
              tokens={answerTicketTokens(state)}
              noRedemptions={page?.redemptions.length === 0}
              locale={money.locale}
              now={now}
              host={host}
              history={state.history}
              orderIds={orderIds}
              onEvent={dispatch}
              onLookup={show}
            />
            <RedemptionsSection
              list={state.redemptions}
              host={host}
              money={money}
              now={now}
              {...(profile.timeZone ? { customerTimeZone: profile.timeZone } : {})}
              onPageSize={choosePageSize}
              onEvent={dispatch}
              onLookup={show}
              onOpenRelated={openRelated}
            />
          </div>
        </main>
      </RepliesContext.Provider>
    </MaskingProvider>
  );
}
