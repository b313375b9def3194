import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  menuLookUp: "Rechercher « %s » dans Voucher Lens",
  toolbarTitle: "Voucher Lens",
  toolbarCount: {
    one: "Voucher Lens : {count} identifiant ou code détecté sur cette page",
    many: "Voucher Lens : {count} identifiants et codes détectés sur cette page",
    other: "Voucher Lens : {count} identifiants et codes détectés sur cette page",
  },
  lookUpButton: "Rechercher dans Voucher Lens",
  lookUpToken: "Rechercher {text} dans Voucher Lens",
} satisfies Translation<typeof en>;
