import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  menuLookUp: "„%s“ in Voucher Lens nachschlagen",
  toolbarTitle: "Voucher Lens",
  toolbarCount: {
    one: "Voucher Lens: 1 ID oder Code auf dieser Seite erkannt",
    other: "Voucher Lens: {count} IDs und Codes auf dieser Seite erkannt",
  },
  lookUpButton: "In Voucher Lens nachschlagen",
  lookUpToken: "{text} in Voucher Lens nachschlagen",
} satisfies Translation<typeof en>;
