import * as v from "valibot";
import { REPLY_LANGUAGES, type ReplyLanguage } from "@/lib/core/intl/reply-languages";
import { writerOf } from "@/lib/core/store/writes.options";
import { teamTemplatesItem } from "./stored-templates";
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
    "Each language holds its templates reply by reply, as Voucher Lens exports them",
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
    "The templates are grouped by language, as Voucher Lens exports them",
  ),
  v.transform((templates): TeamTemplates => templates),
);

/** The file a lead exports and shares: the team's own wordings, nothing else. */
export const TemplatesFileSchema = v.object(
  {
    format: v.literal("voucher-lens-replies", "This is not a Voucher Lens replies file"),
    version: v.literal(1, "This replies file is from a newer Voucher Lens: update the extension first"),
    templates: TeamTemplatesSchema,
  },
  // Also for a file that is not an object, or lacks one of the three: never the validator's own words.
  "This is not a Voucher Lens replies file",
);
export type TemplatesFile = v.InferOutput<typeof TemplatesFileSchema>;

/**
 * The team's templates as stored, each checked against its reply's placeholders. One entry a newer
 * or older Voucher Lens would refuse (a topic it does not know, a placeholder it dropped) is left out
 * on its own: the others stay in use, and stay stored until the team changes them.
 */
export async function loadTeamTemplates(): Promise<TeamTemplates> {
  return checked(await teamTemplatesItem.read());
}

function checked(stored: TeamTemplates): TeamTemplates {
  const kept: TeamTemplates = {};
  for (const language of REPLY_LANGUAGES) {
    const entries = Object.entries(stored[language] ?? {}).filter(
      ([topic, text]) => checkTemplate(topic, text).ok,
    );
    if (entries.length) kept[language] = Object.fromEntries(entries);
  }
  return kept;
}

export const watchTeamTemplates = (callback: () => void) => teamTemplatesItem.watch(() => callback());

export type TemplateChange = { ok: true; templates: TeamTemplates } | { ok: false; message: string };

/** Saves one template, after checking it: unknown placeholders and broken optional parts are refused. */
export async function saveTeamTemplate(
  language: ReplyLanguage,
  topic: string,
  text: string,
): Promise<TemplateChange> {
  const parsed = checkTemplate(topic, text);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const templates = await writerOf(teamTemplatesItem).update((stored) => {
    const current = checked(stored);
    return { ...current, [language]: { ...(current[language] ?? {}), [topic]: text } };
  });
  return { ok: true, templates };
}

/** Back to the wording Voucher Lens ships. */
export async function resetTeamTemplate(language: ReplyLanguage, topic: string): Promise<TeamTemplates> {
  return writerOf(teamTemplatesItem).update((stored) => {
    const current = checked(stored);
    const own = { ...(current[language] ?? {}) };
    delete own[topic];
    const templates: TeamTemplates = { ...current, [language]: own };
    if (!Object.keys(own).length) delete templates[language];
    return templates;
  });
}

/** Far more than five languages of every reply: a bigger file is not a replies file. */
export const MAX_TEMPLATES_FILE_BYTES = 1_000_000;

/** Saves the team's templates as a file the agent downloads (the options page). */
export function downloadTemplates(templates: TeamTemplates): void {
  const url = URL.createObjectURL(new Blob([exportTemplates(templates)], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), {
    href: url,
    download: "voucher-lens-replies.json",
  });
  link.click();
  // Given back only well after the browser has started the download: on a busy machine it may take
  // seconds to fetch the URL, and a URL revoked before that downloads nothing, silently.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
  if (json.length > MAX_TEMPLATES_FILE_BYTES)
    return {
      ok: false,
      message: "The file is far larger than any replies file: choose the one Voucher Lens exported",
    };
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
  const count = REPLY_LANGUAGES.reduce(
    (sum, language) => sum + Object.keys(parsed.output.templates[language] ?? {}).length,
    0,
  );
  if (!count) return { ok: false, message: "The file holds no templates" };
  const templates = await writerOf(teamTemplatesItem).update((stored) => {
    const current = checked(stored);
    const merged: TeamTemplates = { ...current };
    for (const language of REPLY_LANGUAGES) {
      const incoming = parsed.output.templates[language];
      if (incoming) merged[language] = { ...(current[language] ?? {}), ...incoming };
    }
    return merged;
  });
  return { ok: true, templates, count };
}
