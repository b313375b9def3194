import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
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
