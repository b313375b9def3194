import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  inserted:
    "Insérée dans la zone de réponse. Rien n’a été envoyé\u00A0: relisez-la et envoyez-la depuis le helpdesk.",
  insertedIn:
    "Insérée dans la zone de réponse de {host}. Rien n’a été envoyé\u00A0: relisez-la et envoyez-la depuis le helpdesk.",
  otherTicket: "Cette réponse concerne un autre ticket\u00A0: relancez la recherche ici",
  beforeTicket: "Cette réponse est arrivée avant la lecture de ce ticket\u00A0: relancez la recherche ici",
  tooLong: {
    one: "Cette réponse est trop longue pour être insérée\u00A0: {count} caractère, et «\u00A0Insérer dans la réponse\u00A0» en accepte au plus {max}. Relisez-la, et utilisez «\u00A0Copier la réponse\u00A0» si elle est correcte.",
    many: "Cette réponse est trop longue pour être insérée\u00A0: {count} caractères, et «\u00A0Insérer dans la réponse\u00A0» en accepte au plus {max}. Relisez-la, et utilisez «\u00A0Copier la réponse\u00A0» si elle est correcte.",
    other:
      "Cette réponse est trop longue pour être insérée\u00A0: {count} caractères, et «\u00A0Insérer dans la réponse\u00A0» en accepte au plus {max}. Relisez-la, et utilisez «\u00A0Copier la réponse\u00A0» si elle est correcte.",
  },
  notTaken: "L’éditeur de votre helpdesk n’a pas pris le texte\u00A0: il est copié, collez-le avec Ctrl+V.",
  notTakenCopyFailed:
    "L’éditeur de votre helpdesk n’a pas pris le texte, et la copie a échoué aussi\u00A0: sélectionnez la réponse et copiez-la.",
  clickFirstCopied:
    "Cliquez d’abord dans la zone de réponse. La réponse a été copiée à la place\u00A0: collez-la à cet endroit.",
  clickFirstCopyFailed:
    "Cliquez d’abord dans la zone de réponse. La copie a échoué aussi\u00A0: sélectionnez la réponse et copiez-la.",
  boxGoneCopied:
    "La zone de réponse utilisée en dernier a disparu (un autre ticket\u202F?). Cliquez d’abord dans la zone de réponse. La réponse a été copiée à la place\u00A0: collez-la à cet endroit.",
  boxGoneCopyFailed:
    "La zone de réponse utilisée en dernier a disparu (un autre ticket\u202F?). Cliquez d’abord dans la zone de réponse. La copie a échoué aussi\u00A0: sélectionnez la réponse et copiez-la.",
  tabUnreachableCopied:
    "Cliquez d’abord dans la zone de réponse\u00A0: l’onglet du ticket n’a pas pu être joint. La réponse a été copiée à la place\u00A0: collez-la à cet endroit.",
  tabUnreachableCopyFailed:
    "Cliquez d’abord dans la zone de réponse\u00A0: l’onglet du ticket n’a pas pu être joint. La copie a échoué aussi\u00A0: sélectionnez la réponse et copiez-la.",
  noTicketReadCopied:
    "Voucher Lens n’a lu aucun ticket dans cet onglet, il n’a donc rien inséré. La réponse a été copiée à la place\u00A0: collez-la à cet endroit.",
  noTicketReadCopyFailed:
    "Voucher Lens n’a lu aucun ticket dans cet onglet, il n’a donc rien inséré. La copie a échoué aussi\u00A0: sélectionnez la réponse et copiez-la.",
} satisfies Translation<typeof en>;
