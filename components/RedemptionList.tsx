import type { RedemptionRow } from "@/lib/api/schemas";
import type { MoneyFormat } from "@/lib/format/money";
import { RedemptionItem } from "./RedemptionItem";

export interface RedemptionListProps {
  rows: RedemptionRow[];
  money: MoneyFormat;
  now: number;
  onOpenRelated(id: string, fallbackLookup: string): void;
  onLookup(text: string): void;
}

/** Rows the API sent, in the API's order; a row that could not be read is flagged, not dropped. */
export function RedemptionList({ rows, money, now, onOpenRelated, onLookup }: RedemptionListProps) {
  return (
    <ul class="redemptions" aria-label="Redemptions">
      {rows.map((row, index) =>
        row.ok ? (
          <RedemptionItem
            key={row.redemption.id}
            redemption={row.redemption}
            money={money}
            now={now}
            onLookup={onLookup}
            onOpenRelated={(id) =>
              onOpenRelated(
                id,
                row.redemption.voucher?.code ?? row.redemption.customer_id ?? row.redemption.id,
              )
            }
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
