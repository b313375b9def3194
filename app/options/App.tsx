import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { ApiError } from "@/core/api/errors";
import { explainError } from "@/core/api/explain-error";
import { apiHostOf, apiOriginOf, regionLabel } from "@/core/api/regions";
import { ask } from "@/core/contract/ask";
import type { ProfileView } from "@/core/contract/protocol";
import { StatusMessage, type StatusMessageProps } from "@/core/ui/StatusMessage";
import { DetectionSettings } from "@/features/detection/DetectionSettings";
import { parseOwnDomains } from "@/features/detection/detection-settings";
import { enableOnSite, sitesEnabled } from "@/features/detection/site-access";
import { useDetectionSettings } from "@/features/detection/use-detection-settings";
import { validateCodePattern } from "@/features/detection/validate-pattern";
import { shortcutSettings } from "@/features/keyboard/shortcuts";
import { GetStarted } from "@/features/onboarding/GetStarted";
import { SETUP_FRAGMENT } from "@/features/onboarding/setup-fragment";
import { BUILT_IN_HELPDESK_HOSTS, type ProfileStep, profileStep } from "@/features/onboarding/setup-steps";
import { useGetStarted } from "@/features/onboarding/use-get-started";
import {
  type AppliedPolicy,
  appliedPolicyItem,
  loadAppliedPolicy,
  NO_POLICY,
} from "@/features/policy/applied-policy";
import { checkPolicyPatterns } from "@/features/policy/check-policy-patterns";
import { OrganisationPolicy } from "@/features/policy/OrganisationPolicy";
import type { PolicyPatternChecks } from "@/features/policy/policy-pattern-checks";
import { useSettingsInForce } from "@/features/policy/use-settings-in-force";
import { PreferencesForm } from "@/features/preferences/PreferencesForm";
import { DEFAULT_PREFERENCES, loadPreferences, type Preferences } from "@/features/preferences/preferences";
import { savePreferences } from "@/features/preferences/save-preferences.options";
import { releaseClustersNoProfileUses, requestClusterAccess } from "@/features/profiles/cluster-access";
import { describeConnectionCheck } from "@/features/profiles/connection-check-wording";
import {
  type FieldError,
  type LoyaltyCheckIds,
  ProfileForm,
  type ProfileFormValues,
} from "@/features/profiles/ProfileForm";
import { loadSettings } from "@/features/profiles/profiles";
import { ReplyTemplatesEditor } from "@/features/replies/ReplyTemplatesEditor";
import {
  downloadTemplates,
  importTemplates,
  loadTeamTemplates,
  resetTeamTemplate,
  saveTeamTemplate,
  watchTeamTemplates,
} from "@/features/replies/team-templates";
import type { TeamTemplates } from "@/features/replies/templates";
import { TicketCustomerSettings } from "@/features/ticket/TicketCustomerSettings";
import { showDetectedCounts } from "@/features/ticket/toolbar-count.worker";
import { loadToolbarCount } from "@/features/ticket/toolbar-count-setting";
import { saveToolbarCount } from "@/features/ticket/toolbar-count-setting.options";

const NEW_PROFILE: ProfileFormValues = {
  name: "",
  region: "api",
  customUrl: "",
  appId: "",
  appToken: "",
  oauthToken: "",
  forgetOauthToken: false,
  timeZone: "",
  replyLanguage: "en",
  languageKey: "",
};

function toDraft(values: ProfileFormValues) {
  return {
    ...(values.id ? { id: values.id } : {}),
    name: values.name,
    region: values.region,
    ...(values.region === "custom" ? { customUrl: values.customUrl } : {}),
    appId: values.appId,
    ...(values.appToken.trim() ? { appToken: values.appToken } : {}),
    ...(values.oauthToken.trim() ? { oauthToken: values.oauthToken } : {}),
    ...(values.forgetOauthToken ? { forgetOauthToken: true } : {}),
    ...(values.timeZone.trim() ? { timeZone: values.timeZone } : {}),
    replyLanguage: values.replyLanguage,
    ...(values.languageKey.trim() ? { languageKey: values.languageKey } : {}),
  };
}

function formValuesOf(profile: ProfileView | undefined): ProfileFormValues {
  if (!profile) return NEW_PROFILE;
  return {
    ...NEW_PROFILE,
    id: profile.id,
    name: profile.name,
    region: profile.region,
    customUrl: profile.customUrl ?? "",
    appId: profile.appId,
    timeZone: profile.timeZone ?? "",
    replyLanguage: profile.replyLanguage ?? "en",
    languageKey: profile.languageKey ?? "",
  };
}

