import * as v from "valibot";
import { formatter } from "@/lib/core/intl/formatter";
import { REPLY_LANGUAGES, type ReplyLanguage } from "@/lib/core/intl/reply-languages";
import { writerOf } from "@/lib/core/store/writes.options";
import { type RepliesSay, repliesSayLoaded } from "./replies-say";
import { teamTemplatesItem } from "./stored-templates";
import { checkTemplate, MAX_TEMPLATE_LENGTH, type TeamTemplates } from "./templates";
import { TOPIC_KEYS } from "./topics";

/**
 * valibot's record leaves the keys __proto__, prototype and constructor out without a word, so a
 * file's entry under one of them would vanish from an import said to have worked: refused here in
 * the words for any other unknown language or reply.
 */
const HIDDEN_KEYS = ["__proto__", "prototype", "constructor"];
const refuseHiddenKeys = (refusal: (key: string) => string) =>
  v.rawCheck<unknown>(({ dataset, addIssue }) => {
    const value = dataset.value;
    if (typeof value !== "object" || value === null) return;
    for (const key of HIDDEN_KEYS)
      if (Object.hasOwn(value, key))
        addIssue({
          message: refusal(key),
          path: [{ type: "object", origin: "key", input: value as Record<string, unknown>, key, value: key }],
        });
  });

/**
 * One language's templates: each key a topic Voucher Lens knows, each text a template that parses
 * with that topic's placeholders. An issue names the entry, so a lead can find it in the file; it
 * is said in the words of `say`, never the validator's own.
 */
const languageTemplatesSchema = (say: RepliesSay) =>
  v.pipe(
    v.unknown(),
    refuseHiddenKeys((topic) => say("notAReply", { topic })),
    v.record(
      v.picklist(TOPIC_KEYS, (issue) => say("notAReply", { topic: String(issue.input) })),
      v.pipe(
        v.string(say("templateIsText")),
        // The limit as a bare number, as a lead would count it.
        v.maxLength(MAX_TEMPLATE_LENGTH, say("keepTemplateUnder", { max: String(MAX_TEMPLATE_LENGTH) })),
      ),
      say("languageHoldsReplies"),
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const [topic, text] of Object.entries(dataset.value)) {
        const parsed = checkTemplate(topic, text, say);
        if (!parsed.ok)
          addIssue({
            message: parsed.message,
            path: [{ type: "object", origin: "value", input: dataset.value, key: topic, value: text }],
          });
      }
    }),
  );

const notAReplyLanguage = (say: RepliesSay, language: string) =>
  say("notAReplyLanguage", {
    language,
    languages:
      formatter("list", say.language, { type: "disjunction" })?.format(REPLY_LANGUAGES) ??
      REPLY_LANGUAGES.join(", "),
  });

const teamTemplatesSchema = (say: RepliesSay) =>
  v.pipe(
    v.unknown(),
    refuseHiddenKeys((language) => notAReplyLanguage(say, language)),
    v.record(
      v.picklist(REPLY_LANGUAGES, (issue) => notAReplyLanguage(say, String(issue.input))),
      languageTemplatesSchema(say),
      say("groupedByLanguage"),
    ),
    v.transform((templates): TeamTemplates => templates),
  );

/** The file a lead exports and shares: the team's own wordings, nothing else. */
const templatesFileSchema = (say: RepliesSay) =>
  v.object(
    {
      format: v.literal("voucher-lens-replies", say("notARepliesFile")),
      version: v.literal(1, say("newerRepliesFile")),
      templates: teamTemplatesSchema(say),
    },
    // Also for a file that is not an object, or lacks one of the three: never the validator's own words.
    say("notARepliesFile"),
  );
export type TemplatesFile = v.InferOutput<ReturnType<typeof templatesFileSchema>>;

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

/**
 * Saves one template, after checking it: unknown placeholders and broken optional parts are refused,
 * in the words of `say` (the page's language when not given).
 */
export async function saveTeamTemplate(
  language: ReplyLanguage,
  topic: string,
  text: string,
  say?: RepliesSay,
): Promise<TemplateChange> {
  const parsed = checkTemplate(topic, text, say ?? (await repliesSayLoaded()));
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

/** An issue with where it lies in the file, as a lead reads it: "templates › es › voucher_expired: …". */
function faultOf(issue: v.BaseIssue<unknown>, say: RepliesSay): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return keys.length
    ? say("fileEntryFault", { entry: keys.join(" › "), fault: issue.message })
    : issue.message;
}

/**
 * Reads a shared file: every entry is checked before anything is stored, so a bad file changes
 * nothing and names the first entry at fault, in the words of `say` (the page's language when not
 * given). Entries replace the team's wording for the same language and topic; the others stay.
 */
export async function importTemplates(
  json: string,
  given?: RepliesSay,
): Promise<TemplateChange & { count?: number }> {
  const say = given ?? (await repliesSayLoaded());
  if (json.length > MAX_TEMPLATES_FILE_BYTES) return { ok: false, message: say("fileFarTooLarge") };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, message: say("notJson") };
  }
  const parsed = v.safeParse(templatesFileSchema(say), data);
  if (!parsed.success) return { ok: false, message: faultOf(parsed.issues[0], say) };
  const count = REPLY_LANGUAGES.reduce(
    (sum, language) => sum + Object.keys(parsed.output.templates[language] ?? {}).length,
    0,
  );
  if (!count) return { ok: false, message: say("noTemplates") };
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
