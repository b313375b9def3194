import type { RedemptionOrder } from "@/lib/core/api/params";
import { FAILURE_CODES } from "@/lib/core/api/schemas";
import { PAGE_SIZES, type PageSize } from "@/lib/preferences/index.sidepanel";
import type { ListFilters } from "./redemptions-query";

export interface ListControlsProps {
  filters: ListFilters;
  order: RedemptionOrder;
  pageSize: PageSize;
  onChange(change: { filters?: ListFilters; order?: RedemptionOrder; pageSize?: PageSize }): void;
}

const ORDER_LABELS: Record<RedemptionOrder, string> = {
  "-created_at": "Newest first",
  created_at: "Oldest first",
  "-id": "Id, Z–A",
  id: "Id, A–Z",
  "-voucher_code": "Code, Z–A",
  voucher_code: "Code, A–Z",
  "-tracking_id": "Tracking id, Z–A",
  tracking_id: "Tracking id, A–Z",
  "-customer_id": "Customer id, Z–A",
  customer_id: "Customer id, A–Z",
};

/** Filters, order and page size: each change becomes a new request, never a local filter. */
export function ListControls({ filters, order, pageSize, onChange }: ListControlsProps) {
  const set = (patch: Partial<ListFilters>) => {
    const next: ListFilters = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof ListFilters)[]) if (!next[key]) delete next[key];
    onChange({ filters: next });
  };
  const active = Object.keys(filters).length;
  return (
    <details class="controls" open={active > 0}>
      <summary>Filters and order{active ? ` (${active} active)` : ""}</summary>
      <div class="controls-grid">
        <label>
          Result
          <select
            value={filters.result ?? ""}
            onChange={(e) => set({ result: (e.currentTarget.value || undefined) as ListFilters["result"] })}
          >
            <option value="">Any</option>
            <option value="SUCCESS">Success</option>
            <option value="FAILURE">Failure</option>
          </select>
        </label>
        <label>
          Type
          <select
            value={filters.type ?? ""}
            onChange={(e) => set({ type: (e.currentTarget.value || undefined) as ListFilters["type"] })}
          >
            <option value="">Any</option>
            <option value="redemption">Redemptions</option>
            <option value="redemption_rollback">Rollbacks</option>
          </select>
        </label>
        <label>
          From
          <input
            type="date"
            value={filters.from ?? ""}
            onChange={(e) => set({ from: e.currentTarget.value || undefined })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={filters.to ?? ""}
            onChange={(e) => set({ to: e.currentTarget.value || undefined })}
          />
        </label>
        <label>
          Failure code
          <select
            value={filters.failureCode ?? ""}
            onChange={(e) => set({ failureCode: e.currentTarget.value || undefined })}
          >
            <option value="">Any</option>
            {FAILURE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label>
          Campaign name
          <input
            type="text"
            value={filters.campaignName ?? ""}
            onChange={(e) => set({ campaignName: e.currentTarget.value.trim() || undefined })}
          />
        </label>
        <label>
          Sort
          <select
            value={order}
            onChange={(e) => onChange({ order: e.currentTarget.value as RedemptionOrder })}
          >
            {Object.entries(ORDER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Page size
          <select
            value={pageSize}
            onChange={(e) => onChange({ pageSize: Number(e.currentTarget.value) as PageSize })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
    </details>
  );
}
