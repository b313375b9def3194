import * as v from "valibot";
import type { UiLanguage } from "@/lib/core/i18n/languages";
import { LanguageChoiceSchema } from "./language-choice";

/** The agent chose a language in a page: the worker keeps the choice, and every context follows it. */
export const LANGUAGE_PAGE_REQUESTS = {
  "language.choose": v.strictObject({ language: LanguageChoiceSchema }),
} as const;
type LanguagePageRequests = typeof LANGUAGE_PAGE_REQUESTS;

/** A helpdesk page's Look up button, in the agent's language: its words and nothing else. */
export const LANGUAGE_CONTENT_REQUESTS = {
  "page.words": v.strictObject({}),
} as const;
type LanguageContentRequests = typeof LANGUAGE_CONTENT_REQUESTS;

/** The button's words; `lookUpToken` keeps `{text}` where the marked code or id goes. */
export interface PageWords {
  lookUpButton: string;
  lookUpToken: string;
}

declare module "@/lib/core/contract/protocol" {
  interface PageRequests extends LanguagePageRequests {}
  interface PageReplies {
    "language.choose": { language: UiLanguage };
  }
  interface ContentRequests extends LanguageContentRequests {}
  interface ContentReplies {
    "page.words": PageWords;
  }
}
