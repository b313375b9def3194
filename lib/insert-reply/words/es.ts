import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  inserted: "Insertada en el cuadro de respuesta. No se envió nada: revísela y envíela desde el helpdesk.",
  insertedIn:
    "Insertada en el cuadro de respuesta de {host}. No se envió nada: revísela y envíela desde el helpdesk.",
  otherTicket: "Esta respuesta es sobre otro ticket: vuelva a buscarla aquí",
  beforeTicket: "Esta respuesta llegó antes de que se leyera este ticket: vuelva a buscarla aquí",
  tooLong: {
    one: "Esta respuesta es demasiado larga para insertarla: {count} carácter, e «Insertar en la respuesta» admite como máximo {max}. Revísela y use «Copiar respuesta» si es correcta.",
    many: "Esta respuesta es demasiado larga para insertarla: {count} caracteres, e «Insertar en la respuesta» admite como máximo {max}. Revísela y use «Copiar respuesta» si es correcta.",
    other:
      "Esta respuesta es demasiado larga para insertarla: {count} caracteres, e «Insertar en la respuesta» admite como máximo {max}. Revísela y use «Copiar respuesta» si es correcta.",
  },
  notTaken: "El editor de su helpdesk no aceptó el texto: está copiado, péguelo con Ctrl+V.",
  notTakenCopyFailed:
    "El editor de su helpdesk no aceptó el texto y tampoco se pudo copiar: seleccione la respuesta y cópiela.",
  clickFirstCopied:
    "Haga clic primero en el cuadro de respuesta. En su lugar se copió la respuesta: péguela allí.",
  clickFirstCopyFailed:
    "Haga clic primero en el cuadro de respuesta. Tampoco se pudo copiar: seleccione la respuesta y cópiela.",
  boxGoneCopied:
    "El cuadro de respuesta que usó por última vez ya no está (¿otro ticket?). Haga clic primero en el cuadro de respuesta. En su lugar se copió la respuesta: péguela allí.",
  boxGoneCopyFailed:
    "El cuadro de respuesta que usó por última vez ya no está (¿otro ticket?). Haga clic primero en el cuadro de respuesta. Tampoco se pudo copiar: seleccione la respuesta y cópiela.",
  tabUnreachableCopied:
    "Haga clic primero en el cuadro de respuesta: no se pudo acceder a la pestaña del ticket. En su lugar se copió la respuesta: péguela allí.",
  tabUnreachableCopyFailed:
    "Haga clic primero en el cuadro de respuesta: no se pudo acceder a la pestaña del ticket. Tampoco se pudo copiar: seleccione la respuesta y cópiela.",
  noTicketReadCopied:
    "Voucher Lens no ha leído ningún ticket en esta pestaña, así que no insertó nada. En su lugar se copió la respuesta: péguela allí.",
  noTicketReadCopyFailed:
    "Voucher Lens no ha leído ningún ticket en esta pestaña, así que no insertó nada. Tampoco se pudo copiar: seleccione la respuesta y cópiela.",
} satisfies Translation<typeof en>;
