import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  pageTitle: "Paramètres de Voucher Lens",
} satisfies Translation<typeof en>;
