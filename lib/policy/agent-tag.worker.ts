import type { ActiveConnection } from "@/lib/profiles/index.worker";
import { loadAppliedPolicy } from "./stored-policy";

/**
 * A connection with the agent's tag the policy sets, if any: sent in X-Voucherify-Channel, so
 * Voucherify's audit log tells apart agents who share a key. Only what the admin wrote goes.
 */
export async function withAgentTag(active: ActiveConnection): Promise<ActiveConnection> {
  if (!active.ok) return active;
  const tag = (await loadAppliedPolicy()).policy?.agentTag;
  return tag ? { ...active, connection: { ...active.connection, agentTag: tag } } : active;
}
