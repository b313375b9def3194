import { editorText, sentCount } from "./editor-helpers";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { seriousViolations } from "./panel-helpers";
import { markedTexts } from "./ticket-helpers";

// Issue #20, "Done when": on the demo's first sample ticket (ticket-reply.html), opening the panel
// shows the customer with no click, and her failed code's reply goes into the ProseMirror reply box
// in Spanish, the language her record keeps under the profile's metadata key (`locale`).

/** Paragraph breaks differ between the panel's text and the editor's model: compared as words. */
const words = (text: string) => text.replace(/\s+/g, " ").trim();

test("the first sample ticket: its one customer is looked up with no click, and her failed code's reply goes into the ProseMirror box in Spanish, unsent", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const { spanishCustomerId, spanishFailedCode } = api.data.samples;
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { languageKey: "locale" });
  await options.close();

  const ticket = await context.newPage();
  await ticket.goto(helpdesk.pageUrl("ticket-reply.html"));
  await ticket.waitForFunction(() => window.__editor?.name === "prosemirror");
  // The page is written with seed 1's ids: it names her and her code, and no other customer.
  await expect(ticket.locator("#m1")).toContainText(spanishCustomerId);
  await expect(ticket.locator("#m1")).toContainText(spanishFailedCode);
  await expect
    .poll(async () => (await markedTexts(ticket))["voucher-lens-customer"])
    .toEqual([spanishCustomerId]);
  // The agent clicks into the reply box, then opens the panel.
  await ticket.locator("#reply").click();
  api.clearRequests();

  const panel = await openPage("sidepanel.html");
  await panel.setViewportSize({ width: 360, height: 800 });
  await expect(panel.getByText(`The only customer id this ticket shows: ${spanishCustomerId}`)).toBeVisible();
  // Nothing was typed: the panel itself put her id in Search.
  await expect(panel.getByRole("searchbox", { name: "Search" })).toHaveValue(spanishCustomerId);
  const rows = panel.getByRole("list", { name: "Redemptions" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  expect(
    api.requests.filter(
      (r) => r.path === "/v1/redemptions" && r.query.includes(`customer=${spanishCustomerId}`),
    ),
  ).toHaveLength(1);

  const failed = panel.locator("li.redemption.is-failure");
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(spanishFailedCode);
  await expect(failed).toContainText("voucher_expired");
  await failed.getByText("Suggested reply").click();
  const language = failed.getByLabel("Reply language");
  await expect(language).toHaveValue("es");
  await expect(language.locator("option:checked")).toHaveText("Español");
  await expect(failed.getByText("the customer's: locale “es-ES”")).toBeVisible();
  const reply = ((await failed.locator(".reply-text").textContent()) ?? "").trim();
  expect(reply).toMatch(/^Hola/);
  expect(reply).toContain(spanishFailedCode);

  await failed.getByRole("button", { name: "Insert into reply" }).click();
  await expect(failed.getByRole("status").filter({ hasText: "Inserted into the reply box" })).toBeVisible();
  await expect.poll(async () => words(await editorText(ticket))).toContain(words(reply));
  expect(await sentCount(ticket)).toBe(0);
  expect(await seriousViolations(panel)).toEqual([]);
});
