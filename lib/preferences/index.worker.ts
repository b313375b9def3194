export { loadPageSize } from "./page-size";
