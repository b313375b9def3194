import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, saveProfileThroughOptions, test } from "./fixtures";
import { search, seriousViolations } from "./panel-helpers";

// The team's own replies (#20, part 2): edited per language and reply in the options page with a
// preview, refused with a reason when a placeholder is unknown, shared as a JSON file that is
// checked entry by entry before anything changes, and used by the panel.

const section = (options: Page) => options.getByRole("region", { name: "Suggested replies" });

async function pick(options: Page, language: string, reply: string) {
  await section(options).getByLabel("Language").selectOption({ label: language });
  await section(options).getByLabel("Reply", { exact: true }).selectOption(reply);
}

test("a lead rewords a reply with a preview, an unknown placeholder is refused, and the panel sends the team's words", async ({
  api,
  openPage,
}) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  await pick(options, "Español", "voucher_expired");
  const template = section(options).getByRole("textbox", { name: "Template" });
  await expect(template).toHaveValue(/^Hola/);
  const preview = section(options).getByRole("region", { name: "Preview on a sample row" });
  // The sample row's values, in Spanish: the name, the code and a Spanish date.
  await expect(preview).toContainText("Ana");
  await expect(preview).toContainText("SUMMER24-4FJX");
  await expect(preview).toContainText("de noviembre de 2026");

  // A typo in a placeholder: said as it is typed, refused on save, nothing stored.
  await template.fill("Hola {first_nme}, el código {code} caducó.");
  await expect(
    section(options).getByText(/\{first_nme\} is not a placeholder this reply knows/),
  ).toBeVisible();
  await expect(template).toHaveAttribute("aria-invalid", "true");
  await section(options).getByRole("button", { name: "Use this wording" }).click();
  await expect(preview).toContainText("Fix the template to see it.");
  await options.reload();
  await pick(options, "Español", "voucher_expired");
  await expect(template).toHaveValue(/^Hola/);

  // A value some rows lack, outside an optional part: the customer would read "{code}".
  await template.fill("Hola, el código {code} caducó.");
  await expect(
    section(options).getByText(/Some rows have no \{code\}: put it in an optional part/),
  ).toBeVisible();

  // The team's wording, with an optional part: saved, previewed, and used by the panel.
  await template.fill(
    "Hola[ {first_name}], [el código {code}|su código] caducó[ el {expiration_date}]. Lo siento mucho.",
  );
  await expect(preview).toContainText("Hola Ana, el código SUMMER24-4FJX caducó el 15 de noviembre de 2026.");
  await section(options).getByRole("button", { name: "Use this wording" }).click();
  await expect(section(options).getByText("This wording is used from now on.")).toBeVisible();
  expect(await seriousViolations(options)).toEqual([]);

  const panel = await openPage("sidepanel.html");
  await panel.setViewportSize({ width: 360, height: 800 });
  await search(panel, api.data.samples.failedCode);
  const row = panel.locator("li.redemption.is-failure").first();
  await row.getByText("Suggested reply").click();
  await row.getByLabel("Reply language").selectOption({ label: "Español" });
  await expect(row.locator(".reply-text")).toContainText(`el código ${api.data.samples.failedCode} caducó`);
  await expect(row.locator(".reply-text")).toContainText("Lo siento mucho.");

  // Reset: Voucher Lens's wording again, in the panel too.
  await pick(options, "Español", "voucher_expired");
  await section(options).getByRole("button", { name: "Reset to default" }).click();
  await expect(template).not.toHaveValue(/Lo siento mucho/);
  await expect(row.locator(".reply-text")).not.toContainText("Lo siento mucho.");
});

test("templates go out as a JSON file and come back; a bad file changes nothing and names the entry at fault", async ({
  api,
  openPage,
}) => {
  const options = await openPage("options.html");
  await saveProfileThroughOptions(options, api);
  const template = section(options).getByRole("textbox", { name: "Template" });
  await pick(options, "Deutsch", "quantity_exceeded");
  await template.fill("Hallo[ {first_name}], [der Code {code}|Ihr Code] ist aufgebraucht.");
  await section(options).getByRole("button", { name: "Use this wording" }).click();
  await expect(section(options).getByText("This wording is used from now on.")).toBeVisible();

  const downloading = options.waitForEvent("download");
  await section(options).getByRole("button", { name: "Export templates" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("voucher-lens-replies.json");
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported).toEqual({
    format: "voucher-lens-replies",
    version: 1,
    templates: {
      de: { quantity_exceeded: "Hallo[ {first_name}], [der Code {code}|Ihr Code] ist aufgebraucht." },
    },
  });

  const importFile = (templates: unknown) =>
    section(options)
      .getByLabel("Import templates (JSON)")
      .setInputFiles({
        name: "replies.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ format: "voucher-lens-replies", version: 1, templates })),
      });
  // One bad entry among good ones: nothing is imported, and the entry is named.
  await importFile({
    es: { voucher_expired: "Hola, [el código {code}|su código] caducó." },
    fr: { voucher_expired: "Bonjour, le code {cod} a expiré." },
  });
  await expect(section(options).getByRole("alert")).toContainText("Nothing was imported.");
  await expect(section(options).getByRole("alert")).toContainText("fr › voucher_expired");
  await expect(section(options).getByRole("alert")).toContainText("{cod}");
  await pick(options, "Español", "voucher_expired");
  await expect(template).not.toHaveValue("Hola, [el código {code}|su código] caducó.");

  await importFile({ xx: { voucher_expired: "Hi" } });
  await expect(section(options).getByRole("alert")).toContainText("“xx” is not a reply language");

  // A good file: merged with what the team has.
  await importFile({ es: { voucher_expired: "Hola, [el código {code}|su código] caducó." } });
  await expect(section(options).getByRole("status").filter({ hasText: "Imported 1 template" })).toBeVisible();
  await pick(options, "Español", "voucher_expired");
  await expect(template).toHaveValue("Hola, [el código {code}|su código] caducó.");
  await pick(options, "Deutsch", "quantity_exceeded");
  await expect(template).toHaveValue("Hallo[ {first_name}], [der Code {code}|Ihr Code] ist aufgebraucht.");
});
