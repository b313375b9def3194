import { browser } from "wxt/browser";
import { createApiClient } from "@/lib/core/api/client";
import { createVoucherify } from "@/lib/core/api/voucherify";
import { answerMessages } from "@/lib/core/contract/router";
import { migrateOnUpdate } from "@/lib/core/store/private-items";
import { watchLanguage } from "@/lib/language/index.worker";
import { forgetUnnamedAnswers } from "@/lib/lookup/index.worker";
import { createContextMenu, onCommand, onMenuClicked } from "@/lib/lookup/lookup-entry.worker";
import { createLookupRate } from "@/lib/lookup/lookup-rate.worker";
import { forgetOldRecentLookups } from "@/lib/lookup/recent-lookups.worker";
import { forgetOldLookups } from "@/lib/lookup-log/index.worker";
import { welcome } from "@/lib/onboarding/welcome";
import { watchManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { currentPrivacy } from "@/lib/policy/settings-in-force.worker";
import { forgetAutoLookups } from "@/lib/ticket/auto-budget.worker";
import {
  checkFrames,
  checkTopDocument,
  forgetClosedTabs,
  forgetDocument,
  forgetTab,
  recordReports,
  roomIn,
} from "@/lib/ticket/detected-tokens.worker";
import { batchReports, REPORT_WINDOW_MS } from "@/lib/ticket/report-batches.worker";
import { createHandlers, handleMessage } from "./handlers";
import { workerServices } from "./services";
import { speakInBrowser } from "./speak-in-browser";

/**
 * The service worker: the only context that holds credentials and calls the API. Every listener is
 * registered synchronously, so an event that wakes the worker is not missed.
 */
export function startWorker(): void {
  const { version } = browser.runtime.getManifest();
  const lookupRate = createLookupRate();
  // Each tab's reports, gathered and written together: a page of many frames costs its own tab's
  // record a write or two a second, and no other tab anything.
  // Past a tab's caps, a frame's report is not read: the batch knows the room left from its last write.
  const reports = batchReports(recordReports, REPORT_WINDOW_MS, roomIn);
  const services = workerServices({
    voucherify: createVoucherify(createApiClient({ channel: `Voucher-Lens-Extension/${version}` })),
    allowLookupFrom: (tabId) => lookupRate.allow(tabId),
    admitsReport: reports.admits,
    recordDetected: reports.record,
    forgetDocument: (tabId, frameId, doc) => {
      reports.dropDocument(tabId, frameId, doc);
      return forgetDocument(tabId, frameId, doc);
    },
    checkFrames: (tabId) => {
      reports.reopen(tabId);
      return checkFrames(tabId);
    },
  });
  const handlers = createHandlers(services);

  answerMessages((message, sender) => handleMessage(message, sender, handlers));
  browser.runtime.onInstalled.addListener((details) => {
    createContextMenu();
    // Settings of 0.1.x sat in storage.local, where content scripts reach them: moved on update.
    void migrateOnUpdate(details).catch((error) => console.error("Settings migration failed", error));
    // A new agent gets the setup steps; one who updated, the new version's note in the panel.
    void welcome(details, version).catch((error) => console.error("Welcome failed", error));
  });
  // Profiles and settings an admin pushes: applied now and whenever the policy changes.
  watchManagedPolicy();
  // The browser's own words for Voucher Lens (the menu entry, the icon's tooltip) follow the
  // language in force: the agent's choice, the policy's or the browser's.
  watchLanguage((language) => void speakInBrowser(language));
  browser.contextMenus.onClicked.addListener((info, tab) => onMenuClicked(info, tab, services.fileLookup));
  browser.commands.onCommand.addListener((command, tab) => onCommand(command, tab, services.fileLookup));
  // What a tab shows belongs to the page that reported it: a closed tab forgets it, and so does a
  // tab whose top frame holds another document, or none of ours (a site where Voucher Lens does not
  // run). Without the "tabs" permission the browser gives no URL, only the status, and the same one
  // for a new page and a history change: the top frame is asked, as the page loads and once loaded.
  browser.tabs.onRemoved.addListener((tabId) => {
    lookupRate.forget(tabId);
    reports.forget(tabId);
    void forgetTab(tabId);
    void forgetAutoLookups(tabId);
  });
  // A tab closed while its record was being written leaves it behind: gone at the next start.
  void forgetClosedTabs(async () => (await browser.tabs.query({})).flatMap((tab) => tab.id ?? [])).catch(
    () => undefined,
  );
  // So does an answer kept for the session whose index entry a stopped worker never wrote.
  void forgetUnnamedAnswers().catch(() => undefined);
  // Recent lookups go a week after they were made, even for an agent who looks nothing up since.
  void forgetOldRecentLookups().catch(() => undefined);
  // So do the log's entries past its retention (the policy's, or the default).
  void currentPrivacy()
    .then(({ logDays }) => forgetOldLookups(logDays))
    .catch(() => undefined);
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === "loading" || change.status === "complete")
      void checkTopDocument(tabId, change.status === "complete");
  });
}
