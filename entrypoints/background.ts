import { browser } from "wxt/browser";
import { createHandlers, handleMessage } from "@/app/worker/handlers";
import { createApiClient } from "@/core/api/client";
import { createVoucherify } from "@/core/api/voucherify";
import { answerByCallback } from "@/core/contract/answer-by-callback";
import { tellPages } from "@/core/contract/content-channel";
import { classifySender } from "@/core/contract/senders";
import { openSidePanel } from "@/core/platform/side-panel";
import { migrateOnUpdate } from "@/core/store/private-items";
import { activeDetectorConfig } from "@/features/detection/detection-settings";
import { forgetReplyBox, insertReply, recordReplyBox } from "@/features/insert-reply/reply-boxes.worker";
import { createContextMenu, onCommand, onMenuClicked } from "@/features/lookup/lookup-entry.worker";
import { createLookupRate } from "@/features/lookup/lookup-rate.worker";
import { queueLookup } from "@/features/lookup/pending-lookup";
import { welcome } from "@/features/onboarding/welcome.worker";
import { watchManagedPolicy } from "@/features/policy/apply-policy.worker";
import {
  activeConnection,
  draftConnection,
  forgetOauthToken,
  profileViews,
} from "@/features/profiles/connections.worker";
import {
  removeAgentProfile,
  saveProfileAndTidy,
  switchProfile,
} from "@/features/profiles/forget-profile.worker";
import { loadSettings } from "@/features/profiles/profiles";
import { forgetTab, recordDetected } from "@/features/ticket/detected-tokens";
import { showDetectedCount } from "@/features/ticket/toolbar-count.worker";

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
  browser.runtime.onMessage.addListener(
    answerByCallback((message: unknown, sender: Browser.runtime.MessageSender) =>
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
