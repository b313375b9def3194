export { MAX_TEMPLATE_LENGTH } from "./languages";
export type { ReplyCustomer } from "./reply-context";
export { teamTemplatesItem } from "./stored-templates";
export type { TeamTemplates } from "./templates";
export type { ReplyFacts } from "./values";
