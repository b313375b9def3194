import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  menuLookUp: "Buscar «%s» en Voucher Lens",
  toolbarTitle: "Voucher Lens",
  toolbarCount: {
    one: "Voucher Lens: 1 id o código detectado en esta página",
    many: "Voucher Lens: {count} ids y códigos detectados en esta página",
    other: "Voucher Lens: {count} ids y códigos detectados en esta página",
  },
  lookUpButton: "Buscar en Voucher Lens",
  lookUpToken: "Buscar {text} en Voucher Lens",
} satisfies Translation<typeof en>;
