import { englishTable } from "@/lib/core/i18n/words";

/** The popup's own words: the English source the other languages follow. */
export default englishTable({
  openSidePanel: "Open side panel",
  noProfileYet: "No profile yet.",
  settings: "Settings",
});
