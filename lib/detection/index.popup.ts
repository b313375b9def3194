export { SiteSection } from "./SiteSection";
export { useSiteAccess } from "./use-site-access";
