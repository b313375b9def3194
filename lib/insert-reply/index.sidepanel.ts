export { copyToClipboard, insertOrCopy } from "./insert-reply";
