import { CopyButton } from "@/components/CopyButton";
import { ErrorNotice } from "@/components/ErrorNotice";
import { GapsNote } from "@/components/GapsNote";
import { RetryCountdown } from "@/components/RetryCountdown";
import type { Membership, TierProgress, V2Card } from "@/lib/core/api/schemas";
import type { HistoryCard, HistoryEvent, HistoryState } from "@/lib/history/index.sidepanel";
import { CardHistory, useHistoryView } from "@/lib/history/index.sidepanel-answers";
import { SuggestedReply } from "@/lib/replies/index.sidepanel-answers";
import type { CardIds } from "./expiring-points-query";
import {
  activationWords,
  cardLines,
  cardWithCode,
  dayOf,
  dayWords,
  holderWords,
  membershipsErrorWords,
  tierRisk,
  tierWords,
  type Words,
} from "./membership-words";
import {
  cardIdsOf,
  type MembershipsQuery,
  type MembershipsQuestion,
  PENDING_LIMIT,
  type PendingQuery,
  type ProgramQuery,
  v2HistoryCard,
} from "./memberships-query";

export interface MembershipsProps {
  query: MembershipsQuery;
  program: ProgramQuery;
  pending: PendingQuery;
  locale?: string;
  now: Date;
  host?: string;
  onRetry(): void;
  /** Asks one program's membership, with its cards' tier progress. */
  onOpenProgram(programId: string): void;
  /** Opens Expiring points with the card's three ids filled, its buckets loaded. */
  onExpiringPoints(ids: CardIds): void;
  onPendingPoints(ids: CardIds): void;
  /** The card whose history the panel holds, and its reads. */
  history: HistoryState;
  /** The order ids the ticket shows, for the history's lines and replies. */
  orderIds: readonly string[];
  onHistoryEvent(event: HistoryEvent): void;
}

/**
 * A customer's (or member's) loyalty v2 memberships: per program and card, what can be used now,
 * what is pending and when it activates, what expires next; the tier once the program is opened;
 * each card one click from its expiring and pending points, with no id to type.
 */
export function Memberships(props: MembershipsProps) {
  const { query, host, onRetry } = props;
  const { question, value, loading, error, retryWait } = query;
  if (!question) return null;
  const words: Words = { locale: props.locale, now: props.now };
  const who = holderWords(question.customerId, question.identificationType);
  const explained = error && membershipsErrorWords(error, question.customerId, question.identificationType);
  const unreadable = value?.gaps?.some((gap) => gap.path === "memberships");
  const found = value && question.forCode ? cardWithCode(value, question.forCode) : undefined;
  return (
    <section class="memberships" aria-label="Loyalty v2 memberships">
      {loading ? (
        <p class="muted" aria-busy="true">
          Loading the loyalty v2 memberships of {who}…
        </p>
      ) : null}
      {loading && retryWait ? <RetryCountdown wait={retryWait} /> : null}
      {error && !loading ? (
        explained ? (
          // A note, not a live region: it stands beside the lookup's own answer, which is announced.
          <p class="notice" role="note">
            {explained}
          </p>
        ) : (
          <ErrorNotice error={error} host={host} onRetry={onRetry} />
        )
      ) : null}
      {value && !loading && question.forCode ? (
        <p class="notice v2-found" role="status">
          {found ? (
            <>
              <strong>{question.forCode}</strong> is no loyalty card Get Member knows: it is a loyalty v2 card
              of {who}, in {found.membership.program?.name ?? found.membership.program?.id ?? "a program"}.
              Its points are below.
            </>
          ) : value.memberships.length ? (
            <>
              <strong>{question.forCode}</strong> is no loyalty card Get Member knows. The loyalty v2 cards of{" "}
              {who} are below: ask which one the customer means.
            </>
          ) : (
            <>
              <strong>{question.forCode}</strong> is no loyalty card Get Member knows, and {who} has no
              loyalty v2 membership.
            </>
          )}
        </p>
      ) : null}
      {value && !loading && !value.memberships.length && !unreadable && !question.forCode ? (
        <p class="muted no-memberships" role="note">
          No loyalty v2 membership for this customer.
        </p>
      ) : null}
      {shownOf(value?.memberships ?? [], question).map((membership, index) => (
        <MembershipView
          key={membership.member?.id ?? index}
          {...props}
          membership={membership}
          words={words}
          code={found?.card.code ?? undefined}
        />
      ))}
      <GapsNote gaps={value?.gaps} />
    </section>
  );
}

/**
 * The memberships to show: for a member id, that member's (the API may give the memberships of the
 * member's customer in every program); for a customer, all of them.
 */
