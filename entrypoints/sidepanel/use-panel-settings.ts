import { useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { useLanguage } from "@/components/use-words";
import { displayLocale } from "@/lib/core/i18n/languages";
import { setNumberLocale } from "@/lib/core/i18n/words";
import { watchChanges } from "@/lib/core/store/stored-item";
import {
  type SettingsInForce,
  useSettingsInForce,
  useSettingsInForceFailure,
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

type ActiveProfile = SettingsInForce["active"];

const readPreferences = () => ({ preferences: loadPreferences(), pageSize: loadPageSize() });
let early: ReturnType<typeof readPreferences> | undefined;
let stopEarly: (() => void) | undefined;

/**
 * Reads the display preferences and the page size as the panel's scripts start, beside its language
 * and settings: a lookup waiting is asked once the page size is known, and the panel's first render
 * finds it read. A change of either meanwhile drops the reads: the panel reads afresh.
 */
export function readPreferencesEarly(): void {
  if (early) return;
  early = readPreferences();
  // The page size too: another window's panel may choose one meanwhile.
  stopEarly = watchChanges(["preferences", "pageSize"], () => {
    early = undefined;
    stopEarly?.();
  });
}

/** The early reads, once; a fresh read when there are none. */
function takePreferences() {
  const reads = early ?? readPreferences();
  early = undefined;
  stopEarly?.();
  stopEarly = undefined;
  return reads;
}

/**
 * The active profile (undefined until the worker says, null when there is none), display
 * preferences and the page size the agent chose, kept current when the options page or popup
 * changes them.
 */
export function usePanelSettings() {
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const [pageSizeRead, setPageSizeRead] = useState(false);
  // The profile, the switch and the team's domains as the policy leaves them, as the worker puts it.
  const inForce = useSettingsInForce();
  const failure = useSettingsInForceFailure();
  const detection = inForce?.detection;
  const autoCustomer = useMemo<AutoCustomerSettings>(
    () =>
      detection
        ? { enabled: detection.autoCustomer, emails: detection.emails, ownDomains: detection.ownDomains }
        : AUTO_OFF,
    [detection],
  );
  // The same profile keeps its object, so nothing that depends on it starts again; read in the
  // render that shows the answer, so the profile never lags the settings it came with.
  const kept = useRef<{ active: ActiveProfile } | undefined>(undefined);
  const active = useMemo(() => {
    if (!inForce) return undefined;
    if (!kept.current || !same(kept.current.active, inForce.active))
      kept.current = { active: inForce.active };
    return kept.current.active;
  }, [inForce]);
  // Numbers inside sentences are written as the agent's number and date format writes amounts.
  const language = useLanguage();
  useLayoutEffect(
    () => setNumberLocale(displayLocale(preferences.locale, language)),
    [preferences.locale, language],
  );
  // A layout effect: read as the panel's first render is done, not a frame later, unless read
  // as the panel's scripts started.
  useLayoutEffect(() => {
    const read = takePreferences();
    void read.preferences.then(setPreferences);
    void read.pageSize.then(setPageSize).finally(() => setPageSizeRead(true));
    return preferencesItem.watch(() => void loadPreferences().then(setPreferences));
  }, []);
  const choosePageSize = (size: PageSize) => {
    setPageSize(size);
    void savePageSize(size);
  };
  // A lookup waiting when the panel opens runs once the page size the agent chose is known.
  const profile = active === undefined ? undefined : (active?.profile ?? null);
  return {
    profile,
    /** The host the active profile's lookups go to, as its chip shows it. */
    host: active?.host ?? "",
    /** What this project's answers are kept under. */
    project: active?.scope,
    /** Why the worker has not said which profile is active yet, and the way to ask it again. */
    settingsFailure: active === undefined ? failure : undefined,
    preferences,
    pageSize,
    choosePageSize,
    ready: Boolean(profile) && pageSizeRead,
    /** Code patterns of the profile that mark nothing until the options page checks them; checked meanwhile, the hint goes. */
    patternsWaiting: inForce?.patternsWaiting ?? 0,
    /** Whether the ticket's only customer is looked up with no click, and who counts as one. */
    autoCustomer,
    /** Whether the views mask customers' personal data: off until the worker says otherwise. */
    masking: inForce?.privacy.masking ?? false,
    /** Masking, the log and the disclosure as in force, once the worker says. */
    privacy: inForce?.privacy,
  };
}

export interface AutoCustomerSettings {
  enabled: boolean;
  emails: boolean;
  ownDomains: string[];
}
/** Until the settings are read, nothing is looked up on its own. */
const AUTO_OFF: AutoCustomerSettings = { enabled: false, emails: false, ownDomains: [] };

const same = (a: ActiveProfile, b: ActiveProfile) => JSON.stringify(a) === JSON.stringify(b);
