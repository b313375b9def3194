import type { Page } from "puppeteer-core";
import { until } from "./firefox";
import { expect, test } from "./fixtures";
import { press, saveProfileThroughOptions, search, shows } from "./ui";

// Masking and the lookup log in Firefox: the masking switch holds in the sidebar's panel, and the
// log's export is the CSV of the lookups made.

/** Every customer's name and email the fake API holds. */
const personalValues = (customers: { name?: string; email?: string }[]) =>
  customers.flatMap((c) => [c.name, c.email]).filter((v): v is string => Boolean(v));

async function maskingBox(page: Page) {
  return until("the masking switch", async () => {
    for (const handle of await page.$$('::-p-aria([name="Mask customer data"][role="checkbox"])'))
      if (await handle.evaluate((el) => el.matches("input"))) return handle;
    return undefined;
  });
}

test("with masking on, the panel shows no customer's name or email until one is revealed", async ({
  api,
  home,
  openPage,
}) => {
  await saveProfileThroughOptions(home, api);
  const options = await openPage("options.html");
  await (await maskingBox(options)).click();
  await until("masking on", async () =>
    (await (await maskingBox(options)).evaluate((el) => (el as HTMLInputElement).checked)) ? true : undefined,
  );

  const panel = await openPage("sidepanel.html");
  await search(panel, api.data.samples.failedCode);
  await panel.waitForSelector(".redemption.is-failure");
  await shows(panel, "•••");
  // biome-ignore lint/performance/useDomNodeTextContent: what the agent sees, hidden text must not count
  const text = await panel.evaluate(() => document.querySelector("main")?.innerText ?? "");
  const personal = personalValues(api.data.customers);
  for (const value of personal) expect(text).not.toContain(value);

  await press(panel, "Show email");
  // biome-ignore lint/performance/useDomNodeTextContent: what the agent sees, hidden text must not count
  const after = await panel.evaluate(() => document.querySelector("main")?.innerText ?? "");
  expect(personal.filter((value) => after.includes(value))).toHaveLength(1);
});

test("the lookup log exports the lookups made as CSV", async ({ api, home, openPage }) => {
  await saveProfileThroughOptions(home, api, { name: "Acme EU" });
  const panel = await openPage("sidepanel.html");
  await search(panel, api.data.samples.failedCode);
  await panel.waitForSelector(".redemption");
  await search(panel, api.data.samples.customerId);
  await shows(panel, "Read as customer id");

  const options = await openPage("options.html");
  await shows(options, "Lookup log");
  const log = await options.waitForSelector('::-p-aria([name="Lookup log"][role="region"])');
  await until("two lookups logged", async () => {
    const rows = await log!.$$eval("tbody tr", (trs) => trs.length);
    return rows === 2 ? true : undefined;
  });
  // The file the agent saves, as the page hands it to the browser.
  await options.evaluate(() => {
    const made: Blob[] = [];
    const create = URL.createObjectURL.bind(URL);
    (window as unknown as { exported: Blob[] }).exported = made;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) made.push(blob);
      return create(blob);
    };
  });
  await press(options, "Export CSV");
  const csv = await until("the export", () =>
    options.evaluate(async () => {
      const [blob] = (window as unknown as { exported: Blob[] }).exported;
      return blob ? blob.text() : undefined;
    }),
  );
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain('"Kind"');
  expect(lines[1]).toContain('"customer_id"');
  expect(lines[1]).toContain('"Acme EU"');
  expect(lines[2]).toContain(`"${api.data.samples.failedCode}"`);
});
