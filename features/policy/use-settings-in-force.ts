import { useEffect, useState } from "preact/hooks";
import { ask } from "@/core/contract/ask";
import { detectionItem } from "@/features/detection";
import { teamTemplatesItem } from "@/features/replies";
import { appliedPolicyItem } from "./applied-policy";
import type { SettingsInForce } from "./settings-in-force";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The settings a policy touches, as the worker says they are in force, asked again whenever the
 * agent's own settings or the policy change. Undefined until the worker answers. The same answer
 * keeps its object, so nothing that depends on it starts again.
 */
export function useSettingsInForce(): SettingsInForce | undefined {
  const [inForce, setInForce] = useState<SettingsInForce>();
  useEffect(() => {
    // Changes come in bursts (a policy writes several items): only the newest answer is shown.
    let newest = 0;
    let stopped = false;
    const refresh = async () => {
      const asked = ++newest;
      const reply = await ask("settings.inForce", {});
      if (stopped || asked !== newest || !reply.ok) return;
      setInForce((shown) => (shown && same(shown, reply.value) ? shown : reply.value));
    };
    void refresh();
    const unwatch = [detectionItem, appliedPolicyItem, teamTemplatesItem].map((item) =>
      item.watch(() => void refresh()),
    );
    return () => {
      stopped = true;
      for (const stop of unwatch) stop();
    };
  }, []);
  return inForce;
}
