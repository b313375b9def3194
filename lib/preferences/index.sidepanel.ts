export { savePageSize } from "./page-size.sidepanel";
export {
  DEFAULT_PREFERENCES,
  loadPageSize,
  loadPreferences,
  PAGE_SIZES,
  type PageSize,
  type Preferences,
  preferencesItem,
} from "./preferences";
