import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Revocar un token OAuth",
  confirmLegend: "Confirmar la revocación",
  confirmStored:
    "¿Revocar el token OAuth de «{profile}» que termina en …{end}? Deja de funcionar de inmediato.",
  yesRevoke: "Sí, revocarlo",
  cancel: "Cancelar",
  revokeStored: "Revocar token",
  storedToken: "El token OAuth guardado en «{profile}», que termina en …{end}.",
  noStoredToken: "«{profile}» no tiene ningún token OAuth guardado.",
  tokenToRevoke: "Token que revocar",
  show: "Mostrar",
  hide: "Ocultar",
  showToken: "Mostrar token",
  hideToken: "Ocultar token",
  revokeWith: "Revocar con las claves de",
  profileChoice: "{name} — {host}",
  revokeWithHint: "Un token solo se puede revocar con las claves del proyecto y la región que lo emitieron.",
  willRevokeWith: "Se revocará con las claves de «{profile}» en {host}.",
  revokePasted: "Revocar el token pegado",
  revoking: "Revocando…",

  revoked: "Revocado: el token ya no se puede usar.",
  revokedWith: "Revocado con las claves de «{profile}» en {host}.",
  removedFromProfile: "Se eliminó de «{profile}»; las búsquedas usan ahora las claves App.",
  alreadyInactive: "No encontrado o ya inactivo: el token ya no se puede usar.",
  unknownToProject:
    "No revocado: el proyecto de «{profile}» en {host} no conoce este token, o ya está inactivo.",
  unknownToProjectDetail:
    "Si se emitió para ese proyecto, ya no se puede usar. Si viene de otro proyecto o región, puede que aún funcione: revóquelo con el perfil de ese proyecto.",
  triedWith:
    "Se intentó con las claves de «{profile}» en {host}: elija el perfil del proyecto y la región del token, y vuelva a intentarlo.",
  checkProfile:
    "Compruebe la región o la URL de API personalizada de «{profile}» en Configuración, y vuelva a intentarlo.",
  storedKept: "El token guardado se conserva.",
  keysRefused:
    "No se revocó nada: {host} rechazó el App ID o el App Token de «{profile}» (401). Puede que el token aún funcione.",
  fixKeys: "Corrija las claves en Configuración, o compruebe la región, y vuelva a intentarlo.",
  keysForbidden:
    "No se revocó nada: las claves de «{profile}» no pueden revocar tokens OAuth (403). Puede que el token aún funcione.",
  askAdmin: "Pida a su administrador claves con permiso para gestionar los tokens OAuth del proyecto.",
  notApiEmpty:
    "Revocación no confirmada: {host} respondió 404 con una respuesta vacía, no con la respuesta propia de Voucherify. Puede que el token aún funcione.",
  notApiPage:
    "Revocación no confirmada: {host} respondió 404 con una página web, no con la respuesta propia de Voucherify. Puede que el token aún funcione.",
  notApiBody:
    "Revocación no confirmada: {host} respondió 404 con un contenido que no es un error de Voucherify. Puede que el token aún funcione.",
  notVoucherify:
    "Revocación no confirmada: {host} no respondió como lo hace Voucherify. Puede que el token aún funcione.",
  rateLimited:
    "Aún no revocado: {host} pidió ir más despacio (demasiadas solicitudes). Puede que el token aún funcione.",
  waitAndRetry: "Espere un momento y vuelva a intentarlo.",
  unreachable:
    "Aún no revocado: no se pudo contactar con {host} o no estaba disponible. Puede que el token aún funcione.",
  alreadyRetried: "Ya se reintentó. Vuelva a intentarlo en un momento.",
  apiRefused: "No revocado: la API rechazó la solicitud. Puede que el token aún funcione.",
  answerUnreadable: "No se pudo leer su respuesta.",
} satisfies Translation<typeof en>;
