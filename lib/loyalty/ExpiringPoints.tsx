import { useEffect, useState } from "preact/hooks";
import { ErrorNoticeOnDemand } from "@/components/error-notice-on-demand";
import { GapsNote } from "@/components/GapsNote";
import { RetryCountdown } from "@/components/RetryCountdown";
import { useWords } from "@/components/use-words";
import type { CredentialUsed } from "@/lib/core/api/client";
import { isIdOf } from "@/lib/core/ids/kinds";
import { agentDay, formatDate } from "@/lib/core/intl/dates";
import { daysUntil, inWords, neverExpires, pointsByMonth, summarise } from "@/lib/loyalty/buckets";
import type { CardIds, ExpiringPointsState } from "@/lib/loyalty/expiring-points-query";
import { explainPointsError, RESTARTED } from "@/lib/loyalty/expiring-points-query";
import { SuggestedReply } from "@/lib/replies/index.sidepanel-answers";
import { PointsChart } from "./PointsChart";
import { loyaltyWords } from "./words";

export interface ExpiringPointsProps {
  state: ExpiringPointsState;
  /** Ids detected on the page or carried over from a card, to prefill the fields. */
  suggested?: Partial<CardIds>;
  locale?: string;
  now: Date;
  onShow(ids: CardIds, order: ExpiringPointsState["order"]): void;
  onLoadMore(): void;
}

/** Each id's field: its label, and what is said when it is empty or not an id of its kind. */
const FIELDS = [
  {
    key: "programId",
    label: "programIdLabel",
    empty: "pasteProgramId",
    wrong: "badProgramId",
    kind: "loyalty_program_id",
    example: "lprg_…",
  },
  {
    key: "memberId",
    label: "memberIdLabel",
    empty: "pasteMemberId",
    wrong: "badMemberId",
    kind: "loyalty_member_id",
    example: "lmbr_…",
  },
  {
    key: "cardId",
    label: "cardIdLabel",
    empty: "pasteCardId",
    wrong: "badCardId",
    kind: "loyalty_card_id",
    example: "lcrd_…",
  },
] as const;

/** The bucket's expiration_type in words (card definitions in the v2 loyalty API reference). */
const TYPE_WORDS = {
  NO_EXPIRATION: "typeNoExpiration",
  ROLLING_EXPIRATION: "typeRolling",
  CALENDAR_EXPIRATION: "typeCalendar",
  SLIDING_EXPIRATION: "typeSliding",
} as const satisfies Record<string, string>;

/** A bucket's status other than ACTIVE, in words. */
const BUCKET_STATUS_WORDS = {
  EXPIRED: "bucketExpired",
  DELETED: "bucketDeleted",
} as const satisfies Record<string, string>;

/** How many buckets are loaded, and through which credential, a whole sentence for each. */
const LOADED_WORDS = {
  oauth_token: "bucketsLoadedOauth",
  app_keys: "bucketsLoadedAppKeys",
  app_keys_and_oauth_token: "bucketsLoadedBoth",
} as const satisfies Record<CredentialUsed, string>;

const known = <M extends object>(map: M, key: string | null | undefined): key is keyof M & string =>
  typeof key === "string" && Object.hasOwn(map, key);

