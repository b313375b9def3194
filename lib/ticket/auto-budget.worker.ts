import * as v from "valibot";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import { writerOf } from "@/lib/core/store/writes.worker";
import { customerKey, spend } from "./auto-budget";

/**
 * The customers each tab had looked up with no click in the window (auto-budget.ts), by tab id.
 * Kept by the worker, which hands those lookups out: a panel closed and opened again (or a second
 * panel) starts nothing afresh, and neither does a worker the browser stopped. Gone with the tab, or
 * with the browser session.
 */
export const autoLookupsItem = defineStoredItem("autoLookups", {
  schema: v.record(v.string(), v.array(v.object({ customer: v.string(), at: v.number() }))),
  fallback: {},
});

/**
 * The panel asks before it looks the ticket's only customer up with no click: yes while the tab's
 * budget allows, counted then; no past it, and the panel asks the agent instead.
 */
export async function allowAutoLookup(
  tabId: number,
  customer: { kind: string; value: string },
  now = Date.now(),
): Promise<boolean> {
  let allowed = false;
  await writerOf(autoLookupsItem).update((all) => {
    const tab = spend(all[tabId] ?? [], customerKey(customer), now);
    allowed = tab.allowed;
    // A refusal spends nothing: written only when allowed.
    return allowed ? { ...all, [tabId]: tab.spent } : all;
  });
  return allowed;
}

/** The tab closed: its count goes with it. */
export async function forgetAutoLookups(tabId: number): Promise<void> {
  await writerOf(autoLookupsItem).update((all) => {
    if (!(tabId in all)) return all;
    const { [tabId]: _gone, ...rest } = all;
    return rest;
  });
}
