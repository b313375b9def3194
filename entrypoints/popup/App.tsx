import { browser } from "wxt/browser";
import { useWords } from "@/components/use-words";
import { openSidePanel } from "@/lib/core/platform/side-panel";
import { SiteSection, useSiteAccess } from "@/lib/detection/index.popup";
import { ShortcutsSection } from "@/lib/keyboard/index.popup";
import { useSettingsInForce } from "@/lib/policy/index.popup";
import { MaskingSwitch, useMaskingChoice } from "@/lib/privacy/index.popup";
import { ProfileSwitchSection, useProfileSwitch, useProfiles } from "@/lib/profiles/index.popup";
import { RevokeSection, useRevoke } from "@/lib/tokens/index.popup";
import { popupWords } from "./words";

/**
 * The popup: each section is its feature's. The page holds what several share (the profiles, the
 * tab it was opened on) and clears a revocation's outcome when the agent switches profile.
 */
export function App() {
  const say = useWords(popupWords);
  const profileList = useProfiles();
  const { profiles, activeId, refresh } = profileList;
  const active = profiles?.find((p) => p.id === activeId);
  const switcher = useProfileSwitch(profileList, active);
  const revoker = useRevoke(refresh);
  const access = useSiteAccess();
  // Masking as the worker says it is in force: a locked policy may hold it on.
  const inForce = useSettingsInForce();
  const masking = useMaskingChoice(inForce?.privacy);

  if (!profiles) return null;

  return (
    <main class="popup">
      <h1>Voucher Lens</h1>
      {active ? (
        <>
          <ProfileSwitchSection
            profiles={profiles}
            active={active}
            switcher={switcher}
            onSwitched={revoker.clear}
          />
          {masking.shown ? <MaskingSwitch {...masking} /> : null}
          <SiteSection access={access} />
          <button
            type="button"
            class="primary wide"
            onClick={() => {
              // No await before this: the side panel only opens inside the click's user gesture.
              openSidePanel({ windowId: access.windowId }).then(
                () => window.close(),
                () => undefined,
              );
            }}
          >
            {say("openSidePanel")}
          </button>
          <RevokeSection profiles={profiles} active={active} revoker={revoker} />
        </>
      ) : (
        <p>{say("noProfileYet")}</p>
      )}
      <ShortcutsSection />
      <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
        {say("settings")}
      </button>
    </main>
  );
}
