import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  correctField: "Corrija {field} y vuelva a intentarlo.",
  thenTryAgain: "Después, vuelva a intentarlo.",

  cannotReach: "No se pudo contactar con {host}",
  cannotReachApi: "No se pudo contactar con la API de Voucherify",
  checkConnection:
    "Compruebe su conexión, VPN o proxy y, si usa un clúster dedicado, la URL personalizada de la API.",

  noAnswer: {
    one: "{host} no respondió en {count} segundo",
    many: "{host} no respondió en {count} de segundos",
    other: "{host} no respondió en {count} segundos",
  },
  noAnswerApi: {
    one: "La API de Voucherify no respondió en {count} segundo",
    many: "La API de Voucherify no respondió en {count} de segundos",
    other: "La API de Voucherify no respondió en {count} segundos",
  },
  checkStatus: "Vuelva a intentarlo en un momento; si sigue ocurriendo, consulte status.voucherify.io.",

  unreadable: "La API respondió con datos que Voucher Lens no puede leer",
  reportIt: "Vuelva a intentarlo; si persiste, notifíquelo indicando la hora de la búsqueda.",

  rateLimited: "Demasiadas peticiones: se alcanzó el límite de peticiones a la API del proyecto",
  waitThenRetry: "Espere {seconds} s y vuelva a intentarlo.",
  retryNow: "Vuelva a intentarlo ahora.",

  forbidden: "Estas claves no tienen permiso para esto (403)",
  askForKeys: "Pida a un administrador de Voucherify claves cuyo rol lo permita.",
  outsideRole:
    "«{resource}» está fuera de las áreas o tiendas que cubre el rol de esta clave: pida a su administrador que lo añada al rol o una clave que lo cubra.",
  cannotListRedemptions: "Esta clave no puede listar canjes (403)",
  needsListRedemptions: "Pida a su administrador una clave con acceso de lectura a los canjes.",
  cannotGetMember: "Esta clave no puede leer tarjetas de fidelidad (Get Member) (403)",
  needsGetMember:
    "Pida a su administrador una clave con acceso de lectura a las campañas de fidelidad y sus miembros.",
  cannotExpiringPoints: "Esta clave no puede leer los puntos por caducar de una tarjeta (403)",
  needsExpiringPoints:
    "Pida a su administrador una clave con acceso de lectura a los programas de fidelidad, sus miembros y tarjetas (loyalty v2).",
  cannotMemberships: "Esta clave no puede leer las membresías loyalty v2 de un cliente (403)",
  needsMemberships:
    "Pida a su administrador una clave con acceso de lectura a los programas de fidelidad y sus miembros (loyalty v2).",
  cannotProgramMembership:
    "Esta clave no puede leer el progreso de nivel de un miembro en un programa loyalty v2 (403)",
  needsProgramMembership:
    "Pida a su administrador una clave con acceso de lectura a los programas de fidelidad y sus miembros (loyalty v2).",
  cannotPendingPoints: "Esta clave no puede leer los puntos pendientes de una tarjeta (403)",
  needsPendingPoints:
    "Pida a su administrador una clave con acceso de lectura a los programas de fidelidad, sus miembros y tarjetas (loyalty v2).",
  cannotCardTransactions: "Esta clave no puede leer el historial de puntos de una tarjeta (403)",
  needsCardTransactions:
    "Pida a su administrador una clave con acceso de lectura a los programas de fidelidad, sus miembros y tarjetas (loyalty v2).",
  cannotTierTransactions: "Esta clave no puede leer los cambios de nivel de un miembro (403)",
  needsTierTransactions:
    "Pida a su administrador una clave con acceso de lectura a los programas de fidelidad y sus miembros (loyalty v2).",
  cannotRewardPurchases: "Esta clave no puede leer las compras de recompensas de un miembro (403)",
  needsRewardPurchases:
    "Pida a su administrador una clave con acceso de lectura a los programas de fidelidad, sus miembros y recompensas (loyalty v2).",
  cannotMemberTransactions: "Esta clave no puede leer las transacciones de una tarjeta de fidelidad (403)",
  needsMemberTransactions:
    "Pida a su administrador una clave con acceso de lectura a las campañas de fidelidad y sus miembros.",
  cannotRevokeToken: "Esta clave no puede revocar tokens OAuth (403)",
  needsRevokeToken:
    "Pida a su administrador una clave con permiso para gestionar los tokens OAuth del proyecto.",

  keysRefused: "Se rechazó el App ID o el App Token (401)",
  checkKeys:
    "Compruebe ambas claves en Ajustes y que el proyecto esté en la región que eligió ({host}): las claves de otra región se rechazan.",
  checkKeysApi:
    "Compruebe ambas claves en Ajustes y que el proyecto esté en la región que eligió (la API de Voucherify): las claves de otra región se rechazan.",
  refusedNotByApi: "{host} rechazó la solicitud (403), y no con la respuesta propia de Voucherify",
  refusedNotByApiNoHost:
    "La API de Voucherify rechazó la solicitud (403), y no con la respuesta propia de Voucherify",
  checkProxy:
    "Puede que un proxy, un cortafuegos o una VPN la esté bloqueando; si usa un clúster dedicado, compruebe la URL personalizada de la API.",
  notInPlan: "El plan del proyecto no incluye esto (402)",
  askAdmin: "Consulte a un administrador de Voucherify.",
  notFound: "No encontrado (404)",
  checkCode: "Compruebe el código o el id, y que el perfil corresponde al proyecto correcto.",
  serverError: "Voucherify respondió con un error ({status})",
  serverErrorPage: "Voucherify respondió con una página de error ({status})",
  alreadyRetried:
    "Voucher Lens ya lo reintentó. Vuelva a intentarlo en un minuto e indique el id de la solicitud al soporte de Voucherify.",
  refused: "La API rechazó la solicitud ({status})",
  checkSearch: "Compruebe lo que buscó.",
  viaOauthToken: "con el token OAuth",
  viaAppKeysAndOauthToken: "con las claves de la app y el token OAuth",
  viaAppKeys: "con las claves de la app",
  regionApi: "Europa (predeterminada)",
  regionUs1Api: "Estados Unidos",
  regionAs1Api: "Asia",
  regionDownload: "Europa, clúster de descarga",
  regionUs1Download: "Estados Unidos, clúster de descarga",
  regionAs1Download: "Asia, clúster de descarga",
  regionCustom: "Clúster dedicado",
  inputRefused: "Voucher Lens no lo envió: se rechazó {field}",
  profileDeletedMeanwhile: "Este perfil se eliminó mientras tanto",
  profileRemovedMeanwhile: "ese perfil se eliminó mientras tanto",
  profileChangedMeanwhile: "mientras tanto se eligió otro perfil: vuelve a buscarlo",
  noProfileSetUp: "Aún no hay ningún perfil configurado: añada sus claves de API en Configuración",
  appTokenOfProfileMissing: "Falta el App Token de «{profile}»: vuelva a introducirlo en Configuración",
  adminProfileNeedsToken: "Su administrador configuró «{profile}»: añada su App Token en Configuración",
  tokenEmpty: "El token está vacío",
  tokenTooLong: "Es demasiado largo para ser un token de acceso",
  tokenUnlike: "El token contiene espacios o caracteres que un token nunca tiene",
} satisfies Translation<typeof en>;