/** Which points expire when, bucket by bucket, across every page. */
export function ExpiringPoints({ state, suggested, locale, now, onShow, onLoadMore }: ExpiringPointsProps) {
  const say = useWords(loyaltyWords);
  const [ids, setIds] = useState<Record<keyof CardIds, string>>({ programId: "", memberId: "", cardId: "" });
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (suggested)
      setIds((current) => ({
        ...current,
        ...Object.fromEntries(Object.entries(suggested).filter(([, v]) => v)),
      }));
  }, [suggested]);

  const problems = Object.fromEntries(
    FIELDS.map((f) => {
      const value = ids[f.key].trim();
      const message = !value
        ? say(f.empty, { example: f.example })
        : isIdOf(f.kind, value)
          ? ""
          : say(f.wrong, { example: f.example });
      return [f.key, message];
    }),
  ) as Record<keyof CardIds, string>;
  const valid = FIELDS.every((f) => !problems[f.key]);
  const submit = (order = state.order) => {
    setTouched(true);
    if (valid)
      onShow(
        { programId: ids.programId.trim(), memberId: ids.memberId.trim(), cardId: ids.cardId.trim() },
        order,
      );
  };

  const today = agentDay(now);
  const summary = summarise(state.buckets, today);
  // The next expiry is said as the next, and told to the customer, only when every bucket of that
  // day is loaded: all pages, or soonest first with a later day already shown. Otherwise it is the
  // next of the buckets loaded so far (latest first, the soonest are on a page not loaded yet).
  const lastLoaded = state.buckets.at(-1)?.expiration_date;
  const nextComplete =
    summary.nextDate !== undefined &&
    (!state.next ||
      (state.order === "expiration_date" && lastLoaded !== undefined && lastLoaded > summary.nextDate));
  const explained = state.error ? explainPointsError(state.error, say) : undefined;
  const distance = (ymd: string) => inWords(daysUntil(ymd, today), say);
  const strong = (n: number) => <strong>{n.toLocaleString(locale)}</strong>;
  const dateText = (ymd: string) => formatDate(ymd, locale);
  // A status the API does not document is shown as it wrote it.
  const bucketStatus = (status: string) =>
    known(BUCKET_STATUS_WORDS, status) ? say(BUCKET_STATUS_WORDS[status]) : status.toLowerCase();

  return (
    <div class="expiring">
      <p class="beta">{say("beta")}</p>
      <form
        class="card-ids"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {FIELDS.map((f) => {
          const show = (touched || ids[f.key] !== "") && problems[f.key];
          return (
            <div key={f.key} class="field">
              <label for={`points-${f.key}`}>{say(f.label)}</label>
              <input
                id={`points-${f.key}`}
                value={ids[f.key]}
                placeholder={f.example}
                autoComplete="off"
                spellcheck={false}
                aria-invalid={show ? true : undefined}
                aria-describedby={show ? `points-${f.key}-error` : undefined}
                onInput={(e) => setIds({ ...ids, [f.key]: e.currentTarget.value })}
              />
              {show ? (
                <p class="field-error" id={`points-${f.key}-error`}>
                  {problems[f.key]}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" class="primary" disabled={state.loading}>
          {say("showExpiringPoints")}
        </button>
      </form>

      {state.notice ? (
        <p class="notice" role="status">
          {state.notice === RESTARTED ? say("listRestarted") : state.notice}
        </p>
      ) : null}
      {state.error ? (
        explained ? (
          <div class="error-notice" role="alert">
            <p class="error-title">{explained}</p>
          </div>
        ) : (
          <ErrorNoticeOnDemand
            error={state.error}
            onRetry={() => state.ids && onShow(state.ids, state.order)}
          />
        )
      ) : null}

      {state.ids && !state.error && !state.loading && state.buckets.length === 0 ? (
        <p class="empty" role="status">
          {say("noExpiring")}
        </p>
      ) : null}

      <GapsNote gaps={state.gaps} />
      {state.buckets.length ? (
        <>
          <section class="points-summary" aria-label={say("summary")}>
            <p>
              {say.parts(state.next ? "expireSoonSoFar" : "expireSoon", {
                count: summary.next30,
                points: strong(summary.next30),
                next90: strong(summary.next90),
              })}
            </p>
            <p>
              {summary.neverExpiring
                ? say.parts(state.next ? "activeNeverInBucketsSoFar" : "activeNeverInBuckets", {
                    count: summary.active,
                    points: strong(summary.active),
                    never: say("neverOfThem", { count: summary.neverExpiring }),
                  })
                : say.parts(state.next ? "activeInBucketsSoFar" : "activeInBuckets", {
                    count: summary.active,
                    points: strong(summary.active),
                  })}{" "}
              {say("sumNotBalance")}
            </p>
            {summary.nextDate ? (
              <p>
                {say(nextComplete ? "nextExpiring" : "nextExpiringSoFar", {
                  count: summary.nextPoints ?? 0,
                  date: dateText(summary.nextDate),
                  distance: distance(summary.nextDate),
                })}
              </p>
            ) : null}
            {nextComplete && summary.nextPoints ? (
              <SuggestedReply
                topic="points_expiring"
                facts={{
                  points: summary.nextPoints,
                  ...(summary.nextDate ? { date: summary.nextDate } : {}),
                }}
              />
            ) : null}
            <PointsChart months={pointsByMonth(state.buckets)} locale={locale} say={say} />
          </section>
          <div class="bucket-toolbar">
            <button
              type="button"
              aria-pressed={state.order === "-expiration_date"}
              onClick={() =>
                submit(state.order === "expiration_date" ? "-expiration_date" : "expiration_date")
              }
            >
              {state.order === "expiration_date" ? say("soonestFirst") : say("latestFirst")}
            </button>
            <span class="muted">
              {say(known(LOADED_WORDS, state.credential) ? LOADED_WORDS[state.credential] : "bucketsLoaded", {
                count: state.buckets.length,
              })}
            </span>
          </div>
          <table class="buckets">
            <caption class="visually-hidden">{say("bucketsCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{say("expires")}</th>
                <th scope="col">{say("points")}</th>
                <th scope="col">{say("type")}</th>
              </tr>
            </thead>
            <tbody>
              {state.buckets.map((b) => (
                <tr key={b.id}>
                  <td>
                    {neverExpires(b) ? (
                      <>
                        {say("never")}
                        <span class="muted">
                          {" "}
                          {say("neverDespiteDate", { date: dateText(b.expiration_date) })}
                        </span>
                      </>
                    ) : (
                      <>
                        {dateText(b.expiration_date)}
                        <span class="muted"> {distance(b.expiration_date)}</span>
                      </>
                    )}
                  </td>
                  <td>{b.points.total.toLocaleString(locale)}</td>
                  <td>
                    {known(TYPE_WORDS, b.expiration_type)
                      ? say(TYPE_WORDS[b.expiration_type])
                      : (b.expiration_type ?? "")}
                    {b.status && b.status !== "ACTIVE" ? (
                      <span class="muted"> · {bucketStatus(b.status)}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {state.next ? (
        <button type="button" onClick={onLoadMore} disabled={state.loading}>
          {state.loading ? say("loading") : say("loadMore")}
        </button>
      ) : null}
      {state.loading && state.retryWait ? <RetryCountdown wait={state.retryWait} /> : null}
      {state.loading && !state.buckets.length ? <p role="status">{say("loadingExpiring")}</p> : null}
    </div>
  );
}
