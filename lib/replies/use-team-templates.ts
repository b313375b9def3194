import { useEffect, useState } from "preact/hooks";
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

/** The team's own reply wordings in the options page: read, kept current, saved, reset, shared as a file. */
export function useTeamTemplates() {
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
      const saved = await saveTeamTemplate(language, topic, text);
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
      const imported = await importTemplates(json);
      if (!imported.ok) return { ok: false, message: `Nothing was imported. ${imported.message}` };
      setTemplates(imported.templates);
      return {
        ok: true,
        message: `Imported ${imported.count === 1 ? "1 template" : `${imported.count} templates`}; the others are unchanged.`,
      };
    },
  };
}
