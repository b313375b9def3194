import type { RedemptionRow } from "@/core/api/schemas";
import type { MoneyFormat } from "@/core/intl/money";
import { moveBetweenRows } from "@/features/keyboard";
import type { Lookup } from "@/features/lookup";
import { relatedLookupOf } from "@/features/lookup";
import { RedemptionItem } from "./RedemptionItem";

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

/** Rows the API sent, in the API's order; a row that could not be read is flagged, not dropped. */
export function RedemptionList({
  rows,
  money,
  now,
  customerTimeZone,
  onOpenRelated,
  onLookup,
}: RedemptionListProps) {
  return (
    <ul
      class="redemptions"
      aria-label="Redemptions"
      aria-keyshortcuts="ArrowDown ArrowUp Home End C I"
      onKeyDown={(event) => {
        if (moveBetweenRows(event, event.currentTarget)) event.preventDefault();
      }}
    >
      {rows.map((row, index) =>
        row.ok ? (
          <RedemptionItem
            key={row.redemption.id}
            redemption={row.redemption}
            {...(row.gaps ? { gaps: row.gaps } : {})}
            money={money}
            now={now}
            {...(customerTimeZone ? { customerTimeZone } : {})}
            onLookup={onLookup}
            onOpenRelated={(id) => onOpenRelated(id, relatedLookupOf(row.redemption))}
          />
        ) : (
          <li key={row.id ?? `unreadable-${index}`} class="redemption unreadable">
            <p>
              <strong>This row could not be read</strong>
              {row.id ? ` (${row.id})` : ""}: {row.issue.path}: {row.issue.message}
            </p>
          </li>
        ),
      )}
    </ul>
  );
}
