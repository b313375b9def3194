import { useMemo, useRef } from "preact/hooks";
import { useWords } from "@/components/use-words";
import type { RedemptionRow } from "@/lib/core/api/schemas";
import type { MoneyFormat } from "@/lib/core/intl/money";
import { moveBetweenRows } from "@/lib/keyboard";
import type { Lookup } from "@/lib/lookup";
import { relatedLookupOf } from "@/lib/lookup";
import { RedemptionItem } from "./RedemptionItem";
import { redemptionWords } from "./words";

export interface RedemptionListProps {
  rows: RedemptionRow[];
  money: MoneyFormat;
  now: number;
  /** The customers' time zone the profile names, if any. */
  customerTimeZone?: string;
  /** A parent or rollback by id; `fallback` finds it when it is not on this page. */
  onOpenRelated(id: string, fallback: Lookup | undefined): void;
  onLookup(lookup: Lookup): void;
}

/** No row is shorter than this: the rows past a screenful of them start out of sight. */
const MIN_ROW_PX = 60;
const rowsInSight = () =>
  Math.ceil((typeof innerHeight === "number" && innerHeight > 0 ? innerHeight : 1000) / MIN_ROW_PX);

/**
 * Rows the API sent, in the API's order; a row that could not be read is flagged, not dropped. The
 * rows are drawn again only when what they show changes: the panel draws itself again for every
 * change of its state (a lookup remembered, a ticket's report, a key typed in Search), and a page of
 * 100 rows is most of what it draws. The callbacks are the latest the list was given. The failure
 * details of rows past the first screenful, the heaviest part of a row, are drawn right after the
 * list is painted (as their rows' layout and paint wait until scrolled to, sidepanel.css).
 */
export function RedemptionList({
  rows,
  money,
  now,
  customerTimeZone,
  onOpenRelated,
  onLookup,
}: RedemptionListProps) {
  const say = useWords(redemptionWords);
  const latest = useRef({ onOpenRelated, onLookup });
  latest.current = { onOpenRelated, onLookup };
  const { currency, locale } = money;
  const items = useMemo(() => {
    const format: MoneyFormat = { currency, locale };
    const inSight = rowsInSight();
    return rows.map((row, index) =>
      row.ok ? (
        <RedemptionItem
          key={row.redemption.id}
          redemption={row.redemption}
          {...(row.gaps ? { gaps: row.gaps } : {})}
          money={format}
          now={now}
          {...(customerTimeZone ? { customerTimeZone } : {})}
          onLookup={(lookup) => latest.current.onLookup(lookup)}
          onOpenRelated={(id) => latest.current.onOpenRelated(id, relatedLookupOf(row.redemption))}
          belowTheFold={index >= inSight}
        />
      ) : (
        <li key={row.id ?? `unreadable-${index}`} class="redemption unreadable">
          <p>
            {row.id
              ? say.parts("rowUnreadableWithId", {
                  title: <strong>{say("rowUnreadable")}</strong>,
                  id: row.id,
                  path: row.issue.path,
                  issue: row.issue.message,
                })
              : say.parts("rowUnreadableNoId", {
                  title: <strong>{say("rowUnreadable")}</strong>,
                  path: row.issue.path,
                  issue: row.issue.message,
                })}
          </p>
        </li>
      ),
    );
  }, [rows, currency, locale, now, customerTimeZone, say]);
  return (
    <ul
      class="redemptions"
      aria-label={say("redemptionsList")}
      aria-keyshortcuts="ArrowDown ArrowUp Home End C I"
      onKeyDown={(event) => {
        if (moveBetweenRows(event, event.currentTarget)) event.preventDefault();
      }}
    >
      {items}
    </ul>
  );
}
