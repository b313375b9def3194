import * as v from "valibot";
import { type Gaps, integer, maybe, type Parsed, parseWith, parseWithGaps, text } from "./common";

/** A calendar date without time: "2026-08-09". */
export const CalendarDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "a YYYY-MM-DD date"));

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
  points: v.object({ total: integer }),
  expiration_date: CalendarDate,
  expiration_type: maybe(text),
  status: maybe(text),
  created_at: maybe(text),
  updated_at: maybe(text),
  object: maybe(text),
});
export type PointsBucket = v.InferOutput<typeof PointsBucketSchema>;

export interface PointsBucketPage {
  buckets: PointsBucket[];
  /** The cursor for the next page, or null on the last one. */
  next: string | null;
  nextExpiresAt?: string;
  /**
   * What could not be read: a wrong-typed field of a bucket (left out, the bucket shown), or a
   * bucket without its points or expiry date (left out, named). The rest of the page is shown.
   */
  gaps?: Gaps;
}

/** The envelope, then each bucket on its own: one bad bucket never sinks the page. */
export function parseBucketList(body: unknown): Parsed<PointsBucketPage> {
  const parsed = parseWith(CursorListEnvelopeSchema, body);
  if (!parsed.ok) return parsed;
  const { data, cursor } = parsed.value;
  const buckets: PointsBucket[] = [];
  const gaps: Gaps = [];
  data.forEach((item, index) => {
    // Named by its id where it has one: pages are joined, and an index restarts on every page.
    const id = v.safeParse(v.object({ id: v.string() }), item);
    const bucket = parseWithGaps(
      PointsBucketSchema,
      item,
      id.success ? `bucket ${id.output.id}` : `data[${index}]`,
    );
    if (bucket.ok) {
      buckets.push(bucket.value);
      gaps.push(...bucket.gaps);
    } else gaps.push({ ...bucket.issue, message: `${bucket.issue.message}: this bucket is not shown` });
  });
  return {
    ok: true,
    value: {
      buckets,
      next: cursor?.next ?? null,
      ...(cursor?.expires_at ? { nextExpiresAt: cursor.expires_at } : {}),
      ...(gaps.length ? { gaps } : {}),
    },
  };
}
