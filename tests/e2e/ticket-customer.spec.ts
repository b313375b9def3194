import type { BrowserContext, Page } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import type { HelpdeskServer } from "../server/helpdesk-server";
import { editorText } from "./editor-helpers";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { search, seriousViolations } from "./panel-helpers";
import { markedTexts, ticketReported } from "./ticket-helpers";

/** The sample conversation shows one customer id; the sample ticket, with its late message, three. */
const ONLY_CUSTOMER = "cust_qBwHpagDOFu71Z3F22UzR80X";

/**
 * Longer than the 700 ms (SETTLE_MS, lib/ticket/auto-customer.ts) the panel gives the ticket's
 * reports to settle before it looks the customer up: how long a test waits to show that a lookup
 * does NOT come.
 */
const PAST_SETTLING_MS = 1_500;

const customerRequests = (requests: { path: string; query: string }[], id: string) =>
  requests.filter((r) => r.path === "/v1/redemptions" && r.query.includes(`customer=${id}`));

async function openPanel(openPage: (name: string) => Promise<Page>): Promise<Page> {
  const panel = await openPage("sidepanel.html");
  await panel.setViewportSize({ width: 360, height: 800 });
  return panel;
}

interface Start {
  api: ApiServer;
  helpdesk: HelpdeskServer;
  context: BrowserContext;
  openPage: (name: string) => Promise<Page>;
}

/** A saved profile and the sample conversation, its one customer marked. */
async function conversationWithProfile({ api, helpdesk, context, openPage }: Start): Promise<Page> {
  await saveProfileThroughOptions(await openPage("options.html"), api);
  const conversation = await context.newPage();
  await conversation.goto(helpdesk.pageUrl("conversation.html"));
  await expect
    .poll(async () => (await markedTexts(conversation))["voucher-lens-customer"])
    .toEqual([ONLY_CUSTOMER]);
  return conversation;
}

/** The same, and the panel opened beside it. */
async function conversationAndPanel(start: Start): Promise<{ conversation: Page; panel: Page }> {
  const conversation = await conversationWithProfile(start);
  return { conversation, panel: await openPanel(start.openPage) };
}

test("once the ticket shows a second customer, the panel no longer says the one it looked up was the only one", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const { conversation, panel } = await conversationAndPanel({ api, helpdesk, context, openPage });
  await expect(panel.getByText(`The only customer id this ticket shows: ${ONLY_CUSTOMER}`)).toBeVisible();

  // Another customer shows up late (a frame, a new message): "the only customer" is no longer true.
  await conversation.evaluate(() =>
    document.body.append(
      Object.assign(document.createElement("p"), { textContent: "Also for cust_tAED42tFhLM9v7GmZUaklJFd" }),
    ),
  );
  await expect(
    panel.getByText(
      `Looked up on its own, but this ticket now shows another customer too; check it is the right one: ${ONLY_CUSTOMER}`,
    ),
  ).toBeVisible();
  // The panel says how many it shows, and lists them, each one click from its lookup.
  const choose = panel.getByRole("list", { name: "2 customers on this ticket: choose one" });
  await expect(choose.getByRole("button")).toHaveText([ONLY_CUSTOMER, "cust_tAED42tFhLM9v7GmZUaklJFd"]);
  await expect(panel.getByText("The only customer id this ticket shows")).toHaveCount(0);
  // What was found stays on screen; the agent chooses from On this page.
  await expect(panel.getByRole("list", { name: "Redemptions" }).getByRole("listitem").first()).toBeVisible();
  await expect(
    panel
      .getByRole("region", { name: "Customers" })
      .getByRole("button", { name: /cust_tAED42tFhLM9v7GmZUaklJFd/ }),
  ).toBeVisible();
  expect(await seriousViolations(panel)).toEqual([]);
});

