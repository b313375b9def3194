import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type {} from "../../tests/server/editors/api";
import type { Demo } from "./launch";

export interface TourStep {
  name: string;
  screenshot: string;
}

interface Size {
  width: number;
  height: number;
}

/** Where each page of the tour is photographed, and how big. */
export interface TourLayout {
  /** The first sample ticket, whose reply box gets the reply. */
  replyTicket: Size;
  /** The side panel beside that ticket (a tab here; the browser's side panel for an agent). */
  panel: Size;
  /** The ticket whose marked customer id is clicked. */
  ticket: Size;
  /** The panel in the steps where it answers a lookup (the clicked id, a search, a card, points). */
  answers: Size;
  popup: Size;
  /**
   * Those answers photographed beside the clicked ticket, as the stores' screenshots show them, rather
   * than alone (the demo's).
   */
  answersBesideTicket: boolean;
}

/** The pixel line between a ticket and the panel when they are photographed side by side. */
export const BESIDE_GAP = 1;

/** The demo's screenshots (the README's, in docs/screenshots). */
export const DEMO_LAYOUT: TourLayout = {
  replyTicket: { width: 900, height: 760 },
  panel: { width: 380, height: 760 },
  ticket: { width: 1100, height: 760 },
  answers: { width: 380, height: 900 },
  popup: { width: 360, height: 640 },
  answersBesideTicket: false,
};

/**
 * The scripted tour of `npm run demo -- --headless`: what an agent does on a ticket, step by step,
 * each step checked and photographed. A step that does not show what it should throws.
 */
