import { useEffect, useState } from "preact/hooks";
import { useWords } from "@/components/use-words";
import type { ReplyLanguage } from "@/lib/core/intl/reply-languages";
import {
  downloadTemplates,
  importTemplates,
  loadTeamTemplates,
  resetTeamTemplate,
  saveTeamTemplate,
  watchTeamTemplates,
} from "./team-templates";
import type { TeamTemplates } from "./templates";
import { repliesWords } from "./words";

/** The team's own reply wordings in the options page: read, kept current, saved, reset, shared as a file. */
export function useTeamTemplates() {
  const say = useWords(repliesWords);
  const [templates, setTemplates] = useState<TeamTemplates>({});
  useEffect(() => {
    const load = () => void loadTeamTemplates().then(setTemplates);
    load();
    return watchTeamTemplates(load);
  }, []);
  return {
    templates,
    /** Resolves to the reason it was refused, or undefined once saved. */
    async save(language: ReplyLanguage, topic: string, text: string) {
      const saved = await saveTeamTemplate(language, topic, text, say);
      if (!saved.ok) return saved.message;
      setTemplates(saved.templates);
      return undefined;
    },
    async reset(language: ReplyLanguage, topic: string) {
      setTemplates(await resetTeamTemplate(language, topic));
    },
    download: () => downloadTemplates(templates),
    /** Resolves to what happened, in words, and whether it worked. */
    async import(json: string) {
      const imported = await importTemplates(json, say);
      if (!imported.ok) return { ok: false, message: say("importRefused", { reason: imported.message }) };
      setTemplates(imported.templates);
      return { ok: true, message: say("imported", { count: imported.count ?? 0 }) };
    },
  };
}