test("with the panel open, a ticket that shows exactly one customer has it looked up with no click, saying why, once", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const conversation = await conversationWithProfile({ api, helpdesk, context, openPage });
  api.clearRequests();

  const panel = await openPanel(openPage);
  await expect(panel.getByText(`The only customer id this ticket shows: ${ONLY_CUSTOMER}`)).toBeVisible();
  await expect(panel.getByRole("list", { name: "Redemptions" }).getByRole("listitem").first()).toBeVisible();
  // Once the answer is in, who the API says it is, beside the id.
  await expect(
    panel.getByText(
      `The only customer id this ticket shows: ${ONLY_CUSTOMER} (Bob Jones, bob.smith@email.com).`,
    ),
  ).toBeVisible();
  expect(customerRequests(api.requests, ONLY_CUSTOMER)).toHaveLength(1);
  // The page reports again (a new message, a scroll): no second lookup.
  await conversation.evaluate(() =>
    document.body.append(Object.assign(document.createElement("p"), { textContent: "thanks!" })),
  );
  await panel.waitForTimeout(PAST_SETTLING_MS);
  expect(customerRequests(api.requests, ONLY_CUSTOMER)).toHaveLength(1);
  // Not a lookup the agent made: it stays out of recent lookups.
  await panel.getByRole("searchbox", { name: "Search" }).fill("");
  await panel.getByRole("searchbox", { name: "Search" }).focus();
  await expect(panel.getByRole("option", { name: new RegExp(ONLY_CUSTOMER) })).toHaveCount(0);
  expect(await seriousViolations(panel)).toEqual([]);
});

test("a ticket with several customers gets no lookup of its own, and a lookup the agent started is never replaced", async ({
  api,
  helpdesk,
  context,
  worker,
  openPage,
}) => {
  await saveProfileThroughOptions(await openPage("options.html"), api);
  const ticket = await context.newPage();
  await ticket.goto(helpdesk.pageUrl("ticket.html?lateMs=10"));
  await expect
    .poll(async () => (await markedTexts(ticket))["voucher-lens-customer"]?.length ?? 0)
    .toBeGreaterThan(1);
  // Both customers reported, the page's and the iframe's: the panel never sees just one.
  await ticketReported(worker);
  api.clearRequests();
  const panel = await openPanel(openPage);
  await expect(panel.getByText(/On this page \(\d+\)/)).toBeVisible();
  await panel.waitForTimeout(PAST_SETTLING_MS);
  expect(api.requests.filter((r) => r.path === "/v1/redemptions")).toHaveLength(0);
  // Said, not silent: how many, and which.
  const choose = panel.getByRole("list", { name: "2 customers on this ticket: choose one" });
  await expect(choose.getByRole("button")).toHaveCount(2);

  // The agent's own lookup stays, whatever the page reports meanwhile.
  await search(panel, api.data.samples.failedCode);
  await expect(panel.getByText(/Read as/)).toBeVisible();
  await ticket.evaluate(() =>
    document.body.append(Object.assign(document.createElement("p"), { textContent: "more" })),
  );
  await panel.waitForTimeout(PAST_SETTLING_MS);
  await expect(panel.getByRole("searchbox", { name: "Search" })).toHaveValue(api.data.samples.failedCode);
  await expect(panel.getByText(/The only customer id this ticket shows/)).toHaveCount(0);
});

test("switched off in the options page, the panel looks nothing up on its own", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const toggle = options.getByLabel(
    "Look up the ticket's customer when it shows exactly one (side panel open)",
  );
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await options.getByLabel("Our email domains").fill("acme.com, https://nope");
  await options.getByRole("button", { name: "Apply domains" }).click();
  await expect(
    options.getByText("“https://nope”: Use a domain such as acme.com, without @ or https://"),
  ).toBeVisible();
  const conversation = await context.newPage();
  await conversation.goto(helpdesk.pageUrl("conversation.html"));
  await expect
    .poll(async () => (await markedTexts(conversation))["voucher-lens-customer"])
    .toEqual([ONLY_CUSTOMER]);
  api.clearRequests();
  const panel = await openPanel(openPage);
  await expect(panel.getByText(/On this page \(\d+\)/)).toBeVisible();
  await panel.waitForTimeout(PAST_SETTLING_MS);
  expect(customerRequests(api.requests, ONLY_CUSTOMER)).toHaveLength(0);
  await expect(panel.getByText(/The only customer id this ticket shows/)).toHaveCount(0);
});

