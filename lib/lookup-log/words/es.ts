import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Registro de búsquedas",
  intro:
    "Quién buscó qué, cuándo, con qué perfil y cómo: para las preguntas de su responsable de equipo. Los correos se muestran enmascarados; los id y códigos largos, acortados.",
  keptFor: {
    one: "Se guarda {count} día.",
    many: "Se guarda {count} de días.",
    other: "Se guarda {count} días.",
  },
  logOff: "Su organización desactivó el registro.",
  staysHere: "El registro nunca sale de este navegador, salvo que usted lo exporte.",
  reading: "Leyendo el registro…",
  empty: "Aún no hay búsquedas registradas.",

  from: "Desde la fecha",
  to: "Hasta la fecha",
  kind: "Tipo",
  allKinds: "Todos los tipos",
  shownOf: {
    one: "{count} búsqueda mostrada de {total}",
    many: "{count} de búsquedas mostradas de {total}",
    other: "{count} búsquedas mostradas de {total}",
  },
  noneMatch: "Ninguna búsqueda coincide con estos filtros.",

  caption: "Búsquedas, las más recientes primero",
  columnWhen: "Cuándo",
  columnProfile: "Perfil",
  columnLooked: "Buscado",
  columnKind: "Tipo",
  columnHow: "Cómo",
  columnRequestId: "Id de la solicitud",
  howTyped: "Escrito en Búsqueda",
  howRecent: "Búsqueda reciente",
  howClicked: "Con un clic",
  howMenu: "Menú contextual",
  howShortcut: "Atajo de teclado",
  howAuto: "Cliente del ticket, sin clic",

  exportCsv: "Exportar CSV",
  clearLog: "Vaciar el registro",
  clearQuestion: {
    one: "¿Borrar la única entrada del registro de búsquedas? No se puede deshacer.",
    many: "¿Borrar las {count} de entradas del registro de búsquedas? No se puede deshacer.",
    other: "¿Borrar las {count} entradas del registro de búsquedas? No se puede deshacer.",
  },
  clearConfirm: "Borrar todas las entradas",
  clearCancel: "Conservar el registro",
  cleared: "Registro de búsquedas vaciado.",
  notCleared: "No se vació el registro. Inténtelo de nuevo.",
} satisfies Translation<typeof en>;
