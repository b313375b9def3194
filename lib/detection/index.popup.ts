export { SiteSection } from "./SiteSection";
export { useSiteAccess } from "./use-site-access";
export { detectionWords } from "./words";
