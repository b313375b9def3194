import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Primeros pasos",
  profileHeading: "Su perfil",
  profileDone: "Hecho: «{name}» tiene su App Token.",
  profileNone:
    "Añada el App ID y el App Token de su proyecto de Voucherify, que encontrará en Project settings → Application keys.",
  fillInForm: "Rellenar el formulario del perfil",
  profileFromAdmin: "Su administrador lo configuró: añada su App Token a «{name}».",
  profileWithoutToken: "«{name}» aún no tiene App Token.",
  addToken: "Añadir su App Token",
  testHeading: "Probar la conexión",
  testText:
    "Debajo del formulario del perfil, el botón de prueba lee un canje con sus claves e indica qué consultas permiten. No cambia nada en Voucherify.",
  detectionHeading: "Dónde funciona la detección",
  detectionText:
    "Los ids y los códigos se marcan en los espacios de trabajo de agentes de estos helpdesks (no en sus centros de ayuda): {hosts}. En otro helpdesk, ábralo, haga clic en el icono de Voucher Lens de la barra de herramientas y elija «Activar en este sitio». Qué códigos cuentan, y si cuentan los correos: {link}.",
  detectionLink: "Detección en las páginas del helpdesk",
  shortcutsHeading: "Atajos de teclado",
  hideSteps: "Ocultar estos pasos",
  showSteps: "Mostrar los pasos de configuración",

  updatedTo: "Actualizado a {version}",
  updatedToSummary: "Actualizado a {version}:",
  whatsNew: "Novedades",
  dismissWhatsNew: "Descartar las novedades",
  dismiss: "Descartar",
} satisfies Translation<typeof en>;
