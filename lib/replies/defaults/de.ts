import type { LanguageWordings } from "./shared";

// Written to be sent as they are. Optional parts in [ … | … ] keep each reply whole when the row
// lacks a value: a missing name greets without one, a missing code says „der Code“. As German
// letters do, the text after the greeting's comma starts in lower case (nouns and „Sie“/„Ihr“ keep
// their capital).

const HI = "Hallo[ {first_name}],\n\n";
const THE_CODE = "[der Code {code}|der Code]";
const THE_CODE_ACC = "[den Code {code}|den Code]";
const OF_THE_CODE = "[des Codes {code}|des Codes]";
const YOUR_CARD = "[Treuekarte {code}|Treuekarte]";
const ON = "[ am {date}]";
const PROMOTION_START = "[die Aktion „{promotion}“|die Aktion][ (Code {code})]";

const PASSED_ON =
  "Ich habe das Anliegen an unser Team weitergegeben und melde mich bei Ihnen, sobald ich von dort eine Rückmeldung habe.";
const technical = (doing: string) =>
  `${HI}vielen Dank für Ihre Geduld. ${doing} ist auf unserer Seite ein technisches Problem aufgetreten, und die Ursache lag nicht bei Ihnen. ${PASSED_ON}`;
const APPLYING = technical(`Beim Anwenden ${OF_THE_CODE} auf Ihre Bestellung`);
const REVERSING = technical(`Beim Rückgängigmachen der Einlösung ${OF_THE_CODE} für Ihre Bestellung`);
const SETUP = `${HI}vielen Dank für Ihre Geduld. Bei [dem Code {code}|Ihrer Anfrage] ist auf unserer Seite etwas schiefgelaufen. ${PASSED_ON}`;
const OFFER = "Ich sehe nach, was ich Ihnen stattdessen anbieten kann.";

