import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page, Worker } from "@playwright/test";
import componentsDe from "../../components/words/de";
import { UI_LANGUAGES, type UiLanguage } from "../../lib/core/i18n/languages";
import { formatMessage } from "../../lib/core/i18n/message";
import languagePl from "../../lib/language/words/pl";
import workerDe from "../../lib/language/worker/words/de";
import workerPl from "../../lib/language/worker/words/pl";
import lookupDe from "../../lib/lookup/words/de";
import lookupFr from "../../lib/lookup/words/fr";
import lookupPl from "../../lib/lookup/words/pl";
import redemptionsDe from "../../lib/redemptions/words/de";
import redemptionsPl from "../../lib/redemptions/words/pl";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { openPanelWithProfile, search, seriousViolations } from "./panel-helpers";
import { AGENT_PAUSE_MS } from "./ticket-helpers";

/** The agent's choice of language, as the options page makes it: every page follows at once. */
async function choose(page: Page, language: UiLanguage | "") {
  await page.evaluate(
    (chosen) => chrome.runtime.sendMessage({ type: "language.choose", input: { language: chosen } }),
    language,
  );
}

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The names of the buttons the browser's accessibility tree has, closed shadow roots included. */
async function buttonNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { role?: { value?: string }; name?: { value?: string } }[];
  };
  await cdp.detach();
  return nodes.filter((n) => n.role?.value === "button").map((n) => String(n.name?.value ?? ""));
}

/**
 * Text the page cuts or lets run over: an element whose content is wider than its box where the
 * box clips it (or ends it with an ellipsis), and the page scrolling sideways.
 */
