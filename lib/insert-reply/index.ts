export { copyToClipboard } from "./insert-reply";
export { insertReplyWords } from "./words";