export async function runTour(
  demo: Demo,
  outDir: string,
  log: (line: string) => void,
  layout: TourLayout = DEMO_LAYOUT,
): Promise<TourStep[]> {
  await mkdir(outDir, { recursive: true });
  const steps: TourStep[] = [];
  const shoot = async (page: Page, file: string, name: string) => {
    const path = join(outDir, file);
    await page.screenshot({ path });
    steps.push({ name, screenshot: path });
    log(`✓ ${name} → ${path}`);
  };
  /** Two screenshots (a ticket and the panel) side by side, photographed on a page of their own. */
  const shootBeside = async (images: readonly [Buffer, Buffer], file: string, name: string) => {
    const page = await demo.context.newPage();
    const sources = images.map((image) => `data:image/png;base64,${image.toString("base64")}`);
    await page.setContent(
      `<body style="margin:0"><div id="beside" style="display:inline-flex;align-items:flex-start;background:#999;gap:${BESIDE_GAP}px">${sources
        .map((src) => `<img src="${src}" alt="" style="display:block">`)
        .join("")}</div></body>`,
    );
    await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
    const size = await page.evaluate(() => {
      const box = document.getElementById("beside")!.getBoundingClientRect();
      return { width: Math.ceil(box.width), height: Math.ceil(box.height) };
    });
    await page.setViewportSize(size);
    await shoot(page, file, name);
    await page.close();
  };
  const { samples } = demo.api.data;

  // 1. The first sample ticket shows one customer: with the panel open, she is looked up with no click.
  const replyTicket = await demo.context.newPage();
  await replyTicket.setViewportSize(layout.replyTicket);
  await replyTicket.goto(demo.helpdesk.pageUrl("ticket-reply.html"));
  await replyTicket.waitForFunction(
    () => window.__editor?.name === "prosemirror" && CSS.highlights.has("voucher-lens-customer"),
  );
  // The agent clicks into the reply box, where Insert into reply will put the reply.
  await replyTicket.locator("#reply").click();
  const replyPanel = await demo.openExtensionPage("sidepanel.html");
  await replyPanel.setViewportSize(layout.panel);
  await replyPanel
    .getByText(`The only customer id this ticket shows: ${samples.spanishCustomerId}`)
    .waitFor();
  const failed = replyPanel.locator(".redemption.is-failure").first();
  await failed.waitFor();
  const beside = [await replyTicket.screenshot(), await replyPanel.screenshot()] as const;

  // 2. Her failed code's reply, in Spanish from her metadata (locale), inserted into the ProseMirror box.
  await failed.getByText("Suggested reply").click();
  const language = await failed.getByLabel("Reply language").inputValue();
  if (language !== "es") throw new Error(`Expected the reply in Spanish (es), the select shows ${language}`);
  const reply = ((await failed.locator(".reply-text").textContent()) ?? "").trim();
  if (!reply.startsWith("Hola")) throw new Error(`Expected a Spanish reply, got: ${reply}`);
  await failed.getByRole("button", { name: "Insert into reply" }).click();
  await failed.getByRole("status").filter({ hasText: "Inserted into the reply box" }).waitFor();
  const words = (text: string) => text.replace(/\s+/g, " ").trim();
  const inserted = await replyTicket.evaluate(() => window.__editor?.text() ?? "");
  // With `--masking` the preview shows her name masked, with its Show button: Insert puts the real
  // one in. Every part of the preview around a mask is in the box, and no mask is.
  const parts = words(reply).split(/\S*•••(?:Show)?/);
  if (inserted.includes("•••") || parts.some((part) => !words(inserted).includes(part.trim())))
    throw new Error(`The reply box holds "${inserted}", not the reply "${reply}"`);
  if ((await replyTicket.evaluate(() => window.__sent ?? 0)) !== 0) throw new Error("The reply was sent");
  const insertedBeside = [await replyTicket.screenshot(), await replyPanel.screenshot()] as const;
  // Put side by side on a page of their own, once the panel no longer needs this ticket.
  await replyPanel.close();
  await replyTicket.close();
  await shootBeside(
    beside,
    "01-ticket-customer-no-click.png",
    "The first sample ticket's only customer, looked up with no click, in the panel beside it",
  );
  await shootBeside(
    insertedBeside,
    "02-spanish-reply-inserted.png",
    "Her failed code's reply in Spanish, inserted into the ProseMirror reply box, not sent",
  );

  // 3. The ticket: ids and codes are marked, and a click on the customer id offers the lookup.
  const ticket = await demo.context.newPage();
  await ticket.setViewportSize(layout.ticket);
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
    "03-ticket-marked.png",
    "A ticket with its ids and codes marked, one click from a lookup",
  );
  const markedTicket = await ticket.screenshot();
  // The panel's answers beside this ticket are put together once the panel is closed, as above.
  const answersBeside: { images: readonly [Buffer, Buffer]; file: string; name: string }[] = [];
  const shootAnswer = async (file: string, name: string) => {
    if (!layout.answersBesideTicket) return shoot(panel, file, name);
    answersBeside.push({ images: [markedTicket, await panel.screenshot()], file, name });
  };
  const box = (await button.boundingBox())!;
  await ticket.mouse.click(box.x + 20, box.y + box.height / 2);

  // 4. The panel answers the clicked customer id.
  const panel = await demo.openExtensionPage("sidepanel.html");
  await panel.setViewportSize(layout.answers);
  await panel.getByText("Read as customer id").waitFor();
  await panel.locator(".redemption").first().waitFor();
  await shootAnswer("04-customer-redemptions.png", "The clicked customer's redemptions in the side panel");

  // 5. A failed code, explained, with a reply to copy.
  await search(panel, samples.failedCode);
  await panel.getByText("Read as voucher code").waitFor();
  await panel.locator(".skeleton").waitFor({ state: "detached" });
  const failure = panel.locator(".redemption.is-failure").first();
  await failure.waitFor();
  await failure.getByText("Suggested reply").click();
  await failure.getByRole("button", { name: "Copy reply" }).waitFor();
  await shootAnswer(
    "05-failure-explained.png",
    "A failed redemption explained, with a reply for the customer",
  );

  // 6. A loyalty card.
  await search(panel, samples.loyaltyCardCode);
  await panel.getByRole("region", { name: `Loyalty card ${samples.loyaltyCardCode}` }).waitFor();
  await shootAnswer("06-member-card.png", "A loyalty member card: balance, next expiry, state");

  // 7. Expiring points over two pages.
  await panel.getByRole("tab", { name: "Expiring points" }).click();
  await panel.getByLabel("Program ID").fill(samples.programId);
  await panel.getByLabel("Member ID").fill(samples.memberId);
  await panel.getByLabel("Card ID").fill(samples.cardId);
  await panel.getByRole("button", { name: "Show expiring points" }).click();
  await panel.getByRole("button", { name: "Load more" }).click();
  // While the second page loads the button reads "Loading…", so its going away says nothing: wait for
  // a row of the second page (the first has 25) and for the last page to leave no button.
  await panel.locator("table.buckets tbody tr").nth(25).waitFor();
  await panel.getByRole("button", { name: /^(Load more|Loading…)$/ }).waitFor({ state: "detached" });
  const rows = await panel.locator("table.buckets tbody tr").count();
  if (rows <= 25) throw new Error(`Expected buckets from two pages, saw ${rows}`);
  await panel.evaluate(() => window.scrollTo(0, 0));
  await shootAnswer("07-expiring-points.png", `Expiring points across two pages (${rows} buckets)`);

  if (answersBeside.length > 0) {
    await panel.close();
    await ticket.close();
    for (const { images, file, name } of answersBeside) await shootBeside(images, file, name);
  }

  // 8. A loyalty v2 member's ticket: his customer id is looked up with no click, his cards shown; a
  // card's expiring points are one click away, its three ids filled by the panel, none typed.
  const loyaltyTicket = await demo.context.newPage();
  await loyaltyTicket.setViewportSize(layout.ticket);
  await loyaltyTicket.goto(demo.helpdesk.pageUrl("ticket-loyalty.html"));
  await loyaltyTicket.waitForFunction(() => CSS.highlights.has("voucher-lens-customer"));
  // The agent works on this ticket: it is the tab the panel speaks about.
  await loyaltyTicket.bringToFront();
  await loyaltyTicket.locator("#reply").click();
  const loyaltyPanel = await demo.openExtensionPage("sidepanel.html");
  await loyaltyPanel.setViewportSize(layout.answers);
  // The click on the previous ticket's id left its lookup waiting for a panel that opens in this
  // window (a side panel opens once per window; the tour opens several as tabs): already answered,
  // it goes, and this panel speaks about the loyalty ticket alone.
  await loyaltyPanel.evaluate(() => chrome.storage.session.remove("pendingLookup"));
  await loyaltyPanel.reload();
  await loyaltyPanel
    .getByText(`The only customer id this ticket shows: ${samples.membershipsCustomerId}`)
    .waitFor();
  const v2Card = loyaltyPanel.getByRole("article", {
    name: `Loyalty v2 card ${samples.membershipsCardCode}`,
  });
  await v2Card.getByText("Next expiry").waitFor();
  // Search keeps the focus the panel gave it, its recent lookups over the answer: out of the way.
  await loyaltyPanel.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await v2Card.scrollIntoViewIfNeeded();
  await shoot(
    loyaltyPanel,
    "09-loyalty-v2-card.png",
    "A loyalty v2 member's ticket: his cards, with points usable now, pending and expiring, no click",
  );
  // "Where are my points?": the card the ticket names has its last 90 days summed with no click;
  // History shows what happened, and the reply about the points that expired goes into the ticket.
  const history = v2Card.getByRole("region", { name: "Card history" });
  await history
    .getByRole("region", { name: "Last 90 days" })
    .getByText(/^Expired: /)
    .waitFor();
  await v2Card.getByRole("button", { name: "History" }).click();
  await history.getByRole("list", { name: "Transactions" }).locator("li").first().waitFor();
  await history.scrollIntoViewIfNeeded();
  await shoot(
    loyaltyPanel,
    "11-loyalty-history.png",
    "Where his points went, no id typed: the last 90 days summed, the weeks charted, every transaction",
  );
  const expiredReply = history.locator(".history-reply").filter({ hasText: "Points that expired" });
  await expiredReply.getByText("Suggested reply").click();
  const expiredText = ((await expiredReply.locator(".reply-text").textContent()) ?? "").trim();
  if (!/expired on/.test(expiredText))
    throw new Error(`Expected a reply about expired points, got: ${expiredText}`);
  await expiredReply.getByRole("button", { name: "Insert into reply" }).click();
  await expiredReply.getByText(/^Inserted into/).waitFor();
  const inBox = (await loyaltyTicket.locator("#reply").textContent()) ?? "";
  if (!inBox.includes(expiredText.split("\n").at(-1)!.slice(0, 40)))
    throw new Error(`Expected the reply in the ticket's reply box, it holds: ${inBox}`);
  await expiredReply.scrollIntoViewIfNeeded();
  await shoot(
    loyaltyPanel,
    "12-loyalty-history-reply.png",
    "The reply about his expired points, which and when, inserted into the ticket",
  );
  await loyaltyPanel.evaluate(() => window.scrollTo(0, 0));
  await v2Card.getByRole("button", { name: "Expiring points" }).click();
  await loyaltyPanel.locator("table.buckets tbody tr").first().waitFor();
  const filled = await loyaltyPanel.getByLabel("Card ID").inputValue();
  if (filled !== samples.cardId)
    throw new Error(`Expected the card's id filled in, the field shows "${filled}"`);
  await loyaltyPanel.evaluate(() => window.scrollTo(0, 0));
  await shoot(
    loyaltyPanel,
    "10-loyalty-v2-expiring-points.png",
    "That card's expiring points, its program, member and card ids filled by the panel, none typed",
  );
  await loyaltyPanel.close();
  await loyaltyTicket.close();

  // 9. The stored OAuth token revoked from the popup.
  const popup = await demo.openExtensionPage("popup.html");
  await popup.setViewportSize(layout.popup);
  await popup.getByRole("button", { name: "Revoke token" }).click();
  await popup.getByRole("button", { name: "Yes, revoke it" }).click();
  await popup.getByText("Revoked: the token can no longer be used.").waitFor();
  await shoot(popup, "08-token-revoked.png", "An OAuth token revoked from the popup");
  return steps;
}

async function search(panel: Page, text: string) {
  const box = panel.getByRole("searchbox", { name: "Search" });
  await box.fill(text);
  await box.press("Enter");
}
