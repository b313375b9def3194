import { useEffect, useState } from "preact/hooks";
import { type CommandKey, loadCommandKeys } from "@/lib/keyboard";
import type { ProfileView } from "@/lib/profiles/profiles.messages";
import { loadSetupHidden, saveSetupHidden } from "./setup-hidden";
import { offerSetup } from "./setup-steps";

/**
 * The options page's setup steps: whether they show, decided once the profiles are read (saving the
 * App Token does not pull them away mid-setup), and the commands' keys, read again whenever the
 * agent comes back to the page (they may have changed them in the browser's settings meanwhile).
 */
export function useGetStarted(profiles: readonly ProfileView[] | undefined, askedFor: boolean) {
  const [shown, setShown] = useState<boolean>();
  useEffect(() => {
    if (profiles === undefined || shown !== undefined) return;
    void loadSetupHidden().then((hidden) =>
      setShown((now) => now ?? offerSetup({ askedFor, hidden, profiles })),
    );
  }, [profiles, shown, askedFor]);

  const [commands, setCommands] = useState<CommandKey[]>([]);
  useEffect(() => {
    const load = () => void loadCommandKeys().then(setCommands);
    load();
    const onVisible = () => {
      if (document.visibilityState === "visible") load();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  return {
    /** Undefined until decided: neither the steps nor the way back to them flash meanwhile. */
    shown,
    commands,
    hide() {
      setShown(false);
      void saveSetupHidden(true);
      // A reload then opens the page as the agent left it, not on the steps the install asked for.
      if (location.hash) history.replaceState(null, "", location.pathname + location.search);
    },
    show() {
      setShown(true);
      void saveSetupHidden(false);
    },
  };
}
