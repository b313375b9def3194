/** The languages Voucher Lens writes replies in; a team can reword every template of each. */
export const REPLY_LANGUAGES = ["en", "de", "es", "fr", "pl"] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/** Each language by its own name, so an agent finds the customer's language without knowing English. */
export const LANGUAGE_NAMES: Record<ReplyLanguage, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  pl: "Polski",
};

export const isReplyLanguage = (value: unknown): value is ReplyLanguage =>
  typeof value === "string" && (REPLY_LANGUAGES as readonly string[]).includes(value);
