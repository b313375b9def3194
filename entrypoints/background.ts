import { browser } from "wxt/browser";
import { createApiClient } from "@/lib/api/client";
import { createVoucherify } from "@/lib/api/voucherify";
import { welcome } from "@/lib/first-run/welcome";
import { tellPages } from "@/lib/messaging/content-channel";
import { createLookupRate } from "@/lib/messaging/lookup-rate";
import { classifySender } from "@/lib/messaging/senders";
import { createHandlers, handleMessage } from "@/lib/messaging/worker-handler";
import { createContextMenu, onCommand, onMenuClicked } from "@/lib/platform/lookup-entry";
import { openSidePanel } from "@/lib/platform/side-panel";
import { showDetectedCount } from "@/lib/platform/toolbar-count";
import { watchManagedPolicy } from "@/lib/settings/apply-policy";
import {
  activeConnection,
  draftConnection,
  forgetOauthToken,
  profileViews,
} from "@/lib/settings/connections";
import { forgetTab, recordDetected } from "@/lib/settings/detected-tokens";
import { activeDetectorConfig } from "@/lib/settings/detection";
import { removeAgentProfile, saveProfileAndTidy, switchProfile } from "@/lib/settings/forget-profile";
import { queueLookup } from "@/lib/settings/pending-lookup";
import { migrateOnUpdate } from "@/lib/settings/private-items";
import { loadSettings } from "@/lib/settings/profiles";
import { forgetReplyBox, insertReply, recordReplyBox } from "@/lib/settings/reply-boxes";

export default defineBackground(() => {
  const { version } = browser.runtime.getManifest();
  const lookupRate = createLookupRate();
  const handlers = createHandlers({
    voucherify: createVoucherify(createApiClient({ channel: `Voucher-Lens-Extension/${version}` })),
    activeConnection,
    draftConnection,
    forgetOauthToken,
    saveProfile: saveProfileAndTidy,
    deleteProfile: removeAgentProfile,
    activateProfile: switchProfile,
    profileViews: async () => profileViews((await loadSettings()).profiles),
    queueLookup,
    allowLookupFrom: (tabId) => lookupRate.allow(tabId),
    // The toolbar icon's count follows what the tab's page reported.
    recordDetected: (tabId, frameId, tokens) =>
      recordDetected(tabId, frameId, tokens).then(() => void showDetectedCount(tabId)),
    recordReplyBox,
    insertReply,
    detectorConfig: activeDetectorConfig,
    reportWait: tellPages,
    openPanel: (tabId) => void openSidePanel({ tabId }).catch(() => undefined),
  });
  const extensionOrigin = browser.runtime.getURL("/");

  // Every listener is registered synchronously, so an event that wakes the worker is not missed.
  browser.runtime.onMessage.addListener((message, sender) =>
    handleMessage(
      message,
      {
        kind: classifySender(sender, browser.runtime.id, extensionOrigin),
        tabId: sender.tab?.id,
        windowId: sender.tab?.windowId,
        frameId: sender.frameId,
      },
      handlers,
    ),
  );
  browser.runtime.onInstalled.addListener((details) => {
    createContextMenu();
    // Settings of 0.1.x sat in storage.local, where content scripts reach them: moved on update.
    void migrateOnUpdate(details).catch((error) => console.error("Settings migration failed", error));
    // A new agent gets the setup steps; one who updated, the new version's note in the panel.
    void welcome(details, version).catch((error) => console.error("Welcome failed", error));
  });
  // Profiles and settings an admin pushes: applied now and whenever the policy changes.
  watchManagedPolicy();
  browser.contextMenus.onClicked.addListener((info, tab) => onMenuClicked(info, tab));
  browser.commands.onCommand.addListener((command, tab) => onCommand(command, tab));
  // What a tab detected belongs to the page it showed: a closed tab or a new page forgets it.
  browser.tabs.onRemoved.addListener((tabId) => {
    lookupRate.forget(tabId);
    void forgetTab(tabId);
    void forgetReplyBox(tabId);
  });
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === "loading" && change.url) {
      void forgetTab(tabId).then(() => showDetectedCount(tabId));
      void forgetReplyBox(tabId);
    }
  });
});
