import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// Für die Agentin oder den Agenten, in der Sie-Form, mit den Begriffen der Antworten (Code,
// Einlösung, Treuekarte, Geschenkkarte, Aktion). Die Bezeichnungen von Voucherify (Rollback,
// Validierungsregeln, Metadaten) bleiben erkennbar, damit man sie im Dashboard wiederfindet.
export default {
  quoteVoucherifySays: "Voucherify meldet: „{message}“.",
  quoteItSays: "Die Meldung lautet: „{message}“.",
  quoteItsMessage: "Ihre Meldung lautet: „{message}“.",

  resourceNotFound:
    "In diesem Projekt gibt es keinen Gutschein mit diesem Code. Häufig ein Tippfehler, ein Code einer anderen Marke oder Region oder ein gelöschter Code.",
  resourceNotFoundCode:
    "In diesem Projekt gibt es keinen Gutschein mit dem Code {code}. Häufig ein Tippfehler, ein Code einer anderen Marke oder Region oder ein gelöschter Code.",
  resourceNotFoundCheck:
    "Suchen Sie den Code genau so, wie der Kunde ihn geschrieben hat: Achten Sie auf Groß- und Kleinschreibung, Leerzeichen, O und 0, und prüfen Sie, ob das Profil auf das richtige Projekt und die richtige Region zeigt.",

  notFound:
    "Etwas, das in der Anfrage genannt wurde, ließ sich nicht finden: der Gutschein, der Kunde oder eine andere ID bzw. ein anderer Code („Resource not found“).",
  notFoundCheck:
    "Lesen Sie die Fehlermeldung (unter „Details“), um zu sehen, welche ID oder welcher Code nicht gefunden wurde, und schlagen Sie diese ID dann in Voucher Lens nach.",

  voucherNotActive: "Der Code wurde vor seinem Startdatum verwendet.",
  voucherNotActiveCode: "Der Code {code} wurde vor seinem Startdatum verwendet.",
  voucherNotActiveDate: "Der Code wurde vor seinem Startdatum ({startDate}) verwendet.",
  voucherNotActiveCodeDate: "Der Code {code} wurde vor seinem Startdatum ({startDate}) verwendet.",
  voucherNotActiveCheck: "Vergleichen Sie das Startdatum des Gutscheins mit dem Datum dieses Versuchs.",

  voucherExpired: "Der Code war bereits abgelaufen, als er verwendet wurde.",
  voucherExpiredCode: "Der Code {code} war bereits abgelaufen, als er verwendet wurde.",
  voucherExpiredDate: "Der Code war am {expirationDate} abgelaufen, als er verwendet wurde.",
  voucherExpiredCodeDate: "Der Code {code} war am {expirationDate} abgelaufen, als er verwendet wurde.",
  voucherExpiredWhen: "Der Code war bereits abgelaufen, als er am {when} verwendet wurde.",
  voucherExpiredCodeWhen: "Der Code {code} war bereits abgelaufen, als er am {when} verwendet wurde.",
  voucherExpiredDateWhen: "Der Code war am {expirationDate} abgelaufen, als er am {when} verwendet wurde.",
  voucherExpiredCodeDateWhen:
    "Der Code {code} war am {expirationDate} abgelaufen, als er am {when} verwendet wurde.",
  voucherExpiredCheck: "Prüfen Sie das Ablaufdatum des Gutscheins und seiner Kampagne.",

  voucherDisabled:
    "Der Code ist in Voucherify ausgeschaltet (deaktiviert), auch wenn er innerhalb seiner Gültigkeitsdaten liegen mag.",
  voucherDisabledCode:
    "Der Code {code} ist in Voucherify ausgeschaltet (deaktiviert), auch wenn er innerhalb seiner Gültigkeitsdaten liegen mag.",
  voucherDisabledCheck:
    "Öffnen Sie den Gutschein in Voucherify, prüfen Sie, ob er ausgeschaltet ist (active: false), und fragen Sie die Person, die die Kampagne verwaltet, ob das beabsichtigt war.",

  quantityExceeded:
    "Der Code hat sein Einlösungslimit erreicht: Er wurde bereits so oft verwendet wie erlaubt. Noch offene Checkouts (gesperrte Validierungssitzungen) zählen ebenfalls zum Limit.",
  quantityExceededCode:
    "Der Code {code} hat sein Einlösungslimit erreicht: Er wurde bereits so oft verwendet wie erlaubt. Noch offene Checkouts (gesperrte Validierungssitzungen) zählen ebenfalls zum Limit.",
  quantityExceededCheck:
    "Vergleichen Sie, wie oft der Gutschein eingelöst werden darf, mit der Zahl seiner Einlösungen; sind noch Einlösungen übrig, suchen Sie nach offenen Validierungssitzungen (zum Beispiel einem abgebrochenen Checkout), die sie belegen.",

  giftAmountExceeded: "Das Guthaben der Geschenkkarte reicht für den angefragten Betrag nicht aus.",
  giftAmountExceededCode:
    "Das Guthaben der Geschenkkarte {code} reicht für den angefragten Betrag nicht aus.",
  giftAmountExceededAmount:
    "Das Guthaben der Geschenkkarte reicht für den angefragten Betrag nicht aus (Bestellung über {orderAmount}).",
  giftAmountExceededCodeAmount:
    "Das Guthaben der Geschenkkarte {code} reicht für den angefragten Betrag nicht aus (Bestellung über {orderAmount}).",
  giftAmountExceededCheck: "Vergleichen Sie das Guthaben der Geschenkkarte mit dem angefragten Betrag.",

  customerRulesViolated:
    "Der Kunde gehört nicht zur Zielgruppe, für die der Code gedacht ist (ein Segment oder eine Kundenregel traf nicht zu).",
  customerRulesViolatedCode:
    "Der Kunde gehört nicht zur Zielgruppe, für die der Code {code} gedacht ist (ein Segment oder eine Kundenregel traf nicht zu).",
  customerRulesViolatedCheck:
    "Vergleichen Sie die Segmente und Angaben des Kunden mit den Validierungsregeln der Kampagne.",

  orderRulesViolated:
    "Die Bestellung hat die Regeln des Gutscheins nicht erfüllt (zum Beispiel einen Mindestbetrag, erforderliche Produkte oder ausgeschlossene Artikel).",
  orderRulesViolatedAmount:
    "Die Bestellung hat die Regeln des Gutscheins nicht erfüllt (zum Beispiel einen Mindestbetrag, erforderliche Produkte oder ausgeschlossene Artikel); die Bestellung betrug {orderAmount}.",
  orderRulesViolatedCheck:
    "Vergleichen Sie die Artikel und den Betrag der Bestellung (unter „Details“) mit den Validierungsregeln der Kampagne.",

  invalidOrder:
    "Der Shop hat die Bestellung in einer Form an Voucherify gesendet, die nicht angenommen werden konnte. Das ist ein Integrationsproblem, nicht das des Kunden.",
  invalidOrderRollback:
    "Das Rollback nannte eine Bestellung, die nicht mit der rückgängig zu machenden Einlösung verknüpft ist. Ein Integrationsproblem, nicht das des Kunden.",
  invalidOrderEither:
    "Der Shop hat die Bestellung in einer Form an Voucherify gesendet, die nicht angenommen werden konnte (bei einem Rollback: eine Bestellung, die nicht mit der Einlösung verknüpft ist). Das ist ein Integrationsproblem, nicht das des Kunden.",
  invalidOrderCheck:
    "Sehen Sie sich die gesendete Bestellung an (unter „Details“). Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut.",

  invalidAmount:
    "Der Shop hat einen Bestellbetrag gesendet, den Voucherify nicht annehmen konnte (zum Beispiel negativ oder nicht passend zu den Artikeln). Ein Integrationsproblem.",
  invalidAmountAmount:
    "Der Shop hat einen Bestellbetrag gesendet, den Voucherify nicht annehmen konnte (zum Beispiel negativ oder nicht passend zu den Artikeln); gesendet wurde {orderAmount}. Ein Integrationsproblem.",
  invalidAmountCheck:
    "Prüfen Sie den Bestellbetrag und die Artikelbeträge unter „Details“. Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut.",

  missingAmount:
    "Der Shop wollte den Code ohne Bestellbetrag anwenden, den dieser Gutschein aber benötigt. Ein Integrationsproblem.",
  missingAmountCode:
    "Der Shop wollte den Code {code} ohne Bestellbetrag anwenden, den dieser Gutschein aber benötigt. Ein Integrationsproblem.",
  missingAmountCheck:
    "Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut: Der Shop muss den Bestellbetrag mitsenden.",

  missingOrderItems:
    "Der Shop wollte den Code ohne die Artikel der Bestellung anwenden, die die Regeln dieses Gutscheins aber benötigen. Ein Integrationsproblem.",
  missingOrderItemsCode:
    "Der Shop wollte den Code {code} ohne die Artikel der Bestellung anwenden, die die Regeln dieses Gutscheins aber benötigen. Ein Integrationsproblem.",
  missingOrderItemsCheck:
    "Sehen Sie unter „Details“ nach den Artikeln der Bestellung; gibt es keine, geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut.",

  missingCustomer:
    "Beim Versuch wurde nicht angegeben, wer der Kunde ist, und der Code setzt einen Kunden voraus (oft: beim Checkout nicht angemeldet).",
  missingCustomerCode:
    "Beim Versuch wurde nicht angegeben, wer der Kunde ist, und der Code {code} setzt einen Kunden voraus (oft: beim Checkout nicht angemeldet).",
  missingCustomerCheck:
    "Prüfen Sie, ob die Zeile einen Kunden nennt; war der Kunde angemeldet und wird trotzdem keiner angezeigt, hat der Shop keine Kunden-ID gesendet: Geben Sie den Fall an das Integrationsteam weiter.",

  invalidCustomer:
    "Der Kunde konnte nicht mit dem Code verwendet werden: Bei einer Treuekarte ist er nicht ihr Inhaber.",
  invalidCustomerCode:
    "Der Kunde konnte nicht mit dem Code {code} verwendet werden: Bei einer Treuekarte ist er nicht ihr Inhaber.",
  invalidCustomerHolder:
    "Der Kunde konnte nicht mit dem Code verwendet werden: Bei einer Treuekarte ist er nicht ihr Inhaber (sie gehört {holder}).",
  invalidCustomerCodeHolder:
    "Der Kunde konnte nicht mit dem Code {code} verwendet werden: Bei einer Treuekarte ist er nicht ihr Inhaber (sie gehört {holder}).",
  invalidCustomerEither:
    "Der Kunde konnte nicht mit dem Code verwendet werden: Bei einer Treuekarte ist er nicht ihr Inhaber; bei einem Rollback ist er nicht der Kunde der Einlösung.",
  invalidCustomerEitherCode:
    "Der Kunde konnte nicht mit dem Code {code} verwendet werden: Bei einer Treuekarte ist er nicht ihr Inhaber; bei einem Rollback ist er nicht der Kunde der Einlösung.",
  invalidCustomerEitherHolder:
    "Der Kunde konnte nicht mit dem Code verwendet werden: Bei einer Treuekarte ist er nicht ihr Inhaber (sie gehört {holder}); bei einem Rollback ist er nicht der Kunde der Einlösung.",
  invalidCustomerEitherCodeHolder:
    "Der Kunde konnte nicht mit dem Code {code} verwendet werden: Bei einer Treuekarte ist er nicht ihr Inhaber (sie gehört {holder}); bei einem Rollback ist er nicht der Kunde der Einlösung.",
  invalidCustomerCheck:
    "Vergleichen Sie den Karteninhaber in Voucherify mit dem Kunden dieses Versuchs (dem Kunden, den diese Zeile zeigt).",
  invalidCustomerRollback:
    "Das Rollback nannte einen Kunden, der nicht mit der rückgängig zu machenden Einlösung verknüpft ist. Ein Integrationsproblem.",
  invalidCustomerRollbackCheck:
    "Vergleichen Sie den Kunden dieses Rollbacks mit dem Kunden der ursprünglichen Einlösung. Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut.",

  loyaltyCardPointsExceeded: "Auf der Treuekarte waren nicht genug Punkte für das Angefragte.",
  loyaltyCardPointsExceededCheck:
    "Vergleichen Sie den Punktestand der Karte mit den Kosten der Prämie; ausstehende Punkte zählen erst zum Punktestand, wenn sie aktiviert sind.",

  promotionInactive:
    "Die Aktionsstufe ist ausgeschaltet (deaktiviert) und konnte deshalb nicht angewendet werden.",
  promotionInactiveName:
    "Die Aktionsstufe „{promotion}“ ist ausgeschaltet (deaktiviert) und konnte deshalb nicht angewendet werden.",
  promotionInactiveCheck:
    "Prüfen Sie in Voucherify, ob die Aktionsstufe und ihre Kampagne aktiv sind, und fragen Sie die Person, die die Kampagne verwaltet, ob das beabsichtigt war.",

  noApplicableRedeemables:
    "Nichts aus der Anfrage ließ sich anwenden: Keiner der gesendeten Codes, keine Aktion und keine Prämie war anwendbar („No applicable redeemables“).",
  noApplicableRedeemablesCheck:
    "Schlagen Sie die ID dieser Einlösung in Voucher Lens nach, um ihre Teile aufzulisten: Jeder Code und jede Aktion der Anfrage hat ein eigenes Ergebnis mit eigenem Grund.",

  alreadyRolledBack:
    "Für eine Einlösung, die bereits rückgängig gemacht worden war, wurde ein Rollback (Rückgängigmachen) angefragt; deshalb wurde nichts ein zweites Mal rückgängig gemacht.",
  alreadyRolledBackCode:
    "Für eine Einlösung von {code}, die bereits rückgängig gemacht worden war, wurde ein Rollback (Rückgängigmachen) angefragt; deshalb wurde nichts ein zweites Mal rückgängig gemacht.",
  alreadyRolledBackCheck:
    "Suchen Sie das frühere Rollback: Öffnen Sie „Details“, folgen Sie der ursprünglichen Einlösung und sehen Sie unter „Rückgängig gemacht durch“ nach Datum und Rückerstattetem.",

  voucherNotActiveNow:
    "Der Code wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums).",
  voucherNotActiveNowCode:
    "Der Code {code} wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums).",
  voucherNotActiveNowWhen:
    "Der Code wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums).",
  voucherNotActiveNowCodeWhen:
    "Der Code {code} wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums).",
  voucherNotActiveNowOpen:
    "Der Code wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); jetzt ist er verwendbar.",
  voucherNotActiveNowCodeOpen:
    "Der Code {code} wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); jetzt ist er verwendbar.",
  voucherNotActiveNowWhenOpen:
    "Der Code wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); jetzt ist er verwendbar.",
  voucherNotActiveNowCodeWhenOpen:
    "Der Code {code} wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); jetzt ist er verwendbar.",
  voucherNotActiveNowUntil:
    "Der Code wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); jetzt ist er verwendbar, bis {until}.",
  voucherNotActiveNowCodeUntil:
    "Der Code {code} wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); jetzt ist er verwendbar, bis {until}.",
  voucherNotActiveNowWhenUntil:
    "Der Code wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); jetzt ist er verwendbar, bis {until}.",
  voucherNotActiveNowCodeWhenUntil:
    "Der Code {code} wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); jetzt ist er verwendbar, bis {until}.",
  voucherNotActiveNowNext:
    "Der Code wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); wieder verwendbar ist er ab {next}.",
  voucherNotActiveNowCodeNext:
    "Der Code {code} wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); wieder verwendbar ist er ab {next}.",
  voucherNotActiveNowWhenNext:
    "Der Code wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); wieder verwendbar ist er ab {next}.",
  voucherNotActiveNowCodeWhenNext:
    "Der Code {code} wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); wieder verwendbar ist er ab {next}.",
  voucherNotActiveNowNever:
    "Der Code wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); vor seinem Ablauf öffnet sich kein Zeitraum mehr (auch nicht in den nächsten 400 Tagen).",
  voucherNotActiveNowCodeNever:
    "Der Code {code} wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); vor seinem Ablauf öffnet sich kein Zeitraum mehr (auch nicht in den nächsten 400 Tagen).",
  voucherNotActiveNowWhenNever:
    "Der Code wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); vor seinem Ablauf öffnet sich kein Zeitraum mehr (auch nicht in den nächsten 400 Tagen).",
  voucherNotActiveNowCodeWhenNever:
    "Der Code {code} wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen er gilt (seines wiederkehrenden Gültigkeitszeitraums); vor seinem Ablauf öffnet sich kein Zeitraum mehr (auch nicht in den nächsten 400 Tagen).",
  voucherNotActiveNowCheck:
    "Vergleichen Sie in Voucherify die wiederkehrende Gültigkeit des Gutscheins (Zeitraum, Wochentage, Uhrzeiten) mit dem Zeitpunkt dieses Versuchs und achten Sie dabei auf die Zeitzone.",

  promotionNotActiveNow:
    "Die Aktionsstufe wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums).",
  promotionNotActiveNowName:
    "Die Aktionsstufe „{promotion}“ wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums).",
  promotionNotActiveNowWhen:
    "Die Aktionsstufe wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums).",
  promotionNotActiveNowNameWhen:
    "Die Aktionsstufe „{promotion}“ wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums).",
  promotionNotActiveNowOpen:
    "Die Aktionsstufe wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); jetzt läuft sie.",
  promotionNotActiveNowNameOpen:
    "Die Aktionsstufe „{promotion}“ wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); jetzt läuft sie.",
  promotionNotActiveNowWhenOpen:
    "Die Aktionsstufe wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); jetzt läuft sie.",
  promotionNotActiveNowNameWhenOpen:
    "Die Aktionsstufe „{promotion}“ wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); jetzt läuft sie.",
  promotionNotActiveNowUntil:
    "Die Aktionsstufe wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); jetzt läuft sie, bis {until}.",
  promotionNotActiveNowNameUntil:
    "Die Aktionsstufe „{promotion}“ wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); jetzt läuft sie, bis {until}.",
  promotionNotActiveNowWhenUntil:
    "Die Aktionsstufe wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); jetzt läuft sie, bis {until}.",
  promotionNotActiveNowNameWhenUntil:
    "Die Aktionsstufe „{promotion}“ wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); jetzt läuft sie, bis {until}.",
  promotionNotActiveNowNext:
    "Die Aktionsstufe wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); wieder läuft sie ab {next}.",
  promotionNotActiveNowNameNext:
    "Die Aktionsstufe „{promotion}“ wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); wieder läuft sie ab {next}.",
  promotionNotActiveNowWhenNext:
    "Die Aktionsstufe wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); wieder läuft sie ab {next}.",
  promotionNotActiveNowNameWhenNext:
    "Die Aktionsstufe „{promotion}“ wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); wieder läuft sie ab {next}.",
  promotionNotActiveNowNever:
    "Die Aktionsstufe wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); vor ihrem Ende läuft sie nicht mehr (auch nicht in den nächsten 400 Tagen).",
  promotionNotActiveNowNameNever:
    "Die Aktionsstufe „{promotion}“ wurde außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); vor ihrem Ende läuft sie nicht mehr (auch nicht in den nächsten 400 Tagen).",
  promotionNotActiveNowWhenNever:
    "Die Aktionsstufe wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); vor ihrem Ende läuft sie nicht mehr (auch nicht in den nächsten 400 Tagen).",
  promotionNotActiveNowNameWhenNever:
    "Die Aktionsstufe „{promotion}“ wurde am {when} außerhalb der Tage oder Uhrzeiten verwendet, an denen sie läuft (ihres wiederkehrenden Gültigkeitszeitraums); vor ihrem Ende läuft sie nicht mehr (auch nicht in den nächsten 400 Tagen).",
  promotionNotActiveNowCheck:
    "Vergleichen Sie in Voucherify die wiederkehrende Gültigkeit der Aktionsstufe (Zeitraum, Wochentage, Uhrzeiten) mit dem Zeitpunkt dieses Versuchs und achten Sie dabei auf die Zeitzone.",

  redemptionRulesViolated:
    "Eine Validierungsregel des Codes war nicht erfüllt; die Details des Fehlers nennen die Regel (eine ID, die mit val_ beginnt).",
  redemptionRulesViolatedCode:
    "Eine Validierungsregel des Codes {code} war nicht erfüllt; die Details des Fehlers nennen die Regel (eine ID, die mit val_ beginnt).",
  redemptionRulesViolatedCheck:
    "Öffnen Sie die im Fehler genannte Regel (val_…) in Voucherify, um zu sehen, welche Bedingung nicht erfüllt war; die Fehlermeldung kann der eigene Text dieser Regel sein.",

  referrerNotPermitted:
    "Der Kunde hat versucht, seinen eigenen Empfehlungscode zu verwenden; wer andere wirbt, kann den eigenen Code nicht einlösen.",
  referrerNotPermittedCode:
    "Der Kunde hat versucht, seinen eigenen Empfehlungscode {code} zu verwenden; wer andere wirbt, kann den eigenen Code nicht einlösen.",
  referrerNotPermittedCheck:
    "Vergleichen Sie den Kunden dieses Versuchs mit dem Werber (Inhaber) des Empfehlungscodes.",

  missingReward:
    "Die Treuekarte wurde eingelöst, ohne anzugeben, welche Prämie es geben soll. Ein Integrationsproblem.",
  missingRewardCode:
    "Die Treuekarte {code} wurde eingelöst, ohne anzugeben, welche Prämie es geben soll. Ein Integrationsproblem.",
  missingRewardCheck:
    "Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut: Die Anfrage muss die Prämie (ihre ID) nennen.",

  missingOrder:
    "Eine Bestellung war nötig (für eine Treuekarte oder eine mit Punkten bezahlte Prämie), aber der Shop hat mit dem Code keine gesendet. Ein Integrationsproblem.",
  missingOrderCode:
    "Eine Bestellung war nötig (für eine Treuekarte oder eine mit Punkten bezahlte Prämie), aber der Shop hat mit dem Code {code} keine gesendet. Ein Integrationsproblem.",
  missingOrderCheck:
    "Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut: Die Anfrage muss die Bestellung enthalten.",

  missingOrderItemsAmount:
    "Keiner der Artikel der Bestellung, für die der Code gilt, hatte einen Betrag (zum Beispiel beim Bezahlen mit einer Geschenkkarte).",
  missingOrderItemsAmountCode:
    "Keiner der Artikel der Bestellung, für die der Code {code} gilt, hatte einen Betrag (zum Beispiel beim Bezahlen mit einer Geschenkkarte).",
  missingOrderItemsAmountAmount:
    "Keiner der Artikel der Bestellung, für die der Code gilt, hatte einen Betrag (zum Beispiel beim Bezahlen mit einer Geschenkkarte); die Bestellung betrug {orderAmount}.",
  missingOrderItemsAmountCodeAmount:
    "Keiner der Artikel der Bestellung, für die der Code {code} gilt, hatte einen Betrag (zum Beispiel beim Bezahlen mit einer Geschenkkarte); die Bestellung betrug {orderAmount}.",
  missingOrderItemsAmountCheck:
    "Prüfen Sie unter „Details“, ob die Artikel der Bestellung Preise haben und die Produkte sind, für die der Code gilt. Fehlen sie, geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut.",

  multipleRequests:
    "Zwei Anfragen für den Code kamen im selben Moment an: Die erste wurde noch verarbeitet, als die nächste eintraf. Seit dem 1. Juli 2026 geschieht das auch, wenn eine Einlösung zweimal gleichzeitig rückgängig gemacht wird.",
  multipleRequestsCode:
    "Zwei Anfragen für den Code {code} kamen im selben Moment an: Die erste wurde noch verarbeitet, als die nächste eintraf. Seit dem 1. Juli 2026 geschieht das auch, wenn eine Einlösung zweimal gleichzeitig rückgängig gemacht wird.",
  multipleRequestsCheck:
    "Suchen Sie in der Liste nach einem doppelten oder wiederholten Versuch zur selben Zeit und prüfen Sie, ob der erste erfolgreich war, bevor irgendetwas erneut versucht wird.",

  invalidPayload:
    "Der Shop hat eine Anfrage gesendet, die Voucherify nicht verarbeiten konnte (zum Beispiel einen Code oder eine Aktion ohne ID); die Details des Fehlers nennen das fehlerhafte Feld. Ein Integrationsproblem.",
  invalidPayloadCheck:
    "Lesen Sie in der Fehlermeldung (unter „Details“), welches Feld fehlerhaft ist. Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut.",

  duplicatedRedeemables:
    "Derselbe Code oder dieselbe Aktion wurde in einer Anfrage zweimal gesendet. Ein Integrationsproblem.",
  duplicatedRedeemablesCode:
    "Derselbe Code oder dieselbe Aktion ({code}) wurde in einer Anfrage zweimal gesendet. Ein Integrationsproblem.",
  duplicatedRedeemablesCheck:
    "Suchen Sie unter den gemeinsam gesendeten Codes und Aktionen den doppelt aufgeführten. Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut.",

  invalidRedeemables:
    "Es wurden Codes oder Aktionen gemeinsam gesendet, die sich nicht kombinieren lassen (zum Beispiel ein Aktionsstapel plus weitere Rabatte), darunter der Code.",
  invalidRedeemablesCode:
    "Es wurden Codes oder Aktionen gemeinsam gesendet, die sich nicht kombinieren lassen (zum Beispiel ein Aktionsstapel plus weitere Rabatte), darunter der Code {code}.",
  invalidRedeemablesCheck:
    "Sehen Sie nach, welche Codes und Aktionen gemeinsam gesendet wurden, und prüfen Sie die Regeln der Kampagnen zum Kombinieren von Rabatten.",

  metadataValidationFailed:
    "Die mit der Anfrage gesendeten Zusatzdaten (Metadaten) verstießen gegen die Regeln des Projekts dafür (zum Beispiel ein Wert, der nicht in der Liste der erlaubten Werte steht). Ein Integrationsproblem.",
  metadataValidationFailedCheck:
    "Vergleichen Sie die Metadaten unter „Details“ mit der in der Fehlermeldung genannten Regel. Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut.",

  ambiguousTrackingId:
    "Der Onlineshop hat Voucherify von derselben Website aus mit zwei verschiedenen Kundenkennungen aufgerufen, sodass Voucherify nicht erkennen konnte, um welchen Kunden es sich handelt. Ein Integrationsproblem.",
  ambiguousTrackingIdCheck:
    "Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut: Der Onlineshop muss pro Besucher genau eine Tracking-ID bzw. Customer-Source-ID senden.",

  invalidRedemption:
    "Für eine gestapelte Einlösung (die mehrere Rabatte bündelt) wurde ein einzelnes Rollback angefragt; solche Einlösungen lassen sich nur als Ganzes rückgängig machen.",
  invalidRedemptionCheck:
    "Lassen Sie stattdessen die ganze gestapelte (übergeordnete) Einlösung rückgängig machen, von der Person, die in Voucherify Rückbuchungen bearbeitet.",

  invalidRedemptionParent:
    "Ein Rollback wurde für einen Teil einer größeren Einlösung angefragt (sie hat eine übergeordnete Einlösung); ein Teil lässt sich nicht allein rückgängig machen.",
  invalidRedemptionParentCheck:
    "Öffnen Sie „Details“, folgen Sie „Ursprüngliche Einlösung“ und lassen Sie stattdessen diese rückgängig machen, von der Person, die in Voucherify Rückbuchungen bearbeitet.",

  invalidRollbackParams:
    "Die Anfrage zum Rollback (Rückgängigmachen) war ungültig, deshalb wurde nichts rückgängig gemacht. Ein Integrationsproblem.",
  invalidRollbackParamsCheck:
    "Geben Sie den Fall mit der Einlösungs-ID an die Person weiter, die die Voucherify-Integration des Shops betreut: Der Inhalt der Rollback-Anfrage muss geprüft werden.",

  memberAlreadyExists:
    "Der Kunde ist bereits Mitglied dieses Treueprogramms (v2) und konnte deshalb nicht ein zweites Mal aufgenommen werden.",
  memberAlreadyExistsCheck:
    "Schlagen Sie die bestehende Mitgliedschaft und Karte des Kunden nach, bevor jemand eine neue anlegt.",

  nonActiveProgram: "Das Treueprogramm (v2) ist nicht aktiv, deshalb hat Voucherify die Anfrage abgelehnt.",
  nonActiveProgramCheck:
    "Prüfen Sie den Status des Programms im Loyalty Hub von Voucherify und fragen Sie die Person, die es betreut, ob das so geplant ist.",

  zeroCardBalance:
    "Auf der Treuekarte sind keine Punkte, deshalb wurde das Einsetzen von Punkten (Bezahlen mit Punkten oder eine Prämie) abgelehnt. Sobald Punkte gesammelt oder gutgeschrieben werden, funktioniert es wieder.",
  zeroCardBalanceCode:
    "Auf der Treuekarte {code} sind keine Punkte, deshalb wurde das Einsetzen von Punkten (Bezahlen mit Punkten oder eine Prämie) abgelehnt. Sobald Punkte gesammelt oder gutgeschrieben werden, funktioniert es wieder.",
  zeroCardBalanceCheck:
    "Prüfen Sie den Punktestand der Karte und ob Punkte ausstehen (sie zählen erst, wenn sie aktiviert sind).",

  duplicate:
    "Voucherify hat das Anlegen abgelehnt, weil bereits ein Objekt mit derselben Kennung existiert oder verwendet wird.",
  duplicateCode:
    "Voucherify hat das Anlegen abgelehnt, weil bereits ein Objekt mit derselben Kennung ({code}) existiert oder verwendet wird.",
  duplicateCheck:
    "Suchen Sie das bestehende Objekt mit dieser Kennung (in Voucher Lens oder Voucherify) und verwenden Sie es.",

  invalidAddBalanceParams:
    "Das Aufladen der Karte (Guthaben oder Punkte) wurde abgelehnt: Die Anfrage war ungültig.",
  invalidAddBalanceParamsCode:
    "Das Aufladen der Karte {code} (Guthaben oder Punkte) wurde abgelehnt: Die Anfrage war ungültig.",
  invalidAddBalanceParamsCheck:
    "Sehen Sie sich den Betrag oder die Punkte an, die aufgeladen werden sollten, und geben Sie den Fall an die Person weiter, die die Änderung vorgenommen hat oder die Integration betreut.",

  malformedGift:
    "Voucherify hat das Anlegen oder Ändern der Guthabeneinstellungen einer Geschenkkarte abgelehnt: Die dafür gesendeten Daten waren ungültig. Das kommt von der Einrichtung in Voucherify, nicht von einem Checkout.",
  malformedCampaign:
    "Voucherify hat das Anlegen oder Ändern einer Kampagne abgelehnt: Die dafür gesendeten Daten waren ungültig. Das kommt von der Einrichtung in Voucherify, nicht von einem Checkout.",
  malformedCodeConfig:
    "Voucherify hat das Anlegen oder Ändern des Musters zum Erzeugen von Codes (Länge, Präfix, Zeichen) abgelehnt: Die dafür gesendeten Daten waren ungültig. Das kommt von der Einrichtung in Voucherify, nicht von einem Checkout.",
  malformedVoucher:
    "Voucherify hat das Anlegen oder Ändern eines Gutscheins abgelehnt: Die dafür gesendeten Daten waren ungültig. Das kommt von der Einrichtung in Voucherify, nicht von einem Checkout.",
  malformedValidationRules:
    "Voucherify hat das Anlegen oder Ändern von Validierungsregeln abgelehnt: Die dafür gesendeten Daten waren ungültig. Das kommt von der Einrichtung in Voucherify, nicht von einem Checkout.",
  malformedProduct:
    "Voucherify hat das Anlegen oder Ändern eines Produkts abgelehnt: Die dafür gesendeten Daten waren ungültig. Das kommt von der Einrichtung in Voucherify, nicht von einem Checkout.",
  malformedSku:
    "Voucherify hat das Anlegen oder Ändern einer Produktvariante (SKU) abgelehnt: Die dafür gesendeten Daten waren ungültig. Das kommt von der Einrichtung in Voucherify, nicht von einem Checkout.",
  malformedPublish:
    "Voucherify hat das Anlegen oder Ändern der Ausgabe (Veröffentlichung) eines Codes an einen Kunden abgelehnt: Die dafür gesendeten Daten waren ungültig. Das kommt von der Einrichtung in Voucherify, nicht von einem Checkout.",
  malformedExport:
    "Voucherify hat das Anlegen oder Ändern eines Exports abgelehnt: Die dafür gesendeten Daten waren ungültig. Das kommt von der Einrichtung in Voucherify, nicht von einem Checkout.",
  malformedCheck:
    "Lesen Sie in der Fehlermeldung (unter „Details“), welches Feld fehlerhaft ist, und geben Sie den Fall an die Person weiter, die die Änderung in Voucherify vorgenommen hat oder die Integration betreut.",

  invalidQueryParams:
    "Voucherify hat eine Anfrage abgelehnt: Die Such- oder Filterparameter der Anfrage waren ungültig. Das kommt von einem Tool oder einer Integration, nicht vom Kunden.",
  queryTooLarge:
    "Voucherify hat eine Anfrage abgelehnt: Die Anfrage (ihr Inhalt oder ihre Suchparameter) war zu groß. Das kommt von einem Tool oder einer Integration, nicht vom Kunden.",
  requestRefusedCheck:
    "Prüfen Sie Größe und Parameter der Anfrage und geben Sie den Fall an die Person weiter, die den Aufruf gemacht hat oder die Integration betreut.",

  noVoucherSuitableForPublication:
    "Die Kampagne hat keinen freien Code mehr zum Ausgeben (zum Beispiel, wenn jemand in ein Treueprogramm aufgenommen wird).",
  noVoucherSuitableForPublicationCheck:
    "Prüfen Sie, wie viele freie Codes die Kampagne noch hat, und bitten Sie die Person, die sie verwaltet, weitere zu erzeugen.",

  noCode: "Voucherify meldet: {message}.",
  noCodeNoMessage: "Voucherify meldet: kein Grund angegeben.",
  noCodeCheck:
    "Öffnen Sie „Details“ und lesen Sie die Fehlermeldung; gibt es keine, schlagen Sie die Einlösung in Voucherify nach.",
  unknownCode:
    "Voucherify hat einen Fehlercode gemeldet, den Voucher Lens noch nicht kennt ({failureCode}): „{message}“.",
  unknownCodeNoMessage:
    "Voucherify hat einen Fehlercode gemeldet, den Voucher Lens noch nicht kennt ({failureCode}), ohne Meldung.",
  unknownCodeCheck:
    "Lesen Sie die Fehlermeldung unter „Details“ und schlagen Sie den Code in der Fehlerliste von Voucherify nach; informieren Sie das Voucher-Lens-Team über den neuen Code.",
} satisfies Translation<typeof en>;
