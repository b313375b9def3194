export { ReplyTemplatesSection } from "./ReplyTemplatesSection";
