export { copyToClipboard } from "./insert-reply";
