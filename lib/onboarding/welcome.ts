import { browser } from "wxt/browser";
import { noteDisclosureDue } from "@/lib/privacy/index.worker";
import { SETUP_FRAGMENT } from "./setup-fragment";
import { noteUpdate } from "./whats-new.worker";

/** Opens the options page on its setup steps, in a tab of its own. */
export async function openSetup(): Promise<void> {
  await browser.tabs.create({ url: `${browser.runtime.getURL("/options.html")}#${SETUP_FRAGMENT}` });
}

/**
 * What the worker does once installed or updated: a new agent gets the setup, which opens with what
 * Voucher Lens reads, sends and keeps; one who updated gets the new version's note in the panel, and
 * what Voucher Lens keeps now if their version did not say it. Other reasons (the browser's own
 * update) do nothing.
 */
export async function welcome(
  details: { reason: string; previousVersion?: string },
  version: string,
): Promise<void> {
  if (details.reason === "install") await openSetup();
  if (details.reason === "update") {
    await noteUpdate(version);
    await noteDisclosureDue(details.previousVersion);
  }
}
