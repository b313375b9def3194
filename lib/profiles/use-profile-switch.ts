import { useEffect, useRef, useState } from "preact/hooks";
import { explainError } from "@/lib/core/api/explain-error";
import { apiHostLabel } from "@/lib/core/api/regions";
import { ask } from "@/lib/core/contract/ask";
import { describeConnectionCheck } from "./connection-report";
import { type ConnectionCheckRecord, lastCheck, recordCheck } from "./last-checks";
import type { ProfileView } from "./profiles.messages";
import type { ProfileList } from "./use-profiles";

/**
 * The popup's profile switcher: the profile in use, a switch that says why it was refused, and the
 * last Test connection of that profile, run again with Check.
 */
export function useProfileSwitch(
  list: Pick<ProfileList, "activeId" | "activate">,
  active: ProfileView | undefined,
) {
  const { activeId, activate } = list;
  const [check, setCheck] = useState<ConnectionCheckRecord>();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string>();

  // Replies belong to the profile they were asked with: one that switched meanwhile drops them.
  const activeRef = useRef<string | null>(null);
  activeRef.current = activeId;
  useEffect(() => {
    let current = true;
    if (activeId) void lastCheck(activeId).then((record) => current && setCheck(record));
    else setCheck(undefined);
    return () => {
      current = false;
    };
  }, [activeId]);

  const runCheck = async () => {
    if (!active) return;
    setChecking(true);
    const reply = await ask("connection.test", {});
    const report = reply.ok
      ? describeConnectionCheck(reply.value, { host: apiHostLabel(active) })
      : undefined;
    const record: ConnectionCheckRecord = !reply.ok
      ? {
          at: Date.now(),
          ok: false,
          summary: explainError(reply.error, { host: apiHostLabel(active) }).title,
        }
      : report?.connected
        ? {
            at: Date.now(),
            ok: true,
            summary: `Connected: ${(reply.value.redemptionsVisible ?? 0).toLocaleString()} redemptions visible`,
          }
        : { at: Date.now(), ok: false, summary: report?.failure?.title ?? "Not connected" };
    await recordCheck(active.id, record);
    setChecking(false);
    if (activeRef.current === active.id) setCheck(record);
  };

  /** Either way the list then shows what is in force; true when switched. */
  const choose = async (profileId: string): Promise<boolean> => {
    const switched = await activate(profileId);
    setProblem(switched.ok ? undefined : `Not switched: ${explainError(switched.error).title}`);
    return switched.ok;
  };

  return { check, checking, problem, runCheck, choose };
}

export type ProfileSwitch = ReturnType<typeof useProfileSwitch>;
