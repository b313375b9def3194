import { usePreferences } from "@/lib/preferences";
import { ReplyTemplatesEditor } from "./ReplyTemplatesEditor";
import type { TeamTemplates } from "./templates";
import { useTeamTemplates } from "./use-team-templates";

/** The options page's suggested replies: the team's wording of each, with the policy's in force. */
export function ReplyTemplatesSection({
  inForce,
}: {
  /** The policy's wordings over the team's, and the topics it locks, once the worker said them. */
  inForce?: { templates: TeamTemplates; locked?: TeamTemplates };
}) {
  const team = useTeamTemplates();
  const { preferences } = usePreferences();
  return (
    <section aria-labelledby="replies-heading">
      <h2 id="replies-heading">Suggested replies</h2>
      <p class="hint">
        Every reply the panel suggests, in each language, as your team wants it sent. Export them to share one
        set with the team; each agent imports the file.
      </p>
      <ReplyTemplatesEditor
        templates={inForce?.templates ?? team.templates}
        lockedTopics={inForce?.locked}
        currency={preferences.currency}
        onSave={team.save}
        onReset={team.reset}
        onExport={team.download}
        onImport={team.import}
      />
    </section>
  );
}
