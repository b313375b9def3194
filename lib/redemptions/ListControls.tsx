import { useWords } from "@/components/use-words";
import type { RedemptionOrder } from "@/lib/core/api/params";
import { FAILURE_CODES } from "@/lib/core/api/schemas";
import { PAGE_SIZES, type PageSize } from "@/lib/preferences/index.sidepanel";
import type { ListFilters } from "./redemptions-query";
import { redemptionWords } from "./words";

export interface ListControlsProps {
  filters: ListFilters;
  order: RedemptionOrder;
  pageSize: PageSize;
  onChange(change: { filters?: ListFilters; order?: RedemptionOrder; pageSize?: PageSize }): void;
}

const ORDER_LABELS = {
  "-created_at": "orderNewest",
  created_at: "orderOldest",
  "-id": "orderIdDesc",
  id: "orderIdAsc",
  "-voucher_code": "orderCodeDesc",
  voucher_code: "orderCodeAsc",
  "-tracking_id": "orderTrackingIdDesc",
  tracking_id: "orderTrackingIdAsc",
  "-customer_id": "orderCustomerIdDesc",
  customer_id: "orderCustomerIdAsc",
} as const satisfies Record<RedemptionOrder, string>;

/** Filters, order and page size: each change becomes a new request, never a local filter. */
export function ListControls({ filters, order, pageSize, onChange }: ListControlsProps) {
  const say = useWords(redemptionWords);
  const set = (patch: Partial<ListFilters>) => {
    const next: ListFilters = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof ListFilters)[]) if (!next[key]) delete next[key];
    onChange({ filters: next });
  };
  const active = Object.keys(filters).length;
  return (
    <details class="controls" open={active > 0}>
      <summary>{active ? say("filtersAndOrderActive", { count: active }) : say("filtersAndOrder")}</summary>
      <div class="controls-grid">
        <label>
          {say("result")}
          <select
            value={filters.result ?? ""}
            onChange={(e) => set({ result: (e.currentTarget.value || undefined) as ListFilters["result"] })}
          >
            <option value="">{say("any")}</option>
            <option value="SUCCESS">{say("success")}</option>
            <option value="FAILURE">{say("failure")}</option>
          </select>
        </label>
        <label>
          {say("type")}
          <select
            value={filters.type ?? ""}
            onChange={(e) => set({ type: (e.currentTarget.value || undefined) as ListFilters["type"] })}
          >
            <option value="">{say("any")}</option>
            <option value="redemption">{say("typeRedemptions")}</option>
            <option value="redemption_rollback">{say("typeRollbacks")}</option>
          </select>
        </label>
        <label>
          {say("from")}
          <input
            type="date"
            value={filters.from ?? ""}
            onChange={(e) => set({ from: e.currentTarget.value || undefined })}
          />
        </label>
        <label>
          {say("to")}
          <input
            type="date"
            value={filters.to ?? ""}
            onChange={(e) => set({ to: e.currentTarget.value || undefined })}
          />
        </label>
        <label>
          {say("failureCode")}
          <select
            value={filters.failureCode ?? ""}
            onChange={(e) => set({ failureCode: e.currentTarget.value || undefined })}
          >
            <option value="">{say("any")}</option>
            {FAILURE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label>
          {say("campaignName")}
          <input
            type="text"
            value={filters.campaignName ?? ""}
            onChange={(e) => set({ campaignName: e.currentTarget.value.trim() || undefined })}
          />
        </label>
        <label>
          {say("sort")}
          <select
            value={order}
            onChange={(e) => onChange({ order: e.currentTarget.value as RedemptionOrder })}
          >
            {(Object.keys(ORDER_LABELS) as RedemptionOrder[]).map((value) => (
              <option key={value} value={value}>
                {say(ORDER_LABELS[value])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {say("pageSize")}
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