function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const context = document.createElement("canvas").getContext("2d")!;
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      // The innermost elements that reach past the window's edge: what makes the page scroll sideways.
      const over = [...document.querySelectorAll<HTMLElement>("body *")].filter(
        (el) =>
          el.getBoundingClientRect().right > window.innerWidth + 1 &&
          ![...el.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1),
      );
      const names = over
        .slice(0, 3)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${el.className} “${(el.textContent ?? "").trim().slice(0, 40)}”`,
        );
      cut.push(
        `the page is ${document.documentElement.scrollWidth}px wide in ${window.innerWidth}px: ${names.join(", ")}`,
      );
    }
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      if (!el.offsetParent || !el.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      // Text for screen readers only is clipped on purpose.
      if (el.clientWidth <= 1 || style.clip !== "auto" || style.clipPath !== "none") continue;
      if (el instanceof HTMLSelectElement) {
        // A select shows its chosen option: cut when that text is wider than the box leaves it
        // (its padding and the arrow's room).
        context.font = style.font;
        const shown = context.measureText(el.selectedOptions[0]?.text ?? "").width;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        if (shown > room + 1) cut.push(`select “${el.selectedOptions[0]?.text}” in ${Math.round(room)}px`);
        continue;
      }
      const clips =
        ["hidden", "clip"].includes(style.overflowX) ||
        style.textOverflow === "ellipsis" ||
        el instanceof HTMLButtonElement;
      if (clips && el.scrollWidth > el.clientWidth + 1)
        cut.push(`${el.tagName.toLowerCase()}.${el.className}: “${el.textContent.trim().slice(0, 60)}”`);
    }
    return cut;
  });
}

/** The browser's descriptions of the extension's own keyboard commands (from the package's _locales). */
const commandDescriptions = (worker: Worker) =>
  worker.evaluate(async () =>
    (await chrome.commands.getAll())
      .flatMap((c) => (c.name === "_execute_action" ? [] : [c.description ?? ""]))
      .sort(),
  );

test.describe("with the browser in German", () => {
  test.use({ browserLanguage: "de" });

  test("every page speaks German from its first paint, the Look up button and the browser's shortcuts too", async ({
    api,
    helpdesk,
    openPage,
    worker,
  }) => {
    const options = await openPage("options.html");
    await expect.poll(() => pageLanguage(options)).toBe("de");
    await expect(options.getByRole("combobox", { name: "Anzeigesprache" })).toHaveValue("");
    await expect(options.getByRole("option", { name: "Sprache des Browsers (Deutsch)" })).toBeAttached();

    // The profile is saved as in every other test, in English, then the browser's language again.
    await choose(options, "en");
    await expect.poll(() => pageLanguage(options)).toBe("en");
    await saveProfileThroughOptions(options, api);
    await choose(options, "");
    await expect.poll(() => pageLanguage(options)).toBe("de");
    await options.close();

    const panel = await openPage("sidepanel.html");
    await panel.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => pageLanguage(panel)).toBe("de");
    const box = panel.getByRole("searchbox", { name: lookupDe.search });
    await box.fill(api.data.samples.customerId);
    await box.press("Enter");
    await expect(
      panel.getByText(formatMessage("de", lookupDe.readAs, { kind: lookupDe.kindCustomerId })),
    ).toBeVisible();
    await expect(panel.locator(".redemption").first()).toBeVisible();
    await expect(panel.getByRole("button", { name: redemptionsDe.refresh })).toBeVisible();
    expect(await seriousViolations(panel)).toEqual([]);

    // The browser's own words for the extension: its shortcuts' descriptions.
    expect(await commandDescriptions(worker)).toEqual([
      "Markierten Text in Voucher Lens nachschlagen",
      "Voucher Lens mit der Suche im Fokus öffnen",
    ]);

    // On a helpdesk page, the button under a marked id speaks German too.
    const ticket = await openPageAt(openPage, helpdesk.pageUrl("ticket.html"));
    const mark = await ticket.evaluate(() => {
      const text = [...document.querySelectorAll("#m2 p")][1]!.firstChild as Text;
      const start = text.data.indexOf("camp_");
      const range = document.createRange();
      range.setStart(text, start + 3);
      range.setEnd(text, start + 4);
      const r = range.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await expect.poll(() => ticket.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
    await ticket.waitForTimeout(AGENT_PAUSE_MS);
    await ticket.mouse.click(mark.x, mark.y);
    await expect(ticket.locator("voucher-lens-lookup")).toBeVisible();
    await expect
      .poll(async () => (await buttonNames(ticket)).filter((name) => name.includes("Voucher Lens")))
      .toEqual([expect.stringMatching(/^camp_\w+ in Voucher Lens nachschlagen$/)]);
    expect(workerDe.lookUpToken).toBe("{text} in Voucher Lens nachschlagen");
  });
});

test.describe("with the browser in Polish", () => {
  test.use({ browserLanguage: "pl" });

  test("the panel speaks Polish, with Polish plurals, and the copy buttons are named in Polish", async ({
    api,
    openPage,
  }) => {
    const options = await openPage("options.html");
    await expect.poll(() => pageLanguage(options)).toBe("pl");
    await expect(options.getByRole("combobox", { name: languagePl.label })).toBeVisible();
    await choose(options, "en");
    await expect.poll(() => pageLanguage(options)).toBe("en");
    await saveProfileThroughOptions(options, api);
    await choose(options, "");
    await options.close();

    const panel = await openPage("sidepanel.html");
    await panel.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => pageLanguage(panel)).toBe("pl");
    const box = panel.getByRole("searchbox", { name: lookupPl.search });
    await box.fill(api.data.samples.customerId);
    await box.press("Enter");
    await expect(panel.locator(".redemption").first()).toBeVisible();
    await expect(panel.getByRole("button", { name: redemptionsPl.refresh })).toBeVisible();
    // Too long a text: refused in Polish, its count in the plural Polish takes for 300.
    await box.fill("x".repeat(300));
    await box.press("Enter");
    await expect(panel.getByRole("alert")).toHaveText(
      formatMessage("pl", lookupPl.refusedTooLong, { count: 300 }),
    );
    expect(await seriousViolations(panel)).toEqual([]);
    expect(workerPl.lookUpButton).toBe("Wyszukaj w Voucher Lens");
  });
});

test("the language chosen in the options page changes the open panel at once, keeping its answer", async ({
  api,
  openPage,
}) => {
  const panel = await openPanelWithProfile(openPage, api);
  await search(panel, api.data.samples.customerId);
  const rows = panel.locator(".redemption");
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  await panel.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const options = await openPage("options.html");
  await options.getByRole("combobox", { name: "Display language" }).selectOption("fr");
  await expect(options.getByRole("combobox", { name: "Langue d’affichage" })).toHaveValue("fr");

  await expect.poll(() => pageLanguage(panel)).toBe("fr");
  await expect(panel.getByRole("searchbox", { name: lookupFr.search })).toHaveValue(
    api.data.samples.customerId,
  );
  await expect(rows).toHaveCount(shown);
  expect(await panel.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // And back to the browser's language, from the same setting.
  await options.getByRole("combobox", { name: "Langue d’affichage" }).selectOption("");
  await expect(panel.getByRole("searchbox", { name: "Search" })).toBeVisible();
});

test("no language cuts or overlaps text at the panel's narrowest width: panel, popup and options page", async ({
  api,
  openPage,
}, testInfo) => {
  const panel = await openPanelWithProfile(openPage, api);
  await panel.setViewportSize({ width: 320, height: 900 });
  await search(panel, api.data.samples.customerId);
  await expect(panel.locator(".redemption").first()).toBeVisible();
  const popup = await openPage("popup.html");
  await popup.setViewportSize({ width: 360, height: 600 });
  const options = await openPage("options.html");
  await options.setViewportSize({ width: 360, height: 900 });
  const shots = testInfo.outputPath("languages");
  await mkdir(shots, { recursive: true });

  const problems: string[] = [];
  for (const language of UI_LANGUAGES) {
    await choose(options, language);
    for (const [name, page] of [
      ["panel", panel],
      ["popup", popup],
      ["options", options],
    ] as const) {
      await expect.poll(() => pageLanguage(page)).toBe(language);
      await page.screenshot({ path: join(shots, `${language}-${name}.png`), fullPage: true });
      for (const cut of await cutText(page)) problems.push(`${language} ${name}: ${cut}`);
    }
  }
  expect(problems).toEqual([]);
  expect(componentsDe.copy).toBe("Kopieren");
});

/** A web page in a new tab of the extension's browser. */
async function openPageAt(openPage: (name: string) => Promise<Page>, url: string): Promise<Page> {
  const page = await openPage("options.html");
  await page.goto(url);
  return page;
}
