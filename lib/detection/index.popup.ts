export { disableOnSite, enableOnSite, type SiteState, siteState } from "./site-access";
