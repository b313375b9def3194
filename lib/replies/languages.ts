import { isReplyLanguage, type ReplyLanguage } from "@/lib/core/intl/reply-languages";

/** Names shops store in a customer's metadata instead of a language tag. */
const NAMES: Record<string, ReplyLanguage> = {
  english: "en",
  eng: "en",
  german: "de",
  deutsch: "de",
  deu: "de",
  ger: "de",
  spanish: "es",
  español: "es",
  espanol: "es",
  castellano: "es",
  spa: "es",
  french: "fr",
  français: "fr",
  francais: "fr",
  fra: "fr",
  fre: "fr",
  polish: "pl",
  polski: "pl",
  pol: "pl",
};

/**
 * The reply language a value names: a language tag (`es`, `es-MX`, `es_MX`), an ISO 639-2 code or
 * the language's name in English or in itself. Anything else (a language Voucher Lens has no
 * templates for, a number, an object) is not a reply language.
 */
export function replyLanguageOf(value: unknown): ReplyLanguage | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim().toLowerCase().replace(/_/g, "-");
  if (!text || text.length > 35) return undefined;
  if (Object.hasOwn(NAMES, text)) return NAMES[text];
  let tag: string | undefined;
  try {
    tag = Intl.getCanonicalLocales(text)[0];
  } catch {
    return undefined;
  }
  const language = tag?.split("-")[0];
  return isReplyLanguage(language) ? language : undefined;
}

/** Longer than any reply an agent would send; a bound on what an imported file or a policy can make us store. */
export const MAX_TEMPLATE_LENGTH = 4000;
