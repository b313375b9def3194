import type { ReplyLanguage } from "@/lib/core/intl/reply-languages";

// What the side panel's other features show of replies: the suggested reply under an answer, and
// the topic a failed redemption's reply is about (it brings the failure codes' words with it).

export { type Replies, RepliesContext } from "./reply-context";
export type { ReplySetup } from "./reply-setup";
export { type ReplyActions, SuggestedReply } from "./SuggestedReply";
export type { TeamTemplates } from "./templates";
export { failureTopic } from "./topics";
/** Loads one language's shipped replies ahead of the first answer, in a chunk of their own. */
export const preloadReplyLanguage = (language: ReplyLanguage) =>
  import("./shipped-templates").then(({ loadShippedTemplates }) => loadShippedTemplates(language));
