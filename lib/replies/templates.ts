import type { ReplyLanguage } from "@/lib/core/intl/reply-languages";
import { MAX_TEMPLATE_LENGTH } from "./languages";
import { type RepliesSay, repliesSayNow } from "./replies-say";
import {
  type ParsedTemplate,
  parseTemplate,
  type RenderedReply,
  renderTemplate,
  type TemplateValues,
} from "./template";
import { topicOf } from "./topics";

/** One language's templates, by topic key. */
export type TemplateSet = Readonly<Record<string, string>>;

/** The templates a team rewrote, by language and topic; everything else is the default. */
export type TeamTemplates = Partial<Record<ReplyLanguage, Record<string, string>>>;

export { MAX_TEMPLATE_LENGTH };

/**
 * Parsed templates by topic and text: a panel of 100 rows renders its replies again on every state
 * change, and the templates in use are few. Bounded, since the options page checks every draft.
 * Only templates that parse are kept: a refusal is in words of the language asked for, and is
 * cheap to find again.
 */
const parsedTemplates = new Map<string, ParsedTemplate>();
const MAX_PARSED = 500;

/**
 * Checks a template for a topic: its placeholders are the topic's own, its optional parts well
 * formed. A refusal is said in the words of `say` (the page's language when not given).
 */
export function checkTemplate(
  topicKey: string,
  text: string,
  say: RepliesSay = repliesSayNow(),
): ParsedTemplate {
  const key = `${topicKey}\u0000${text}`;
  const known = parsedTemplates.get(key);
  if (known) return known;
  const parsed = parseChecked(topicKey, text, say);
  if (parsed.ok) {
    if (parsedTemplates.size >= MAX_PARSED) parsedTemplates.clear();
    parsedTemplates.set(key, parsed);
  }
  return parsed;
}

function parseChecked(topicKey: string, text: string, say: RepliesSay): ParsedTemplate {
  const topic = topicOf(topicKey);
  if (!topic) return { ok: false, message: say("notAReply", { topic: topicKey }) };
  if (!text.trim()) return { ok: false, message: say("writeReply") };
  // The limit as a bare number, as a lead would count it.
  if (text.length > MAX_TEMPLATE_LENGTH)
    return { ok: false, message: say("keepReplyUnder", { max: String(MAX_TEMPLATE_LENGTH) }) };
  const parsed = parseTemplate(text, topic.placeholders, say);
  if (!parsed.ok) return parsed;
  // Outside an optional part, a value a row may lack would reach the customer as "{code}".
  const bare = parsed.parts.find(
    (part) => part.kind === "value" && !(topic.required ?? []).some((name) => name === part.name),
  );
  if (bare?.kind === "value")
    return { ok: false, message: say("valueOutsideOptional", { placeholder: `{${bare.name}}` }) };
  return parsed;
}

export interface TemplateChoice {
  text: string;
  /** Whether the team's own wording is used, or the default. */
  source: "team" | "default";
}

/**
 * The team's template for a topic in a language, else the one Voucher Lens ships in it (`shipped`:
 * that language's set, shipped-templates.ts; every set answers every topic, a test keeps them whole).
 */
export function templateFor(
  team: TeamTemplates,
  language: ReplyLanguage,
  topicKey: string,
  shipped: TemplateSet,
): TemplateChoice {
  const own = team[language]?.[topicKey];
  if (own !== undefined && checkTemplate(topicKey, own).ok) return { text: own, source: "team" };
  return { text: shipped[topicKey] ?? "", source: "default" };
}

/** The reply for a topic in a language, filled with the row's values. */
export function composeReply(
  team: TeamTemplates,
  language: ReplyLanguage,
  topicKey: string,
  values: TemplateValues,
  shipped: TemplateSet,
): RenderedReply & { source: TemplateChoice["source"] } {
  const choice = templateFor(team, language, topicKey, shipped);
  const parsed = checkTemplate(topicKey, choice.text);
  if (!parsed.ok) return { text: "", missing: [], source: choice.source };
  return { ...renderTemplate(parsed.parts, values), source: choice.source };
}
