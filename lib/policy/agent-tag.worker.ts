import { keptUntilChanged } from "@/lib/core/store/kept";
import { watchChanges } from "@/lib/core/store/stored-item";
import type { ActiveConnection } from "@/lib/profiles/index.worker";
import { loadAppliedPolicy } from "./stored-policy";

/**
 * The policy in force, kept between lookups until the worker applies another (its change notice):
 * else every lookup reads it from the database beside the connection, which the worker keeps.
 */
const policyInForce = keptUntilChanged(loadAppliedPolicy, (forget) =>
  watchChanges(["managedPolicy"], forget),
);

/**
 * A connection with the agent's tag the policy sets, if any: sent in X-Voucherify-Channel, so
 * Voucherify's audit log tells apart agents who share a key. Only what the admin wrote goes. The
 * policy is read while the connection is, not after it: a lookup waits for both.
 */
export async function withAgentTag(connecting: Promise<ActiveConnection>): Promise<ActiveConnection> {
  const policy = policyInForce();
  const active = await connecting;
  if (!active.ok) {
    // What stops the lookup is said as it is: a policy that could not be read changes nothing.
    policy.catch(() => undefined);
    return active;
  }
  const tag = (await policy).policy?.agentTag;
  return tag ? { ...active, connection: { ...active.connection, agentTag: tag } } : active;
}
