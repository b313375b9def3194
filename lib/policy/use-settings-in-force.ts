import { useLayoutEffect, useState } from "preact/hooks";
import type { ApiError } from "@/lib/core/api/errors";
import { ask } from "@/lib/core/contract/ask";
import { watchChanges } from "@/lib/core/store/stored-item";
import { type SettingsInForce, SOURCES_IN_FORCE } from "./settings-in-force";

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
let next: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
/** Why the worker did not answer the last question, while no answer has come since. */
let failed: ApiError | undefined;
const failureViews = new Set<(error: ApiError | undefined) => void>();

function setFailed(error: ApiError | undefined) {
  if (failed === error) return;
  failed = error;
  for (const view of failureViews) view(error);
}
const BURST_MS = 50;
/**
 * The panel shows nothing until its profile is known: a worker that answered with an error is asked
 * again, a little later each time.
 */
const askAgainAfter = (failed: number) => Math.min(1000 * 2 ** (failed - 1), 15_000);

function askSoon(delay: number) {
  clearTimeout(next);
  next = setTimeout(() => void refresh(), delay);
}

/** The question asked as the page loads, before any view asks (askSettingsInForceEarly). */
let early: ReturnType<typeof ask<"settings.inForce">> | undefined;
let stopEarly: (() => void) | undefined;

/**
 * Asks the worker the settings in force as the page's scripts start, beside its language: the
 * answer is on its way while the first render is drawn, and the first view's question takes it. A
 * change meanwhile drops it: the view asks afresh.
 */
export function askSettingsInForceEarly(): void {
  if (early || stopWatching) return;
  early = ask("settings.inForce", {});
  stopEarly = watchChanges(SOURCES_IN_FORCE, () => {
    early = undefined;
    stopEarly?.();
    stopEarly = undefined;
  });
}

async function refresh() {
  if (!stopWatching) return;
  const asked = ++newest;
  clearTimeout(next);
  const question = early ?? ask("settings.inForce", {});
  early = undefined;
  stopEarly?.();
  stopEarly = undefined;
  const reply = await question;
  if (!stopWatching || asked !== newest) return;
  if (!reply.ok) {
    setFailed(reply.error);
    askSoon(askAgainAfter(++failures));
    return;
  }
  failures = 0;
  setFailed(undefined);
  if (shown && same(shown, reply.value)) return;
  shown = reply.value;
  for (const view of views) view(reply.value);
}

function watch(view: (inForce: SettingsInForce) => void): () => void {
  views.add(view);
  if (!stopWatching) {
    stopWatching = watchChanges(SOURCES_IN_FORCE, () => askSoon(BURST_MS));
    void refresh();
  }
  return () => {
    views.delete(view);
    if (views.size || !stopWatching) return;
    stopWatching();
    stopWatching = undefined;
    clearTimeout(next);
    failures = 0;
    failed = undefined;
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
  // A layout effect: asked as the page's first render is done, not a frame later.
  useLayoutEffect(() => {
    const stop = watch(setInForce);
    // Answered between this view's first render and now (another view asked).
    if (shown) setInForce(shown);
    return stop;
  }, []);
  return inForce;
}

/**
 * Why the worker has not answered the settings in force, while it has not (undefined once it
 * has), and the way to ask it again at once: the page that shows nothing without them says so.
 */
export function useSettingsInForceFailure(): { error: ApiError | undefined; askAgain(): void } {
  const [error, setError] = useState(failed);
  useLayoutEffect(() => {
    failureViews.add(setError);
    setError(failed);
    return () => {
      failureViews.delete(setError);
    };
  }, []);
  return { error, askAgain: () => void refresh() };
}
