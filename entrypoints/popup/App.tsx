import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { browser } from "wxt/browser";
import { explainError } from "@/lib/core/api/explain-error";
import { apiHostLabel, regionLabel } from "@/lib/core/api/regions";
import { ask } from "@/lib/core/contract/ask";
import { formatClock } from "@/lib/core/intl/dates";
import { openSidePanel } from "@/lib/core/platform/side-panel";
import { disableOnSite, enableOnSite, type SiteState, siteState } from "@/lib/detection/index.popup";
import { type CommandKey, CommandKeys, loadCommandKeys, shortcutSettings } from "@/lib/keyboard/index.popup";
import type { ProfileView } from "@/lib/profiles/index.popup";
import {
  type ConnectionCheckRecord,
  describeConnectionCheck,
  lastCheck,
  recordCheck,
  useProfiles,
} from "@/lib/profiles/index.popup";
import { describeRevokeOutcome, type RevokeOutcome, RevokeToken } from "@/lib/tokens/index.popup";

export function App() {
  const { profiles, activeId, activate, refresh } = useProfiles();
  const [check, setCheck] = useState<ConnectionCheckRecord>();
  const [checking, setChecking] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [outcome, setOutcome] = useState<RevokeOutcome>();
  const [switchProblem, setSwitchProblem] = useState<string>();
  // Known before any click: sidePanel.open must run synchronously in the click handler.
  const [windowId, setWindowId] = useState<number>();
  const [tabId, setTabId] = useState<number>();
  const [site, setSite] = useState<SiteState>();
  const [siteNote, setSiteNote] = useState<string>();
  const refreshSite = useCallback(async () => {
    // activeTab lets the popup see the page it was opened on, and only that page.
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    setWindowId(tab?.windowId);
    setTabId(tab?.id);
    setSite(await siteState(tab?.url));
  }, []);
  useEffect(() => void refreshSite(), [refreshSite]);
  const [commands, setCommands] = useState<CommandKey[]>([]);
  useEffect(() => void loadCommandKeys().then(setCommands), []);

  // Replies belong to the profile they were asked with: one that switched meanwhile drops them.
  const activeRef = useRef<string | null>(null);
  activeRef.current = activeId;
  useEffect(() => {
    let current = true;
    if (activeId) void lastCheck(activeId).then((record) => current && setCheck(record));
    else setCheck(undefined);
    return () => {
      current = false;
    };
  }, [activeId]);

  if (!profiles) return null;
  const active = profiles.find((p) => p.id === activeId);

  const runCheck = async () => {
    if (!active) return;
    setChecking(true);
    const reply = await ask("connection.test", {});
    const report = reply.ok
      ? describeConnectionCheck(reply.value, { host: apiHostLabel(active) })
      : undefined;
    const record: ConnectionCheckRecord = !reply.ok
      ? {
          at: Date.now(),
          ok: false,
          summary: explainError(reply.error, { host: apiHostLabel(active) }).title,
        }
      : report?.connected
        ? {
            at: Date.now(),
            ok: true,
            summary: `Connected: ${(reply.value.redemptionsVisible ?? 0).toLocaleString()} redemptions visible`,
          }
        : { at: Date.now(), ok: false, summary: report?.failure?.title ?? "Not connected" };
    await recordCheck(active.id, record);
    setChecking(false);
    if (activeRef.current === active.id) setCheck(record);
  };

  const revoke = async (
    target: { kind: "stored" } | { kind: "pasted"; token: string },
    profile: ProfileView,
  ) => {
    setRevoking(true);
    setOutcome(undefined);
    // Shown even if the profile was switched meanwhile: whether a token still works must never be hidden.
    const reply = await ask("token.revoke", { target, profileId: profile.id });
    setOutcome(
      describeRevokeOutcome(reply, {
        which: target.kind,
        profileName: profile.name,
        host: apiHostLabel(profile),
      }),
    );
    setRevoking(false);
    await refresh();
  };

  return (
    <main class="popup">
      <h1>Voucher Lens</h1>
      {active ? (
        <>
          <section>
            <label for="profile-switch">Profile</label>
            <select
              id="profile-switch"
              value={active.id}
              onChange={async (e) => {
                // Either way the list then shows what is in force.
                const switched = await activate(e.currentTarget.value);
                setSwitchProblem(
                  switched.ok ? undefined : `Not switched: ${explainError(switched.error).title}`,
                );
                if (switched.ok) setOutcome(undefined);
              }}
            >
              {profiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} — {regionLabel(p.region)}
                </option>
              ))}
            </select>
            {switchProblem ? (
              <p role="alert" class="bad">
                {switchProblem}
              </p>
            ) : null}
            <div class="check">
              <p role="status" class={check ? (check.ok ? "ok" : "bad") : "muted"}>
                {checking
                  ? "Checking…"
                  : check
                    ? `${formatClock(check.at)}: ${check.summary}`
                    : "Not checked yet"}
              </p>
              <button type="button" onClick={runCheck} disabled={checking}>
                Check
              </button>
            </div>
          </section>
          {site ? (
            <section class="site" aria-label="This site">
              <p>
                {site.kind === "unsupported"
                  ? site.reason
                  : site.kind === "built_in"
                    ? `Detection runs on ${new URL(site.origin).host} (a supported helpdesk).`
                    : site.kind === "enabled"
                      ? `Detection runs on ${new URL(site.origin).host}.`
                      : `Detection is off on ${new URL(site.origin).host}.`}
              </p>
              {site.kind === "disabled" ? (
                <button
                  type="button"
                  onClick={() => {
                    // The permission prompt needs the click's user gesture: nothing awaited before it.
                    enableOnSite(site.origin, tabId).then(
                      (granted) => {
                        setSiteNote(granted ? undefined : "Not enabled: the permission was not given.");
                        void refreshSite();
                      },
                      (error: Error) => setSiteNote(`Not enabled: ${error.message}`),
                    );
                  }}
                >
                  Enable on this site
                </button>
              ) : null}
              {site.kind === "enabled" ? (
                <button
                  type="button"
                  onClick={async () => {
                    await disableOnSite(site.origin);
                    setSiteNote("Off from the next page load.");
                    await refreshSite();
                  }}
                >
                  Disable on this site
                </button>
              ) : null}
              {siteNote ? <p role="status">{siteNote}</p> : null}
            </section>
          ) : null}
          <button
            type="button"
            class="primary wide"
            onClick={() => {
              // No await before this: the side panel only opens inside the click's user gesture.
              openSidePanel({ windowId }).then(
                () => window.close(),
                () => undefined,
              );
            }}
          >
            Open side panel
          </button>
          <RevokeToken
            profileName={active.name}
            profiles={profiles.map((p) => ({ id: p.id, name: p.name, host: apiHostLabel(p) }))}
            activeProfileId={active.id}
            storedTokenEnd={active.oauthTokenEnd}
            busy={revoking}
            outcome={outcome}
            onRevokeStored={() => revoke({ kind: "stored" }, active)}
            onRevokePasted={(token, profileId) => {
              const chosen = profiles.find((p) => p.id === profileId);
              if (chosen) void revoke({ kind: "pasted", token }, chosen);
            }}
          />
        </>
      ) : (
        <p>No profile yet.</p>
      )}
      <section class="shortcuts" aria-labelledby="shortcuts-heading">
        <h2 id="shortcuts-heading">Keyboard shortcuts</h2>
        <CommandKeys commands={commands} settings={shortcutSettings()} />
      </section>
      <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
        Settings
      </button>
    </main>
  );
}
