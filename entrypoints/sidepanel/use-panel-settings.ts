import { useLayoutEffect, useMemo, useState } from "preact/hooks";
import { useLanguage } from "@/components/use-words";
import { displayLocale } from "@/lib/core/i18n/languages";
import { setNumberLocale } from "@/lib/core/i18n/words";
import { detectionItem, loadDetection, patternsWaitingForCheck } from "@/lib/detection/index.sidepanel";
import {
  appliedPolicyItem,
  loadAppliedPolicy,
  loadPolicyPatternChecks,
  policyPatternChecksItem,
  policyPatternsWaiting,
  useSettingsInForce,
} from "@/lib/policy/index.sidepanel";
import type { PageSize } from "@/lib/preferences/index.sidepanel";
import {
  DEFAULT_PREFERENCES,
  loadPageSize,
  loadPreferences,
  type Preferences,
  preferencesItem,
  savePageSize,
} from "@/lib/preferences/index.sidepanel";
import type { StoredProfile } from "@/lib/profiles/index.sidepanel";
import { loadProfiles, profileListItem } from "@/lib/profiles/index.sidepanel";

/**
 * The active profile (undefined until read, null when there is none), display preferences and the
 * page size the agent chose, kept current when the options page or popup changes them.
 */
export function usePanelSettings() {
  const [profile, setProfile] = useState<StoredProfile | null | undefined>(undefined);
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const [pageSizeRead, setPageSizeRead] = useState(false);
  const [patternsWaiting, setPatternsWaiting] = useState(0);
  // The switch and the team's domains as the policy leaves them, as the worker puts it.
  const inForce = useSettingsInForce()?.detection;
  const autoCustomer = useMemo<AutoCustomerSettings>(
    () =>
      inForce
        ? { enabled: inForce.autoCustomer, emails: inForce.emails, ownDomains: inForce.ownDomains }
        : AUTO_OFF,
    [inForce],
  );
  // Numbers inside sentences are written as the agent's number and date format writes amounts.
  const language = useLanguage();
  useLayoutEffect(
    () => setNumberLocale(displayLocale(preferences.locale, language)),
    [preferences.locale, language],
  );
  // A layout effect: read as the panel's first render is done, not a frame later.
  useLayoutEffect(() => {
    const loadProfile = async () => {
      // Read together: a lookup waiting for the panel waits for these reads.
      const [settings, stored, { policy }, checks] = await Promise.all([
        loadProfiles(),
        loadDetection(),
        loadAppliedPolicy(),
        loadPolicyPatternChecks(),
      ]);
      const active = settings.profiles.find((p) => p.id === settings.activeProfileId) ?? null;
      setPatternsWaiting(
        patternsWaitingForCheck(stored, active?.id ?? null) + policyPatternsWaiting(policy, checks).length,
      );
      // The same profile keeps its object, so nothing that depends on it starts again.
      setProfile((current) =>
        current && active && current.id === active.id && sameProfile(current, active) ? current : active,
      );
    };
    void loadProfile();
    void loadPreferences().then(setPreferences);
    void loadPageSize()
      .then(setPageSize)
      .finally(() => setPageSizeRead(true));
    const unwatchSettings = profileListItem.watch(() => void loadProfile());
    const unwatchPreferences = preferencesItem.watch(() => void loadPreferences().then(setPreferences));
    // Checked in the options page meanwhile: the hint goes.
    const unwatchDetection = detectionItem.watch(() => void loadProfile());
    const unwatchPolicy = appliedPolicyItem.watch(() => void loadProfile());
    const unwatchChecks = policyPatternChecksItem.watch(() => void loadProfile());
    return () => {
      unwatchPolicy();
      unwatchChecks();
      unwatchSettings();
      unwatchPreferences();
      unwatchDetection();
    };
  }, []);
  const choosePageSize = (size: PageSize) => {
    setPageSize(size);
    void savePageSize(size);
  };
  // A lookup waiting when the panel opens runs once the page size the agent chose is known.
  return {
    profile,
    preferences,
    pageSize,
    choosePageSize,
    ready: Boolean(profile) && pageSizeRead,
    /** Code patterns of the profile that mark nothing until the options page checks them. */
    patternsWaiting,
    /** Whether the ticket's only customer is looked up with no click, and who counts as one. */
    autoCustomer,
  };
}

export interface AutoCustomerSettings {
  enabled: boolean;
  emails: boolean;
  ownDomains: string[];
}
/** Until the settings are read, nothing is looked up on its own. */
const AUTO_OFF: AutoCustomerSettings = { enabled: false, emails: false, ownDomains: [] };

const sameProfile = (a: StoredProfile, b: StoredProfile) => JSON.stringify(a) === JSON.stringify(b);
