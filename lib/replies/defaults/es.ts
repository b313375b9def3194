import type { LanguageWordings } from "./shared";

// Escritas para enviarse tal cual, tratando al cliente de usted. Las partes opcionales [ … | … ]
// mantienen la respuesta completa cuando falta un dato: sin nombre se saluda sin él, sin código se
// dice «el código». «de el» y «a el» se contraen, de ahí OF_THE_CODE.

const HI = "Hola[, {first_name}]:\n\n";
const THE_CODE = "[el código {code}|el código]";
const THE_CODE_CAP = "[El código {code}|El código]";
const OF_THE_CODE = "[del código {code}|del código]";
const LOYALTY_CARD = "[tarjeta de fidelidad {code}|tarjeta de fidelidad]";
const ON = "[ el {date}]";
const PASSED_ON =
  "He trasladado el caso a nuestro equipo y me pondré en contacto con usted en cuanto me respondan.";

const technical = (doing: string) =>
  `${HI}Gracias por su paciencia. Hubo un problema técnico por nuestra parte ${doing}, y no se debió a nada que usted hiciera. ${PASSED_ON}`;
const APPLYING = technical(`al aplicar ${THE_CODE} a su pedido`);
const REVERSING = technical(`al revertir el uso ${OF_THE_CODE} en su pedido`);
const SETUP = `${HI}Gracias por su paciencia. Se produjo un error por nuestra parte relacionado con [el código {code}|su solicitud]. ${PASSED_ON}`;