function shownOf(memberships: Membership[], question: MembershipsQuestion): Membership[] {
  if (question.identificationType !== "member_id") return memberships;
  const own = memberships.filter((m) => m.member?.id === question.customerId);
  return own.length ? own : memberships;
}

const sameCard = (a: CardIds, b: CardIds) =>
  a.programId === b.programId && a.memberId === b.memberId && a.cardId === b.cardId;

function MembershipView({
  membership,
  program,
  pending,
  words,
  code,
  host,
  onOpenProgram,
  onExpiringPoints,
  onPendingPoints,
  history,
  orderIds,
  onHistoryEvent,
}: MembershipsProps & { membership: Membership; words: Words; code?: string }) {
  const programId = membership.program?.id;
  const name = membership.program?.name ?? programId ?? "A program the API does not name";
  const opened = programId && program.question?.programId === programId ? program : undefined;
  const status = [membership.program?.status, membership.member?.status].find((s) => s && s !== "ACTIVE");
  // Every tier the program's cards name, for a history's tier changes, whichever card names them.
  const tierNames = tierNamesOf((opened?.value?.cards ?? []).map((c) => c.tier_progress));
  return (
    <section class="membership" aria-label={`Loyalty v2 program ${name}`}>
      <header>
        <strong>{name}</strong>
        {status ? <span class="muted"> · {status.toLowerCase()}</span> : null}
        {membership.member?.id ? <span class="muted"> · member {membership.member.id}</span> : null}
      </header>
      {programId ? (
        <button type="button" onClick={() => onOpenProgram(programId)} disabled={opened?.loading}>
          {opened?.loading ? "Loading tier progress…" : "Tier progress"}
        </button>
      ) : null}
      {opened?.error && !opened.loading ? (
        <ErrorNotice error={opened.error} host={host} onRetry={() => onOpenProgram(programId!)} />
      ) : null}
      {(membership.cards ?? []).map((held, index) => {
        const card = held.card;
        const ids = card ? cardIdsOf(membership, card.id) : undefined;
        const tier = opened?.value?.cards?.find((c) => c.card?.id && c.card.id === card?.id)?.tier_progress;
        const label = card?.code ?? card?.id ?? `${index + 1}`;
        return (
          <article
            key={card?.id ?? index}
            class={`v2-card${card?.code && card.code === code ? " v2-card-found" : ""}`}
            aria-label={`Loyalty v2 card ${label}`}
          >
            {card ? (
              <CardView
                card={card}
                words={words}
                tier={tier}
                tierAsked={Boolean(opened?.value)}
                ids={ids}
                historyCard={v2HistoryCard(membership, card)}
                tierNames={tierNames}
                pending={ids && pending.question && sameCard(pending.question, ids) ? pending : undefined}
                onExpiringPoints={onExpiringPoints}
                onPendingPoints={onPendingPoints}
                history={history}
                orderIds={orderIds}
                host={host ?? ""}
                onHistoryEvent={onHistoryEvent}
              />
            ) : (
              <p class="muted">The API gives no card details for this membership card.</p>
            )}
          </article>
        );
      })}
      {membership.cards && !membership.cards.length ? <p class="muted">No card in this membership.</p> : null}
      {membership.cards === undefined ? <p class="muted">Not given by the API: cards.</p> : null}
      <GapsNote gaps={membership.gaps} />
      <GapsNote gaps={opened?.value?.gaps} />
    </section>
  );
}

