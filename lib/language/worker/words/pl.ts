import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  menuLookUp: "Wyszukaj „%s” w Voucher Lens",
  toolbarTitle: "Voucher Lens",
  toolbarCount: {
    one: "Voucher Lens: 1 identyfikator lub kod wykryty na tej stronie",
    few: "Voucher Lens: {count} identyfikatory i kody wykryte na tej stronie",
    many: "Voucher Lens: {count} identyfikatorów i kodów wykrytych na tej stronie",
    other: "Voucher Lens: {count} identyfikatora i kodu wykrytego na tej stronie",
  },
  lookUpButton: "Wyszukaj w Voucher Lens",
  lookUpToken: "Wyszukaj {text} w Voucher Lens",
} satisfies Translation<typeof en>;
