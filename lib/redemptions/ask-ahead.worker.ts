import type { Connection } from "@/lib/core/api/client";
import { isRedemptionLookup, type Lookup } from "@/lib/lookup/index.worker";
import { firstPageOf, type RedemptionQuery, redemptionsInput } from "./redemptions-query";

/** `Profile`: the profile the answer is asked and kept for, as the worker reads it. */
export interface AskAheadServices<Profile> {
  /** The connection the panel's question will go with: the active profile's, with the agent's tag. */
  activeConnection(): Promise<{ ok: true; profile: Profile; connection: Connection } | { ok: false }>;
  /** The agent's page size, which the panel asks the first page with. */
  pageSize(): Promise<RedemptionQuery["pageSize"]>;
  /** Whether the session keeps this answer for the profile: the panel then shows it and asks nothing. */
  answerKept(profile: Profile, type: "redemptions.list", input: unknown): Promise<boolean>;
  /** Sends the list's request now; its answer waits for the panel's identical question. */
  listRedemptionsAhead(connection: Connection, params: unknown): void;
}

/**
 * A lookup the agent just queued for the panel: its first page of redemptions asked of the API at
 * once, so the panel opening on it finds the answer on its way or in. Else the question leaves once
 * the panel's scripts, words and settings are in, and a cold opening waits for the whole round trip
 * after them. Only what the panel will ask: the first page, newest first, unfiltered, at the
 * agent's page size, with the connection in force; nothing when the session keeps that answer,
 * which the panel shows without asking.
 */
export async function askListAhead<Profile>(
  lookup: Lookup,
  services: AskAheadServices<Profile>,
): Promise<void> {
  if (!isRedemptionLookup(lookup)) return;
  const [active, pageSize] = await Promise.all([services.activeConnection(), services.pageSize()]);
  if (!active.ok) return;
  const input = redemptionsInput(firstPageOf(lookup, pageSize));
  if (await services.answerKept(active.profile, "redemptions.list", input)) return;
  services.listRedemptionsAhead(active.connection, input.params);
}
