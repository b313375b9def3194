import { useCallback } from "preact/hooks";
import { paramsForQuery, type RedemptionQuery } from "@/features/lookup/query";
import { useWorkerQuery } from "@/features/lookup/use-worker-query";
import { preloadFailureDetails } from "./failure-details-on-demand";

/**
 * Redemption lookups for the panel: cached answers show at once, a failed refresh keeps the last
 * good page on screen, and an answer that arrives after a newer request is dropped.
 */
export function useRedemptions(profileId: string | undefined) {
  const query = useWorkerQuery("redemptions.list", profileId, (question: RedemptionQuery) => ({
    params: paramsForQuery(question),
  }));
  const { run } = query;
  // The answer may hold failed rows: what explains them loads while it is on its way.
  const runAndPreload: typeof run = useCallback(
    (question, options) => {
      void preloadFailureDetails();
      return run(question, options);
    },
    [run],
  );
  return { ...query, run: runAndPreload };
}