export const ES: LanguageWordings = {
  shared: { applying: APPLYING, reversing: REVERSING, setup: SETUP },
  own: {
    resource_not_found: `${HI}He revisado ${THE_CODE} y no existe en nuestro sistema. ¿Podría comprobarlo de nuevo (es fácil confundir, por ejemplo, la letra O con el número 0) o enviarme una captura de pantalla del lugar donde lo obtuvo?`,
    not_found: `${HI}He revisado ${THE_CODE}: no se encontró en nuestro sistema algo necesario para aplicarlo. Estoy comprobando qué falta y me pondré en contacto con usted.`,
    voucher_not_active: `${HI}${THE_CODE_CAP} todavía no está activo[: puede usarse a partir del {start_date}]. Por favor, vuelva a intentarlo una vez que entre en vigor.`,
    voucher_expired: `${HI}Lo siento, pero ${THE_CODE} expiró[ el {expiration_date}], por lo que ya no se pudo aplicar${ON}.`,
    voucher_disabled: `${HI}${THE_CODE_CAP} ha sido desactivado, por lo que no se puede usar en este momento. Estoy revisando el caso y me pondré en contacto con usted.`,
    quantity_exceeded: `${HI}${THE_CODE_CAP} ha alcanzado el número máximo de usos permitidos, por lo que no se pudo aplicar de nuevo${ON}. Si cree que todavía debería tener usos disponibles, indíquemelo y lo revisaré.`,
    gift_amount_exceeded: `${HI}El saldo restante de su [tarjeta de regalo {code}|tarjeta de regalo] es inferior a la cantidad solicitada, por lo que no se pudo aplicar. Con gusto le indicaré el saldo que le queda.`,
    customer_rules_violated: `${HI}${THE_CODE_CAP} está reservado para un grupo específico de clientes y su cuenta no cumple los requisitos, por lo que no se pudo aplicar.`,
    order_rules_violated: `${HI}Su pedido no cumplía las condiciones ${OF_THE_CODE} (por ejemplo, un valor mínimo de pedido o la compra de determinados productos), por lo que no fue posible aplicarlo.`,
    missing_customer: `${HI}Para usar ${THE_CODE} es necesario haber iniciado sesión en su cuenta. ¿Podría iniciar sesión y volver a intentarlo?`,
    invalid_customer: `${HI}${THE_CODE_CAP} está asociado a una cuenta de cliente distinta de la que se utilizó en este caso, por lo que no se pudo aplicar. ¿Podría indicarme la dirección de correo electrónico de la cuenta que utilizó? Con esa información lo revisaré.`,
    loyalty_card_points_exceeded: `${HI}Su ${LOYALTY_CARD} no tenía suficientes puntos para [la recompensa «{reward}»|esa recompensa]${ON}. Los puntos que aún están pendientes solo cuentan una vez que se activan. Si le resulta útil, puedo indicarle su saldo actual.`,
    promotion_inactive: `${HI}[La promoción «{promotion}»|La promoción][ (código {code})] no está activa en este momento, por lo que no se pudo aplicar. Estoy consultando con nuestro equipo si esto es lo previsto y me pondré en contacto con usted.`,
    no_applicable_redeemables: `${HI}No se pudo aplicar ninguno de los descuentos de su pedido[, incluido el código {code}]. Estoy comprobando el motivo en cada caso y me pondré en contacto con usted.`,
    already_rolled_back: `${HI}El uso ${OF_THE_CODE} en su pedido ya se había revertido anteriormente, por lo que no quedaba nada más por deshacer. Si la cantidad o el saldo no le parecen correctos, indíquemelo y lo revisaré.`,
    voucher_not_active_now: `${HI}${THE_CODE_CAP} solo puede usarse en ciertos días o a ciertas horas, por lo que no se pudo aplicar${ON}. [Podrá volver a usarlo a partir del {next_usable}.|Con gusto le indicaré cuándo podrá volver a usarlo.]`,
    "voucher_not_active_now.never_again": `${HI}${THE_CODE_CAP} solo puede usarse en ciertos días o a ciertas horas, por lo que no se pudo aplicar${ON}. Lo siento, pero no podrá volver a usarse antes de que expire. Permítame ver qué más puedo ofrecerle.`,
    promotion_not_active_now: `${HI}[La promoción «{promotion}»|La promoción][ (código {code})] solo puede usarse en ciertos días o a ciertas horas, por lo que no se pudo aplicar${ON}. [Podrá volver a usarse a partir del {next_usable}.|Con gusto le indicaré cuándo podrá volver a usarla.]`,
    "promotion_not_active_now.never_again": `${HI}[La promoción «{promotion}»|La promoción][ (código {code})] solo puede usarse en ciertos días o a ciertas horas, por lo que no se pudo aplicar${ON}. Lo siento, pero no volverá a estar activa antes de que finalice. Permítame ver qué más puedo ofrecerle.`,
    redemption_rules_violated: `${HI}${THE_CODE_CAP} tiene condiciones de uso que esta vez no se cumplieron, por lo que no se pudo aplicar. Estoy comprobando exactamente cuál de ellas no se cumplió y me pondré en contacto con usted.`,
    referrer_not_permitted_to_redeem: `${HI}Parece que [{code}|el código que utilizó] es su propio código de recomendación: está pensado para los amigos que usted invite, por lo que no se puede usar en su propia cuenta. Si no es así, indíquemelo y lo revisaré.`,
    missing_reward: technical(`al usar su ${LOYALTY_CARD}`),
    missing_order_items_amount: technical(`al aplicar ${THE_CODE} a los productos de su pedido`),
    multiple_requests: `${HI}Recibimos ${THE_CODE} dos veces en el mismo instante, por lo que se detuvo el segundo intento para evitar aplicarlo dos veces. Estoy comprobando si el primero se completó correctamente y me pondré en contacto con usted.`,
    invalid_redeemables: `${HI}${THE_CODE_CAP} no se puede combinar con los demás descuentos de su pedido, por lo que no se pudieron aplicar juntos. Estoy comprobando cuáles de ellos pueden usarse y me pondré en contacto con usted.`,
    member_already_exists: `${HI}Buenas noticias: ya es miembro de nuestro programa de fidelidad[ (el código de su tarjeta es {code})], así que no era necesario volver a inscribirse.`,
    non_active_program: `${HI}Nuestro programa de fidelidad no está disponible en este momento, por lo que no se pudo usar ${THE_CODE}. Estoy consultándolo con nuestro equipo y me pondré en contacto con usted.`,
    zero_card_balance: `${HI}Su ${LOYALTY_CARD} no tiene puntos disponibles para canjear en este momento, por lo que [no se pudo canjear la recompensa «{reward}»|no se pudo usar]${ON}. Podrá volver a usar la tarjeta en cuanto tenga puntos.`,
    invalid_add_balance_params: `${HI}Gracias por su paciencia. Hubo un problema técnico por nuestra parte al cargar el saldo en [su tarjeta {code}|su tarjeta]. ${PASSED_ON}`,
    no_voucher_suitable_for_publication: `${HI}Gracias por su paciencia. [He revisado {code}: nos|Nos] habíamos quedado sin códigos disponibles para entregar, por lo que no pudimos enviarle uno en este momento. ${PASSED_ON}`,
    unknown_failure: `${HI}Gracias por su paciencia. No se pudo aplicar ${THE_CODE}${ON} y estoy consultando el motivo con nuestro equipo. Me pondré en contacto con usted en cuanto tenga más información.`,

    points_pending: `${HI}Gracias por su paciencia. Todavía tiene {points} puntos pendientes: ya están registrados, pero solo podrá usarlos una vez que se activen (por ejemplo, cuando termine el plazo de devolución de su pedido). En cuanto esto ocurra, se sumarán automáticamente a su saldo y podrá utilizarlos.`,
    points_pending_activation: `${HI}Gracias por su paciencia. {points} puntos de su ${LOYALTY_CARD} todavía están pendientes: ya están registrados y se sumarán a su saldo el {date}. A partir de ese día podrá usarlos.`,
    tier_lapsing: `${HI}Un breve aviso sobre su ${LOYALTY_CARD}: su nivel {tier} termina el {date}[ y pasará al nivel {lower_tier}]. Si acumula puntos antes de esa fecha, lo conservará.`,
    points_expired: `${HI}Gracias por escribirnos sobre su ${LOYALTY_CARD}. {points} de sus puntos caducaron el {date}[: los había obtenido el {start_date}] y no se usaron antes de su fecha de caducidad, por lo que ya no figuran en su saldo. Los puntos que siguen en su tarjeta puede usarlos con normalidad.`,
    points_pending_cancelled: `${HI}Gracias por su paciencia. Los {points} puntos pendientes [de su pedido {order}|de su pedido] en su ${LOYALTY_CARD} se cancelaron, por lo que no se sumarán a su saldo. Esto ocurre cuando un pedido se cancela o se devuelve. Si no es su caso, avíseme y lo revisaré.`,
    points_order_earned: `${HI}He revisado su ${LOYALTY_CARD}: su pedido {order} le dio {points} puntos, que se sumaron a su saldo el {date}. Ya puede usarlos.`,
    points_order_pending: `${HI}He revisado su ${LOYALTY_CARD}: su pedido {order} le dio {points} puntos. Todavía están pendientes[ y se sumarán a su saldo el {date}| y se sumarán a su saldo en cuanto se activen]. A partir de entonces podrá usarlos.`,
    points_order_not_found: `${HI}Gracias por su paciencia. He revisado su ${LOYALTY_CARD} hasta el {date} y no he encontrado puntos de su pedido {order}. ${PASSED_ON}`,
    reward_rejected: `${HI}Lo siento: la compra de [la recompensa «{reward}»|la recompensa]${ON} no se pudo completar, y no se descontó ningún punto de su ${LOYALTY_CARD} por ella. Estoy consultando el motivo con nuestro equipo y me pondré en contacto con usted.`,
    "reward_rejected.points": `${HI}Lo siento: la compra de [la recompensa «{reward}»|la recompensa]${ON} no se pudo completar porque su ${LOYALTY_CARD} no tenía puntos suficientes[ (se necesitan {points} puntos)]. No se descontó ningún punto por ella. Cuando su saldo sea suficiente, podrá volver a canjearla.`,
    tier_lowered: `${HI}Gracias por escribirnos sobre su ${LOYALTY_CARD}. Su nivel cambió[ de {tier}] a {lower_tier}${ON}, porque no se alcanzaron los puntos necesarios para mantenerlo. Si vuelve a acumular puntos, su nivel subirá de nuevo.`,
    "tier_lowered.expired": `${HI}Gracias por escribirnos sobre su ${LOYALTY_CARD}. Su nivel cambió[ de {tier}] a {lower_tier}${ON} porque caducaron {points} de sus puntos y su saldo quedó por debajo de lo que requiere el nivel. Si vuelve a acumular puntos, su nivel subirá de nuevo.`,
    points_expiring: `${HI}Un breve aviso sobre su ${LOYALTY_CARD}: el {date} expirarán {points} de sus puntos. Le recomiendo usarlos antes de esa fecha para no perderlos.`,
    card_disabled: `${HI}Su ${LOYALTY_CARD} no está activa actualmente, por lo que no se puede usar en este momento. Estoy revisando el caso y me pondré en contacto con usted.`,
    card_not_yet_active: `${HI}Su ${LOYALTY_CARD} todavía no está activa[: podrá usarla a partir del {date}]. Por favor, vuelva a intentarlo una vez que se haya activado.`,
    card_expired: `${HI}Lo siento, pero su ${LOYALTY_CARD} expiró[ el {date}], por lo que ya no se puede usar. Permítame ver qué más puedo ofrecerle.`,
    card_restricted: `${HI}Su ${LOYALTY_CARD} solo puede usarse en ciertos días o a ciertas horas, por lo que no se puede usar en este momento. Con gusto le indicaré cuándo podrá volver a usarla.`,
  },
};
