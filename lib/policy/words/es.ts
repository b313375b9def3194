import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Definido por su organización",
  notApplied: "No se aplicó la política de su organización para Voucher Lens.",
  policyNotGiven:
    'El navegador no ofrece ahora ninguna política para Voucher Lens: puede que su archivo de políticas no se pueda leer o que ya no mencione Voucher Lens. Los perfiles que configuró se mantienen, con sus tokens, hasta que una política legible diga otra cosa (un administrador los elimina con "profiles": []); si su organización dejó de usarla, puede eliminarlos usted mismo.',
  policyNotRead:
    'El navegador no pudo leerla («{said}»): puede que su archivo de políticas no se pueda leer o que ya no mencione Voucher Lens. Los perfiles que configuró se mantienen, con sus tokens, hasta que una política legible diga otra cosa (un administrador los elimina con "profiles": []); si su organización dejó de usarla, puede eliminarlos usted mismo.',
  nothingChanged:
    "No cambió nada: su configuración sigue como estaba. Comunique a su administrador lo que dice este mensaje.",
  nothingChangedUnderPolicy:
    "No cambió nada: su configuración sigue como estaba, con la política aplicada antes. Comunique a su administrador lo que dice este mensaje.",
  profilesFromAdmin: {
    one: "{count} perfil proviene de su administrador y está marcado en la lista de abajo. Una política nunca contiene un token: usted añade su propio App Token.",
    many: "{count} perfiles provienen de su administrador y están marcados en la lista de abajo. Una política nunca contiene un token: usted añade su propio App Token.",
    other:
      "{count} perfiles provienen de su administrador y están marcados en la lista de abajo. Una política nunca contiene un token: usted añade su propio App Token.",
  },
  locked: "Lo que su administrador definió no se puede cambiar aquí.",
  unlocked:
    "Puede cambiar los campos de los perfiles y el interruptor de correos que definió su administrador (una nueva política los vuelve a definir), y sus propios textos de respuesta tienen prioridad sobre los del equipo. Los patrones de código y los dominios de correo del equipo cuentan siempre, junto a los suyos.",
  patternsHeading: "Patrones de código para todos los perfiles",
  patternSwitchedOff: "Desactivado: {reason}",
  teamDomains: "Dominios de correo de su equipo, que nunca se toman como el cliente del ticket: {domains}.",
  sitesHeading: "Sitios de helpdesk que usa su equipo",
  detectionOn: "Detección activa",
  enableOn: "Activar en {host}",
} satisfies Translation<typeof en>;
