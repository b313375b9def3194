import type { LanguageWordings } from "./shared";

// Written to be sent as they are. Optional parts in [ … | … ] keep each reply whole when the row
// lacks a value: a missing name greets without one, a missing code says « le code ».
// French typography: a no-break space (\u00A0) before « : » and inside « … », a narrow no-break
// space (\u202F) before « ? ». The agent's gender is unknown, so no reply says « désolé(e) » or
// « ravi(e) ».

const HI = "Bonjour[ {first_name}],\n\n";
const THE_CODE = "[le code {code}|le code]";
const THE_CODE_CAP = "[Le code {code}|Le code]";
const OF_THE_CODE = "[du code {code}|du code]";
const ON = "[ le {date}]";
const LOYALTY_CARD = "[carte de fidélité {code}|carte de fidélité]";
const THE_PROMOTION = "[La promotion «\u00A0{promotion}\u00A0»|La promotion][ (code {code})]";
const BACK = "je reviendrai vers vous";
const PASSED_ON = `J'ai signalé le problème à notre équipe et ${BACK} dès que j'aurai leur retour.`;

const technical = (doing: string) =>
  `${HI}Merci de votre patience. Un problème technique est survenu de notre côté ${doing}, et vous n'y êtes pour rien. ${PASSED_ON}`;
const APPLYING = technical(`au moment d'appliquer ${THE_CODE} à votre commande`);
const REVERSING = technical(`au moment d'annuler l'utilisation ${OF_THE_CODE} sur votre commande`);
const SETUP = `${HI}Merci de votre patience. Un problème est survenu de notre côté concernant [le code {code}|votre demande]. ${PASSED_ON}`;

