import type { ElementHandle, Frame, Page } from "puppeteer-core";
import type { ApiServer } from "../server/api-server";
import { detectedTabs } from "../shared/page-reads";
import { type ProfileOverrides, profileForm } from "../shared/profile-form";
import { tabsReportingCustomers } from "../shared/sample-ticket";
import { until } from "./firefox";

// Texts marked in a page or frame, read as in Chromium (tests/shared/page-reads.ts).
export { markedTexts } from "../shared/page-reads";

/**
 * The form control whose accessible name is `name`, as the agent reads it next to the field. Firefox
 * names the <label> too, so the aria query answers both; the control is the one that takes input.
 */
export function control(page: Page, name: string): Promise<ElementHandle<Element>> {
  return until(`a field named “${name}”`, async () => {
    for (const handle of await page.$$(`::-p-aria(${name})`)) {
      if (await handle.evaluate((el) => el.matches("input, select, textarea"))) return handle;
    }
    return undefined;
  });
}

export async function fill(page: Page, name: string, value: string): Promise<void> {
  await page.bringToFront();
  await (await control(page, name)).asLocator().fill(value);
}

export async function choose(page: Page, name: string, value: string): Promise<void> {
  await (await control(page, name)).select(value);
}

/** Clicks the button with that accessible name, once it is there and enabled, as the agent would. */
export async function press(page: Page, name: string): Promise<void> {
  // Firefox delivers input to the tab in front; the agent looks at the tab they click in.
  await page.bringToFront();
  await page.locator(`::-p-aria([name=${JSON.stringify(name)}][role="button"])`).click();
}

/**
 * Waits until the page shows `text`: rendered text (hidden elements do not count), whitespace
 * collapsed as a reader sees it ("Read as" and "campaign id" in two elements read as one phrase).
 */
export async function shows(target: Page | Frame, text: string | RegExp, timeoutMs = 30_000): Promise<void> {
  const source = typeof text === "string" ? { text } : { pattern: text.source, flags: text.flags };
  try {
    await target.waitForFunction(
      (wanted: { text?: string; pattern?: string; flags?: string }) => {
        // biome-ignore lint/performance/useDomNodeTextContent: rendered text on purpose, hidden text must not count
        const shown = (document.body?.innerText ?? "").replace(/\s+/g, " ");
        return wanted.text !== undefined
          ? shown.includes(wanted.text)
          : new RegExp(wanted.pattern ?? "", wanted.flags).test(shown);
      },
      { timeout: timeoutMs, polling: 100 },
      source,
    );
  } catch (error) {
    // What the page showed instead: a timeout in CI then says why.
    const shown = await target
      // biome-ignore lint/performance/useDomNodeTextContent: what the agent saw
      .evaluate(() => (document.body?.innerText ?? "").replace(/\s+/g, " ").slice(0, 600))
      .catch((cause) => `(unreadable: ${String(cause)})`);
    throw new Error(
      `The page never showed ${String(text)} (${(error as Error).message}); it showed: ${shown}`,
    );
  }
}

/** Whether the button with that accessible name is disabled, once it exists. */
export async function isDisabled(page: Page, name: string): Promise<boolean> {
  const button = await page.waitForSelector(`::-p-aria([name=${JSON.stringify(name)}][role="button"])`);
  return button!.evaluate((el) => (el as HTMLButtonElement).disabled);
}

/** Fills and saves a profile through the options page, as an agent would (tests/shared/profile-form.ts). */
export async function saveProfileThroughOptions(
  page: Page,
  api: ApiServer,
  overrides: ProfileOverrides = {},
): Promise<void> {
  const { fields, saved } = profileForm(api, overrides);
  for (const field of fields) await (field.select ? choose : fill)(page, field.label, field.value);
  await press(page, "Save");
  await shows(page, saved);
}

/** Types a query into the panel's Search field and presses Enter. */
export async function search(panel: Page, text: string): Promise<void> {
  await panel.bringToFront();
  const box = await panel.waitForSelector('::-p-aria([name="Search"][role="searchbox"])');
  await box!.asLocator().fill(text);
  await box!.press("Enter");
}

/**
 * The sample ticket's tab id, once both its frames reported their customer to the worker, as an
 * extension page (`home`) reads it (lib/ticket/detected-tokens.ts: by tab, its frames). Until the
 * iframe's report comes, the worker knows one customer only, and a panel open on it for 700 ms looks
 * that customer up by itself: a test that says no lookup went out waits for this first.
 */
export function ticketReported(home: Page): Promise<number> {
  return until("both frames of the sample ticket to report their customer", async () => {
    const tabs = tabsReportingCustomers(await detectedTabs(home));
    return tabs.length === 1 ? tabs[0] : undefined;
  });
}
