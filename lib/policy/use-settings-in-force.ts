import { useEffect, useState } from "preact/hooks";
import { ask } from "@/lib/core/contract/ask";
import { detectionItem } from "@/lib/detection";
import { teamTemplatesItem } from "@/lib/replies";
import type { SettingsInForce } from "./settings-in-force";
import { appliedPolicyItem } from "./stored-policy";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The views of a page that show the settings in force: they share one question to the worker and
 * one watch of the items, so a page where several views need them (the panel's detection and its
 * replies) asks once as it opens, not once per view.
 */
const views = new Set<(inForce: SettingsInForce) => void>();
let shown: SettingsInForce | undefined;
let stopWatching: (() => void) | undefined;
// Changes come in bursts (a policy writes several items): only the newest answer is shown.
let newest = 0;

async function refresh() {
  const asked = ++newest;
  const reply = await ask("settings.inForce", {});
  if (!stopWatching || asked !== newest || !reply.ok) return;
  if (shown && same(shown, reply.value)) return;
  shown = reply.value;
  for (const view of views) view(reply.value);
}

function watch(view: (inForce: SettingsInForce) => void): () => void {
  views.add(view);
  if (!stopWatching) {
    const unwatch = [detectionItem, appliedPolicyItem, teamTemplatesItem].map((item) =>
      item.watch(() => void refresh()),
    );
    stopWatching = () => {
      for (const stop of unwatch) stop();
    };
    void refresh();
  }
  return () => {
    views.delete(view);
    if (views.size || !stopWatching) return;
    stopWatching();
    stopWatching = undefined;
    shown = undefined;
  };
}

/**
 * The settings a policy touches, as the worker says they are in force, asked again whenever the
 * agent's own settings or the policy change. Undefined until the worker answers. The same answer
 * keeps its object, so nothing that depends on it starts again.
 */
export function useSettingsInForce(): SettingsInForce | undefined {
  const [inForce, setInForce] = useState(shown);
  useEffect(() => {
    const stop = watch(setInForce);
    // Answered between this view's first render and now (another view asked).
    if (shown) setInForce(shown);
    return stop;
  }, []);
  return inForce;
}
