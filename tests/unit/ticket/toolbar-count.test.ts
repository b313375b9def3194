import { beforeEach, describe, expect, it } from "vitest";
import { forgetTab } from "@/lib/ticket/detected-tokens.worker";
import {
  BADGE_COLOUR,
  badgeText,
  badgeTitle,
  showDetectedCount,
  showDetectedCounts,
  type ToolbarIcon,
} from "@/lib/ticket/toolbar-count";
import { loadToolbarCount } from "@/lib/ticket/toolbar-count-setting";
import { saveToolbarCount } from "@/lib/ticket/toolbar-count-setting.options";
import { doc, fakeFrames, frameAt, report, ticketUrl } from "./fake-tabs";

/** What frame `frameId` of tab `tabId` reports, the frame showing its document as it says. */
const recordDetected = (tabId: number, frameId: number, tokens: Parameters<typeof report>[3]) => {
  const d = doc(tabId * 100 + frameId);
  frames[tabId] = { ...frames[tabId], [frameId]: { doc: d, url: ticketUrl(tabId) } };
  return report(tabId, frameAt(frameId, ticketUrl(tabId)), d, tokens);
};
let frames: Parameters<typeof fakeFrames>[0] = {};
beforeEach(() => {
  frames = {};
  fakeFrames(frames);
});

/** A toolbar icon that keeps what each tab shows, as the browser would. */
function fakeIcon(closedTabs: number[] = []) {
  const shown = new Map<number, { text?: string; title?: string; color?: string }>();
  const set =
    (field: "text" | "title" | "color") => async (details: { tabId: number } & Record<string, unknown>) => {
      if (closedTabs.includes(details.tabId)) throw new Error(`No tab with id: ${details.tabId}.`);
      const value = String(details[field]);
      shown.set(details.tabId, { ...shown.get(details.tabId), [field]: value });
    };
  const icon: ToolbarIcon = {
    setBadgeText: set("text"),
    setTitle: set("title"),
    setBadgeBackgroundColor: set("color"),
  };
  return { icon, shown };
}

const customer = (text: string, count = 1) => ({ kind: "customer" as const, text, count });
const code = (text: string) => ({ kind: "code" as const, text, count: 1 });

describe("the count on the toolbar icon", () => {
  it("is short: nothing for none, the number up to 99, then 99+", () => {
    expect([0, 1, 12, 99, 100, 1234].map(badgeText)).toEqual(["", "1", "12", "99", "99+", "99+"]);
  });

  it("is said in the icon's title, for the tooltip and screen readers", () => {
    expect(badgeTitle(0)).toBe("Voucher Lens");
    expect(badgeTitle(1)).toBe("Voucher Lens: 1 id or code detected on this page");
    expect(badgeTitle(120)).toBe("Voucher Lens: 120 ids and codes detected on this page");
  });

  it("counts the different ids and codes of every frame of the tab, as On this page lists them", async () => {
    await recordDetected(7, 0, [customer("cust_a", 3), code("BF25-XK3P9Q")]);
    await recordDetected(7, 2, [customer("cust_a"), customer("cust_b")]);
    await recordDetected(8, 0, [code("OTHER-TAB")]);
    const { icon, shown } = fakeIcon();
    await showDetectedCount(7, icon);
    expect(shown.get(7)).toEqual({
      text: "3",
      title: "Voucher Lens: 3 ids and codes detected on this page",
      color: BADGE_COLOUR,
    });
    expect(shown.has(8)).toBe(false);
  });

  it("goes when the tab forgets its page", async () => {
    const { icon, shown } = fakeIcon();
    await recordDetected(7, 0, [customer("cust_a")]);
    await showDetectedCount(7, icon);
    expect(shown.get(7)?.text).toBe("1");
    await forgetTab(7);
    await showDetectedCount(7, icon);
    expect(shown.get(7)).toMatchObject({ text: "", title: "Voucher Lens" });
  });

  it("shows the tab's last state when the update for a report is slower than the forgetting's", async () => {
    const { icon, shown } = fakeIcon();
    // The browser takes its time with the first update's call, as a busy one can.
    let release = () => {};
    const slow: ToolbarIcon = {
      ...icon,
      setBadgeBackgroundColor: (details) =>
        new Promise<void>((done) => {
          release = () => void icon.setBadgeBackgroundColor(details).then(done);
        }),
    };
    await recordDetected(7, 0, [customer("cust_a")]);
    const first = showDetectedCount(7, slow);
    await new Promise((done) => setTimeout(done, 10));
    await forgetTab(7);
    const second = showDetectedCount(7, icon);
    await new Promise((done) => setTimeout(done, 10));
    release();
    await Promise.all([first, second]);
    expect(shown.get(7)?.text).toBe("");
  });

  it("is off everywhere once the agent switches it off, and back when switched on", async () => {
    expect(await loadToolbarCount()).toBe(true);
    await recordDetected(7, 0, [customer("cust_a")]);
    await recordDetected(9, 0, [customer("cust_b"), code("BF25-XK3P9Q")]);
    const { icon, shown } = fakeIcon();
    await showDetectedCounts(icon);
    expect([shown.get(7)?.text, shown.get(9)?.text]).toEqual(["1", "2"]);

    await saveToolbarCount(false);
    await showDetectedCounts(icon);
    expect([shown.get(7), shown.get(9)].map((tab) => [tab?.text, tab?.title])).toEqual([
      ["", "Voucher Lens"],
      ["", "Voucher Lens"],
    ]);
    // A page reporting meanwhile gets no count either.
    await recordDetected(9, 1, [code("NEW-CODE-1")]);
    await showDetectedCount(9, icon);
    expect(shown.get(9)?.text).toBe("");

    await saveToolbarCount(true);
    await showDetectedCounts(icon);
    expect([shown.get(7)?.text, shown.get(9)?.text]).toEqual(["1", "3"]);
  });

  it("leaves a closed tab alone, and the next tab still gets its count", async () => {
    await recordDetected(5, 0, [customer("cust_a")]);
    await recordDetected(6, 0, [customer("cust_b")]);
    const { icon, shown } = fakeIcon([5]);
    await expect(showDetectedCounts(icon)).resolves.toBeUndefined();
    expect(shown.get(6)?.text).toBe("1");
  });
});
