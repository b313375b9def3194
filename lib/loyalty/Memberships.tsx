import { CopyButton } from "@/components/CopyButton";
import { ErrorNoticeOnDemand } from "@/components/error-notice-on-demand";
import { GapsNote } from "@/components/GapsNote";
import { PersonalText } from "@/components/PersonalText";
import { RetryCountdown } from "@/components/RetryCountdown";
import { useWords } from "@/components/use-words";
import type { Membership, TierProgress, V2Card } from "@/lib/core/api/schemas";
import type { HistoryCard, HistoryEvent, HistoryState } from "@/lib/history/index.sidepanel";
import { CardHistory, useHistoryView } from "@/lib/history/index.sidepanel-answers";
import { SuggestedReply } from "@/lib/replies/index.sidepanel-answers";
import type { CardIds } from "./expiring-points-query";
import { fieldList, type LoyaltySay, loyaltySay } from "./loyalty-say";
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
import { loyaltyWords } from "./words";

/** A status the API gives a program or member other than ACTIVE, in words. */
const MEMBERSHIP_STATUS_WORDS = {
  DRAFT: "statusDraft",
  INACTIVE: "statusInactive",
  DELETED: "statusDeleted",
} as const satisfies Record<string, string>;

/** A pending bucket's status other than PENDING, in words. */
const PENDING_STATUS_WORDS = {
  ACTIVATED: "pendingActivated",
  CANCELED: "pendingCanceled",
  DELETED: "pendingDeleted",
} as const satisfies Record<string, string>;

/** A program's or member's status in words; one the API does not document, as it wrote it. */
const membershipStatus = (status: string, say: LoyaltySay) =>
  Object.hasOwn(MEMBERSHIP_STATUS_WORDS, status)
    ? say(MEMBERSHIP_STATUS_WORDS[status as keyof typeof MEMBERSHIP_STATUS_WORDS])
    : status.toLowerCase();