test("on the helpdesk's help center, where its customers' scripts run, nothing is marked and nobody is looked up", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  await saveProfileThroughOptions(await openPage("options.html"), api);
  // The same conversation, served in the tenant's help center (/hc/…) instead of its agent workspace.
  const page = await context.newPage();
  await page.goto(helpdesk.pageUrl("hc/en-us/conversation.html"));
  await expect(page.getByText(ONLY_CUSTOMER).first()).toBeVisible();
  api.clearRequests();
  const panel = await openPanel(openPage);
  await panel.waitForTimeout(PAST_SETTLING_MS);
  expect(await markedTexts(page)).toEqual({});
  expect(customerRequests(api.requests, ONLY_CUSTOMER)).toHaveLength(0);
  await expect(panel.getByText(/The only customer id this ticket shows/)).toHaveCount(0);
  await panel.close();

  // In the agent workspace, the same page is read: its one customer marked and looked up.
  await page.goto(helpdesk.pageUrl("conversation.html"));
  await expect.poll(async () => (await markedTexts(page))["voucher-lens-customer"]).toEqual([ONLY_CUSTOMER]);
  const again = await openPanel(openPage);
  await expect(again.getByText(`The only customer id this ticket shows: ${ONLY_CUSTOMER}`)).toBeVisible();
});

test("what the agent is typing in Search stays when the ticket's customer is looked up meanwhile", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const { panel } = await conversationAndPanel({ api, helpdesk, context, openPage });
  const box = panel.getByRole("searchbox", { name: "Search" });
  // Typed before the ticket's reports settle (700 ms): not yet a lookup of the agent's.
  await box.pressSequentially("SUMM");
  await expect(panel.getByText(`The only customer id this ticket shows: ${ONLY_CUSTOMER}`)).toBeVisible();
  await expect(box).toHaveValue("SUMM");
  await box.pressSequentially("ER");
  await expect(box).toHaveValue("SUMMER");
});

test("an agent already in Search when the ticket's customer is looked up types over the id, never after it", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const { panel } = await conversationAndPanel({ api, helpdesk, context, openPage });
  const box = panel.getByRole("searchbox", { name: "Search" });
  // In the field, nothing typed yet, when the ticket's reports settle (700 ms).
  await box.focus();
  await expect(panel.getByText(`The only customer id this ticket shows: ${ONLY_CUSTOMER}`)).toBeVisible();
  await expect(box).toHaveValue(ONLY_CUSTOMER);
  await expect(box).toBeFocused();
  // The id came selected: the agent's first key replaces it.
  await box.pressSequentially(api.data.samples.failedCode);
  await expect(box).toHaveValue(api.data.samples.failedCode);
  await box.press("Enter");
  await expect(panel.getByText("Read as voucher code")).toBeVisible();
});

test("a ticket showing its requester's address and a customer id is looked up by the id; a requester who is not that customer is said, and Insert asks first", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const { spanishCustomerId } = api.data.samples;
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { languageKey: "locale" });
  const emails = options.getByLabel("Mark email addresses as customer source ids");
  await emails.check();
  await expect(emails).toBeChecked();
  await options.getByLabel("Our email domains").fill("acme.com");
  await options.getByRole("button", { name: "Apply domains" }).click();
  await options.close();

  // The sample ticket, its requester shown as another address than the customer's, and the team's own.
  const ticket = await context.newPage();
  await ticket.goto(helpdesk.pageUrl("ticket-reply.html"));
  await ticket.waitForFunction(() => window.__editor?.name === "prosemirror");
  await ticket.evaluate(() =>
    document.querySelector("aside")?.append(
      Object.assign(document.createElement("p"), {
        textContent: "ana.other@shop.example · via help@acme.com",
      }),
    ),
  );
  await expect
    .poll(async () => (await markedTexts(ticket))["voucher-lens-email"]?.length ?? 0)
    .toBeGreaterThan(0);
  await ticket.locator("#reply").click();

  const panel = await openPanel(openPage);
  // The id wins: the address is not a second customer.
  await expect(
    panel.getByText(
      `The only customer id this ticket shows: ${spanishCustomerId} (Lucía Fernández, lucia.fernandez@example.es).`,
    ),
  ).toBeVisible();
  await expect(
    panel.getByText(
      "This ticket's requester is ana.other@shop.example; this customer's email is lucia.fernandez@example.es.",
    ),
  ).toBeVisible();
  // The team's own address is listed nowhere (On this page stays open over a lookup made on its own).
  const listed = panel.getByRole("region", { name: "Emails" });
  await expect(listed).toContainText("ana.other@shop.example");
  await expect(listed).not.toContainText("help@acme.com");

  const failed = panel.locator("li.redemption.is-failure");
  await failed.getByText("Suggested reply").click();
  const insert = failed.getByRole("button", { name: "Insert into reply" });
  await insert.click();
  const confirm = failed.getByRole("group", { name: "Confirm the reply goes into this ticket" });
  await expect(confirm).toContainText("Insert this reply anyway?");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  // From the keyboard: Enter on Cancel inserts nothing.
  await panel.keyboard.press("Enter");
  await expect(confirm).toHaveCount(0);
  await expect(failed.locator(".insert-status")).toHaveText("Nothing was inserted.");
  await expect(insert).toBeFocused();
  expect(await editorText(ticket)).toBe("");

  await insert.click();
  await confirm.getByRole("button", { name: "Insert anyway" }).click();
  await expect(failed.locator(".insert-status")).toHaveText(/^Inserted into the reply box/);
  await expect.poll(async () => editorText(ticket)).toMatch(/^Hola/);
  // Last: axe opens a tab of its own, which the panel then speaks about.
  await insert.click();
  await expect(confirm).toBeVisible();
  expect(await seriousViolations(panel)).toEqual([]);
});

