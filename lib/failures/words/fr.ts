import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// Pour l'agent, en vouvoyant, avec les termes des réponses (code, utilisation, carte de fidélité,
// carte cadeau, promotion, récompense). Les noms de Voucherify (rollback, règles de validation,
// métadonnées) restent reconnaissables pour être retrouvés dans le tableau de bord. Typographie :
// espace insécable (\u00A0) avant « : » et dans « … », espace fine insécable (\u202F) avant « ; ».
export default {
  quoteVoucherifySays: "Voucherify indique\u00A0: «\u00A0{message}\u00A0».",
  quoteItSays: "Le message indique\u00A0: «\u00A0{message}\u00A0».",
  quoteItsMessage: "Son message\u00A0: «\u00A0{message}\u00A0».",

  resourceNotFound:
    "Aucun bon avec ce code n'existe dans ce projet. Souvent une faute de frappe, un code d'une autre marque ou région, ou un code supprimé.",
  resourceNotFoundCode:
    "Aucun bon avec le code {code} n'existe dans ce projet. Souvent une faute de frappe, un code d'une autre marque ou région, ou un code supprimé.",
  resourceNotFoundCheck:
    "Recherchez le code exactement tel que le client l'a écrit (majuscules et minuscules, espaces, O et 0) et vérifiez que le profil pointe vers le bon projet et la bonne région.",

  notFound:
    "Un élément nommé dans la requête est introuvable\u00A0: le bon, le client ou un autre identifiant ou code («\u00A0Resource not found\u00A0»).",
  notFoundCheck:
    "Lisez le message d'échec (sous «\u00A0Détails\u00A0») pour savoir quel identifiant ou code est introuvable, puis recherchez cet identifiant dans Voucher Lens.",

  voucherNotActive: "Le code a été utilisé avant sa date de début.",
  voucherNotActiveCode: "Le code {code} a été utilisé avant sa date de début.",
  voucherNotActiveDate: "Le code a été utilisé avant sa date de début ({startDate}).",
  voucherNotActiveCodeDate: "Le code {code} a été utilisé avant sa date de début ({startDate}).",
  voucherNotActiveCheck: "Comparez la date de début du bon avec la date de cette tentative.",

  voucherExpired: "Le code avait expiré au moment de son utilisation.",
  voucherExpiredCode: "Le code {code} avait expiré au moment de son utilisation.",
  voucherExpiredDate: "Le code avait expiré le {expirationDate}, avant son utilisation.",
  voucherExpiredCodeDate: "Le code {code} avait expiré le {expirationDate}, avant son utilisation.",
  voucherExpiredWhen: "Le code avait expiré lorsqu'il a été utilisé le {when}.",
  voucherExpiredCodeWhen: "Le code {code} avait expiré lorsqu'il a été utilisé le {when}.",
  voucherExpiredDateWhen: "Le code avait expiré le {expirationDate}, avant d'être utilisé le {when}.",
  voucherExpiredCodeDateWhen:
    "Le code {code} avait expiré le {expirationDate}, avant d'être utilisé le {when}.",
  voucherExpiredCheck: "Vérifiez la date d'expiration du bon et celle de sa campagne.",

  voucherDisabled:
    "Le code est désactivé dans Voucherify, même s'il se trouve peut-être dans sa période de validité.",
  voucherDisabledCode:
    "Le code {code} est désactivé dans Voucherify, même s'il se trouve peut-être dans sa période de validité.",
  voucherDisabledCheck:
    "Ouvrez le bon dans Voucherify, vérifiez s'il est désactivé (active: false) et demandez à la personne qui gère la campagne si c'était voulu.",

  quantityExceeded:
    "Le code a atteint sa limite d'utilisations\u00A0: il a déjà été utilisé autant de fois que permis. Les paniers encore ouverts (sessions de validation verrouillées) comptent aussi dans la limite.",
  quantityExceededCode:
    "Le code {code} a atteint sa limite d'utilisations\u00A0: il a déjà été utilisé autant de fois que permis. Les paniers encore ouverts (sessions de validation verrouillées) comptent aussi dans la limite.",
  quantityExceededCheck:
    "Comparez le nombre d'utilisations autorisées du bon avec le nombre d'utilisations effectuées\u202F; s'il en reste, cherchez des sessions de validation ouvertes (par exemple un panier abandonné) qui les retiennent.",

  giftAmountExceeded: "Le solde de la carte cadeau ne suffit pas pour le montant demandé.",
  giftAmountExceededCode: "Le solde de la carte cadeau {code} ne suffit pas pour le montant demandé.",
  giftAmountExceededAmount:
    "Le solde de la carte cadeau ne suffit pas pour le montant demandé (commande de {orderAmount}).",
  giftAmountExceededCodeAmount:
    "Le solde de la carte cadeau {code} ne suffit pas pour le montant demandé (commande de {orderAmount}).",
  giftAmountExceededCheck: "Comparez le solde de la carte cadeau avec le montant demandé.",

  customerRulesViolated:
    "Le client ne fait pas partie du public auquel le code est destiné (un segment ou une règle client ne correspondait pas).",
  customerRulesViolatedCode:
    "Le client ne fait pas partie du public auquel le code {code} est destiné (un segment ou une règle client ne correspondait pas).",
  customerRulesViolatedCheck:
    "Comparez les segments et les informations du client avec les règles de validation de la campagne.",

  orderRulesViolated:
    "La commande ne respectait pas les règles du bon (par exemple un montant minimum, des produits requis ou des articles exclus).",
  orderRulesViolatedAmount:
    "La commande ne respectait pas les règles du bon (par exemple un montant minimum, des produits requis ou des articles exclus)\u202F; elle s'élevait à {orderAmount}.",
  orderRulesViolatedCheck:
    "Comparez les articles et le montant de la commande (sous «\u00A0Détails\u00A0») avec les règles de validation de la campagne.",

  invalidOrder:
    "La boutique a envoyé la commande à Voucherify sous une forme qu'il n'a pas pu accepter. C'est un problème d'intégration, pas du client.",
  invalidOrderRollback:
    "Le rollback désignait une commande qui n'est pas liée à l'utilisation à annuler. Un problème d'intégration, pas du client.",
  invalidOrderEither:
    "La boutique a envoyé la commande à Voucherify sous une forme qu'il n'a pas pu accepter (lors d'un rollback\u00A0: une commande non liée à l'utilisation). C'est un problème d'intégration, pas du client.",
  invalidOrderCheck:
    "Examinez la commande envoyée (sous «\u00A0Détails\u00A0»). Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique.",

  invalidAmount:
    "La boutique a envoyé un montant de commande que Voucherify n'a pas pu accepter (par exemple négatif ou incohérent avec les articles). Un problème d'intégration.",
  invalidAmountAmount:
    "La boutique a envoyé un montant de commande que Voucherify n'a pas pu accepter (par exemple négatif ou incohérent avec les articles)\u202F; elle a envoyé {orderAmount}. Un problème d'intégration.",
  invalidAmountCheck:
    "Vérifiez le montant de la commande et ceux des articles sous «\u00A0Détails\u00A0». Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique.",

  missingAmount:
    "La boutique a demandé d'appliquer le code sans montant de commande, alors que ce bon en a besoin. Un problème d'intégration.",
  missingAmountCode:
    "La boutique a demandé d'appliquer le code {code} sans montant de commande, alors que ce bon en a besoin. Un problème d'intégration.",
  missingAmountCheck:
    "Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique\u00A0: la boutique doit envoyer le montant de la commande.",

  missingOrderItems:
    "La boutique a demandé d'appliquer le code sans les articles de la commande, dont les règles de ce bon ont besoin. Un problème d'intégration.",
  missingOrderItemsCode:
    "La boutique a demandé d'appliquer le code {code} sans les articles de la commande, dont les règles de ce bon ont besoin. Un problème d'intégration.",
  missingOrderItemsCheck:
    "Cherchez les articles de la commande sous «\u00A0Détails\u00A0»\u202F; s'il n'y en a aucun, transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique.",

  missingCustomer:
    "La tentative a été faite sans indiquer qui est le client, et le code en exige un (souvent\u00A0: client non connecté lors du paiement).",
  missingCustomerCode:
    "La tentative a été faite sans indiquer qui est le client, et le code {code} en exige un (souvent\u00A0: client non connecté lors du paiement).",
  missingCustomerCheck:
    "Regardez si la ligne indique un client\u202F; si le client était connecté et qu'aucun n'apparaît, la boutique n'a pas envoyé d'identifiant client\u00A0: transmettez le cas à l'équipe d'intégration.",

  invalidCustomer:
    "Le client n'a pas pu être utilisé avec le code\u00A0: pour une carte de fidélité, il n'en est pas le titulaire.",
  invalidCustomerCode:
    "Le client n'a pas pu être utilisé avec le code {code}\u00A0: pour une carte de fidélité, il n'en est pas le titulaire.",
  invalidCustomerHolder:
    "Le client n'a pas pu être utilisé avec le code\u00A0: pour une carte de fidélité, il n'en est pas le titulaire (elle appartient à {holder}).",
  invalidCustomerCodeHolder:
    "Le client n'a pas pu être utilisé avec le code {code}\u00A0: pour une carte de fidélité, il n'en est pas le titulaire (elle appartient à {holder}).",
  invalidCustomerEither:
    "Le client n'a pas pu être utilisé avec le code\u00A0: pour une carte de fidélité, il n'en est pas le titulaire\u202F; lors d'un rollback, ce n'est pas le client de l'utilisation.",
  invalidCustomerEitherCode:
    "Le client n'a pas pu être utilisé avec le code {code}\u00A0: pour une carte de fidélité, il n'en est pas le titulaire\u202F; lors d'un rollback, ce n'est pas le client de l'utilisation.",
  invalidCustomerEitherHolder:
    "Le client n'a pas pu être utilisé avec le code\u00A0: pour une carte de fidélité, il n'en est pas le titulaire (elle appartient à {holder})\u202F; lors d'un rollback, ce n'est pas le client de l'utilisation.",
  invalidCustomerEitherCodeHolder:
    "Le client n'a pas pu être utilisé avec le code {code}\u00A0: pour une carte de fidélité, il n'en est pas le titulaire (elle appartient à {holder})\u202F; lors d'un rollback, ce n'est pas le client de l'utilisation.",
  invalidCustomerCheck:
    "Comparez le titulaire de la carte dans Voucherify avec le client de cette tentative (le client indiqué sur cette ligne).",
  invalidCustomerRollback:
    "Le rollback désignait un client qui n'est pas lié à l'utilisation à annuler. Un problème d'intégration.",
  invalidCustomerRollbackCheck:
    "Comparez le client de ce rollback avec celui de l'utilisation d'origine. Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique.",

  loyaltyCardPointsExceeded:
    "La carte de fidélité ne contenait pas assez de points pour ce qui était demandé.",
  loyaltyCardPointsExceededCheck:
    "Comparez le solde de points de la carte avec le coût de la récompense\u202F; les points en attente ne font partie du solde qu'une fois activés.",

  promotionInactive: "Le palier de promotion est désactivé, il n'a donc pas pu être appliqué.",
  promotionInactiveName:
    "Le palier de promotion «\u00A0{promotion}\u00A0» est désactivé, il n'a donc pas pu être appliqué.",
  promotionInactiveCheck:
    "Vérifiez dans Voucherify si le palier de promotion et sa campagne sont actifs, et demandez à la personne qui gère la campagne si c'était voulu.",

  noApplicableRedeemables:
    "Rien dans la requête n'a pu être appliqué\u00A0: aucun des codes, promotions ou récompenses envoyés n'était applicable («\u00A0No applicable redeemables\u00A0»).",
  noApplicableRedeemablesCheck:
    "Recherchez l'identifiant de cette utilisation dans Voucher Lens pour en lister les parties\u00A0: chaque code ou promotion de la requête a son propre résultat et sa propre raison.",

  alreadyRolledBack:
    "Un rollback (annulation) a été demandé pour une utilisation déjà annulée, donc rien n'a été annulé une seconde fois.",
  alreadyRolledBackCode:
    "Un rollback (annulation) a été demandé pour une utilisation de {code} déjà annulée, donc rien n'a été annulé une seconde fois.",
  alreadyRolledBackCheck:
    "Retrouvez le rollback précédent\u00A0: ouvrez «\u00A0Détails\u00A0», suivez l'utilisation d'origine et regardez sous «\u00A0Annulée par\u00A0» sa date et ce qui a été rendu.",

  voucherNotActiveNow:
    "Le code a été utilisé en dehors des jours ou heures où il est valable (sa période de validité récurrente).",
  voucherNotActiveNowCode:
    "Le code {code} a été utilisé en dehors des jours ou heures où il est valable (sa période de validité récurrente).",
  voucherNotActiveNowWhen:
    "Le code a été utilisé le {when} en dehors des jours ou heures où il est valable (sa période de validité récurrente).",
  voucherNotActiveNowCodeWhen:
    "Le code {code} a été utilisé le {when} en dehors des jours ou heures où il est valable (sa période de validité récurrente).",
  voucherNotActiveNowOpen:
    "Le code a été utilisé en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il est utilisable maintenant.",
  voucherNotActiveNowCodeOpen:
    "Le code {code} a été utilisé en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il est utilisable maintenant.",
  voucherNotActiveNowWhenOpen:
    "Le code a été utilisé le {when} en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il est utilisable maintenant.",
  voucherNotActiveNowCodeWhenOpen:
    "Le code {code} a été utilisé le {when} en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il est utilisable maintenant.",
  voucherNotActiveNowUntil:
    "Le code a été utilisé en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il est utilisable maintenant, jusqu'à {until}.",
  voucherNotActiveNowCodeUntil:
    "Le code {code} a été utilisé en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il est utilisable maintenant, jusqu'à {until}.",
  voucherNotActiveNowWhenUntil:
    "Le code a été utilisé le {when} en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il est utilisable maintenant, jusqu'à {until}.",
  voucherNotActiveNowCodeWhenUntil:
    "Le code {code} a été utilisé le {when} en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il est utilisable maintenant, jusqu'à {until}.",
  voucherNotActiveNowNext:
    "Le code a été utilisé en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il sera de nouveau utilisable à partir de {next}.",
  voucherNotActiveNowCodeNext:
    "Le code {code} a été utilisé en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il sera de nouveau utilisable à partir de {next}.",
  voucherNotActiveNowWhenNext:
    "Le code a été utilisé le {when} en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il sera de nouveau utilisable à partir de {next}.",
  voucherNotActiveNowCodeWhenNext:
    "Le code {code} a été utilisé le {when} en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; il sera de nouveau utilisable à partir de {next}.",
  voucherNotActiveNowNever:
    "Le code a été utilisé en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; aucune période ne s'ouvrira plus avant son expiration (ni dans les 400 prochains jours).",
  voucherNotActiveNowCodeNever:
    "Le code {code} a été utilisé en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; aucune période ne s'ouvrira plus avant son expiration (ni dans les 400 prochains jours).",
  voucherNotActiveNowWhenNever:
    "Le code a été utilisé le {when} en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; aucune période ne s'ouvrira plus avant son expiration (ni dans les 400 prochains jours).",
  voucherNotActiveNowCodeWhenNever:
    "Le code {code} a été utilisé le {when} en dehors des jours ou heures où il est valable (sa période de validité récurrente)\u202F; aucune période ne s'ouvrira plus avant son expiration (ni dans les 400 prochains jours).",
  voucherNotActiveNowCheck:
    "Dans Voucherify, comparez la validité récurrente du bon (période, jours de la semaine, heures) avec l'heure de cette tentative, en tenant compte du fuseau horaire.",

  promotionNotActiveNow:
    "Le palier de promotion a été utilisé en dehors des jours ou heures où il est actif (sa période de validité récurrente).",
  promotionNotActiveNowName:
    "Le palier de promotion «\u00A0{promotion}\u00A0» a été utilisé en dehors des jours ou heures où il est actif (sa période de validité récurrente).",
  promotionNotActiveNowWhen:
    "Le palier de promotion a été utilisé le {when} en dehors des jours ou heures où il est actif (sa période de validité récurrente).",
  promotionNotActiveNowNameWhen:
    "Le palier de promotion «\u00A0{promotion}\u00A0» a été utilisé le {when} en dehors des jours ou heures où il est actif (sa période de validité récurrente).",
  promotionNotActiveNowOpen:
    "Le palier de promotion a été utilisé en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il est actif maintenant.",
  promotionNotActiveNowNameOpen:
    "Le palier de promotion «\u00A0{promotion}\u00A0» a été utilisé en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il est actif maintenant.",
  promotionNotActiveNowWhenOpen:
    "Le palier de promotion a été utilisé le {when} en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il est actif maintenant.",
  promotionNotActiveNowNameWhenOpen:
    "Le palier de promotion «\u00A0{promotion}\u00A0» a été utilisé le {when} en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il est actif maintenant.",
  promotionNotActiveNowUntil:
    "Le palier de promotion a été utilisé en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il est actif maintenant, jusqu'à {until}.",
  promotionNotActiveNowNameUntil:
    "Le palier de promotion «\u00A0{promotion}\u00A0» a été utilisé en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il est actif maintenant, jusqu'à {until}.",
  promotionNotActiveNowWhenUntil:
    "Le palier de promotion a été utilisé le {when} en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il est actif maintenant, jusqu'à {until}.",
  promotionNotActiveNowNameWhenUntil:
    "Le palier de promotion «\u00A0{promotion}\u00A0» a été utilisé le {when} en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il est actif maintenant, jusqu'à {until}.",
  promotionNotActiveNowNext:
    "Le palier de promotion a été utilisé en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il sera de nouveau actif à partir de {next}.",
  promotionNotActiveNowNameNext:
    "Le palier de promotion «\u00A0{promotion}\u00A0» a été utilisé en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il sera de nouveau actif à partir de {next}.",
  promotionNotActiveNowWhenNext:
    "Le palier de promotion a été utilisé le {when} en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il sera de nouveau actif à partir de {next}.",
  promotionNotActiveNowNameWhenNext:
    "Le palier de promotion «\u00A0{promotion}\u00A0» a été utilisé le {when} en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il sera de nouveau actif à partir de {next}.",
  promotionNotActiveNowNever:
    "Le palier de promotion a été utilisé en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il ne sera plus actif avant sa fin (ni dans les 400 prochains jours).",
  promotionNotActiveNowNameNever:
    "Le palier de promotion «\u00A0{promotion}\u00A0» a été utilisé en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il ne sera plus actif avant sa fin (ni dans les 400 prochains jours).",
  promotionNotActiveNowWhenNever:
    "Le palier de promotion a été utilisé le {when} en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il ne sera plus actif avant sa fin (ni dans les 400 prochains jours).",
  promotionNotActiveNowNameWhenNever:
    "Le palier de promotion «\u00A0{promotion}\u00A0» a été utilisé le {when} en dehors des jours ou heures où il est actif (sa période de validité récurrente)\u202F; il ne sera plus actif avant sa fin (ni dans les 400 prochains jours).",
  promotionNotActiveNowCheck:
    "Dans Voucherify, comparez la validité récurrente du palier de promotion (période, jours de la semaine, heures) avec l'heure de cette tentative, en tenant compte du fuseau horaire.",

  redemptionRulesViolated:
    "Une règle de validation du code n'était pas remplie\u202F; les détails de l'erreur nomment la règle (un identifiant commençant par val_).",
  redemptionRulesViolatedCode:
    "Une règle de validation du code {code} n'était pas remplie\u202F; les détails de l'erreur nomment la règle (un identifiant commençant par val_).",
  redemptionRulesViolatedCheck:
    "Ouvrez dans Voucherify la règle nommée dans l'erreur (val_…) pour voir quelle condition a échoué\u202F; le message d'échec peut être le texte personnalisé de cette règle.",

  referrerNotPermitted:
    "Le client a essayé d'utiliser son propre code de parrainage\u202F; la personne qui parraine ne peut pas utiliser son propre code.",
  referrerNotPermittedCode:
    "Le client a essayé d'utiliser son propre code de parrainage {code}\u202F; la personne qui parraine ne peut pas utiliser son propre code.",
  referrerNotPermittedCheck:
    "Comparez le client de cette tentative avec le parrain (titulaire) du code de parrainage.",

  missingReward:
    "La carte de fidélité a été utilisée sans préciser quelle récompense accorder. Un problème d'intégration.",
  missingRewardCode:
    "La carte de fidélité {code} a été utilisée sans préciser quelle récompense accorder. Un problème d'intégration.",
  missingRewardCheck:
    "Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique\u00A0: la requête doit nommer la récompense (son identifiant).",

  missingOrder:
    "Une commande était nécessaire (pour une carte de fidélité ou une récompense payée en points), mais la boutique n'en a envoyé aucune avec le code. Un problème d'intégration.",
  missingOrderCode:
    "Une commande était nécessaire (pour une carte de fidélité ou une récompense payée en points), mais la boutique n'en a envoyé aucune avec le code {code}. Un problème d'intégration.",
  missingOrderCheck:
    "Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique\u00A0: la requête doit inclure la commande.",

  missingOrderItemsAmount:
    "Aucun des articles de la commande auxquels le code s'applique n'avait de montant (par exemple lors d'un paiement par carte cadeau).",
  missingOrderItemsAmountCode:
    "Aucun des articles de la commande auxquels le code {code} s'applique n'avait de montant (par exemple lors d'un paiement par carte cadeau).",
  missingOrderItemsAmountAmount:
    "Aucun des articles de la commande auxquels le code s'applique n'avait de montant (par exemple lors d'un paiement par carte cadeau)\u202F; la commande s'élevait à {orderAmount}.",
  missingOrderItemsAmountCodeAmount:
    "Aucun des articles de la commande auxquels le code {code} s'applique n'avait de montant (par exemple lors d'un paiement par carte cadeau)\u202F; la commande s'élevait à {orderAmount}.",
  missingOrderItemsAmountCheck:
    "Vérifiez sous «\u00A0Détails\u00A0» que les articles de la commande ont des prix et sont bien les produits auxquels le code s'applique. S'ils manquent, transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique.",

  multipleRequests:
    "Deux requêtes pour le code sont arrivées au même moment\u00A0: la première était encore en cours de traitement quand la suivante est arrivée. Depuis le 1er juillet 2026, cela arrive aussi quand une même utilisation est annulée deux fois en même temps.",
  multipleRequestsCode:
    "Deux requêtes pour le code {code} sont arrivées au même moment\u00A0: la première était encore en cours de traitement quand la suivante est arrivée. Depuis le 1er juillet 2026, cela arrive aussi quand une même utilisation est annulée deux fois en même temps.",
  multipleRequestsCheck:
    "Cherchez dans la liste une tentative en double ou répétée au même moment, et vérifiez si la première a réussi avant de réessayer quoi que ce soit.",

  invalidPayload:
    "La boutique a envoyé une requête que Voucherify n'a pas pu traiter (par exemple un code ou une promotion sans identifiant)\u202F; les détails de l'erreur nomment le champ en cause. Un problème d'intégration.",
  invalidPayloadCheck:
    "Lisez dans le message d'échec (sous «\u00A0Détails\u00A0») quel champ est en cause. Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique.",

  duplicatedRedeemables:
    "Le même code ou la même promotion a été envoyé deux fois dans une seule requête. Un problème d'intégration.",
  duplicatedRedeemablesCode:
    "Le même code ou la même promotion ({code}) a été envoyé deux fois dans une seule requête. Un problème d'intégration.",
  duplicatedRedeemablesCheck:
    "Parmi les codes et promotions envoyés ensemble, cherchez celui qui figure deux fois. Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique.",

  invalidRedeemables:
    "Des codes ou promotions impossibles à combiner ont été envoyés ensemble (par exemple un cumul de promotions avec d'autres remises), dont le code.",
  invalidRedeemablesCode:
    "Des codes ou promotions impossibles à combiner ont été envoyés ensemble (par exemple un cumul de promotions avec d'autres remises), dont le code {code}.",
  invalidRedeemablesCheck:
    "Regardez quels codes et promotions ont été envoyés ensemble, et vérifiez les règles de cumul des remises des campagnes.",

  metadataValidationFailed:
    "Les données supplémentaires (métadonnées) envoyées avec la requête ne respectaient pas les règles du projet (par exemple une valeur absente de la liste autorisée). Un problème d'intégration.",
  metadataValidationFailedCheck:
    "Comparez les métadonnées sous «\u00A0Détails\u00A0» avec la règle citée dans le message d'échec. Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique.",

  ambiguousTrackingId:
    "La boutique en ligne a appelé Voucherify avec deux identifiants client différents depuis le même site, si bien que Voucherify n'a pas pu savoir de quel client il s'agissait. Un problème d'intégration.",
  ambiguousTrackingIdCheck:
    "Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique\u00A0: la boutique en ligne doit envoyer un seul tracking id ou source id client par visiteur.",

  invalidRedemption:
    "Un rollback isolé a été demandé pour une utilisation groupée (qui réunit plusieurs remises)\u202F; celle-ci ne peut être annulée que dans son ensemble.",
  invalidRedemptionCheck:
    "Faites plutôt annuler l'ensemble de l'utilisation groupée (parente) par la personne qui gère les annulations dans Voucherify.",

  invalidRedemptionParent:
    "Un rollback a été demandé pour une partie d'une utilisation plus large (elle a une utilisation parente)\u202F; une partie ne peut pas être annulée seule.",
  invalidRedemptionParentCheck:
    "Ouvrez «\u00A0Détails\u00A0», suivez «\u00A0Utilisation d’origine\u00A0» et faites plutôt annuler celle-ci par la personne qui gère les annulations dans Voucherify.",

  invalidRollbackParams:
    "La requête de rollback (annulation) n'était pas valide, donc rien n'a été annulé. Un problème d'intégration.",
  invalidRollbackParamsCheck:
    "Transmettez le cas, avec l'identifiant de l'utilisation, à la personne qui gère l'intégration Voucherify de la boutique\u00A0: le contenu de la requête de rollback doit être vérifié.",

  memberAlreadyExists:
    "Le client est déjà membre de ce programme de fidélité (v2), il n'a donc pas pu être inscrit une seconde fois.",
  memberAlreadyExistsCheck:
    "Recherchez l'adhésion et la carte existantes du client avant que quiconque n'en crée une nouvelle.",

  nonActiveProgram: "Le programme de fidélité (v2) n'est pas actif, Voucherify a donc refusé la requête.",
  nonActiveProgramCheck:
    "Vérifiez le statut du programme dans le Loyalty hub de Voucherify et demandez à la personne qui le gère si c'est prévu.",

  zeroCardBalance:
    "La carte de fidélité n'a aucun point, donc leur utilisation (payer en points ou obtenir une récompense) a été refusée. Elle fonctionnera de nouveau dès que des points seront gagnés ou ajoutés.",
  zeroCardBalanceCode:
    "La carte de fidélité {code} n'a aucun point, donc leur utilisation (payer en points ou obtenir une récompense) a été refusée. Elle fonctionnera de nouveau dès que des points seront gagnés ou ajoutés.",
  zeroCardBalanceCheck:
    "Vérifiez le solde de points de la carte, et s'il y a des points en attente (ils ne comptent qu'une fois activés).",

  duplicate:
    "Voucherify a refusé une création parce qu'un objet avec le même identifiant existe déjà ou est utilisé.",
  duplicateCode:
    "Voucherify a refusé une création parce qu'un objet avec le même identifiant ({code}) existe déjà ou est utilisé.",
  duplicateCheck:
    "Recherchez l'objet existant avec cet identifiant (dans Voucher Lens ou Voucherify) et utilisez-le.",

  invalidAddBalanceParams:
    "L'ajout de solde (crédit ou points) sur la carte a été refusé\u00A0: la requête n'était pas valide.",
  invalidAddBalanceParamsCode:
    "L'ajout de solde (crédit ou points) sur la carte {code} a été refusé\u00A0: la requête n'était pas valide.",
  invalidAddBalanceParamsCheck:
    "Examinez le montant ou les points à ajouter, et transmettez le cas à la personne qui a fait la modification ou qui gère l'intégration.",

  malformedGift:
    "Voucherify a refusé de créer ou de modifier les paramètres de crédit d'une carte cadeau\u00A0: les données envoyées n'étaient pas valides. Cela vient de la configuration dans Voucherify, pas d'un paiement.",
  malformedCampaign:
    "Voucherify a refusé de créer ou de modifier une campagne\u00A0: les données envoyées n'étaient pas valides. Cela vient de la configuration dans Voucherify, pas d'un paiement.",
  malformedCodeConfig:
    "Voucherify a refusé de créer ou de modifier le modèle de génération des codes (longueur, préfixe, caractères)\u00A0: les données envoyées n'étaient pas valides. Cela vient de la configuration dans Voucherify, pas d'un paiement.",
  malformedVoucher:
    "Voucherify a refusé de créer ou de modifier un bon\u00A0: les données envoyées n'étaient pas valides. Cela vient de la configuration dans Voucherify, pas d'un paiement.",
  malformedValidationRules:
    "Voucherify a refusé de créer ou de modifier des règles de validation\u00A0: les données envoyées n'étaient pas valides. Cela vient de la configuration dans Voucherify, pas d'un paiement.",
  malformedProduct:
    "Voucherify a refusé de créer ou de modifier un produit\u00A0: les données envoyées n'étaient pas valides. Cela vient de la configuration dans Voucherify, pas d'un paiement.",
  malformedSku:
    "Voucherify a refusé de créer ou de modifier une variante de produit (SKU)\u00A0: les données envoyées n'étaient pas valides. Cela vient de la configuration dans Voucherify, pas d'un paiement.",
  malformedPublish:
    "Voucherify a refusé de créer ou de modifier l'attribution (publication) d'un code à un client\u00A0: les données envoyées n'étaient pas valides. Cela vient de la configuration dans Voucherify, pas d'un paiement.",
  malformedExport:
    "Voucherify a refusé de créer ou de modifier un export\u00A0: les données envoyées n'étaient pas valides. Cela vient de la configuration dans Voucherify, pas d'un paiement.",
  malformedCheck:
    "Lisez dans le message d'échec (sous «\u00A0Détails\u00A0») quel champ est en cause, et transmettez le cas à la personne qui a fait la modification dans Voucherify ou qui gère l'intégration.",

  invalidQueryParams:
    "Voucherify a refusé une requête\u00A0: ses paramètres de recherche ou de filtre n'étaient pas valides. Cela vient d'un outil ou d'une intégration, pas du client.",
  queryTooLarge:
    "Voucherify a refusé une requête\u00A0: elle était trop volumineuse (son contenu ou ses paramètres de recherche). Cela vient d'un outil ou d'une intégration, pas du client.",
  requestRefusedCheck:
    "Vérifiez la taille et les paramètres de la requête, et transmettez le cas à la personne qui a fait l'appel ou qui gère l'intégration.",

  noVoucherSuitableForPublication:
    "La campagne n'a plus de code non attribué à distribuer (par exemple lors de l'ajout d'une personne à un programme de fidélité).",
  noVoucherSuitableForPublicationCheck:
    "Vérifiez combien de codes non attribués il reste dans la campagne, et demandez à la personne qui la gère d'en générer d'autres.",

  noCode: "Voucherify indique\u00A0: {message}.",
  noCodeNoMessage: "Voucherify indique\u00A0: aucune raison donnée.",
  noCodeCheck:
    "Ouvrez «\u00A0Détails\u00A0» et lisez le message d'échec\u202F; s'il n'y en a pas, recherchez l'utilisation dans Voucherify.",
  unknownCode:
    "Voucherify a renvoyé un code d'échec que Voucher Lens ne connaît pas encore ({failureCode})\u00A0: «\u00A0{message}\u00A0».",
  unknownCodeNoMessage:
    "Voucherify a renvoyé un code d'échec que Voucher Lens ne connaît pas encore ({failureCode}), sans message.",
  unknownCodeCheck:
    "Lisez le message d'échec sous «\u00A0Détails\u00A0» et recherchez le code dans la liste des erreurs de Voucherify\u202F; signalez ce nouveau code à l'équipe Voucher Lens.",
} satisfies Translation<typeof en>;
