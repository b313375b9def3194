import { useEffect, useRef, useState } from "preact/hooks";
import { useWords } from "@/components/use-words";
import type { ApiError } from "@/lib/core/api/errors";
import { explainError } from "@/lib/core/api/explain-error";
import { apiHostLabel } from "@/lib/core/api/regions";
import { apiWords } from "@/lib/core/api/words";
import { ask } from "@/lib/core/contract/ask";
import { describeConnectionCheck } from "./connection-report";
import { type ConnectionCheckRecord, lastCheck, recordCheck } from "./last-checks";
import type { ProfileView } from "./profiles.messages";
import { refusalWords } from "./refusal-words";
import type { ProfileList } from "./use-profiles";
import { profileWords } from "./words";

/**
 * The popup's profile switcher: the profile in use, a switch that says why it was refused, and the
 * last Test connection of that profile, run again with Check.
 */
export function useProfileSwitch(
  list: Pick<ProfileList, "activeId" | "activate">,
  active: ProfileView | undefined,
) {
  const say = useWords(profileWords);
  const apiSay = useWords(apiWords);
  const { activeId, activate } = list;
  const [check, setCheck] = useState<ConnectionCheckRecord>();
  const [checking, setChecking] = useState(false);
  /** Why the last switch was refused: said in the page's language as it is when shown. */
  const [refusal, setRefusal] = useState<ApiError>();

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
    const host = apiHostLabel(active);
    const report = reply.ok ? describeConnectionCheck(reply.value, { host }, say, apiSay) : undefined;
    // Kept as written: a record of what the check found, in the language of the moment it ran.
    const record: ConnectionCheckRecord = !reply.ok
      ? {
          at: Date.now(),
          ok: false,
          summary:
            reply.error.kind === "invalid_input"
              ? refusalWords(say, reply.error)
              : explainError(reply.error, { host }, apiSay).title,
        }
      : report?.connected
        ? {
            at: Date.now(),
            ok: true,
            summary: say("checkConnected", { count: reply.value.redemptionsVisible ?? 0 }),
          }
        : { at: Date.now(), ok: false, summary: report?.failure?.title ?? say("notConnected") };
    await recordCheck(active.id, record);
    setChecking(false);
    if (activeRef.current === active.id) setCheck(record);
  };

  /** Either way the list then shows what is in force; true when switched. */
  const choose = async (profileId: string): Promise<boolean> => {
    const switched = await activate(profileId);
    setRefusal(switched.ok ? undefined : switched.error);
    return switched.ok;
  };

  const problem = refusal && say("notSwitched", { reason: explainError(refusal, {}, apiSay).title });
  return { check, checking, problem, runCheck, choose };
}

export type ProfileSwitch = ReturnType<typeof useProfileSwitch>;
