import { useWords } from "@/components/use-words";
import { usePreferences } from "@/lib/preferences";
import { ReplyTemplatesEditor } from "./ReplyTemplatesEditor";
import type { TeamTemplates } from "./templates";
import { useTeamTemplates } from "./use-team-templates";
import { repliesWords } from "./words";

/** The options page's suggested replies: the team's wording of each, with the policy's in force. */
export function ReplyTemplatesSection({
  inForce,
}: {
  /** The policy's wordings over the team's, and the topics it locks, once the worker said them. */
  inForce?: { templates: TeamTemplates; locked?: TeamTemplates };
}) {
  const say = useWords(repliesWords);
  const team = useTeamTemplates();
  const { preferences } = usePreferences();
  return (
    <section aria-labelledby="replies-heading">
      <h2 id="replies-heading">{say("suggestedReplies")}</h2>
      <p class="hint">{say("sectionHint")}</p>
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
