import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// Para el agente, tratándolo de usted, con los términos de las respuestas (código, canje, tarjeta de
// fidelidad, tarjeta regalo, promoción, recompensa). Los nombres de Voucherify (rollback, reglas de
// validación, metadatos) se mantienen reconocibles para encontrarlos en el panel.
export default {
  quoteVoucherifySays: "Voucherify indica: «{message}».",
  quoteItSays: "El mensaje dice: «{message}».",
  quoteItsMessage: "Su mensaje: «{message}».",

  resourceNotFound:
    "No existe ningún cupón con ese código en este proyecto. Suele ser una errata, un código de otra marca o región, o un código eliminado.",
  resourceNotFoundCode:
    "No existe ningún cupón con el código {code} en este proyecto. Suele ser una errata, un código de otra marca o región, o un código eliminado.",
  resourceNotFoundCheck:
    "Busque el código exactamente como lo escribió el cliente (mayúsculas y minúsculas, espacios, O y 0) y compruebe que el perfil apunta al proyecto y la región correctos.",

  notFound:
    "No se encontró algo que la solicitud nombraba: el cupón, el cliente u otro id o código («Resource not found»).",
  notFoundCheck:
    "Lea el mensaje de error (en «Detalles») para ver qué id o código no se encontró y, a continuación, busque ese id en Voucher Lens.",

  voucherNotActive: "El código se usó antes de su fecha de inicio.",
  voucherNotActiveCode: "El código {code} se usó antes de su fecha de inicio.",
  voucherNotActiveDate: "El código se usó antes de su fecha de inicio ({startDate}).",
  voucherNotActiveCodeDate: "El código {code} se usó antes de su fecha de inicio ({startDate}).",
  voucherNotActiveCheck: "Compare la fecha de inicio del cupón con la fecha de este intento.",

  voucherExpired: "El código ya había caducado cuando se usó.",
  voucherExpiredCode: "El código {code} ya había caducado cuando se usó.",
  voucherExpiredDate: "El código había caducado el {expirationDate} cuando se usó.",
  voucherExpiredCodeDate: "El código {code} había caducado el {expirationDate} cuando se usó.",
  voucherExpiredWhen: "El código ya había caducado cuando se usó el {when}.",
  voucherExpiredCodeWhen: "El código {code} ya había caducado cuando se usó el {when}.",
  voucherExpiredDateWhen: "El código había caducado el {expirationDate} cuando se usó el {when}.",
  voucherExpiredCodeDateWhen: "El código {code} había caducado el {expirationDate} cuando se usó el {when}.",
  voucherExpiredCheck: "Compruebe la fecha de caducidad del cupón y la de su campaña.",

  voucherDisabled:
    "El código está desactivado en Voucherify, aunque puede que esté dentro de sus fechas de validez.",
  voucherDisabledCode:
    "El código {code} está desactivado en Voucherify, aunque puede que esté dentro de sus fechas de validez.",
  voucherDisabledCheck:
    "Abra el cupón en Voucherify, compruebe si está desactivado (active: false) y pregunte a quien gestiona la campaña si fue intencionado.",

  quantityExceeded:
    "El código ha alcanzado su límite de canjes: ya se usó tantas veces como se permite. Los pagos que siguen abiertos (sesiones de validación bloqueadas) también cuentan para el límite.",
  quantityExceededCode:
    "El código {code} ha alcanzado su límite de canjes: ya se usó tantas veces como se permite. Los pagos que siguen abiertos (sesiones de validación bloqueadas) también cuentan para el límite.",
  quantityExceededCheck:
    "Compare cuántas veces se puede canjear el cupón con cuántas se ha canjeado; si quedan usos, busque sesiones de validación abiertas (por ejemplo, un carrito abandonado) que los retengan.",

  giftAmountExceeded: "La tarjeta regalo no tiene saldo suficiente para el importe solicitado.",
  giftAmountExceededCode: "La tarjeta regalo {code} no tiene saldo suficiente para el importe solicitado.",
  giftAmountExceededAmount:
    "La tarjeta regalo no tiene saldo suficiente para el importe solicitado (pedido de {orderAmount}).",
  giftAmountExceededCodeAmount:
    "La tarjeta regalo {code} no tiene saldo suficiente para el importe solicitado (pedido de {orderAmount}).",
  giftAmountExceededCheck: "Compare el saldo de la tarjeta regalo con el importe solicitado.",

  customerRulesViolated:
    "El cliente no forma parte del público al que va dirigido el código (no coincidió un segmento o una regla de cliente).",
  customerRulesViolatedCode:
    "El cliente no forma parte del público al que va dirigido el código {code} (no coincidió un segmento o una regla de cliente).",
  customerRulesViolatedCheck:
    "Compare los segmentos y los datos del cliente con las reglas de validación de la campaña.",

  orderRulesViolated:
    "El pedido no cumplía las reglas del cupón (por ejemplo, un importe mínimo, productos obligatorios o artículos excluidos).",
  orderRulesViolatedAmount:
    "El pedido no cumplía las reglas del cupón (por ejemplo, un importe mínimo, productos obligatorios o artículos excluidos); el pedido era de {orderAmount}.",
  orderRulesViolatedCheck:
    "Compare los artículos y el importe del pedido (en «Detalles») con las reglas de validación de la campaña.",

  invalidOrder:
    "La tienda envió el pedido a Voucherify de una forma que no pudo aceptar. Es un problema de integración, no del cliente.",
  invalidOrderRollback:
    "El rollback indicaba un pedido que no está vinculado al canje que se revertía. Un problema de integración, no del cliente.",
  invalidOrderEither:
    "La tienda envió el pedido a Voucherify de una forma que no pudo aceptar (en un rollback: un pedido no vinculado al canje). Es un problema de integración, no del cliente.",
  invalidOrderCheck:
    "Revise el pedido enviado (en «Detalles»). Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda.",

  invalidAmount:
    "La tienda envió un importe de pedido que Voucherify no pudo aceptar (por ejemplo, negativo o incoherente con los artículos). Un problema de integración.",
  invalidAmountAmount:
    "La tienda envió un importe de pedido que Voucherify no pudo aceptar (por ejemplo, negativo o incoherente con los artículos); envió {orderAmount}. Un problema de integración.",
  invalidAmountCheck:
    "Compruebe el importe del pedido y los de los artículos en «Detalles». Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda.",

  missingAmount:
    "La tienda pidió aplicar el código sin el importe del pedido, que este cupón necesita. Un problema de integración.",
  missingAmountCode:
    "La tienda pidió aplicar el código {code} sin el importe del pedido, que este cupón necesita. Un problema de integración.",
  missingAmountCheck:
    "Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda: la tienda debe enviar el importe del pedido.",

  missingOrderItems:
    "La tienda pidió aplicar el código sin los artículos del pedido, que las reglas de este cupón necesitan. Un problema de integración.",
  missingOrderItemsCode:
    "La tienda pidió aplicar el código {code} sin los artículos del pedido, que las reglas de este cupón necesitan. Un problema de integración.",
  missingOrderItemsCheck:
    "Busque los artículos del pedido en «Detalles»; si no hay ninguno, traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda.",

  missingCustomer:
    "El intento se hizo sin indicar quién es el cliente, y el código lo necesita (a menudo: no había iniciado sesión al pagar).",
  missingCustomerCode:
    "El intento se hizo sin indicar quién es el cliente, y el código {code} lo necesita (a menudo: no había iniciado sesión al pagar).",
  missingCustomerCheck:
    "Compruebe si la fila indica un cliente; si el cliente había iniciado sesión y aun así no aparece ninguno, la tienda no envió el id del cliente: traslade el caso al equipo de integración.",

  invalidCustomer: "No se pudo usar el cliente con el código: en una tarjeta de fidelidad, no es su titular.",
  invalidCustomerCode:
    "No se pudo usar el cliente con el código {code}: en una tarjeta de fidelidad, no es su titular.",
  invalidCustomerHolder:
    "No se pudo usar el cliente con el código: en una tarjeta de fidelidad, no es su titular (pertenece a {holder}).",
  invalidCustomerCodeHolder:
    "No se pudo usar el cliente con el código {code}: en una tarjeta de fidelidad, no es su titular (pertenece a {holder}).",
  invalidCustomerEither:
    "No se pudo usar el cliente con el código: en una tarjeta de fidelidad, no es su titular; en un rollback, no es el cliente del canje.",
  invalidCustomerEitherCode:
    "No se pudo usar el cliente con el código {code}: en una tarjeta de fidelidad, no es su titular; en un rollback, no es el cliente del canje.",
  invalidCustomerEitherHolder:
    "No se pudo usar el cliente con el código: en una tarjeta de fidelidad, no es su titular (pertenece a {holder}); en un rollback, no es el cliente del canje.",
  invalidCustomerEitherCodeHolder:
    "No se pudo usar el cliente con el código {code}: en una tarjeta de fidelidad, no es su titular (pertenece a {holder}); en un rollback, no es el cliente del canje.",
  invalidCustomerCheck:
    "Compare el titular de la tarjeta en Voucherify con el cliente de este intento (el cliente que muestra esta fila).",
  invalidCustomerRollback:
    "El rollback indicaba un cliente que no está vinculado al canje que se revertía. Un problema de integración.",
  invalidCustomerRollbackCheck:
    "Compare el cliente de este rollback con el cliente del canje original. Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda.",

  loyaltyCardPointsExceeded: "La tarjeta de fidelidad no tenía puntos suficientes para lo que se pidió.",
  loyaltyCardPointsExceededCheck:
    "Compare el saldo de puntos de la tarjeta con el coste de la recompensa; los puntos pendientes no forman parte del saldo hasta que se activan.",

  promotionInactive: "El nivel de promoción está desactivado, por lo que no se pudo aplicar.",
  promotionInactiveName:
    "El nivel de promoción «{promotion}» está desactivado, por lo que no se pudo aplicar.",
  promotionInactiveCheck:
    "Compruebe en Voucherify si el nivel de promoción y su campaña están activos, y pregunte a quien gestiona la campaña si fue intencionado.",

  noApplicableRedeemables:
    "No se pudo aplicar nada de la solicitud: ninguno de los códigos, promociones o recompensas enviados era aplicable («No applicable redeemables»).",
  noApplicableRedeemablesCheck:
    "Busque el id de este canje en Voucher Lens para ver sus partes: cada código o promoción de la solicitud tiene su propio resultado y motivo.",

  alreadyRolledBack:
    "Se pidió un rollback (reversión) de un canje que ya se había revertido, así que no se revirtió nada por segunda vez.",
  alreadyRolledBackCode:
    "Se pidió un rollback (reversión) de un canje de {code} que ya se había revertido, así que no se revirtió nada por segunda vez.",
  alreadyRolledBackCheck:
    "Busque el rollback anterior: abra «Detalles», siga el canje original y consulte en «Revertido por» su fecha y lo que se devolvió.",

  voucherNotActiveNow:
    "El código se usó fuera de los días u horas en que es válido (su periodo de validez recurrente).",
  voucherNotActiveNowCode:
    "El código {code} se usó fuera de los días u horas en que es válido (su periodo de validez recurrente).",
  voucherNotActiveNowWhen:
    "El código se usó el {when} fuera de los días u horas en que es válido (su periodo de validez recurrente).",
  voucherNotActiveNowCodeWhen:
    "El código {code} se usó el {when} fuera de los días u horas en que es válido (su periodo de validez recurrente).",
  voucherNotActiveNowOpen:
    "El código se usó fuera de los días u horas en que es válido (su periodo de validez recurrente); ahora se puede usar.",
  voucherNotActiveNowCodeOpen:
    "El código {code} se usó fuera de los días u horas en que es válido (su periodo de validez recurrente); ahora se puede usar.",
  voucherNotActiveNowWhenOpen:
    "El código se usó el {when} fuera de los días u horas en que es válido (su periodo de validez recurrente); ahora se puede usar.",
  voucherNotActiveNowCodeWhenOpen:
    "El código {code} se usó el {when} fuera de los días u horas en que es válido (su periodo de validez recurrente); ahora se puede usar.",
  voucherNotActiveNowUntil:
    "El código se usó fuera de los días u horas en que es válido (su periodo de validez recurrente); ahora se puede usar, hasta {until}.",
  voucherNotActiveNowCodeUntil:
    "El código {code} se usó fuera de los días u horas en que es válido (su periodo de validez recurrente); ahora se puede usar, hasta {until}.",
  voucherNotActiveNowWhenUntil:
    "El código se usó el {when} fuera de los días u horas en que es válido (su periodo de validez recurrente); ahora se puede usar, hasta {until}.",
  voucherNotActiveNowCodeWhenUntil:
    "El código {code} se usó el {when} fuera de los días u horas en que es válido (su periodo de validez recurrente); ahora se puede usar, hasta {until}.",
  voucherNotActiveNowNext:
    "El código se usó fuera de los días u horas en que es válido (su periodo de validez recurrente); se podrá volver a usar a partir de {next}.",
  voucherNotActiveNowCodeNext:
    "El código {code} se usó fuera de los días u horas en que es válido (su periodo de validez recurrente); se podrá volver a usar a partir de {next}.",
  voucherNotActiveNowWhenNext:
    "El código se usó el {when} fuera de los días u horas en que es válido (su periodo de validez recurrente); se podrá volver a usar a partir de {next}.",
  voucherNotActiveNowCodeWhenNext:
    "El código {code} se usó el {when} fuera de los días u horas en que es válido (su periodo de validez recurrente); se podrá volver a usar a partir de {next}.",
  voucherNotActiveNowNever:
    "El código se usó fuera de los días u horas en que es válido (su periodo de validez recurrente); sus periodos no vuelven a abrirse antes de que caduque (ni en los próximos 400 días).",
  voucherNotActiveNowCodeNever:
    "El código {code} se usó fuera de los días u horas en que es válido (su periodo de validez recurrente); sus periodos no vuelven a abrirse antes de que caduque (ni en los próximos 400 días).",
  voucherNotActiveNowWhenNever:
    "El código se usó el {when} fuera de los días u horas en que es válido (su periodo de validez recurrente); sus periodos no vuelven a abrirse antes de que caduque (ni en los próximos 400 días).",
  voucherNotActiveNowCodeWhenNever:
    "El código {code} se usó el {when} fuera de los días u horas en que es válido (su periodo de validez recurrente); sus periodos no vuelven a abrirse antes de que caduque (ni en los próximos 400 días).",
  voucherNotActiveNowCheck:
    "En Voucherify, compare la validez recurrente del cupón (periodo, días de la semana, horas) con la hora de este intento, teniendo en cuenta la zona horaria.",

  promotionNotActiveNow:
    "El nivel de promoción se usó fuera de los días u horas en que está vigente (su periodo de validez recurrente).",
  promotionNotActiveNowName:
    "El nivel de promoción «{promotion}» se usó fuera de los días u horas en que está vigente (su periodo de validez recurrente).",
  promotionNotActiveNowWhen:
    "El nivel de promoción se usó el {when} fuera de los días u horas en que está vigente (su periodo de validez recurrente).",
  promotionNotActiveNowNameWhen:
    "El nivel de promoción «{promotion}» se usó el {when} fuera de los días u horas en que está vigente (su periodo de validez recurrente).",
  promotionNotActiveNowOpen:
    "El nivel de promoción se usó fuera de los días u horas en que está vigente (su periodo de validez recurrente); ahora está vigente.",
  promotionNotActiveNowNameOpen:
    "El nivel de promoción «{promotion}» se usó fuera de los días u horas en que está vigente (su periodo de validez recurrente); ahora está vigente.",
  promotionNotActiveNowWhenOpen:
    "El nivel de promoción se usó el {when} fuera de los días u horas en que está vigente (su periodo de validez recurrente); ahora está vigente.",
  promotionNotActiveNowNameWhenOpen:
    "El nivel de promoción «{promotion}» se usó el {when} fuera de los días u horas en que está vigente (su periodo de validez recurrente); ahora está vigente.",
  promotionNotActiveNowUntil:
    "El nivel de promoción se usó fuera de los días u horas en que está vigente (su periodo de validez recurrente); ahora está vigente, hasta {until}.",
  promotionNotActiveNowNameUntil:
    "El nivel de promoción «{promotion}» se usó fuera de los días u horas en que está vigente (su periodo de validez recurrente); ahora está vigente, hasta {until}.",
  promotionNotActiveNowWhenUntil:
    "El nivel de promoción se usó el {when} fuera de los días u horas en que está vigente (su periodo de validez recurrente); ahora está vigente, hasta {until}.",
  promotionNotActiveNowNameWhenUntil:
    "El nivel de promoción «{promotion}» se usó el {when} fuera de los días u horas en que está vigente (su periodo de validez recurrente); ahora está vigente, hasta {until}.",
  promotionNotActiveNowNext:
    "El nivel de promoción se usó fuera de los días u horas en que está vigente (su periodo de validez recurrente); vuelve a estar vigente a partir de {next}.",
  promotionNotActiveNowNameNext:
    "El nivel de promoción «{promotion}» se usó fuera de los días u horas en que está vigente (su periodo de validez recurrente); vuelve a estar vigente a partir de {next}.",
  promotionNotActiveNowWhenNext:
    "El nivel de promoción se usó el {when} fuera de los días u horas en que está vigente (su periodo de validez recurrente); vuelve a estar vigente a partir de {next}.",
  promotionNotActiveNowNameWhenNext:
    "El nivel de promoción «{promotion}» se usó el {when} fuera de los días u horas en que está vigente (su periodo de validez recurrente); vuelve a estar vigente a partir de {next}.",
  promotionNotActiveNowNever:
    "El nivel de promoción se usó fuera de los días u horas en que está vigente (su periodo de validez recurrente); no vuelve a estar vigente antes de terminar (ni en los próximos 400 días).",
  promotionNotActiveNowNameNever:
    "El nivel de promoción «{promotion}» se usó fuera de los días u horas en que está vigente (su periodo de validez recurrente); no vuelve a estar vigente antes de terminar (ni en los próximos 400 días).",
  promotionNotActiveNowWhenNever:
    "El nivel de promoción se usó el {when} fuera de los días u horas en que está vigente (su periodo de validez recurrente); no vuelve a estar vigente antes de terminar (ni en los próximos 400 días).",
  promotionNotActiveNowNameWhenNever:
    "El nivel de promoción «{promotion}» se usó el {when} fuera de los días u horas en que está vigente (su periodo de validez recurrente); no vuelve a estar vigente antes de terminar (ni en los próximos 400 días).",
  promotionNotActiveNowCheck:
    "En Voucherify, compare la validez recurrente del nivel de promoción (periodo, días de la semana, horas) con la hora de este intento, teniendo en cuenta la zona horaria.",

  redemptionRulesViolated:
    "No se cumplió una regla de validación del código; los detalles del error nombran la regla (un id que empieza por val_).",
  redemptionRulesViolatedCode:
    "No se cumplió una regla de validación del código {code}; los detalles del error nombran la regla (un id que empieza por val_).",
  redemptionRulesViolatedCheck:
    "Abra en Voucherify la regla nombrada en el error (val_…) para ver qué condición falló; el mensaje de error puede ser el texto personalizado de esa regla.",

  referrerNotPermitted:
    "El cliente intentó usar su propio código de recomendación; quien recomienda a otros no puede canjear su propio código.",
  referrerNotPermittedCode:
    "El cliente intentó usar su propio código de recomendación {code}; quien recomienda a otros no puede canjear su propio código.",
  referrerNotPermittedCheck:
    "Compare el cliente de este intento con quien recomienda (el propietario) del código de recomendación.",

  missingReward:
    "La tarjeta de fidelidad se canjeó sin indicar qué recompensa dar. Un problema de integración.",
  missingRewardCode:
    "La tarjeta de fidelidad {code} se canjeó sin indicar qué recompensa dar. Un problema de integración.",
  missingRewardCheck:
    "Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda: la solicitud debe nombrar la recompensa (su id).",

  missingOrder:
    "Hacía falta un pedido (para una tarjeta de fidelidad o una recompensa pagada con puntos), pero la tienda no envió ninguno con el código. Un problema de integración.",
  missingOrderCode:
    "Hacía falta un pedido (para una tarjeta de fidelidad o una recompensa pagada con puntos), pero la tienda no envió ninguno con el código {code}. Un problema de integración.",
  missingOrderCheck:
    "Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda: la solicitud debe incluir el pedido.",

  missingOrderItemsAmount:
    "Ninguno de los artículos del pedido a los que se aplica el código tenía importe (por ejemplo, al pagar con una tarjeta regalo).",
  missingOrderItemsAmountCode:
    "Ninguno de los artículos del pedido a los que se aplica el código {code} tenía importe (por ejemplo, al pagar con una tarjeta regalo).",
  missingOrderItemsAmountAmount:
    "Ninguno de los artículos del pedido a los que se aplica el código tenía importe (por ejemplo, al pagar con una tarjeta regalo); el pedido era de {orderAmount}.",
  missingOrderItemsAmountCodeAmount:
    "Ninguno de los artículos del pedido a los que se aplica el código {code} tenía importe (por ejemplo, al pagar con una tarjeta regalo); el pedido era de {orderAmount}.",
  missingOrderItemsAmountCheck:
    "Compruebe en «Detalles» que los artículos del pedido tienen precio y son los productos a los que se aplica el código. Si faltan, traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda.",

  multipleRequests:
    "Llegaron dos solicitudes para el código en el mismo momento: la primera aún se estaba procesando cuando llegó la siguiente. Desde el 1 de julio de 2026 también ocurre cuando un mismo canje se revierte dos veces a la vez.",
  multipleRequestsCode:
    "Llegaron dos solicitudes para el código {code} en el mismo momento: la primera aún se estaba procesando cuando llegó la siguiente. Desde el 1 de julio de 2026 también ocurre cuando un mismo canje se revierte dos veces a la vez.",
  multipleRequestsCheck:
    "Busque en la lista un intento duplicado o repetido a la misma hora y compruebe si el primero tuvo éxito antes de volver a intentar nada.",

  invalidPayload:
    "La tienda envió una solicitud que Voucherify no pudo procesar (por ejemplo, un código o una promoción sin su id); los detalles del error nombran el campo erróneo. Un problema de integración.",
  invalidPayloadCheck:
    "Lea en el mensaje de error (en «Detalles») qué campo es erróneo. Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda.",

  duplicatedRedeemables:
    "El mismo código o la misma promoción se envió dos veces en una sola solicitud. Un problema de integración.",
  duplicatedRedeemablesCode:
    "El mismo código o la misma promoción ({code}) se envió dos veces en una sola solicitud. Un problema de integración.",
  duplicatedRedeemablesCheck:
    "Entre los códigos y promociones enviados juntos, busque el que aparece dos veces. Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda.",

  invalidRedeemables:
    "Se enviaron juntos códigos o promociones que no se pueden combinar (por ejemplo, un conjunto de promociones junto con otros descuentos), entre ellos el código.",
  invalidRedeemablesCode:
    "Se enviaron juntos códigos o promociones que no se pueden combinar (por ejemplo, un conjunto de promociones junto con otros descuentos), entre ellos el código {code}.",
  invalidRedeemablesCheck:
    "Vea qué códigos y promociones se enviaron juntos y revise las reglas de las campañas para combinar descuentos.",

  metadataValidationFailed:
    "Los datos adicionales (metadatos) enviados con la solicitud incumplían las reglas del proyecto (por ejemplo, un valor que no está en la lista permitida). Un problema de integración.",
  metadataValidationFailedCheck:
    "Compare los metadatos de «Detalles» con la regla citada en el mensaje de error. Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda.",

  ambiguousTrackingId:
    "La tienda online llamó a Voucherify con dos identificadores de cliente distintos desde el mismo sitio web, por lo que Voucherify no pudo saber de qué cliente se trataba. Un problema de integración.",
  ambiguousTrackingIdCheck:
    "Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda: la tienda online debe enviar un único tracking id o source id de cliente por visitante.",

  invalidRedemption:
    "Se pidió un rollback individual de un canje agrupado (uno que reúne varios descuentos); esos canjes solo se pueden revertir completos.",
  invalidRedemptionCheck:
    "Pida que se revierta en su lugar el canje agrupado (principal) completo a quien gestione las reversiones en Voucherify.",

  invalidRedemptionParent:
    "Se pidió un rollback de una parte de un canje mayor (tiene un canje principal); una parte no se puede revertir por separado.",
  invalidRedemptionParentCheck:
    "Abra «Detalles», siga «Canje original» y pida que se revierta ese canje en su lugar a quien gestione las reversiones en Voucherify.",

  invalidRollbackParams:
    "La solicitud de rollback (reversión) no era válida, así que no se revirtió nada. Un problema de integración.",
  invalidRollbackParamsCheck:
    "Traslade el caso, con el id del canje, a quien gestione la integración de Voucherify de la tienda: hay que revisar el cuerpo de la solicitud de rollback.",

  memberAlreadyExists:
    "El cliente ya es miembro de este programa de fidelidad (v2), así que no se le pudo inscribir por segunda vez.",
  memberAlreadyExistsCheck:
    "Busque la membresía y la tarjeta existentes del cliente antes de que alguien cree otras nuevas.",

  nonActiveProgram: "El programa de fidelidad (v2) no está activo, así que Voucherify rechazó la solicitud.",
  nonActiveProgramCheck:
    "Compruebe el estado del programa en el Loyalty hub de Voucherify y pregunte a quien lo gestiona si está previsto.",

  zeroCardBalance:
    "La tarjeta de fidelidad no tiene puntos, así que se rechazó gastarlos (pagar con puntos u obtener una recompensa). Vuelve a funcionar en cuanto se ganan o se añaden puntos.",
  zeroCardBalanceCode:
    "La tarjeta de fidelidad {code} no tiene puntos, así que se rechazó gastarlos (pagar con puntos u obtener una recompensa). Vuelve a funcionar en cuanto se ganan o se añaden puntos.",
  zeroCardBalanceCheck:
    "Compruebe el saldo de puntos de la tarjeta y si hay puntos pendientes (solo cuentan una vez activados).",

  duplicate:
    "Voucherify se negó a crear algo porque ya existe o está en uso un objeto con el mismo identificador.",
  duplicateCode:
    "Voucherify se negó a crear algo porque ya existe o está en uso un objeto con el mismo identificador ({code}).",
  duplicateCheck:
    "Busque el objeto existente con ese identificador (en Voucher Lens o en Voucherify) y utilícelo.",

  invalidAddBalanceParams:
    "Se rechazó añadir saldo (crédito o puntos) a la tarjeta: la solicitud no era válida.",
  invalidAddBalanceParamsCode:
    "Se rechazó añadir saldo (crédito o puntos) a la tarjeta {code}: la solicitud no era válida.",
  invalidAddBalanceParamsCheck:
    "Revise el importe o los puntos que se iban a añadir y traslade el caso a quien hizo el cambio o gestiona la integración.",

  malformedGift:
    "Voucherify se negó a crear o modificar la configuración de crédito de una tarjeta regalo: los datos enviados no eran válidos. Esto viene de la configuración en Voucherify, no de un pago.",
  malformedCampaign:
    "Voucherify se negó a crear o modificar una campaña: los datos enviados no eran válidos. Esto viene de la configuración en Voucherify, no de un pago.",
  malformedCodeConfig:
    "Voucherify se negó a crear o modificar el patrón para generar códigos (longitud, prefijo, caracteres): los datos enviados no eran válidos. Esto viene de la configuración en Voucherify, no de un pago.",
  malformedVoucher:
    "Voucherify se negó a crear o modificar un cupón: los datos enviados no eran válidos. Esto viene de la configuración en Voucherify, no de un pago.",
  malformedValidationRules:
    "Voucherify se negó a crear o modificar reglas de validación: los datos enviados no eran válidos. Esto viene de la configuración en Voucherify, no de un pago.",
  malformedProduct:
    "Voucherify se negó a crear o modificar un producto: los datos enviados no eran válidos. Esto viene de la configuración en Voucherify, no de un pago.",
  malformedSku:
    "Voucherify se negó a crear o modificar una variante de producto (SKU): los datos enviados no eran válidos. Esto viene de la configuración en Voucherify, no de un pago.",
  malformedPublish:
    "Voucherify se negó a crear o modificar la entrega (publicación) de un código a un cliente: los datos enviados no eran válidos. Esto viene de la configuración en Voucherify, no de un pago.",
  malformedExport:
    "Voucherify se negó a crear o modificar una exportación: los datos enviados no eran válidos. Esto viene de la configuración en Voucherify, no de un pago.",
  malformedCheck:
    "Lea en el mensaje de error (en «Detalles») qué campo es erróneo y traslade el caso a quien hizo el cambio en Voucherify o gestiona la integración.",

  invalidQueryParams:
    "Voucherify rechazó una solicitud: sus parámetros de búsqueda o filtro no eran válidos. Esto viene de una herramienta o integración, no del cliente.",
  queryTooLarge:
    "Voucherify rechazó una solicitud: era demasiado grande (su cuerpo o sus parámetros de búsqueda). Esto viene de una herramienta o integración, no del cliente.",
  requestRefusedCheck:
    "Compruebe el tamaño y los parámetros de la solicitud, y traslade el caso a quien hizo la llamada o gestiona la integración.",

  noVoucherSuitableForPublication:
    "A la campaña no le queda ningún código sin asignar para entregar (por ejemplo, al añadir a alguien a un programa de fidelidad).",
  noVoucherSuitableForPublicationCheck:
    "Compruebe cuántos códigos sin asignar le quedan a la campaña y pida a quien la gestiona que genere más.",

  noCode: "Voucherify indica: {message}.",
  noCodeNoMessage: "Voucherify indica: no se dio ningún motivo.",
  noCodeCheck: "Abra «Detalles» y lea el mensaje de error; si no hay ninguno, busque el canje en Voucherify.",
  unknownCode:
    "Voucherify devolvió un código de error que Voucher Lens aún no conoce ({failureCode}): «{message}».",
  unknownCodeNoMessage:
    "Voucherify devolvió un código de error que Voucher Lens aún no conoce ({failureCode}), sin mensaje.",
  unknownCodeCheck:
    "Lea el mensaje de error en «Detalles» y busque el código en la lista de errores de Voucherify; informe al equipo de Voucher Lens del nuevo código.",
} satisfies Translation<typeof en>;
