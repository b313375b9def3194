import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  copy: "Copiar",
  copyWhat: "Copiar {what}",
  copied: "Copiado ✓",
  copiedWhat: "Copiado: {what}",
  copyFailed: "No se pudo copiar",
  requestIdWhat: "id de la solicitud",
  requestId: "Id de la solicitud",
  requestIdValue: "Id de la solicitud: {requestId}",
  tryAgain: "Volver a intentar",
  tryAgainIn: "Volver a intentar en {seconds} s",
  retryRateLimited: "La API pidió a Voucher Lens que fuera más despacio (límite de peticiones)",
  retryServerError: "La API tuvo un error pasajero",
  retryNetwork: "No se pudo contactar con la API",
  retryingIn: "{cause}: nuevo intento en {seconds} s…",
  retryingNow: "{cause}: nuevo intento ahora…",
  kindHttp: "La API lo rechazó",
  kindServer: "Voucherify tuvo un problema",
  kindNetwork: "Sin conexión o inaccesible",
  kindTimeout: "Sin respuesta a tiempo",
  kindShape: "Respuesta ilegible",
  kindRateLimited: "Límite de peticiones alcanzado",
  kindInvalidInput: "No se puede buscar",
  gaps: "No se muestran, la API los dio en una forma que Voucher Lens no puede leer: {gaps}.",
  loadingRedemptions: "Cargando canjes",
} satisfies Translation<typeof en>;
