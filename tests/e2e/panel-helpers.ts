import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Worker } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import { saveProfileThroughOptions } from "./fixtures";

/** Saves a profile through the options page, then opens the side panel page at panel width. */
export async function openPanelWithProfile(
  openPage: (name: string) => Promise<Page>,
  api: ApiServer,
  profile: { name?: string; oauthToken?: string } = {},
): Promise<Page> {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, profile);
  await options.close();
  const panel = await openPage("sidepanel.html");
  await panel.setViewportSize({ width: 360, height: 800 });
  return panel;
}

export async function search(panel: Page, text: string): Promise<void> {
  const box = panel.getByRole("searchbox", { name: "Search" });
  await box.fill(text);
  await box.press("Enter");
}

/** Serious and critical axe-core findings, as short strings for a readable failure. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Opens the Expiring points tab and types the sample card's three ids. */
export async function fillCardIds(panel: Page, api: ApiServer): Promise<void> {
  const { programId, memberId, cardId } = api.data.samples;
  await panel.getByRole("tab", { name: "Expiring points" }).click();
  await panel.getByLabel("Program ID").fill(programId);
  await panel.getByLabel("Member ID").fill(memberId);
  await panel.getByLabel("Card ID").fill(cardId);
}

/** The commands as the browser holds them now, the way the extension lists them (described ones only). */
export async function commandsInBrowser(worker: Worker): Promise<{ key: string; what: string }[]> {
  const all = await worker.evaluate(() => chrome.commands.getAll());
  return all
    .filter((command) => command.description)
    .map((command) => ({ key: command.shortcut || "not set", what: command.description! }));
}

/** A <dl>'s terms and descriptions, in order, as the agent reads them. */
export function termsOf(list: Locator): Promise<{ key: string; what: string }[]> {
  return list.evaluate((dl) =>
    [...dl.querySelectorAll("dt")].map((dt) => ({
      key: (dt.textContent ?? "").trim(),
      what: (dt.nextElementSibling?.textContent ?? "").trim(),
    })),
  );
}
