import { useEffect, useState } from "preact/hooks";
import { ask } from "@/lib/core/contract/ask";
import type { KeyOf } from "@/lib/core/store/registry";
import { watchChanges } from "@/lib/core/store/stored-item";
import type { SettingsInForce } from "./settings-in-force";

/** What the worker's answer is made of: any change to one of them is asked about again. */
const SOURCES: readonly KeyOf<"private">[] = [
  "detection",
  "managedPolicy",
  "replyTemplates",
  "profiles",
  "policyPatternChecks",
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The views of a page that show the settings in force: they share one question to the worker and
 * one watch of the items, so a page where several views need them (the panel's detection and its
 * replies) asks once as it opens, not once per view.
 */
const views = new Set<(inForce: SettingsInForce) => void>();
let shown: SettingsInForce | undefined;
let stopWatching: (() => void) | undefined;
// Changes come in bursts (a policy writes several items): one question after the burst, and only
// the newest answer is shown.
let newest = 0;
let again: ReturnType<typeof setTimeout> | undefined;
/** The panel shows nothing until its profile is known: a worker that did not answer is asked again. */
const ASK_AGAIN_MS = 1000;
const BURST_MS = 50;

async function refresh() {
  const asked = ++newest;
  clearTimeout(again);
  const reply = await ask("settings.inForce", {});
  if (!stopWatching || asked !== newest) return;
  if (!reply.ok) {
    again = setTimeout(() => void refresh(), ASK_AGAIN_MS);
    return;
  }
  if (shown && same(shown, reply.value)) return;
  shown = reply.value;
  for (const view of views) view(reply.value);
}

function watch(view: (inForce: SettingsInForce) => void): () => void {
  views.add(view);
  if (!stopWatching) {
    stopWatching = watchChanges(SOURCES, () => {
      clearTimeout(again);
      again = setTimeout(() => void refresh(), BURST_MS);
    });
    void refresh();
  }
  return () => {
    views.delete(view);
    if (views.size || !stopWatching) return;
    stopWatching();
    stopWatching = undefined;
    clearTimeout(again);
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
