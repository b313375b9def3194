import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { Demo } from "./launch";

export interface TourStep {
  name: string;
  screenshot: string;
}

/**
 * The scripted tour of `npm run demo -- --headless`: what an agent does on a ticket, step by step,
 * each step checked and photographed. A step that does not show what it should throws.
 */
export async function runTour(demo: Demo, outDir: string, log: (line: string) => void): Promise<TourStep[]> {
  await mkdir(outDir, { recursive: true });
  const steps: TourStep[] = [];
  const shoot = async (page: Page, file: string, name: string) => {
    const path = join(outDir, file);
    await page.screenshot({ path });
    steps.push({ name, screenshot: path });
    log(`✓ ${name} → ${path}`);
  };
  const { samples } = demo.api.data;

  // 1. The ticket: ids and codes are marked, and a click on the customer id offers the lookup.
  const ticket = await demo.context.newPage();
  await ticket.setViewportSize({ width: 1100, height: 760 });
  await ticket.goto(demo.helpdesk.pageUrl("ticket.html?lateMs=1000"));
  await ticket.waitForFunction(
    () => CSS.highlights.has("voucher-lens-customer") && CSS.highlights.has("voucher-lens-promotion"),
  );
  const point = await ticket.evaluate(() => {
    const meta = document.querySelector("#m1 .meta")!.firstChild as Text;
    const at = meta.data.indexOf("cust_");
    const range = document.createRange();
    range.setStart(meta, at + 4);
    range.setEnd(meta, at + 5);
    const rect = range.getBoundingClientRect();
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  });
  await ticket.mouse.click(point.x, point.y);
  const button = ticket.locator("voucher-lens-lookup");
  await button.waitFor({ state: "visible" });
  await shoot(
    ticket,
    "01-ticket-marked.png",
    "A ticket with its ids and codes marked, one click from a lookup",
  );
  const box = (await button.boundingBox())!;
  await ticket.mouse.click(box.x + 20, box.y + box.height / 2);

  // 2. The panel answers the clicked customer id.
  const panel = await demo.openExtensionPage("sidepanel.html");
  await panel.setViewportSize({ width: 380, height: 900 });
  await panel.getByText("Read as customer id").waitFor();
  await panel.locator(".redemption").first().waitFor();
  await shoot(panel, "02-customer-redemptions.png", "The clicked customer's redemptions in the side panel");

  // 3. A failed code, explained, with a reply to copy.
  await search(panel, samples.failedCode);
  await panel.getByText("Read as voucher code").waitFor();
  await panel.locator(".skeleton").waitFor({ state: "detached" });
  const failure = panel.locator(".redemption.is-failure").first();
  await failure.waitFor();
  await failure.getByText("Suggested reply").click();
  await failure.getByRole("button", { name: "Copy suggested reply" }).waitFor();
  await shoot(
    panel,
    "03-failure-explained.png",
    "A failed redemption explained, with a reply for the customer",
  );

  // 4. A loyalty card.
  await search(panel, samples.loyaltyCardCode);
  await panel.getByRole("region", { name: `Loyalty card ${samples.loyaltyCardCode}` }).waitFor();
  await shoot(panel, "04-member-card.png", "A loyalty member card: balance, next expiry, state");

  // 5. Expiring points over two pages.
  await panel.getByRole("tab", { name: "Expiring points" }).click();
  await panel.getByLabel("Program ID").fill(samples.programId);
  await panel.getByLabel("Member ID").fill(samples.memberId);
  await panel.getByLabel("Card ID").fill(samples.cardId);
  await panel.getByRole("button", { name: "Show expiring points" }).click();
  await panel.getByRole("button", { name: "Load more" }).click();
  await panel.getByRole("button", { name: "Load more" }).waitFor({ state: "detached" });
  const rows = await panel.locator("table.buckets tbody tr").count();
  if (rows <= 25) throw new Error(`Expected buckets from two pages, saw ${rows}`);
  await panel.evaluate(() => window.scrollTo(0, 0));
  await shoot(panel, "05-expiring-points.png", `Expiring points across two pages (${rows} buckets)`);

  // 6. The stored OAuth token revoked from the popup.
  const popup = await demo.openExtensionPage("popup.html");
  await popup.setViewportSize({ width: 360, height: 640 });
  await popup.getByRole("button", { name: "Revoke token" }).click();
  await popup.getByRole("button", { name: "Yes, revoke it" }).click();
  await popup.getByText("Revoked: the token can no longer be used.").waitFor();
  await shoot(popup, "06-token-revoked.png", "An OAuth token revoked from the popup");
  return steps;
}

async function search(panel: Page, text: string) {
  const box = panel.getByRole("searchbox", { name: "Search" });
  await box.fill(text);
  await box.press("Enter");
}
