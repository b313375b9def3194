import { vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { createHandlers, handleMessage, type WorkerServices } from "@/entrypoints/background/handlers";
import { workerServices as wiredServices } from "@/entrypoints/background/services";
import type { Voucherify } from "@/lib/core/api/voucherify";
import { recordDetected } from "@/lib/ticket/detected-tokens.worker";

/**
 * The worker's services as the worker wires them (entrypoints/background/services.ts), the API and the browser's
 * tab APIs left out: a page rendered in a test asks this worker, which reads and writes the same
 * (fake) storage, as in the browser.
 */
export function workerServices(more: Partial<WorkerServices> = {}): WorkerServices {
  return wiredServices({
    voucherify: {} as Voucherify,
    allowLookupFrom: () => true,
    recordDetected,
    useReplyBox: async () => false,
    insertReply: async () => ({ inserted: false, reason: "no_editor" }),
    reportWait: () => {},
    openPanel: () => {},
    ...more,
  });
}

/** Answers what extension pages ask, as the worker does; the permissions a delete gives back are granted. */
export function answerPagesAsWorker(more: Partial<WorkerServices> = {}): void {
  vi.spyOn(fakeBrowser.permissions, "getAll").mockResolvedValue({ origins: [] });
  const handlers = createHandlers(workerServices(more));
  fakeBrowser.runtime.onMessage.addListener((message: unknown) =>
    handleMessage(message, { kind: "extension_page" }, handlers),
  );
}

/** The browser as a whole side panel sees it: no shortcuts set, a manifest, its window (1) focused. */
export function panelBrowser(): void {
  vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
  vi.spyOn(fakeBrowser.runtime, "getManifest").mockReturnValue({
    manifest_version: 3,
    name: "Voucher Lens",
    version: "0.3.0",
  });
  vi.spyOn(fakeBrowser.windows, "getCurrent").mockResolvedValue({
    id: 1,
    focused: true,
    incognito: false,
    alwaysOnTop: false,
  });
}
