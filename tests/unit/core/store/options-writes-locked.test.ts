import { locks } from "node:worker_threads";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Preferences } from "@/lib/preferences/preferences";

// happy-dom has no Web Locks; Node's lock manager is the same API, shared by both "tabs" here.
beforeEach(() => {
  Object.defineProperty(navigator, "locks", { configurable: true, get: () => locks });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, "locks");
});

/** An options tab of its own: its own modules, so its own write queue, over the same database. */
async function optionsTab() {
  vi.resetModules();
  const { writerOf } = await import("@/lib/core/store/writes.options");
  const { preferencesItem, loadPreferences } = await import("@/lib/preferences/preferences");
  return { preferences: writerOf(preferencesItem), loadPreferences };
}

describe("an item the options page owns, changed from two options tabs", () => {
  it("keeps both changes when one tab changes it while the other is between reading and writing", async () => {
    const first = await optionsTab();
    const second = await optionsTab();
    let letFirstWrite = () => {};
    const firstWaits = new Promise<void>((resolve) => {
      letFirstWrite = resolve;
    });
    let firstHasRead = () => {};
    const firstRead = new Promise<void>((resolve) => {
      firstHasRead = resolve;
    });
    const seenBySecond: Preferences[] = [];
    const firstChange = first.preferences.update(async (now) => {
      firstHasRead();
      await firstWaits;
      return { ...now, currency: "USD" };
    });
    await firstRead;
    const secondChange = second.preferences.update((now) => {
      seenBySecond.push(now);
      return { ...now, locale: "de-DE" };
    });
    // The second tab has had every chance to read and write before the first one writes.
    await new Promise((done) => setTimeout(done, 50));
    letFirstWrite();
    await Promise.all([firstChange, secondChange]);
    expect(seenBySecond).toEqual([{ currency: "USD", locale: "" }]);
    expect(await second.loadPreferences()).toEqual({ currency: "USD", locale: "de-DE" });
    expect(await first.loadPreferences()).toEqual({ currency: "USD", locale: "de-DE" });
  });

  it("lets a whole write wait for the other tab's change, then stores it", async () => {
    const first = await optionsTab();
    const second = await optionsTab();
    let letFirstWrite = () => {};
    const firstWaits = new Promise<void>((resolve) => {
      letFirstWrite = resolve;
    });
    const firstChange = first.preferences.update(async (now) => {
      await firstWaits;
      return { ...now, currency: "USD" };
    });
    await new Promise((done) => setTimeout(done, 10));
    const secondWrite = second.preferences.write({ currency: "GBP", locale: "en-GB" });
    await new Promise((done) => setTimeout(done, 50));
    letFirstWrite();
    await Promise.all([firstChange, secondWrite]);
    expect(await second.loadPreferences()).toEqual({ currency: "GBP", locale: "en-GB" });
  });
});
