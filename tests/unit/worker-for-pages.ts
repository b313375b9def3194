import { vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { createHandlers, handleMessage, type WorkerServices } from "@/app/worker/handlers";
import { removeAgentProfile, saveProfileAndTidy, switchProfile } from "@/app/worker/profile-actions";
import type { Voucherify } from "@/core/api/voucherify";
import { changeDetection } from "@/features/detection/detection-settings.worker";
import { keepAnswer } from "@/features/lookup/lookup-cache.worker";
import { queueLookup } from "@/features/lookup/pending-lookup.worker";
import { rememberRecentLookup } from "@/features/lookup/recent-lookups.worker";
import { noteDismissed } from "@/features/onboarding/whats-new.worker";
import { activeDetectorConfig, settingsInForce } from "@/features/policy/settings-in-force.worker";
import { recordConnectionCheck } from "@/features/profiles/connection-checks.worker";
import {
  activeConnection,
  draftConnection,
  forgetOauthToken,
  profileViews,
} from "@/features/profiles/connections.worker";
import { loadSettings } from "@/features/profiles/profiles";
import { recordDetected } from "@/features/ticket/detected-tokens.worker";

/**
 * The worker's services as entrypoints/background.ts wires them, the API left out: a page rendered
 * in a test asks this worker, which reads and writes the same (fake) storage, as in the browser.
 */
export function workerServices(more: Partial<WorkerServices> = {}): WorkerServices {
  return {
    voucherify: {} as Voucherify,
    activeConnection,
    draftConnection,
    forgetOauthToken,
    saveProfile: saveProfileAndTidy,
    deleteProfile: removeAgentProfile,
    activateProfile: switchProfile,
    profileViews: async () => profileViews((await loadSettings()).profiles),
    queueLookup,
    allowLookupFrom: () => true,
    recordDetected,
    recordReplyBox: async () => {},
    insertReply: async () => ({ inserted: false, reason: "no_editor" }),
    detectorConfig: activeDetectorConfig,
    reportWait: () => {},
    openPanel: () => {},
    settingsInForce,
    changeDetection,
    rememberLookup: rememberRecentLookup,
    keepAnswer,
    recordCheck: recordConnectionCheck,
    dismissWhatsNew: noteDismissed,
    ...more,
  };
}

/** Answers what extension pages ask, as the worker does; the permissions a delete gives back are granted. */
export function answerPagesAsWorker(more: Partial<WorkerServices> = {}): void {
  vi.spyOn(fakeBrowser.permissions, "getAll").mockResolvedValue({ origins: [] });
  const handlers = createHandlers(workerServices(more));
  fakeBrowser.runtime.onMessage.addListener((message: unknown) =>
    handleMessage(message, { kind: "extension_page" }, handlers),
  );
}
