import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import type { ApiError } from "@/lib/core/api/errors";
import { ask } from "@/lib/core/contract/ask";
import type { RequestInput } from "@/lib/core/contract/protocol";
import { loadProfiles, profileListItem } from "./profiles";
import type { ProfileView } from "./profiles.messages";

/**
 * Why the list could not be read: the profiles themselves (why, as the store said it), or which keys
 * are saved (the worker's error). The page says it in the agent's language.
 */
export type ProfilesProblem = { unread: "profiles"; reason: string } | { unread: "keys"; error: ApiError };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The profiles and which one lookups use, as the popup and the options page show them, read again
 * whenever any context changes the list. The worker alone writes the list: switching, saving and
 * deleting ask it, and the list is read again once it answered.
 */
export function useProfiles() {
  /** Undefined until first read: neither "No profile yet" nor an empty form shows meanwhile. */
  const [profiles, setProfiles] = useState<ProfileView[]>();
  const [activeId, setActiveId] = useState<string | null>(null);
  /** A new value each time a reading fails, so a page says it again. */
  const [problem, setProblem] = useState<ProfilesProblem>();
  // Readings may end out of order (a change notice and a save's own reading): the last one asked wins.
  const latest = useRef(0);
  // A reading overtaken by a newer one ends when that one does: a save that awaited its own reading
  // goes on with the list the page shows, its profile in it, not before the page has it. (The form
  // starts over once the saved profile is in the list, and would drop what the agent typed since.)
  const newest = useRef<Promise<void>>(Promise.resolve());

  const read = useCallback(async (reading: number) => {
    const settings = await loadProfiles().catch((error: unknown) => {
      if (reading === latest.current) setProblem({ unread: "profiles", reason: reasonOf(error) });
      return undefined;
    });
    if (reading !== latest.current) return;
    if (!settings) return setProfiles((shown) => shown ?? []);
    const views = await ask("profiles.list", {});
    if (reading !== latest.current) return;
    if (views.ok) setProfiles(views.value);
    else {
      // The profiles are shown as they are; which tokens are saved is unknown, and said so.
      setProfiles((shown) => shown ?? settings.profiles.map((p) => ({ ...p, hasAppToken: false })));
      setProblem({ unread: "keys", error: views.error });
    }
    setActiveId(settings.activeProfileId);
  }, []);

  const refresh = useCallback((): Promise<void> => {
    const reading = ++latest.current;
    const done = read(reading).then(() => (reading === latest.current ? undefined : newest.current));
    newest.current = done;
    return done;
  }, [read]);

  useEffect(() => {
    void refresh();
    return profileListItem.watch(() => void refresh());
  }, [refresh]);

  /** Asks the worker, then reads the list again whatever it answered: it shows what is in force. */
  const asking = useCallback(
    async <T>(question: Promise<T>): Promise<T> => {
      const reply = await question;
      await refresh();
      return reply;
    },
    [refresh],
  );

  return {
    profiles,
    activeId,
    problem,
    refresh,
    /** Makes a profile the one lookups use. */
    activate: (id: string) => asking(ask("profile.activate", { id })),
    save: (profile: RequestInput<"profile.save">["profile"]) => asking(ask("profile.save", { profile })),
    remove: (id: string) => asking(ask("profile.delete", { id })),
  };
}

export type ProfileList = ReturnType<typeof useProfiles>;
