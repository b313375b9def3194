import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// An agent may keep two options tabs open. Each tab has its own queue of writes; the options page's
// items are written under one lock per item, so neither tab's save writes over the other's.

const section = (options: Page) => options.getByRole("region", { name: "Suggested replies" });

async function pick(options: Page, reply: string) {
  await section(options).getByLabel("Language").selectOption({ label: "Español" });
  await section(options).getByLabel("Reply", { exact: true }).selectOption(reply);
}

const wording = (tab: string) => `Hola[ {first_name}], [el código {code}|su código] no sirve. Desde ${tab}.`;

test("two options tabs each reword a different reply at the same moment, and both wordings are kept", async ({
  openPage,
}) => {
  const first = await openPage("options.html");
  const second = await openPage("options.html");
  await pick(first, "voucher_expired");
  await pick(second, "voucher_disabled");
  await section(first).getByRole("textbox", { name: "Template" }).fill(wording("la primera"));
  await section(second).getByRole("textbox", { name: "Template" }).fill(wording("la segunda"));

  // Both tabs press "Use this wording" at the same moment, by the clock they share: each save's
  // read and write then fall between the other's.
  const at = Date.now() + 500;
  const use = (tab: Page) =>
    section(tab)
      .getByRole("button", { name: "Use this wording" })
      .evaluate(
        (button: HTMLElement, when) =>
          new Promise<void>((done) =>
            setTimeout(() => {
              button.click();
              done();
            }, when - Date.now()),
          ),
        at,
      );
  await Promise.all([use(first), use(second)]);
  for (const tab of [first, second])
    await expect(section(tab).getByText("This wording is used from now on.")).toBeVisible();

  // What is stored, read by a third options tab opened afterwards.
  const third = await openPage("options.html");
  const template = section(third).getByRole("textbox", { name: "Template" });
  await pick(third, "voucher_expired");
  await expect(template).toHaveValue(wording("la primera"));
  await pick(third, "voucher_disabled");
  await expect(template).toHaveValue(wording("la segunda"));
});
