import { englishTable } from "@/lib/core/i18n/words";

/** The options page's own words: the English source the other languages follow. */
export default englishTable({
  pageTitle: "Voucher Lens settings",
});
