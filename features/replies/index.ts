export { MAX_TEMPLATE_LENGTH } from "./languages";
export { type ReplyActions, SuggestedReply } from "./SuggestedReply";
export { teamTemplatesItem } from "./stored-templates";
export type { TeamTemplates } from "./templates";
export { failureTopic } from "./topics";
export type { ReplyFacts } from "./values";
