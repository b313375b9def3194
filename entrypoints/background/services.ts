import { tellPages } from "@/lib/core/contract/content-channel";
import { openSidePanel } from "@/lib/core/platform/side-panel";
import { changeDetection } from "@/lib/detection/detection-settings.worker";
import { insertReply, useReplyBox } from "@/lib/insert-reply/reply-boxes.worker";
import { chooseLanguage, pageWords } from "@/lib/language/index.worker";
import { answerKept, keepAnswer } from "@/lib/lookup/lookup-cache.worker";
import { clearLookupLog, lookupMade, noteRequestId } from "@/lib/lookup-log/index.worker";
import { noteDismissed } from "@/lib/onboarding/whats-new.worker";
import { withAgentTag } from "@/lib/policy/agent-tag.worker";
import { activeDetectorConfig, currentPrivacy, settingsInForce } from "@/lib/policy/settings-in-force.worker";
import { loadPageSize } from "@/lib/preferences/index.worker";
import { noteDisclosureSeen, setMasking } from "@/lib/privacy/index.worker";
import { recordConnectionCheck } from "@/lib/profiles/last-checks.worker";
import { loadProfiles } from "@/lib/profiles/profiles";
import {
  activeConnection,
  draftConnection,
  forgetOauthToken,
  profileViews,
} from "@/lib/profiles/profiles-with-secrets.worker";
import { askListAhead } from "@/lib/redemptions/index.worker";
import { allowAutoLookup } from "@/lib/ticket/auto-budget.worker";
import {
  checkFrames,
  forgetDocument,
  recordDetected,
  recordRoute,
} from "@/lib/ticket/detected-tokens.worker";
import type { WorkerServices } from "./handlers";
import { removeAgentProfile, saveProfileAndTidy, switchProfile } from "./profile-actions";
import { fileLookupFrom } from "./queue-lookup";

/**
 * What the worker's answers are made of, each from the feature that owns it. The API client and the
 * per-tab lookup rate are given by the worker's start; tests give their own, and may replace others.
 */
export function workerServices(
  given: Pick<WorkerServices, "voucherify" | "allowLookupFrom"> & Partial<WorkerServices>,
): WorkerServices {
  return {
    activeConnection: (profileId) => withAgentTag(activeConnection(profileId)),
    draftConnection: (draft) => withAgentTag(draftConnection(draft)),
    forgetOauthToken,
    saveProfile: saveProfileAndTidy,
    deleteProfile: removeAgentProfile,
    activateProfile: switchProfile,
    profileViews: async () => profileViews((await loadProfiles()).profiles),
    // Chrome opens the side panel on the agent's click, and the panel asks at once: its answer is
    // worth asking ahead. Firefox's sidebar does not open on a click of Look up and may be opened
    // much later, or not at all: nothing is asked for it before it asks.
    fileLookup: fileLookupFrom(
      import.meta.env.FIREFOX
        ? async () => undefined
        : (lookup) =>
            askListAhead(lookup, {
              activeConnection: () => withAgentTag(activeConnection()),
              pageSize: loadPageSize,
              answerKept,
              listRedemptionsAhead: (connection, params) =>
                given.voucherify.listRedemptionsAhead(connection, params),
            }),
    ),
    // Each of these refreshes the toolbar icon's count when the tab's records change.
    admitsReport: () => true,
    recordDetected,
    recordRoute,
    forgetDocument,
    checkFrames,
    useReplyBox,
    insertReply,
    detectorConfig: activeDetectorConfig,
    reportWait: tellPages,
    openPanel: (tabId) => void openSidePanel({ tabId }).catch(() => undefined),
    settingsInForce,
    changeDetection,
    // The log's retention and the masking lock are the policy's overlay, read as each is asked.
    lookupMade: async (profileId, lookup, how) =>
      lookupMade(profileId, lookup, how, (await currentPrivacy()).logDays),
    noteRequestId,
    clearLookupLog,
    setMasking: async (on) => setMasking(on, await currentPrivacy()),
    acknowledgeDisclosure: noteDisclosureSeen,
    keepAnswer,
    recordCheck: recordConnectionCheck,
    dismissWhatsNew: noteDismissed,
    allowAutoLookup: (tabId, customer) => allowAutoLookup(tabId, customer),
    chooseLanguage,
    pageWords,
    ...given,
  };
}
