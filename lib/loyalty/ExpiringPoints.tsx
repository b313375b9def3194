import { useEffect, useState } from "preact/hooks";
import { ErrorNotice } from "@/components/ErrorNotice";
import { GapsNote } from "@/components/GapsNote";
import { RetryCountdown } from "@/components/RetryCountdown";
import { credentialWords } from "@/lib/core/api/credential";
import { isIdOf } from "@/lib/core/ids/kinds";
import { formatDate } from "@/lib/core/intl/dates";
import {
  daysUntil,
  inWords,
  localToday,
  neverExpires,
  pointsByMonth,
  summarise,
} from "@/lib/loyalty/buckets";
import type { CardIds, ExpiringPointsState } from "@/lib/loyalty/expiring-points-query";
import { explainPointsError } from "@/lib/loyalty/expiring-points-query";
import { SuggestedReply } from "@/lib/replies/index.sidepanel-answers";
import { PointsChart } from "./PointsChart";

export interface ExpiringPointsProps {
  state: ExpiringPointsState;
  /** Ids detected on the page or carried over from a card, to prefill the fields. */
  suggested?: Partial<CardIds>;
  locale?: string;
  now: Date;
  onShow(ids: CardIds, order: ExpiringPointsState["order"]): void;
  onLoadMore(): void;
}

const FIELDS = [
  { key: "programId", label: "Program ID", kind: "loyalty_program_id", example: "lprg_…" },
  { key: "memberId", label: "Member ID", kind: "loyalty_member_id", example: "lmbr_…" },
  { key: "cardId", label: "Card ID", kind: "loyalty_card_id", example: "lcrd_…" },
] as const;

/** The bucket's expiration_type in words (card definitions in the v2 loyalty API reference). */
const TYPE_WORDS: Record<string, string> = {
  NO_EXPIRATION: "never expires",
  ROLLING_EXPIRATION: "expires a fixed time after the points were earned",
  CALENDAR_EXPIRATION: "expires on a fixed calendar date",
  SLIDING_EXPIRATION: "expires after a time without activity; activity on the card moves the date later",
};

/** Which points expire when, bucket by bucket, across every page. */
export function ExpiringPoints({ state, suggested, locale, now, onShow, onLoadMore }: ExpiringPointsProps) {
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
        ? `Paste the ${f.label} (${f.example})`
        : isIdOf(f.kind, value)
          ? ""
          : `${f.label} looks like ${f.example} followed by 0-9 and a-f`;
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

  const today = localToday(now);
  const summary = summarise(state.buckets, today);
  // The next expiry is told to the customer only when every bucket of that day is loaded: all pages,
  // or soonest first with a later day already shown.
  const lastLoaded = state.buckets.at(-1)?.expiration_date;
  const nextComplete =
    summary.nextDate !== undefined &&
    (!state.next ||
      (state.order === "expiration_date" && lastLoaded !== undefined && lastLoaded > summary.nextDate));
  const explained = state.error ? explainPointsError(state.error) : undefined;
  const dateText = (ymd: string) => formatDate(`${ymd}T12:00:00Z`, locale);

  return (
    <div class="expiring">
      <p class="beta">Beta: this part of the Voucherify API may still change.</p>
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
              <label for={`points-${f.key}`}>{f.label}</label>
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
          Show expiring points
        </button>
      </form>

      {state.notice ? (
        <p class="notice" role="status">
          {state.notice}
        </p>
      ) : null}
      {state.error ? (
        explained ? (
          <div class="error-notice" role="alert">
            <p class="error-title">{explained}</p>
          </div>
        ) : (
          <ErrorNotice error={state.error} onRetry={() => state.ids && onShow(state.ids, state.order)} />
        )
      ) : null}

      {state.ids && !state.error && !state.loading && state.buckets.length === 0 ? (
        <p class="empty" role="status">
          No points are set to expire on this card.
        </p>
      ) : null}

      <GapsNote gaps={state.gaps} />
      {state.buckets.length ? (
        <>
          <section class="points-summary" aria-label="Summary">
            <p>
              <strong>{summary.next30.toLocaleString(locale)}</strong> points expire in the next 30 days,{" "}
              <strong>{summary.next90.toLocaleString(locale)}</strong> in the next 90 days
              {state.next ? " (of the buckets loaded so far)" : ""}.
            </p>
            <p>
              <strong>{summary.active.toLocaleString(locale)}</strong> active points in these buckets
              {summary.neverExpiring
                ? `, ${summary.neverExpiring.toLocaleString(locale)} of them never expire`
                : ""}
              {state.next ? " (so far)" : ""}. This is the sum of the buckets listed, not the card's balance.
            </p>
            {summary.nextDate ? (
              <p>
                Next: {summary.nextPoints?.toLocaleString(locale)} points on {dateText(summary.nextDate)} (
                {inWords(daysUntil(summary.nextDate, today))}).
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
            <PointsChart months={pointsByMonth(state.buckets)} locale={locale} />
          </section>
          <div class="bucket-toolbar">
            <button
              type="button"
              aria-pressed={state.order === "-expiration_date"}
              onClick={() =>
                submit(state.order === "expiration_date" ? "-expiration_date" : "expiration_date")
              }
            >
              {state.order === "expiration_date" ? "Soonest first" : "Latest first"}
            </button>
            <span class="muted">
              {state.buckets.length} buckets loaded {credentialWords(state.credential)}
            </span>
          </div>
          <table class="buckets">
            <caption class="visually-hidden">Points expiration buckets</caption>
            <thead>
              <tr>
                <th scope="col">Expires</th>
                <th scope="col">Points</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              {state.buckets.map((b) => (
                <tr key={b.id}>
                  <td>
                    {neverExpires(b) ? (
                      <>
                        Never
                        <span class="muted">
                          {" "}
                          (the API also gives {dateText(b.expiration_date)}; these points do not expire on it)
                        </span>
                      </>
                    ) : (
                      <>
                        {dateText(b.expiration_date)}
                        <span class="muted"> {inWords(daysUntil(b.expiration_date, today))}</span>
                      </>
                    )}
                  </td>
                  <td>{b.points.total.toLocaleString(locale)}</td>
                  <td>
                    {b.expiration_type ? (TYPE_WORDS[b.expiration_type] ?? b.expiration_type) : ""}
                    {b.status && b.status !== "ACTIVE" ? (
                      <span class="muted"> · {b.status.toLowerCase()}</span>
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
          {state.loading ? "Loading…" : "Load more"}
        </button>
      ) : null}
      {state.loading && state.retryWait ? <RetryCountdown wait={state.retryWait} /> : null}
      {state.loading && !state.buckets.length ? <p role="status">Loading expiring points…</p> : null}
    </div>
  );
}
