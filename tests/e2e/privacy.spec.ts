import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { ApiServer } from "../server/api-server";
import { editorText, openEditorPage } from "./editor-helpers";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { search, seriousViolations } from "./panel-helpers";

// Customer data on a shared screen, and the lookup log a team lead asks for: masking holds in the
// panel's text and its accessibility tree until the agent reveals one value, Insert still puts the
// real text in, and the log lists what was looked up, exports it and forgets a deleted profile's.

/** Every customer's name and email the fake API holds: none may show while masking is on. */
function personalValues(api: ApiServer): string[] {
  return api.data.customers.flatMap((c) => [c.name, c.email]).filter((v): v is string => Boolean(v));
}

/** What the panel shows, as text and as its accessibility tree. */
async function shown(panel: Page): Promise<string> {
  const main = panel.locator("main");
  // biome-ignore lint/performance/useDomNodeTextContent: what the agent sees, hidden text must not count
  return `${await main.innerText()}\n${await main.ariaSnapshot()}`;
}

async function switchMasking(page: Page, on: boolean): Promise<void> {
  const box = page.getByRole("checkbox", { name: "Mask customer data" });
  await (on ? box.check() : box.uncheck());
  await expect(box).toBeChecked({ checked: on });
}

/** A minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

test("with masking on, no customer's name or email shows until revealed, and Insert puts the real name in", async ({
  api,
  helpdesk,
  context,
  openPage,
}) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  await switchMasking(options, true);

  const ticket = await openEditorPage(context, helpdesk, "textarea");
  await ticket.locator("#reply").click();
  const panel = await openPage("sidepanel.html");
  await panel.setViewportSize({ width: 360, height: 800 });
  await search(panel, api.data.samples.failedCode);
  const row = panel.locator("li.redemption.is-failure").first();
  await expect(row).toBeVisible();
  const personal = personalValues(api);
  const masked = await shown(panel);
  for (const value of personal) expect(masked, `${value} shows while masked`).not.toContain(value);
  expect(masked).toContain("•••");

  // One value revealed: that one shows, the others stay masked.
  const reveal = panel.getByRole("button", { name: "Show email" }).first();
  await reveal.focus();
  await panel.keyboard.press("Enter");
  const after = await shown(panel);
  const revealed = personal.filter((value) => after.includes(value));
  expect(revealed).toHaveLength(1);

  // The reply's preview is masked; Insert puts the real text in, and the panel said so.
  await row.getByText("Suggested reply").click();
  await row.getByLabel("Reply language").selectOption({ label: "English" });
  // biome-ignore lint/performance/useDomNodeTextContent: what the agent sees, hidden text must not count
  const preview = await row.locator(".reply-text").innerText();
  for (const value of personal) expect(preview).not.toContain(value);
  await expect(
    row.getByText("Copy and Insert put the customer's real details in the reply", { exact: false }),
  ).toBeVisible();
  await row.getByRole("button", { name: "Insert into reply" }).click();
  await expect(row.locator(".insert-status")).toHaveText(/^Inserted into the reply box/);
  const inserted = await editorText(ticket);
  const firstNames = api.data.customers.flatMap((c) => (c.name ? [c.name.split(" ")[0]!] : []));
  expect(firstNames.some((name) => inserted.includes(name))).toBe(true);
  expect(await seriousViolations(panel)).toEqual([]);

  // Off again: the panel shows the data as before.
  await switchMasking(options, false);
  await expect
    .poll(async () => {
      // biome-ignore lint/performance/useDomNodeTextContent: what the agent sees, hidden text must not count
      const text = await panel.locator("main").innerText();
      return personal.filter((value) => text.includes(value)).length;
    })
    .toBeGreaterThan(1);
});

test("the lookup log lists the session's lookups with their kinds and request ids, exports them, and forgets a deleted profile's", async ({
  api,
  openPage,
}) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api, { name: "Acme EU" });
  const panel = await openPage("sidepanel.html");
  await search(panel, api.data.samples.failedCode);
  await expect(panel.locator("li.redemption").first()).toBeVisible();
  // The API refuses the next list: its error carries a request id, which the log keeps.
  api.setFaults([
    { fault: { kind: "forbidden", times: 1 }, match: { method: "GET", pathPrefix: "/v1/redemptions" } },
  ]);
  await search(panel, api.data.samples.customerId);
  await expect(panel.getByText("Request id", { exact: false }).first()).toBeVisible();
  const refused = api.requests.findLast((r) => r.path.startsWith("/v1/redemptions"));
  expect(refused).toBeDefined();

  await options.reload();
  const log = options.getByRole("region", { name: "Lookup log" }).getByRole("table");
  await expect(log.getByRole("row")).toHaveCount(3);
  const rows = await log
    .getByRole("row")
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())),
    );
  expect(rows[0]).toEqual(["When", "Profile", "Looked up", "Kind", "How", "Request id"]);
  const [customerRow, codeRow] = [rows[1]!, rows[2]!];
  expect(customerRow.slice(1, 5)).toEqual([
    "Acme EU",
    `${api.data.samples.customerId.slice(0, 10)}…${api.data.samples.customerId.slice(-4)}`,
    "Customer id",
    "Typed in Search",
  ]);
  expect(customerRow[5]).toMatch(/\S/);
  expect(codeRow.slice(1, 5)).toEqual([
    "Acme EU",
    api.data.samples.failedCode,
    "Voucher code",
    "Typed in Search",
  ]);
  expect(await seriousViolations(options)).toEqual([]);

  // The export: one row per lookup, a header, the same values.
  const [download] = await Promise.all([
    options.waitForEvent("download"),
    options.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^voucher-lens-lookup-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(await readFile((await download.path())!, "utf8"));
  expect(csv).toHaveLength(3);
  expect(csv[1]).toContain(customerRow[5]);
  expect(csv[2]).toContain(api.data.samples.failedCode);
  expect(csv[1]).toContain("Acme EU");

  // The profile deleted: its entries go with it.
  options.once("dialog", (dialog) => void dialog.accept());
  await options.getByRole("button", { name: "Delete “Acme EU”" }).click();
  await expect(log.getByRole("row")).toHaveCount(0);
  await expect(options.getByText("No lookups logged yet.")).toBeVisible();
});
