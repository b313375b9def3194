import { useSettingsInForce } from "@/features/policy/use-settings-in-force";
import { usePreferences } from "@/features/preferences/use-preferences";
import { ReplyTemplatesEditor } from "./ReplyTemplatesEditor";
import { useTeamTemplates } from "./use-team-templates";

/** The options page's suggested replies: the team's wording of each, with the policy's in force. */
export function ReplyTemplatesSection() {
  const team = useTeamTemplates();
  // The policy's wordings over the team's, as the worker puts them.
  const inForce = useSettingsInForce();
  const { preferences } = usePreferences();
  return (
    <section aria-labelledby="replies-heading">
      <h2 id="replies-heading">Suggested replies</h2>
      <p class="hint">
        Every reply the panel suggests, in each language, as your team wants it sent. Export them to share one
        set with the team; each agent imports the file.
      </p>
      <ReplyTemplatesEditor
        templates={inForce?.replies.templates ?? team.templates}
        lockedTopics={inForce?.replies.locked}
        currency={preferences.currency}
        onSave={team.save}
        onReset={team.reset}
        onExport={team.download}
        onImport={team.import}
      />
    </section>
  );
}
