import type { QueryCache } from "@/lib/core/query/query-cache";
import { useWorkerQuery } from "@/lib/core/query/use-worker-query";
import { bucketsInput } from "./expiring-points-query";
import type { LoyaltyEvent, LoyaltySlice } from "./loyalty.slice";
import { memberCardInput } from "./member-card-query";
import { membershipsInput, pendingInput, programInput } from "./memberships-query";

/** Asks the worker loyalty's questions, each once, and reports each answer as an event. */
export function useLoyaltyQueries(
  slice: LoyaltySlice,
  onEvent: (event: LoyaltyEvent) => void,
  cache: QueryCache,
) {
  useWorkerQuery(
    "member.get",
    slice.member.ask,
    memberCardInput,
    (report) => onEvent({ type: "member.reported", report }),
    { cache },
  );
  // Expiring buckets are asked afresh: their cursors expire within minutes.
  useWorkerQuery("expiringPoints.list", slice.points.ask, bucketsInput, (report) =>
    onEvent({ type: "points.reported", report }),
  );
  useWorkerQuery(
    "memberships.get",
    slice.memberships.ask,
    membershipsInput,
    (report) => onEvent({ type: "memberships.reported", report }),
    { cache },
  );
  useWorkerQuery(
    "programMembership.get",
    slice.program.ask,
    programInput,
    (report) => onEvent({ type: "program.reported", report }),
    { cache },
  );
  // Pending buckets, like expiring ones, are asked afresh: they activate or are cancelled by the day.
  useWorkerQuery("pendingPoints.list", slice.pending.ask, pendingInput, (report) =>
    onEvent({ type: "pending.reported", report }),
  );
}
