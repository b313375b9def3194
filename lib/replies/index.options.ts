export { ReplyTemplatesSection } from "./ReplyTemplatesSection";
export { repliesWords } from "./words";