/** A pending bucket's status in words; one the API does not document, as it wrote it. */
const pendingStatus = (status: string, say: LoyaltySay) =>
  Object.hasOwn(PENDING_STATUS_WORDS, status)
    ? say(PENDING_STATUS_WORDS[status as keyof typeof PENDING_STATUS_WORDS])
    : status.toLowerCase();

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
  const say = useWords(loyaltyWords);
  if (!question) return null;
  const words: Words = { locale: props.locale, now: props.now, say };
  // A customer asked about by source id is often named by their address.
  const who = <PersonalText text={holderWords(question.customerId, question.identificationType, say)} />;
  const explained =
    error && membershipsErrorWords(error, question.customerId, question.identificationType, say);
  const unreadable = value?.gaps?.some((gap) => gap.path === "memberships");
  const found = value && question.forCode ? cardWithCode(value, question.forCode) : undefined;
  const forCode = <strong>{question.forCode}</strong>;
  return (
    <section class="memberships" aria-label={say("membershipsRegion")}>
      {loading ? (
        <p class="muted" aria-busy="true">
          {say.parts("loadingMemberships", { who })}
        </p>
      ) : null}
      {loading && retryWait ? <RetryCountdown wait={retryWait} /> : null}
      {error && !loading ? (
        explained ? (
          // A note, not a live region: it stands beside the lookup's own answer, which is announced.
          <p class="notice" role="note">
            <PersonalText text={explained} />
          </p>
        ) : (
          <ErrorNoticeOnDemand error={error} host={host} onRetry={onRetry} />
        )
      ) : null}
      {value && !loading && question.forCode ? (
        <p class="notice v2-found" role="status">
          {found
            ? programOf(found.membership)
              ? say.parts("v2CardOf", { code: forCode, who, program: programOf(found.membership)! })
              : say.parts("v2CardOfUnnamed", { code: forCode, who })
            : value.memberships.length
              ? say.parts("v2CardsOf", { code: forCode, who })
              : say.parts("noV2CardsOf", { code: forCode, who })}
        </p>
      ) : null}
      {value && !loading && !value.memberships.length && !unreadable && !question.forCode ? (
        <p class="muted no-memberships" role="note">
          {say("noMembership")}
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

/** The program a membership is in, by name, else by id. */
const programOf = (membership: Membership) => membership.program?.name ?? membership.program?.id ?? undefined;

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
  const say = loyaltySay(words.say);
  const programId = membership.program?.id;
  const name = membership.program?.name ?? programId ?? say("unnamedProgram");
  const opened = programId && program.question?.programId === programId ? program : undefined;
  const status = [membership.program?.status, membership.member?.status].find((s) => s && s !== "ACTIVE");
  // Every tier the program's cards name, for a history's tier changes, whichever card names them.
  const tierNames = tierNamesOf((opened?.value?.cards ?? []).map((c) => c.tier_progress));
  return (
    <section class="membership" aria-label={say("programRegion", { name })}>
      <header>
        <strong>{name}</strong>
        {status ? <span class="muted"> · {membershipStatus(status, say)}</span> : null}
        {membership.member?.id ? (
          <span class="muted"> · {say("memberId", { id: membership.member.id })}</span>
        ) : null}
      </header>
      {programId ? (
        <button type="button" onClick={() => onOpenProgram(programId)} disabled={opened?.loading}>
          {opened?.loading ? say("loadingTierProgress") : say("tierProgress")}
        </button>
      ) : null}
      {opened?.error && !opened.loading ? (
        <ErrorNoticeOnDemand error={opened.error} host={host} onRetry={() => onOpenProgram(programId!)} />
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
            aria-label={say("v2CardRegion", { label })}
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
              <p class="muted">{say("noCardDetails")}</p>
            )}
          </article>
        );
      })}
      {membership.cards && !membership.cards.length ? <p class="muted">{say("noCardInMembership")}</p> : null}
      {membership.cards === undefined ? <p class="muted">{say("cardsNotGiven")}</p> : null}
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
  const say = loyaltySay(words.say);
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
            <code>{code}</code> <CopyButton text={code} what={say("codeWhat", { code })} />
          </>
        ) : (
          <span class="muted">{say("noCodeYet")}</span>
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
            <dt>{say("tier")}</dt>
            <dd>{tierWords(tier, words)}</dd>
          </>
        ) : tierAsked ? (
          <>
            <dt>{say("tier")}</dt>
            <dd class="muted">{say("tierNotGiven")}</dd>
          </>
        ) : null}
        {missing.length ? (
          <>
            <dt>{say("notGiven")}</dt>
            <dd class="muted">{fieldList(missing, say)}</dd>
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
            {say("expiringPoints")}
          </button>
          <button type="button" onClick={() => onPendingPoints(ids)} disabled={pending?.loading}>
            {say("pendingPoints")}
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
              {say("history")}
            </button>
          ) : null}
        </div>
      ) : (
        <p class="muted">{say("noCardIds")}</p>
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
  const say = loyaltySay(words.say);
  const { value, loading, error } = query;
  if (loading) return <p role="status">{say("loadingPending")}</p>;
  if (error) return <ErrorNoticeOnDemand error={error} />;
  if (!value) return null;
  const pending = value.buckets;
  return (
    <section class="pending-buckets" aria-label={say("pendingPoints")}>
      {pending.length ? (
        <table class="pending-table">
          <caption>{say("pendingPoints")}</caption>
          <thead>
            <tr>
              <th scope="col">{say("activates")}</th>
              <th scope="col">{say("points")}</th>
              <th scope="col">{say("how")}</th>
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
                        ? say("onEventCancelledAfter", { day: dayWords(day, words) })
                        : dayWords(day, words)
                      : say("noDateGiven")}
                  </td>
                  <td>{b.points.total.toLocaleString(words.locale)}</td>
                  <td>
                    {activationWords(b.type, say) ?? ""}
                    {b.status && b.status !== "PENDING" ? (
                      <span class="muted"> · {pendingStatus(b.status, say)}</span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p class="empty" role="status">
          {say("noPending")}
        </p>
      )}
      {value.next ? <p class="muted">{say("onlyFirstPending", { count: PENDING_LIMIT })}</p> : null}
      <GapsNote gaps={value.gaps} />
    </section>
  );
}