export const DE: LanguageWordings = {
  shared: { applying: APPLYING, reversing: REVERSING, setup: SETUP },
  own: {
    resource_not_found: `${HI}ich habe ${THE_CODE_ACC} geprüft, aber er ist in unserem System nicht vorhanden. Könnten Sie ihn bitte noch einmal überprüfen (Zeichen wie O und 0 werden leicht verwechselt) oder mir einen Screenshot davon schicken, wo Sie ihn erhalten haben?`,
    not_found: `${HI}ich habe mir ${THE_CODE_ACC} angesehen: Etwas, das für die Einlösung benötigt wird, ließ sich in unserem System nicht finden. Ich prüfe gerade, was fehlt, und melde mich wieder bei Ihnen.`,
    voucher_not_active: `${HI}${THE_CODE} ist noch nicht aktiv[: Er kann ab dem {start_date} eingelöst werden]. Bitte versuchen Sie es erneut, sobald er gültig ist.`,
    voucher_expired: `${HI}leider ist ${THE_CODE}[ am {expiration_date}] abgelaufen und konnte deshalb${ON} nicht mehr eingelöst werden.`,
    voucher_disabled: `${HI}${THE_CODE} wurde deaktiviert und kann daher zurzeit nicht verwendet werden. Ich gehe der Sache nach und melde mich wieder bei Ihnen.`,
    quantity_exceeded: `${HI}${THE_CODE} hat die maximale Anzahl an Einlösungen erreicht und konnte deshalb${ON} nicht noch einmal eingelöst werden. Falls Sie der Meinung sind, dass er noch einlösbar sein sollte, geben Sie mir bitte Bescheid, dann sehe ich mir das an.`,
    gift_amount_exceeded: `${HI}das Restguthaben auf Ihrer [Geschenkkarte {code}|Geschenkkarte] ist niedriger als der angeforderte Betrag, daher konnte sie nicht eingelöst werden. Gern nenne ich Ihnen das verbleibende Guthaben.`,
    customer_rules_violated: `${HI}${THE_CODE} ist einer bestimmten Kundengruppe vorbehalten, und Ihr Kundenkonto erfüllt die Voraussetzungen dafür nicht. Deshalb konnte er nicht eingelöst werden.`,
    order_rules_violated: `${HI}Ihre Bestellung hat die Bedingungen ${OF_THE_CODE} (zum Beispiel einen Mindestbestellwert oder teilnehmende Artikel) nicht erfüllt, daher konnte er nicht eingelöst werden.`,
    missing_customer: `${HI}${THE_CODE} kann nur eingelöst werden, wenn Sie in Ihrem Kundenkonto angemeldet sind. Könnten Sie sich bitte anmelden und es erneut versuchen?`,
    invalid_customer: `${HI}${THE_CODE} ist einem anderen Kundenkonto zugeordnet als dem, das hier verwendet wurde, und konnte deshalb nicht eingelöst werden. Könnten Sie mir bitte die E-Mail-Adresse des Kontos nennen, das Sie verwendet haben? Dann prüfe ich alles Weitere.`,
    loyalty_card_points_exceeded: `${HI}auf Ihrer ${YOUR_CARD} waren${ON} nicht genug Punkte für [die Prämie „{reward}“|diese Prämie] vorhanden. Noch ausstehende Punkte werden erst angerechnet, wenn sie aktiviert sind. Wenn es Ihnen hilft, nenne ich Ihnen gern Ihren aktuellen Punktestand.`,
    promotion_inactive: `${HI}${PROMOTION_START} läuft derzeit nicht und konnte deshalb nicht angewendet werden. Ich kläre gerade mit unserem Team, ob das so vorgesehen ist, und melde mich wieder bei Ihnen.`,
    no_applicable_redeemables: `${HI}keiner der Rabatte für Ihre Bestellung[, einschließlich des Codes {code},] konnte angewendet werden. Ich prüfe gerade für jeden einzelnen den Grund und melde mich wieder bei Ihnen.`,
    already_rolled_back: `${HI}die Einlösung ${OF_THE_CODE} für Ihre Bestellung war bereits zuvor rückgängig gemacht worden, daher gab es nichts mehr zu stornieren. Falls Ihnen der Betrag oder das Guthaben nicht korrekt erscheint, geben Sie mir bitte Bescheid, dann prüfe ich das.`,
    voucher_not_active_now: `${HI}${THE_CODE} kann nur an bestimmten Tagen oder zu bestimmten Uhrzeiten eingelöst werden und konnte deshalb${ON} nicht angewendet werden. [Sie können ihn ab {next_usable} wieder verwenden.|Gern sage ich Ihnen, wann er das nächste Mal eingelöst werden kann.]`,
    "voucher_not_active_now.never_again": `${HI}${THE_CODE} kann nur an bestimmten Tagen oder zu bestimmten Uhrzeiten eingelöst werden und konnte deshalb${ON} nicht angewendet werden. Es tut mir leid, aber bis zu seinem Ablauf wird er nicht mehr einlösbar sein. ${OFFER}`,
    promotion_not_active_now: `${HI}${PROMOTION_START} kann nur an bestimmten Tagen oder zu bestimmten Uhrzeiten genutzt werden und konnte deshalb${ON} nicht angewendet werden. [Sie kann ab {next_usable} wieder genutzt werden.|Gern sage ich Ihnen, wann sie das nächste Mal genutzt werden kann.]`,
    "promotion_not_active_now.never_again": `${HI}${PROMOTION_START} kann nur an bestimmten Tagen oder zu bestimmten Uhrzeiten genutzt werden und konnte deshalb${ON} nicht angewendet werden. Es tut mir leid, aber bis zu ihrem Ende wird sie nicht noch einmal laufen. ${OFFER}`,
    redemption_rules_violated: `${HI}für ${THE_CODE_ACC} gelten Bedingungen, die dieses Mal nicht erfüllt waren, daher konnte er nicht eingelöst werden. Ich prüfe gerade, um welche Bedingung es sich genau handelt, und melde mich wieder bei Ihnen.`,
    referrer_not_permitted_to_redeem: `${HI}es sieht so aus, als wäre ${THE_CODE} Ihr eigener Empfehlungscode: Er ist für Freundinnen und Freunde gedacht, die Sie einladen, und kann daher nicht mit Ihrem eigenen Konto eingelöst werden. Falls das nicht zutrifft, geben Sie mir bitte Bescheid, dann sehe ich mir das an.`,
    missing_reward: technical(`Bei der Nutzung Ihrer ${YOUR_CARD}`),
    missing_order_items_amount: technical(`Beim Anwenden ${OF_THE_CODE} auf die Artikel in Ihrer Bestellung`),
    multiple_requests: `${HI}${THE_CODE} ist zweimal gleichzeitig bei uns eingegangen. Damit er nicht doppelt eingelöst wird, wurde der zweite Versuch abgebrochen. Ich prüfe gerade, ob der erste erfolgreich war, und melde mich wieder bei Ihnen.`,
    invalid_redeemables: `${HI}${THE_CODE} lässt sich nicht mit den anderen Rabatten Ihrer Bestellung kombinieren, daher konnten die Rabatte nicht gemeinsam angewendet werden. Ich prüfe gerade, welche davon genutzt werden können, und melde mich wieder bei Ihnen.`,
    member_already_exists: `${HI}gute Nachrichten: Sie sind bereits Mitglied in unserem Treueprogramm[ (Ihre Karte: {code})], eine erneute Anmeldung war also nicht nötig.`,
    non_active_program: `${HI}unser Treueprogramm ist derzeit nicht verfügbar, daher konnte ${THE_CODE} nicht eingelöst werden. Ich kläre das gerade mit unserem Team und melde mich wieder bei Ihnen.`,
    zero_card_balance: `${HI}auf Ihrer ${YOUR_CARD} sind derzeit keine Punkte zum Einlösen verfügbar, daher konnte [die Prämie „{reward}“|die Karte]${ON} nicht verwendet werden. Sobald wieder Punkte auf der Karte sind, kann sie wieder genutzt werden.`,
    invalid_add_balance_params: `${HI}vielen Dank für Ihre Geduld. Beim Aufladen des Guthabens auf Ihre [Karte {code}|Karte] ist auf unserer Seite ein technisches Problem aufgetreten. ${PASSED_ON}`,
    no_voucher_suitable_for_publication: `${HI}vielen Dank für Ihre Geduld. [Ich habe mir {code} angesehen: Uns|Uns] waren die Codes zum Verteilen ausgegangen, daher konnten wir Ihnen gerade keinen zusenden. ${PASSED_ON}`,
    unknown_failure: `${HI}vielen Dank für Ihre Geduld. [Der Code {code}|Der Code] konnte${ON} nicht eingelöst werden, und ich kläre den Grund gerade mit unserem Team. Sobald ich mehr weiß, melde ich mich bei Ihnen.`,

    points_pending: `${HI}vielen Dank für Ihre Geduld. {points} Ihrer Punkte stehen noch aus. Diese Punkte wurden bereits erfasst, können aber erst genutzt werden, wenn sie aktiviert sind (zum Beispiel nach Ablauf der Rückgabefrist Ihrer Bestellung). Sobald das geschehen ist, werden sie Ihrem Punktestand automatisch gutgeschrieben, und Sie können sie einlösen.`,
    points_pending_activation: `${HI}vielen Dank für Ihre Geduld. {points} Punkte auf Ihrer ${YOUR_CARD} stehen noch aus: Sie wurden bereits erfasst und werden Ihrem Punktestand am {date} gutgeschrieben. Ab diesem Tag können Sie sie einlösen.`,
    tier_lapsing: `${HI}ein kurzer Hinweis zu Ihrer ${YOUR_CARD}: Ihr Status {tier} endet am {date}[, danach gilt der Status {lower_tier}]. Wenn Sie bis dahin Punkte sammeln, bleibt er erhalten.`,
    points_expired: `${HI}vielen Dank für Ihre Nachricht zu Ihrer ${YOUR_CARD}. {points} Ihrer Punkte sind am {date} verfallen[: Sie hatten sie am {start_date} gesammelt] und bis zu ihrem Ablaufdatum nicht eingelöst, deshalb sind sie nicht mehr in Ihrem Punktestand enthalten. Die übrigen Punkte auf Ihrer Karte können Sie wie gewohnt nutzen.`,
    points_pending_cancelled: `${HI}vielen Dank für Ihre Geduld. Die {points} ausstehenden Punkte [für Ihre Bestellung {order}|für Ihre Bestellung] auf Ihrer ${YOUR_CARD} wurden storniert und werden Ihrem Punktestand deshalb nicht gutgeschrieben. Das geschieht, wenn eine Bestellung storniert oder zurückgeschickt wird. Falls das bei Ihnen nicht der Fall ist, geben Sie mir bitte Bescheid, dann gehe ich der Sache nach.`,
    points_order_earned: `${HI}ich habe Ihre ${YOUR_CARD} geprüft: Für Ihre Bestellung {order} haben Sie {points} Punkte erhalten, die Ihrem Punktestand am {date} gutgeschrieben wurden. Sie können sie ab sofort einlösen.`,
    points_order_pending: `${HI}ich habe Ihre ${YOUR_CARD} geprüft: Für Ihre Bestellung {order} haben Sie {points} Punkte erhalten. Diese stehen noch aus[ und werden Ihrem Punktestand am {date} gutgeschrieben| und werden Ihrem Punktestand gutgeschrieben, sobald sie aktiviert sind]. Ab dann können Sie sie einlösen.`,
    points_order_not_found: `${HI}vielen Dank für Ihre Geduld. Ich habe Ihre ${YOUR_CARD} bis zum {date} zurück geprüft und keine Punkte für Ihre Bestellung {order} gefunden. ${PASSED_ON}`,
    reward_rejected: `${HI}es tut mir leid: Ihr Kauf [der Prämie „{reward}“|der Prämie]${ON} konnte nicht abgeschlossen werden, und es wurden dafür keine Punkte von Ihrer ${YOUR_CARD} abgezogen. Ich kläre den Grund mit unserem Team und melde mich wieder bei Ihnen.`,
    "reward_rejected.points": `${HI}es tut mir leid: Ihr Kauf [der Prämie „{reward}“|der Prämie]${ON} konnte nicht abgeschlossen werden, weil auf Ihrer ${YOUR_CARD} nicht genügend Punkte vorhanden waren[ (benötigt werden {points} Punkte)]. Es wurden dafür keine Punkte abgezogen. Sobald Ihr Punktestand ausreicht, können Sie die Prämie erneut einlösen.`,
    tier_lowered: `${HI}vielen Dank für Ihre Nachricht zu Ihrer ${YOUR_CARD}. Ihr Status hat sich${ON}[ von {tier}] auf {lower_tier} geändert, weil die für den Erhalt nötigen Punkte nicht erreicht wurden. Wenn Sie wieder Punkte sammeln, steigt Ihr Status erneut.`,
    "tier_lowered.expired": `${HI}vielen Dank für Ihre Nachricht zu Ihrer ${YOUR_CARD}. Ihr Status hat sich${ON}[ von {tier}] auf {lower_tier} geändert, weil {points} Ihrer Punkte verfallen sind und Ihr Punktestand dadurch unter die für den Status nötige Grenze gefallen ist. Wenn Sie wieder Punkte sammeln, steigt Ihr Status erneut.`,
    points_expiring: `${HI}ein kurzer Hinweis zu Ihrer ${YOUR_CARD}: {points} Ihrer Punkte verfallen am {date}. Denken Sie bitte daran, sie vorher einzulösen, damit sie nicht verloren gehen.`,
    card_disabled: `${HI}Ihre ${YOUR_CARD} ist derzeit nicht aktiv und kann deshalb im Moment nicht genutzt werden. Ich gehe der Sache nach und melde mich wieder bei Ihnen.`,
    card_not_yet_active: `${HI}Ihre ${YOUR_CARD} ist noch nicht aktiv[: Sie können sie ab dem {date} nutzen]. Bitte versuchen Sie es erneut, sobald sie gültig ist.`,
    card_expired: `${HI}leider ist Ihre ${YOUR_CARD}${ON} abgelaufen und kann daher nicht mehr genutzt werden. ${OFFER}`,
    card_restricted: `${HI}Ihre ${YOUR_CARD} kann nur an bestimmten Tagen oder zu bestimmten Uhrzeiten genutzt werden und ist deshalb im Moment nicht nutzbar. Gern sage ich Ihnen, wann sie das nächste Mal genutzt werden kann.`,
  },
};