test("after the helpdesk moves to another ticket in the same tab, the answer shown is marked as the previous ticket's and its reply goes nowhere", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  // Needs the ticket's identity from the page (TicketTab.ticket): a single-page helpdesk's next
  // ticket has another address.
  const { spanishCustomerId } = api.data.samples;
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { languageKey: "locale" });
  await options.close();
  const ticket = await context.newPage();
  await ticket.goto(helpdesk.pageUrl("ticket-reply.html"));
  await ticket.waitForFunction(() => window.__editor?.name === "prosemirror");
  await ticket.locator("#reply").click();
  const panel = await openPanel(openPage);
  await expect(panel.getByText(`The only customer id this ticket shows: ${spanishCustomerId}`)).toBeVisible();
  const failed = panel.locator("li.redemption.is-failure");
  await failed.getByText("Suggested reply").click();

  // The next ticket, with pushState: another address, another requester, no customer id.
  await ticket.evaluate(() => {
    history.pushState({}, "", "/ticket-reply.html?ticket=48603");
    document.getElementById("m1")!.textContent = "Bonjour, mon code ne marche pas.";
  });
  await expect(panel.getByText(/^About ticket .+ \(not the one open now\)$/)).toBeVisible();
  await failed.getByRole("button", { name: "Insert into reply" }).click();
  await expect(failed.locator(".insert-status")).toHaveText(
    "This answer is about another ticket: look it up again here",
  );
  expect(await editorText(ticket)).toBe("");
  // Copy still works: only Insert is refused.
  await expect(failed.getByRole("button", { name: "Copy reply" })).toBeEnabled();
  expect(await seriousViolations(panel)).toEqual([]);

  // Looked up again here: the answer is this ticket's.
  await panel.getByRole("button", { name: "Look it up again here" }).click();
  await expect(panel.getByText(/\(not the one open now\)/)).toHaveCount(0);
});

test("after the tab leaves the ticket for a site Voucher Lens does not run on, the answer shown is marked as the ticket's, and not once back", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const { spanishCustomerId } = api.data.samples;
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { languageKey: "locale" });
  await options.close();
  const ticket = await context.newPage();
  await ticket.goto(helpdesk.pageUrl("ticket-reply.html"));
  const panel = await openPanel(openPage);
  await expect(panel.getByText(`The only customer id this ticket shows: ${spanishCustomerId}`)).toBeVisible();
  await expect(panel.getByText(/\(not the one open now\)/)).toHaveCount(0);

  // The API's host: no helpdesk, so no content script of ours answers there.
  await ticket.goto("https://us1.api.voucherify.io/");
  await expect(panel.getByText(/^About ticket .+ \(not the one open now\)$/)).toBeVisible();
  await expect(panel.getByText(/^Nothing detected on this page/)).toBeVisible();

  // Back on the ticket: its answer again.
  await ticket.goBack();
  await expect(panel.getByText(/\(not the one open now\)/)).toHaveCount(0);
  await expect(panel.getByText(`The only customer id this ticket shows: ${spanishCustomerId}`)).toBeVisible();
});
