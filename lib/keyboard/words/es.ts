import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  keyboardShortcuts: "Atajos de teclado",
  anywhereInBrowser: "En cualquier parte del navegador",
  inThisPanel: "En este panel",
  close: "Cerrar",
  notSet: "sin asignar",
  changeTheseKeys: "Cambiar estas teclas",
  changeTheseKeysHow: "Cambiar estas teclas: {how}",
  firefoxSettings:
    "En Firefox: Complementos y temas (about:addons), el menú del engranaje, Administrar atajos de extensiones.",
  helpFailed: "No se pudieron mostrar los atajos de teclado: cierre el panel y vuelva a abrirlo.",
  commandOpenPanel: "Abrir Voucher Lens con la búsqueda activa",
  commandLookupSelection: "Buscar el texto seleccionado en Voucher Lens",
  keysHomeEnd: "Inicio Fin",
  keysEnter: "Intro",
  keysEsc: "Esc",
  moveBetweenResults: "Moverse entre los resultados",
  firstOrLastResult: "Primer o último resultado",
  showOrHideDetails: "Mostrar u ocultar los detalles de un resultado",
  copySuggestedReply: "Copiar la respuesta sugerida del resultado seleccionado",
  insertSuggestedReply: "Insertar esa respuesta en el cuadro de respuesta del ticket",
  goToSearch: "Ir a Buscar",
  showShortcuts: "Mostrar estos atajos",
  closeList: "Cerrar esta lista",
} satisfies Translation<typeof en>;
