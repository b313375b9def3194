export { PAGE_SIZES, type PageSize } from "./preferences";
