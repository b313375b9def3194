export { copyToClipboard, type InsertTarget, insertOrCopy } from "./insert-reply";
