import type { ReplyLanguage } from "@/lib/core/intl/reply-languages";

// What the side panel needs of replies before its first paint: the context its answers read the
// reply setup from, and the preload of a language. The replies themselves come with the answers
// (index.sidepanel-answers.ts), in the chunks loaded when an answer needs them.

export { type Replies, RepliesContext, type ReplyCustomer } from "./reply-context";
export type { ReplySetup } from "./reply-setup";
export type { TeamTemplates } from "./templates";
/** Loads one language's shipped replies ahead of the first answer, in a chunk of their own. */
export const preloadReplyLanguage = (language: ReplyLanguage) =>
  import("./shipped-templates").then(({ loadShippedTemplates }) => loadShippedTemplates(language));
export { repliesWords } from "./words";
