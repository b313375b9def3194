import { useEffect } from "preact/hooks";
import type { QueryCache } from "@/lib/core/query/query-cache";
import { useWorkerQuery } from "@/lib/core/query/use-worker-query";
import { preloadRedemptionList } from "./redemption-list-on-demand";
import type { RedemptionsEvent, RedemptionsSlice } from "./redemptions.slice";
import { redemptionsInput } from "./redemptions-query";

/** Asks the worker the redemption list's question, and reports its answer as an event. */
export function useRedemptionsQuery(
  slice: RedemptionsSlice,
  onEvent: (event: RedemptionsEvent) => void,
  cache: QueryCache,
): void {
  // The list, and what explains failed rows, load while the answer is on its way, so the rows in
  // sight show it when the list is first painted.
  const asked = slice.redemptions.ask;
  useEffect(() => {
    if (asked) void preloadRedemptionList();
  }, [asked]);
  useWorkerQuery(
    "redemptions.list",
    asked,
    redemptionsInput,
    (report) => onEvent({ type: "redemptions.reported", report }),
    { cache },
  );
}
