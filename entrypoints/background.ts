import { browser } from "wxt/browser";
import { createApiClient } from "@/lib/api/client";
import { createVoucherify } from "@/lib/api/voucherify";
import { classifySender } from "@/lib/messaging/senders";
import { handleMessage, type WorkerServices } from "@/lib/messaging/worker-handler";
import { queueLookup } from "@/lib/settings/pending-lookup";
import { activeConnection, draftConnection, forgetOauthToken } from "@/lib/settings/profiles";

export default defineBackground(() => {
  const { version } = browser.runtime.getManifest();
  const services: WorkerServices = {
    voucherify: createVoucherify(createApiClient({ channel: `Voucher-Lens-Extension/${version}` })),
    activeConnection,
    draftConnection,
    forgetOauthToken,
    queueLookup,
  };
  const extensionOrigin = browser.runtime.getURL("/");

  // Registered synchronously so a message that wakes the worker is not missed.
  browser.runtime.onMessage.addListener((message, sender) =>
    handleMessage(
      message,
      { kind: classifySender(sender, browser.runtime.id, extensionOrigin), tabId: sender.tab?.id },
      services,
    ),
  );
});