function CardView({
  card,
  words,
  tier,
  tierAsked,
  ids,
  historyCard,
  tierNames,
  pending,
  onExpiringPoints,
  onPendingPoints,
  history,
  orderIds,
  host,
  onHistoryEvent,
}: {
  card: V2Card;
  words: Words;
  tier: TierProgress | null | undefined;
  tierAsked: boolean;
  ids: CardIds | undefined;
  historyCard: HistoryCard | undefined;
  tierNames: ReadonlyMap<string, string>;
  pending: PendingQuery | undefined;
  onExpiringPoints(ids: CardIds): void;
  onPendingPoints(ids: CardIds): void;
  history: HistoryState;
  orderIds: readonly string[];
  host: string;
  onHistoryEvent(event: HistoryEvent): void;
}) {
  const { lines, missing } = cardLines(card, words);
  const code = card.code ?? undefined;
  const activation = card.next_activation;
  const activates = dayOf(activation?.date);
  const expiry = card.next_expiration;
  const expires = dayOf(expiry?.date);
  const risk = tier ? tierRisk(tier) : undefined;
  const shown = useHistoryView(history, historyCard, words.locale, words.now);
  return (
    <>
      <p class="member-code">
        {code ? (
          <>
            <code>{code}</code> <CopyButton text={code} what={`code ${code}`} />
          </>
        ) : (
          <span class="muted">No code yet</span>
        )}
        {card.id ? <span class="muted"> {card.id}</span> : null}
      </p>
      <dl class="points">
        {lines.map((line) => (
          <>
            <dt key={`l-${line.label}`}>{line.label}</dt>
            <dd key={`v-${line.label}`}>{line.text}</dd>
          </>
        ))}
        {tier ? (
          <>
            <dt>Tier</dt>
            <dd>{tierWords(tier, words)}</dd>
          </>
        ) : tierAsked ? (
          <>
            <dt>Tier</dt>
            <dd class="muted">not given by the API for this card</dd>
          </>
        ) : null}
        {missing.length ? (
          <>
            <dt>Not given by the API</dt>
            <dd class="muted">{missing.join(", ")}</dd>
          </>
        ) : null}
      </dl>
      {activation && typeof activation.points === "number" && activation.points > 0 ? (
        activates ? (
          <SuggestedReply
            topic="points_pending_activation"
            facts={{ points: activation.points, date: activates, ...(code ? { code } : {}) }}
          />
        ) : (
          <SuggestedReply
            topic="points_pending"
            facts={{ points: activation.points, ...(code ? { code } : {}) }}
          />
        )
      ) : null}
      {expires && typeof expiry?.points === "number" && expiry.points > 0 ? (
        <SuggestedReply
          topic="points_expiring"
          facts={{ points: expiry.points, date: expires, ...(code ? { code } : {}) }}
        />
      ) : null}
      {risk && tier?.current?.tier?.name ? (
        <SuggestedReply
          topic="tier_lapsing"
          facts={{
            tier: tier.current.tier.name,
            date: risk.date,
            ...(risk.lowerTier ? { lowerTier: risk.lowerTier } : {}),
            ...(code ? { code } : {}),
          }}
        />
      ) : null}
      {ids ? (
        <div class="card-actions">
          <button type="button" onClick={() => onExpiringPoints(ids)}>
            Expiring points
          </button>
          <button type="button" onClick={() => onPendingPoints(ids)} disabled={pending?.loading}>
            Pending points
          </button>
          {historyCard ? (
            <button
              type="button"
              aria-expanded={Boolean(shown?.open)}
              onClick={() =>
                onHistoryEvent(
                  shown?.open ? { type: "history.closed" } : { type: "history.opened", card: historyCard },
                )
              }
            >
              History
            </button>
          ) : null}
        </div>
      ) : (
        <p class="muted">Without its program, member and card ids, this card's points cannot be listed.</p>
      )}
      {pending ? <PendingBuckets query={pending} words={words} /> : null}
      {shown ? (
        <CardHistory
          view={shown}
          orderIds={orderIds}
          tierNames={tierNames}
          {...(code ? { code } : {})}
          locale={words.locale}
          now={words.now}
          host={host}
          onEvent={onHistoryEvent}
        />
      ) : null}
    </>
  );
}

/** The program's tiers by id, as its cards' tier progress names them: now, at risk, within reach. */
function tierNamesOf(progress: readonly (TierProgress | null | undefined)[]): Map<string, string> {
  const refs = progress.flatMap((tier) => [
    tier?.current?.tier,
    ...(tier?.risks ?? []).map((r) => r.tier),
    ...(tier?.opportunities ?? []).map((o) => o.tier),
  ]);
  return new Map(refs.flatMap((ref) => (ref?.id && ref.name ? [[ref.id, ref.name] as const] : [])));
}

function PendingBuckets({ query, words }: { query: PendingQuery; words: Words }) {
  const { value, loading, error } = query;
  if (loading) return <p role="status">Loading pending points…</p>;
  if (error) return <ErrorNotice error={error} />;
  if (!value) return null;
  const pending = value.buckets;
  return (
    <section class="pending-buckets" aria-label="Pending points">
      {pending.length ? (
        <table class="pending-table">
          <caption>Pending points</caption>
          <thead>
            <tr>
              <th scope="col">Activates</th>
              <th scope="col">Points</th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {pending.map((b) => {
              const day = dayOf(b.date);
              return (
                <tr key={b.id}>
                  <td>
                    {day
                      ? b.type === "EVENT_BASED"
                        ? `on the event; cancelled after ${dayWords(day, words)}`
                        : dayWords(day, words)
                      : "no date given"}
                  </td>
                  <td>{b.points.total.toLocaleString(words.locale)}</td>
                  <td>
                    {activationWords(b.type) ?? ""}
                    {b.status && b.status !== "PENDING" ? (
                      <span class="muted"> · {b.status.toLowerCase()}</span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p class="empty" role="status">
          No points are pending on this card.
        </p>
      )}
      {value.next ? <p class="muted">Only the first {PENDING_LIMIT} pending buckets are shown.</p> : null}
      <GapsNote gaps={value.gaps} />
    </section>
  );
}
