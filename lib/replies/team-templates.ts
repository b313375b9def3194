import * as v from "valibot";
import { definePrivateItem } from "../settings/private-items";
import { REPLY_LANGUAGES, type ReplyLanguage } from "./languages";
import { checkTemplate, MAX_TEMPLATE_LENGTH, type TeamTemplates } from "./templates";
import { TOPIC_KEYS } from "./topics";

/**
 * One language's templates: each key a topic Voucher Lens knows, each text a template that parses
 * with that topic's placeholders. An issue names the entry, so a lead can find it in the file.
 */
const LanguageTemplatesSchema = v.pipe(
  v.record(
    v.picklist(TOPIC_KEYS, (issue) => `“${String(issue.input)}” is not a reply Voucher Lens knows`),
    v.pipe(
      v.string("A template is text"),
      v.maxLength(MAX_TEMPLATE_LENGTH, `Keep a template under ${MAX_TEMPLATE_LENGTH} characters`),
    ),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [topic, text] of Object.entries(dataset.value)) {
      const parsed = checkTemplate(topic, text);
      if (!parsed.ok)
        addIssue({
          message: parsed.message,
          path: [{ type: "object", origin: "value", input: dataset.value, key: topic, value: text }],
        });
    }
  }),
);

export const TeamTemplatesSchema = v.pipe(
  v.record(
    v.picklist(
      REPLY_LANGUAGES,
      (issue) => `“${String(issue.input)}” is not a reply language (use ${REPLY_LANGUAGES.join(", ")})`,
    ),
    LanguageTemplatesSchema,
  ),
  v.transform((templates): TeamTemplates => templates),
);

/** The file a lead exports and shares: the team's own wordings, nothing else. */
export const TemplatesFileSchema = v.object({
  format: v.literal("voucher-lens-replies", "This is not a Voucher Lens replies file"),
  version: v.literal(1, "This replies file is from a newer Voucher Lens: update the extension first"),
  templates: TeamTemplatesSchema,
});
export type TemplatesFile = v.InferOutput<typeof TemplatesFileSchema>;

const teamTemplatesItem = definePrivateItem("replyTemplates", {});

export async function loadTeamTemplates(): Promise<TeamTemplates> {
  const parsed = v.safeParse(TeamTemplatesSchema, await teamTemplatesItem.getValue());
  return parsed.success ? parsed.output : {};
}

export const watchTeamTemplates = (callback: () => void) => teamTemplatesItem.watch(callback);

export type TemplateChange = { ok: true; templates: TeamTemplates } | { ok: false; message: string };

/** Saves one template, after checking it: unknown placeholders and broken optional parts are refused. */
export async function saveTeamTemplate(
  language: ReplyLanguage,
  topic: string,
  text: string,
): Promise<TemplateChange> {
  const parsed = checkTemplate(topic, text);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const current = await loadTeamTemplates();
  const templates = { ...current, [language]: { ...(current[language] ?? {}), [topic]: text } };
  await teamTemplatesItem.setValue(templates);
  return { ok: true, templates };
}

/** Back to the wording Voucher Lens ships. */
export async function resetTeamTemplate(language: ReplyLanguage, topic: string): Promise<TeamTemplates> {
  const current = await loadTeamTemplates();
  const own = { ...(current[language] ?? {}) };
  delete own[topic];
  const templates: TeamTemplates = { ...current, [language]: own };
  if (!Object.keys(own).length) delete templates[language];
  await teamTemplatesItem.setValue(templates);
  return templates;
}

export function exportTemplates(templates: TeamTemplates): string {
  const file: TemplatesFile = { format: "voucher-lens-replies", version: 1, templates };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Where an issue lies in the file, as a lead reads it: "templates › es › voucher_expired". */
function entryOf(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return keys.length ? `${keys.join(" › ")}: ` : "";
}

/**
 * Reads a shared file: every entry is checked before anything is stored, so a bad file changes
 * nothing and names the first entry at fault. Entries replace the team's wording for the same
 * language and topic; the others stay.
 */
export async function importTemplates(json: string): Promise<TemplateChange & { count?: number }> {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, message: "The file is not JSON: export one from Voucher Lens and import that" };
  }
  const parsed = v.safeParse(TemplatesFileSchema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return { ok: false, message: `${entryOf(issue)}${issue.message}` };
  }
  const current = await loadTeamTemplates();
  const templates: TeamTemplates = { ...current };
  let count = 0;
  for (const language of REPLY_LANGUAGES) {
    const incoming = parsed.output.templates[language];
    if (!incoming) continue;
    templates[language] = { ...(current[language] ?? {}), ...incoming };
    count += Object.keys(incoming).length;
  }
  await teamTemplatesItem.setValue(templates);
  return { ok: true, templates, count };
}
