import type { ReplyLanguage } from "@/core/intl/reply-languages";
import { DE } from "./defaults/de";
import { EN } from "./defaults/en";
import { ES } from "./defaults/es";
import { FR } from "./defaults/fr";
import { PL } from "./defaults/pl";
import { MAX_TEMPLATE_LENGTH } from "./languages";
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

/** The templates Voucher Lens ships, for every topic in every language (a test keeps them whole). */
export const DEFAULT_TEMPLATES: Readonly<Record<ReplyLanguage, TemplateSet>> = {
  en: EN,
  de: DE,
  es: ES,
  fr: FR,
  pl: PL,
};

/** The templates a team rewrote, by language and topic; everything else is the default. */
export type TeamTemplates = Partial<Record<ReplyLanguage, Record<string, string>>>;

export { MAX_TEMPLATE_LENGTH };

/**
 * Parsed templates by topic and text: a panel of 100 rows renders its replies again on every state
 * change, and the templates in use are few. Bounded, since the options page checks every draft.
 */
const parsedTemplates = new Map<string, ParsedTemplate>();
const MAX_PARSED = 500;

/** Checks a template for a topic: its placeholders are the topic's own, its optional parts well formed. */
export function checkTemplate(topicKey: string, text: string): ParsedTemplate {
  const key = `${topicKey}\u0000${text}`;
  let parsed = parsedTemplates.get(key);
  if (!parsed) {
    if (parsedTemplates.size >= MAX_PARSED) parsedTemplates.clear();
    parsed = parseChecked(topicKey, text);
    parsedTemplates.set(key, parsed);
  }
  return parsed;
}

function parseChecked(topicKey: string, text: string): ParsedTemplate {
  const topic = topicOf(topicKey);
  if (!topic) return { ok: false, message: `“${topicKey}” is not a reply Voucher Lens knows` };
  if (!text.trim()) return { ok: false, message: "Write the reply, or reset it to the default" };
  if (text.length > MAX_TEMPLATE_LENGTH)
    return { ok: false, message: `Keep a reply under ${MAX_TEMPLATE_LENGTH} characters` };
  const parsed = parseTemplate(text, topic.placeholders);
  if (!parsed.ok) return parsed;
  // Outside an optional part, a value a row may lack would reach the customer as "{code}".
  const bare = parsed.parts.find(
    (part) => part.kind === "value" && !(topic.required ?? []).some((name) => name === part.name),
  );
  if (bare?.kind === "value")
    return {
      ok: false,
      message: `Some rows have no {${bare.name}}: put it in an optional part, such as [… {${bare.name}} …|…], with words for when it is missing`,
    };
  return parsed;
}

export interface TemplateChoice {
  text: string;
  /** Whether the team's own wording is used, or the default. */
  source: "team" | "default";
}

export function templateFor(team: TeamTemplates, language: ReplyLanguage, topicKey: string): TemplateChoice {
  const own = team[language]?.[topicKey];
  if (own !== undefined && checkTemplate(topicKey, own).ok) return { text: own, source: "team" };
  return {
    text: DEFAULT_TEMPLATES[language][topicKey] ?? DEFAULT_TEMPLATES.en[topicKey] ?? "",
    source: "default",
  };
}

/** The reply for a topic in a language, filled with the row's values. */
export function composeReply(
  team: TeamTemplates,
  language: ReplyLanguage,
  topicKey: string,
  values: TemplateValues,
): RenderedReply & { source: TemplateChoice["source"] } {
  const choice = templateFor(team, language, topicKey);
  const parsed = checkTemplate(topicKey, choice.text);
  if (!parsed.ok) return { text: "", missing: [], source: choice.source };
  return { ...renderTemplate(parsed.parts, values), source: choice.source };
}