/** A refused form field, named as the form names it ("profile.appId" is the App ID field). */
function fieldErrorOf(error: ApiError): FieldError | undefined {
  return error.kind === "invalid_input"
    ? { field: error.field.replace(/^profile\./, ""), message: error.message }
    : undefined;
}

/** The ids the agent gave for checking the loyalty operations, as the check's input. */
function loyaltyInput(ids: LoyaltyCheckIds) {
  const cardCode = ids.cardCode.trim();
  const campaignId = ids.campaignId.trim();
  const programId = ids.programId.trim();
  const memberId = ids.memberId.trim();
  const cardId = ids.cardId.trim();
  return {
    ...(cardCode ? { member: { memberId: cardCode, ...(campaignId ? { campaignId } : {}) } } : {}),
    ...(programId || memberId || cardId ? { card: { programId, memberId, cardId } } : {}),
  };
}

function hostOf(values: ProfileFormValues): string {
  return apiHostOf(values.region, values.customUrl) ?? "the custom API URL";
}

/** The options page's own element ids that other parts of the page link to. */
const DETECTION_HEADING = "detection-heading";

export function App() {
  const [profiles, setProfiles] = useState<ProfileView[]>([]);
  const [profilesRead, setProfilesRead] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // A Test connection answer marks fields only of the profile it tested, if it is still the one edited.
  const editingRef = useRef<string | null>(null);
  editingRef.current = editingId;
  const [busy, setBusy] = useState(false);
  /** Successful saves: each starts the form over from what was saved (its token fields empty). */
  const [saves, setSaves] = useState(0);
  const [fieldError, setFieldError] = useState<FieldError>();
  const [status, setStatus] = useState<StatusMessageProps>();
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [preferencesError, setPreferencesError] = useState<FieldError>();
  const [preferencesStatus, setPreferencesStatus] = useState<StatusMessageProps>();
  useEffect(() => void loadPreferences().then(setPreferences), []);
  const [{ policy, problem }, setApplied] = useState<AppliedPolicy>(NO_POLICY);
  const [enabledSites, setEnabledSites] = useState<ReadonlySet<string>>(new Set());
  const offeredSites = policy?.helpdeskSites?.join(" ") ?? "";
  const [patternChecks, setPatternChecks] = useState<PolicyPatternChecks>({});
  useEffect(() => {
    const load = async () => {
      const applied = await loadAppliedPolicy();
      setApplied(applied);
      // Checked here, where the pattern parser is: the worker runs only those that passed.
      setPatternChecks(await checkPolicyPatterns(applied.policy));
    };
    void load();
    // A new policy may have added, changed or removed profiles: the list is read again.
    return appliedPolicyItem.watch(() => void load().then(() => refresh()));
  }, []);
  useEffect(() => {
    if (offeredSites) void sitesEnabled(offeredSites.split(" ")).then(setEnabledSites);
  }, [offeredSites]);
  const [toolbarCount, setToolbarCount] = useState(true);
  useEffect(() => void loadToolbarCount().then(setToolbarCount), []);
  const [templates, setTemplates] = useState<TeamTemplates>({});
  useEffect(() => {
    const load = () => void loadTeamTemplates().then(setTemplates);
    load();
    return watchTeamTemplates(load);
  }, []);
  const {
    detection,
    switchedOff,
    problem: detectionProblem,
    change: changeDetection,
  } = useDetectionSettings();
  // What the policy sets over the agent's own settings, as the worker puts it.
  const inForce = useSettingsInForce();
  const [patternError, setPatternError] = useState<string>();
  const [domainsError, setDomainsError] = useState<string>();

  const refresh = useCallback(async (editId?: string | null) => {
    const settings = await loadSettings().catch((error: unknown) => {
      // Said, and the page goes on: "Reading your profiles…" must not stay for good.
      setStatus({
        tone: "error",
        title: `Could not read your profiles: ${error instanceof Error ? error.message : String(error)}`,
        action: "Reload this page.",
      });
      return undefined;
    });
    if (!settings) return setProfilesRead(true);
    const views = await ask("profiles.list", {});
    if (views.ok) setProfiles(views.value);
    else {
      // The profiles are shown as they are; which tokens are saved is unknown, and said so.
      setProfiles((shown) =>
        shown.length ? shown : settings.profiles.map((p) => ({ ...p, hasAppToken: false })),
      );
      setStatus({
        tone: "error",
        title: `Could not read which keys are saved: ${explainError(views.error).title}`,
        action: "Reload this page.",
      });
    }
    setActiveId(settings.activeProfileId);
    setProfilesRead(true);
    setEditingId((current) => (editId !== undefined ? editId : (current ?? settings.activeProfileId)));
  }, []);
  useEffect(() => void refresh(), [refresh]);
  // A host asked for by a Test that was never saved is given back the next time settings open.
  useEffect(() => void releaseClustersNoProfileUses(), []);

  const setup = useGetStarted(profilesRead ? profiles : undefined, location.hash === `#${SETUP_FRAGMENT}`);
  /** The setup's first step: the form shows the profile it names, its first field to fill in focused. */
  const goToProfileStep = (step: ProfileStep) => {
    if (step.kind === "needs_token") setEditingId(step.profileId);
    if (step.kind === "none") setEditingId(null);
    const field = step.kind === "needs_token" ? "profile-app-token" : "profile-name";
    // Once the form shows that profile.
    setTimeout(() => document.getElementById(field)?.focus());
  };

  const editing = profiles.find((p) => p.id === editingId);
  const initial = useMemo(() => formValuesOf(editing), [editing]);

  /**
   * A dedicated cluster's host is not in the install-time permissions: asked for inside the click,
   * and only for a URL that is valid (a typo never reaches the browser's prompt). Undefined when
   * the URL is refused; the form then says why on the field.
   */
  function askForCluster(values: ProfileFormValues): Promise<boolean> | undefined {
    if (values.region !== "custom") return Promise.resolve(true);
    const access = requestClusterAccess(values.customUrl);
    if (access.ok) return access.granted;
    setFieldError({ field: "customUrl", message: access.reason });
    setStatus({ tone: "error", title: `Nothing was sent: ${access.reason}` });
    return undefined;
  }

  async function save(values: ProfileFormValues) {
    setFieldError(undefined);
    const grant = askForCluster(values);
    if (!grant) return;
    setBusy(true);
    // The last save's "Saved" must not stand for this one while it is under way.
    setStatus({ tone: "info", title: `Saving “${values.name.trim()}”…` });
    try {
      const result = await ask("profile.save", { profile: toDraft(values) });
      if (!result.ok) {
        const refused = fieldErrorOf(result.error);
        setFieldError(refused);
        setStatus({
          tone: "error",
          title: `Not saved: ${refused?.message ?? explainError(result.error, { host: hostOf(values) }).title}`,
        });
        return;
      }
      const saved = result.value;
      const granted = await grant;
      await refresh(saved.id);
      setSaves((n) => n + 1);
      setStatus(
        granted
          ? { tone: "success", title: `Saved “${saved.name}”.` }
          : {
              tone: "error",
              title: `Saved “${saved.name}”, but the browser did not allow requests to ${hostOf(values)}.`,
              action: "Save again and accept the permission prompt, or lookups will fail.",
            },
      );
    } finally {
      setBusy(false);
    }
  }

  async function test(values: ProfileFormValues, loyalty: LoyaltyCheckIds) {
    setFieldError(undefined);
    const grant = askForCluster(values);
    if (!grant) return;
    setBusy(true);
    setStatus({ tone: "info", title: `Testing ${hostOf(values)}…` });
    try {
      if (!(await grant)) {
        setStatus({
          tone: "error",
          title: `Nothing was sent: the browser did not allow requests to ${hostOf(values)}.`,
          action: "Test again and accept the permission prompt.",
        });
        return;
      }
      const reply = await ask("connection.test", { profile: toDraft(values), ...loyaltyInput(loyalty) });
      if (!reply.ok) {
        if (editingRef.current === (values.id ?? null)) setFieldError(fieldErrorOf(reply.error));
        const explained = explainError(reply.error, { host: hostOf(values) });
        setStatus({ tone: "error", ...explained, title: `Connection failed: ${explained.title}` });
        return;
      }
      const check = reply.value;
      const report = describeConnectionCheck(check, { host: hostOf(values) });
      const lines = report.lines.map((line) => `${line.name}: ${line.text}`);
      if (report.connected) {
        const via = reply.credential === "oauth_token" ? "the OAuth token" : "the App ID and App Token";
        setStatus({
          tone: report.lines.some((l) => l.result === "refused" || l.result === "failed")
            ? "error"
            : "success",
          title: `Connected to ${regionLabel(values.region)} (${new URL(check.baseUrl).host}) with ${via}.`,
          detail: `${(check.redemptionsVisible ?? 0).toLocaleString()} redemptions are visible to these keys.`,
          lines,
        });
      } else {
        const failure = report.failure;
        setStatus({
          tone: "error",
          title: `Connection failed: ${failure?.title ?? "List Redemptions was not checked"}`,
          ...(failure?.detail ? { detail: failure.detail } : {}),
          ...(failure?.action ? { action: failure.action } : {}),
          ...(failure?.requestId ? { requestId: failure.requestId } : {}),
          lines,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  async function remove(profile: ProfileView) {
    if (!confirm(`Delete the profile “${profile.name}” and its saved keys?`)) return;
    const deleted = await ask("profile.delete", { id: profile.id });
    if (!deleted.ok) {
      setStatus({ tone: "error", title: `Not deleted: ${explainError(deleted.error).title}` });
      return;
    }
    await refresh(null);
    setStatus({ tone: "success", title: `Deleted “${profile.name}”.` });
  }

  async function activate(profile: ProfileView) {
    const switched = await ask("profile.activate", { id: profile.id });
    await refresh();
    setStatus(
      switched.ok
        ? { tone: "success", title: `Lookups now use “${profile.name}”.` }
        : { tone: "error", title: `Not switched: ${explainError(switched.error).title}` },
    );
  }

  return (
    <main>
      <h1>Voucher Lens settings</h1>
      {setup.shown === undefined ? null : setup.shown ? (
        <GetStarted
          profile={profileStep(profiles, activeId)}
          helpdeskHosts={BUILT_IN_HELPDESK_HOSTS}
          commands={setup.commands}
          shortcutSettings={shortcutSettings()}
          detectionSectionId={DETECTION_HEADING}
          onProfileStep={goToProfileStep}
          onHide={setup.hide}
        />
      ) : (
        <button type="button" class="link" onClick={setup.show}>
          Show the setup steps
        </button>
      )}
      <OrganisationPolicy
        policy={policy}
        problem={problem}
        patternChecks={patternChecks}
        enabledSites={enabledSites}
        onEnableSite={(origin) =>
          void enableOnSite(origin, undefined).then((granted) => {
            if (granted) setEnabledSites((shown) => new Set([...shown, origin]));
          })
        }
      />
      <section aria-labelledby="profiles-heading">
        <h2 id="profiles-heading">Profiles</h2>
        {!profilesRead ? (
          // Neither "No profile yet" nor an empty form for a new one: a form shown before the
          // profiles are read would be swapped for the active profile's under the agent's typing.
          <p role="status">Reading your profiles…</p>
        ) : profiles.length === 0 ? (
          <p>No profile yet. Add the API keys of your Voucherify project below.</p>
        ) : (
          <ul class="profile-list">
            {profiles.map((profile) => (
              <li key={profile.id} aria-current={profile.id === editingId ? "true" : undefined}>
                <span class="profile-name">{profile.name}</span>
                {profile.managed ? <span class="badge">Set by your organisation</span> : null}
                <span class="profile-region">
                  {profile.region === "custom" ? profile.customUrl : `${profile.region}.voucherify.io`}
                </span>
                {profile.id === activeId ? (
                  <span class="badge">Active</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => activate(profile)}
                    aria-label={`Use “${profile.name}” for lookups`}
                  >
                    Use for lookups
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => setEditingId(profile.id)}
                  aria-label={`Edit “${profile.name}”`}
                >
                  Edit
                </button>
                {profile.managed ? null : (
                  <button
                    type="button"
                    onClick={() => remove(profile)}
                    aria-label={`Delete “${profile.name}”`}
                  >
                    Delete
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <button type="button" onClick={() => setEditingId(null)} disabled={editingId === null}>
          Add profile
        </button>
      </section>
      {/* Always on the page, with its status: a message set as the page opens is announced. */}
      <section aria-labelledby="editor-heading">
        <h2 id="editor-heading">
          {!profilesRead ? "Profile" : editing ? `Edit “${editing.name}”` : "New profile"}
        </h2>
        {profilesRead ? (
          <ProfileForm
            // Starts over for another profile, after a save, or when a policy moved this one's host.
            key={`${editingId ?? "new"} ${saves} ${editing ? apiOriginOf(editing.region, editing.customUrl) : ""}`}
            initial={initial}
            saved={{
              hasAppToken: editing?.hasAppToken ?? false,
              oauthTokenEnd: editing?.oauthTokenEnd,
              origin: editing && apiOriginOf(editing.region, editing.customUrl),
            }}
            error={fieldError}
            busy={busy}
            onSave={save}
            onTest={test}
            lockedFields={policy?.locked ? (editing?.managed?.fields ?? []) : []}
          />
        ) : null}
        <StatusMessage {...status} />
      </section>
      <section aria-labelledby={DETECTION_HEADING}>
        <h2 id={DETECTION_HEADING}>Detection on helpdesk pages</h2>
        {detectionProblem ? (
          <p class="status status-error" role="alert">
            {detectionProblem}
          </p>
        ) : null}
        {switchedOff.length ? (
          <div class="status status-error" role="alert">
            <p>
              {switchedOff.length === 1 ? "A code pattern was" : `${switchedOff.length} code patterns were`}{" "}
              switched off: a customer's ticket could make {switchedOff.length === 1 ? "it" : "them"} freeze
              the helpdesk tab. Rewrite {switchedOff.length === 1 ? "it" : "each"} with bounded repeats and
              add it again.
            </p>
            <ul>
              {switchedOff.map((off) => (
                <li key={off.pattern}>
                  <code>{off.pattern}</code>: {off.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <TicketCustomerSettings
          enabled={detection.autoCustomer}
          ownDomains={detection.ownDomains}
          {...(domainsError ? { domainsError } : {})}
          onEnabledChange={(on) => void changeDetection({ kind: "autoCustomer", on })}
          onDomainsSave={(raw) => {
            const parsed = parseOwnDomains(raw);
            if (!parsed.ok) return setDomainsError(parsed.message);
            setDomainsError(undefined);
            void changeDetection({ kind: "ownDomains", domains: parsed.domains });
          }}
        />
        <DetectionSettings
          profileName={editing?.name}
          emails={inForce?.detection.emails ?? detection.emails}
          emailsLocked={inForce?.detection.emailsLocked ?? false}
          patterns={editing ? (detection.codePatterns[editing.id] ?? []) : []}
          patternError={patternError}
          onEmailsChange={(on) => void changeDetection({ kind: "emails", on })}
          onAddPattern={(raw) => {
            if (!editing) return;
            const checked = validateCodePattern(raw);
            if (!checked.ok) return setPatternError(checked.reason);
            setPatternError(undefined);
            void changeDetection({ kind: "addPattern", profileId: editing.id, pattern: checked.pattern });
          }}
          onRemovePattern={(index) => {
            const removed = editing && detection.codePatterns[editing.id]?.[index];
            if (!editing || !removed) return;
            const pattern = { kind: removed.kind, value: removed.value };
            void changeDetection({ kind: "removePattern", profileId: editing.id, pattern });
          }}
        />
      </section>
      <section aria-labelledby="display-heading">
        <h2 id="display-heading">Display</h2>
        <label class="checkbox">
          <input
            type="checkbox"
            checked={toolbarCount}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setToolbarCount(on);
              // The icons of open tabs follow at once, not at their page's next report.
              void saveToolbarCount(on).then(() => showDetectedCounts());
            }}
          />
          Show the count of ids and codes on the toolbar icon
        </label>
        <PreferencesForm
          initial={preferences}
          error={preferencesError}
          onSave={async (values) => {
            const result = await savePreferences(values);
            if (result.ok) {
              setPreferencesError(undefined);
              setPreferences(result.value);
              setPreferencesStatus({ tone: "success", title: "Display settings saved." });
            } else {
              setPreferencesError({ field: result.field, message: result.message });
              setPreferencesStatus({ tone: "error", title: `Not saved: ${result.message}` });
            }
          }}
        />
        <StatusMessage {...preferencesStatus} />
      </section>
      <section aria-labelledby="replies-heading">
        <h2 id="replies-heading">Suggested replies</h2>
        <p class="hint">
          Every reply the panel suggests, in each language, as your team wants it sent. Export them to share
          one set with the team; each agent imports the file.
        </p>
        <ReplyTemplatesEditor
          templates={inForce?.replies.templates ?? templates}
          lockedTopics={inForce?.replies.locked}
          currency={preferences.currency}
          onSave={async (language, topic, text) => {
            const saved = await saveTeamTemplate(language, topic, text);
            if (!saved.ok) return saved.message;
            setTemplates(saved.templates);
            return undefined;
          }}
          onReset={async (language, topic) => setTemplates(await resetTeamTemplate(language, topic))}
          onExport={() => downloadTemplates(templates)}
          onImport={async (json) => {
            const imported = await importTemplates(json);
            if (!imported.ok) return { ok: false, message: `Nothing was imported. ${imported.message}` };
            setTemplates(imported.templates);
            return {
              ok: true,
              message: `Imported ${imported.count === 1 ? "1 template" : `${imported.count} templates`}; the others are unchanged.`,
            };
          }}
        />
      </section>
    </main>
  );
}
