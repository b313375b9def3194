import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  pageTitle: "Voucher Lens – Einstellungen",
} satisfies Translation<typeof en>;
