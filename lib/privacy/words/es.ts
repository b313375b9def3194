import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Privacidad",

  maskingLabel: "Enmascarar los datos de clientes",
  maskingHint:
    "Los nombres, correos, teléfonos y direcciones se muestran como L••• F••• hasta que usted revele uno. Los id, códigos, importes y puntos siguen visibles.",
  maskingLocked: "Su organización lo mantiene activado.",
  maskingNotChanged: "No se cambió el enmascaramiento. Inténtelo de nuevo.",

  disclosureHeading: "Qué lee, envía y guarda Voucher Lens",
  disclosureReads:
    "Lee las páginas del helpdesk, solo donde la detección está activada, para encontrar códigos de cupón e id de Voucherify. Nada de la página sale de su navegador.",
  disclosureSends:
    "Envía las búsquedas que usted pide, y el único cliente del ticket cuando eso está activado, al host de la API de Voucherify de su perfil activo, con las claves de ese perfil.",
  disclosureKeeps:
    "Guarda, en este navegador: sus perfiles y ajustes, sus búsquedas recientes (7 días), el registro de búsquedas ({days} días, salvo que su organización indique otra cosa) y las respuestas de la API hasta que se cierre el navegador.",
  disclosureNobody: "No envía telemetría: nada llega a los creadores de Voucher Lens ni a nadie más.",
  disclosureMore: "Sus ajustes de privacidad y el registro de búsquedas",
  disclosurePolicy: "Política de privacidad",
  noticeHeading: "Ha cambiado lo que guarda Voucher Lens",
  gotIt: "Entendido",
} satisfies Translation<typeof en>;