export const FR: LanguageWordings = {
  shared: { applying: APPLYING, reversing: REVERSING, setup: SETUP },
  own: {
    resource_not_found: `${HI}J'ai vérifié ${THE_CODE}\u00A0: il n'existe pas dans notre système. Pourriez-vous le vérifier à nouveau (des caractères comme la lettre O et le chiffre 0 se confondent facilement) ou m'envoyer une capture d'écran de l'endroit où vous l'avez obtenu\u202F?`,
    not_found: `${HI}J'ai examiné ${THE_CODE}\u00A0: un élément nécessaire à son application est introuvable dans notre système. Je vérifie ce qui manque et ${BACK}.`,
    voucher_not_active: `${HI}${THE_CODE_CAP} n'est pas encore actif[\u00A0: il pourra être utilisé à partir du {start_date}]. N'hésitez pas à réessayer dès qu'il sera actif.`,
    voucher_expired: `${HI}Malheureusement, ${THE_CODE} a expiré[ le {expiration_date}] et ne pouvait donc plus être appliqué${ON}.`,
    voucher_disabled: `${HI}${THE_CODE_CAP} a été désactivé et ne peut donc pas être utilisé pour le moment. Je me penche sur la question et ${BACK}.`,
    quantity_exceeded: `${HI}${THE_CODE_CAP} a atteint son nombre maximal d'utilisations, c'est pourquoi il n'a pas pu être appliqué à nouveau${ON}. Si vous pensez qu'il devrait encore pouvoir être utilisé, faites-le-moi savoir et je me pencherai sur la question.`,
    gift_amount_exceeded: `${HI}Le solde restant sur votre [carte cadeau {code}|carte cadeau] est inférieur au montant demandé, c'est pourquoi elle n'a pas pu être appliquée. Je me ferai un plaisir de vous indiquer le solde encore disponible sur votre carte.`,
    customer_rules_violated: `${HI}${THE_CODE_CAP} est réservé à un groupe spécifique de clients et votre compte ne remplit pas les conditions requises, c'est pourquoi il n'a pas pu être appliqué.`,
    order_rules_violated: `${HI}Votre commande ne remplissait pas les conditions ${OF_THE_CODE} (par exemple un montant minimum de commande ou des produits éligibles), et celui-ci n'a donc pas pu être appliqué.`,
    missing_customer: `${HI}${THE_CODE_CAP} ne peut être utilisé qu'après connexion à votre compte. Pourriez-vous vous connecter puis réessayer\u202F?`,
    invalid_customer: `${HI}${THE_CODE_CAP} est associé à un autre compte client que celui utilisé ici, c'est pourquoi il n'a pas pu être appliqué. Pourriez-vous m'indiquer l'adresse e-mail du compte que vous avez utilisé\u202F? Je pourrai ainsi faire les vérifications nécessaires.`,
    loyalty_card_points_exceeded: `${HI}Votre ${LOYALTY_CARD} n'avait pas assez de points pour [la récompense «\u00A0{reward}\u00A0»|cette récompense]${ON}. Les points encore en attente ne sont comptabilisés qu'une fois activés. Je peux vous communiquer votre solde actuel si cela peut vous être utile.`,
    promotion_inactive: `${HI}${THE_PROMOTION} n'est pas en cours actuellement et n'a donc pas pu être appliquée. Je vérifie auprès de notre équipe si c'est normal et ${BACK}.`,
    no_applicable_redeemables: `${HI}Aucune des réductions de votre commande[, y compris le code {code},] n'a pu être appliquée. Je vérifie la raison pour chacune d'entre elles et ${BACK}.`,
    already_rolled_back: `${HI}L'utilisation ${OF_THE_CODE} sur votre commande avait déjà été annulée auparavant\u00A0: il n'y avait donc plus rien à annuler. Si le montant ou le solde ne vous semble pas correct, faites-le-moi savoir et je vérifierai.`,
    voucher_not_active_now: `${HI}${THE_CODE_CAP} ne peut être utilisé que certains jours ou à certaines heures, c'est pourquoi il n'a pas pu être appliqué${ON}. [Vous pourrez de nouveau l'utiliser à partir du {next_usable}.|Je me ferai un plaisir de vous indiquer quand il pourra de nouveau être utilisé.]`,
    "voucher_not_active_now.never_again": `${HI}${THE_CODE_CAP} ne peut être utilisé que certains jours ou à certaines heures, c'est pourquoi il n'a pas pu être appliqué${ON}. Je le regrette, mais il ne pourra plus être utilisé avant sa date d'expiration. Je vais voir ce que je peux vous proposer d'autre.`,
    promotion_not_active_now: `${HI}${THE_PROMOTION} ne peut être utilisée que certains jours ou à certaines heures, c'est pourquoi elle n'a pas pu être appliquée${ON}. [Elle pourra de nouveau être utilisée à partir du {next_usable}.|Je me ferai un plaisir de vous indiquer quand elle pourra de nouveau être utilisée.]`,
    "promotion_not_active_now.never_again": `${HI}${THE_PROMOTION} ne peut être utilisée que certains jours ou à certaines heures, c'est pourquoi elle n'a pas pu être appliquée${ON}. Je le regrette, mais elle ne sera plus active avant sa date de fin. Je vais voir ce que je peux vous proposer d'autre.`,
    redemption_rules_violated: `${HI}${THE_CODE_CAP} est soumis à des conditions qui n'étaient pas remplies cette fois-ci, c'est pourquoi il n'a pas pu être appliqué. Je vérifie précisément laquelle n'a pas été remplie et ${BACK}.`,
    referrer_not_permitted_to_redeem: `${HI}Il semble que ${THE_CODE} soit votre propre code de parrainage\u00A0: il est destiné aux amis que vous invitez et ne peut donc pas être utilisé sur votre propre compte. Si ce n'est pas le cas, faites-le-moi savoir et je me pencherai sur la question.`,
    missing_reward: technical(`au moment d'utiliser votre ${LOYALTY_CARD}`),
    missing_order_items_amount: technical(`au moment d'appliquer ${THE_CODE} aux articles de votre commande`),
    multiple_requests: `${HI}${THE_CODE_CAP} nous est parvenu deux fois au même moment\u00A0: la seconde tentative a donc été bloquée pour éviter qu'il soit appliqué deux fois. Je vérifie si la première a bien abouti et ${BACK}.`,
    invalid_redeemables: `${HI}${THE_CODE_CAP} ne peut pas être cumulé avec les autres réductions de votre commande\u00A0: il n'a donc pas été possible de les appliquer ensemble. Je vérifie quelles réductions peuvent être utilisées et ${BACK}.`,
    member_already_exists: `${HI}Bonne nouvelle\u00A0: vous êtes déjà membre de notre programme de fidélité[ (votre numéro de carte est {code})], et vous n'aviez donc pas besoin de vous inscrire à nouveau.`,
    non_active_program: `${HI}Notre programme de fidélité n'est pas disponible pour le moment, c'est pourquoi ${THE_CODE} n'a pas pu être utilisé. Je vérifie auprès de notre équipe et ${BACK}.`,
    zero_card_balance: `${HI}Votre ${LOYALTY_CARD} n'a aucun point utilisable pour le moment, c'est pourquoi [la récompense «\u00A0{reward}\u00A0»|elle] n'a pas pu être utilisée${ON}. Elle pourra de nouveau être utilisée dès que des points seront crédités sur votre carte.`,
    invalid_add_balance_params: `${HI}Merci de votre patience. Un problème technique est survenu de notre côté au moment de créditer le solde de [votre carte {code}|votre carte]. ${PASSED_ON}`,
    no_voucher_suitable_for_publication: `${HI}Merci de votre patience. [J'ai examiné {code}\u00A0: nous|Nous] n'avions plus de codes à distribuer, c'est pourquoi nous n'avons pas pu vous en envoyer un pour l'instant. ${PASSED_ON}`,
    unknown_failure: `${HI}Merci de votre patience. ${THE_CODE_CAP} n'a pas pu être appliqué${ON}, et j'en recherche la raison avec notre équipe. Je reviendrai vers vous dès que j'en saurai plus.`,

    points_pending: `${HI}Merci de votre patience. Une partie de vos points ({points}) est encore en attente\u00A0: ces points ont bien été enregistrés, mais ils ne deviennent utilisables qu'une fois activés (par exemple à la fin du délai de retour de votre commande). Dès que ce sera le cas, ils seront automatiquement ajoutés à votre solde et vous pourrez les utiliser.`,
    points_pending_activation: `${HI}Merci de votre patience. Une partie des points de votre ${LOYALTY_CARD} ({points}) est encore en attente\u00A0: ces points ont bien été enregistrés et seront ajoutés à votre solde le {date}. Vous pourrez les utiliser à partir de ce jour-là.`,
    tier_lapsing: `${HI}Un petit mot au sujet de votre ${LOYALTY_CARD}\u00A0: votre statut {tier} prend fin le {date}[, vous passerez ensuite au statut {lower_tier}]. Cumuler des points d'ici là vous permet de le conserver.`,
    points_expired: `${HI}Merci pour votre message au sujet de votre ${LOYALTY_CARD}. Une partie de vos points ({points}) a expiré le {date}[\u00A0: vous les aviez obtenus le {start_date}]. Ils n'avaient pas été utilisés avant leur date d'expiration, c'est pourquoi ils ne figurent plus dans votre solde. Les points qui restent sur votre carte s'utilisent normalement.`,
    points_pending_cancelled: `${HI}Merci de votre patience. Les points en attente [de votre commande {order}|de votre commande] sur votre ${LOYALTY_CARD} ({points}) ont été annulés, ils ne seront donc pas ajoutés à votre solde. Cela arrive lorsqu'une commande est annulée ou retournée. Si ce n'est pas votre cas, dites-le-moi et je vérifierai.`,
    points_order_earned: `${HI}J'ai vérifié votre ${LOYALTY_CARD}\u00A0: votre commande {order} vous a rapporté des points ({points}), ajoutés à votre solde le {date}. Vous pouvez les utiliser dès maintenant.`,
    points_order_pending: `${HI}J'ai vérifié votre ${LOYALTY_CARD}\u00A0: votre commande {order} vous a rapporté des points ({points}). Ils sont encore en attente[ et seront ajoutés à votre solde le {date}| et seront ajoutés à votre solde dès leur activation]. Vous pourrez les utiliser à partir de ce moment-là.`,
    points_order_not_found: `${HI}Merci de votre patience. J'ai vérifié votre ${LOYALTY_CARD} jusqu'au {date} et je n'ai trouvé aucun point pour votre commande {order}. ${PASSED_ON}`,
    reward_rejected: `${HI}Toutes nos excuses\u00A0: l'achat de [la récompense «\u00A0{reward}\u00A0»|la récompense]${ON} n'a pas pu aboutir, et aucun point n'a été prélevé pour cela sur votre ${LOYALTY_CARD}. Je vérifie la raison avec notre équipe et ${BACK}.`,
    "reward_rejected.points": `${HI}Toutes nos excuses\u00A0: l'achat de [la récompense «\u00A0{reward}\u00A0»|la récompense]${ON} n'a pas pu aboutir, car votre ${LOYALTY_CARD} ne comptait pas assez de points[ (il en faut {points})]. Aucun point n'a été prélevé pour cela. Dès que votre solde sera suffisant, vous pourrez l'acheter de nouveau.`,
    tier_lowered: `${HI}Merci pour votre message au sujet de votre ${LOYALTY_CARD}. Votre statut est passé[ de {tier}] à {lower_tier}${ON}, car les points nécessaires pour le conserver n'ont pas été atteints. En cumulant de nouveau des points, vous retrouverez votre statut.`,
    "tier_lowered.expired": `${HI}Merci pour votre message au sujet de votre ${LOYALTY_CARD}. Votre statut est passé[ de {tier}] à {lower_tier}${ON}, car une partie de vos points ({points}) a expiré, ce qui a fait passer votre solde sous le seuil du statut. En cumulant de nouveau des points, vous retrouverez votre statut.`,
    points_expiring: `${HI}Un petit mot au sujet de votre ${LOYALTY_CARD}\u00A0: une partie de vos points ({points}) expirera le {date}. Pensez à les utiliser d'ici là pour ne pas les perdre.`,
    card_disabled: `${HI}Votre ${LOYALTY_CARD} n'est pas active actuellement, c'est pourquoi vous ne pouvez pas l'utiliser pour le moment. Je me penche sur la question et ${BACK}.`,
    card_not_yet_active: `${HI}Votre ${LOYALTY_CARD} n'est pas encore active[\u00A0: vous pourrez l'utiliser à partir du {date}]. N'hésitez pas à réessayer dès qu'elle sera active.`,
    card_expired: `${HI}Malheureusement, votre ${LOYALTY_CARD} a expiré[ le {date}] et ne peut plus être utilisée. Je vais voir ce que je peux vous proposer d'autre.`,
    card_restricted: `${HI}Votre ${LOYALTY_CARD} n'est utilisable que certains jours ou à certaines heures, c'est pourquoi vous ne pouvez pas vous en servir pour le moment. Je me ferai un plaisir de vous indiquer quand vous pourrez de nouveau l'utiliser.`,
  },
};
