import type { ReplyLanguage } from "@/lib/core/intl/reply-languages";
import { replyLanguageOf } from "./languages";
import type { RenderedReply } from "./template";
import { composeReply, type TeamTemplates, type TemplateSet } from "./templates";
import { type ReplyFacts, replyValues } from "./values";

/** What the panel knows for every reply: the team's templates and the profile's language choices. */
export interface ReplySetup {
  team: TeamTemplates;
  /** The profile's default reply language. */
  defaultLanguage: ReplyLanguage;
  /** The customer metadata key that holds the customer's language, if the profile names one. */
  languageKey?: string;
  /** The agent's locale setting: English replies follow en-GB when the agent chose it. */
  agentLocale?: string;
  currency: string;
  customerTimeZone?: string;
}

export interface LanguageChoice {
  language: ReplyLanguage;
  /**
   * Why this language: the customer's metadata (naming the key and value), the profile's default
   * because the customer's language has no replies (naming it), or the default with nothing known.
   */
  from:
    | { kind: "customer"; key: string; value: string }
    | { kind: "unsupported"; key: string; value: string }
    | { kind: "default" };
}

/** The customer's language from the metadata key the profile names, else the profile's default. */
export function replyLanguageFor(
  setup: ReplySetup,
  customerMetadata?: Readonly<Record<string, unknown>> | null,
): LanguageChoice {
  const key = setup.languageKey;
  const raw =
    key && customerMetadata && Object.hasOwn(customerMetadata, key) ? customerMetadata[key] : undefined;
  const language = replyLanguageOf(raw);
  if (!key || typeof raw !== "string" || !raw.trim())
    return { language: setup.defaultLanguage, from: { kind: "default" } };
  const value = raw.trim().slice(0, 40);
  return language
    ? { language, from: { kind: "customer", key, value } }
    : { language: setup.defaultLanguage, from: { kind: "unsupported", key, value } };
}

/**
 * The reply on a topic, in a language, with the row's facts formatted the way that language writes
 * them; `shipped` is that language's set of Voucher Lens's own templates (shipped-templates.ts).
 */
export function suggestedReply(
  setup: ReplySetup,
  topic: string,
  facts: ReplyFacts,
  language: ReplyLanguage,
  shipped: TemplateSet,
): RenderedReply {
  const values = replyValues(facts, {
    language,
    currency: setup.currency,
    ...(setup.agentLocale ? { agentLocale: setup.agentLocale } : {}),
    ...(setup.customerTimeZone ? { customerTimeZone: setup.customerTimeZone } : {}),
  });
  const { text, missing } = composeReply(setup.team, language, topic, values, shipped);
  return { text, missing };
}
