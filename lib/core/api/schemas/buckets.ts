import * as v from "valibot";
import { type Gaps, maybe, type Parsed, parseEach, parseWith, text } from "./common";

/** Whether Y-M-D names a day of the calendar: "2026-13-01" or "2026-02-30" does not. */
function isCalendarDay(ymd: string): boolean {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * A calendar date without time: "2026-08-09". A month or day out of range is refused here: the
 * views step through months from one date to another, and a month 13 is never reached.
 */
export const CalendarDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, "a YYYY-MM-DD date"),
  v.check(isCalendarDay, "a YYYY-MM-DD date"),
);

/** The v2 cursor envelope shared by the bucket lists; `cursor` is null on the last page. */
export const CursorListEnvelopeSchema = v.object({
  data: v.array(v.unknown()),
  cursor: maybe(v.object({ next: text, expires_at: maybe(text) })),
  object: maybe(text),
});

/** 2.8 plus the fields the public docs add (expiration_type, status, object). */
export const PointsBucketSchema = v.object({
  id: text,
  card_id: maybe(text),
  customer_id: maybe(text),
  card_definition_id: maybe(text),
  program_id: maybe(text),
  card_type: maybe(text),
  member_id: maybe(text),
  // A number, as the loyalty v2 interface writes it: a program may credit fractions of a point.
  points: v.object({ total: v.number() }),
  expiration_date: CalendarDate,
  expiration_type: maybe(text),
  status: maybe(text),
  created_at: maybe(text),
  updated_at: maybe(text),
  object: maybe(text),
});
export type PointsBucket = v.InferOutput<typeof PointsBucketSchema>;

/** A page of a card's buckets (expiring or pending points). */
export interface BucketPage<B> {
  buckets: B[];
  /** The cursor for the next page, or null on the last one. */
  next: string | null;
  nextExpiresAt?: string;
  /**
   * What could not be read: a wrong-typed field of a bucket (left out, the bucket shown), or a
   * bucket without its points or date (left out, named). The rest of the page is shown.
   */
  gaps?: Gaps;
}
export type PointsBucketPage = BucketPage<PointsBucket>;

/** A pending point bucket (loyalty v2): points waiting for their activation `date`. */
export const PendingBucketSchema = v.object({
  id: text,
  points: v.object({ total: v.number() }),
  /** When they activate; for EVENT_BASED, the day after which they can no longer be cancelled. */
  date: maybe(CalendarDate),
  type: maybe(text),
  status: maybe(text),
});
export type PendingBucket = v.InferOutput<typeof PendingBucketSchema>;
export type PendingBucketPage = BucketPage<PendingBucket>;

/** A page of a cursor-paged v2 list, each item read on its own. */
export interface CursorPage<T> {
  items: T[];
  /** The cursor for the next page, or null on the last one. */
  next: string | null;
  nextExpiresAt?: string;
  /** What could not be read: a wrong-typed field (left out, the item shown), or an item left out, named. */
  gaps?: Gaps;
}

/**
 * The envelope, then each item on its own (`what` names one in a gap: "bucket"): one bad item
 * never sinks the page.
 */
export const cursorList =
  <S extends v.GenericSchema>(schema: S, what: string) =>
  (body: unknown): Parsed<CursorPage<v.InferOutput<S>>> => {
    const parsed = parseWith(CursorListEnvelopeSchema, body);
    if (!parsed.ok) return parsed;
    const { data, cursor } = parsed.value;
    const gaps: Gaps = [];
    const items = parseEach(schema, data, what, "data", gaps);
    return {
      ok: true,
      value: {
        items,
        next: cursor?.next ?? null,
        ...(cursor?.expires_at ? { nextExpiresAt: cursor.expires_at } : {}),
        ...(gaps.length ? { gaps } : {}),
      },
    };
  };

/** A bucket list: a cursor page whose items are called buckets where they are shown. */
const bucketList =
  <S extends v.GenericSchema>(schema: S) =>
  (body: unknown): Parsed<BucketPage<v.InferOutput<S>>> => {
    const parsed = cursorList(schema, "bucket")(body);
    if (!parsed.ok) return parsed;
    const { items, ...page } = parsed.value;
    return { ok: true, value: { buckets: items, ...page } };
  };

export const parseBucketList = bucketList(PointsBucketSchema);
export const parsePendingList = bucketList(PendingBucketSchema);
