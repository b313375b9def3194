import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Datenschutz",

  maskingLabel: "Kundendaten maskieren",
  maskingHint:
    "Namen, E-Mail-Adressen, Telefonnummern und Anschriften erscheinen als L••• F•••, bis Sie einen davon aufdecken. IDs, Codes, Beträge und Punkte bleiben sichtbar.",
  maskingLocked: "Ihre Organisation lässt dies eingeschaltet.",
  maskingNotChanged: "Die Maskierung wurde nicht geändert. Versuchen Sie es erneut.",

  disclosureHeading: "Was Voucher Lens liest, sendet und speichert",
  disclosureReads:
    "Liest Helpdesk-Seiten nur dort, wo die Erkennung eingeschaltet ist, um Gutscheincodes und Voucherify-IDs zu finden. Nichts von der Seite verlässt Ihren Browser.",
  disclosureSends:
    "Sendet die Suchen, die Sie auslösen, und den einzigen Kunden des Tickets, wenn dies eingeschaltet ist, an den Voucherify-API-Host Ihres aktiven Profils, mit den Schlüsseln dieses Profils.",
  disclosureKeeps:
    "Speichert in diesem Browser: Ihre Profile und Einstellungen, Ihre letzten Suchen (7 Tage), das Suchprotokoll ({days} Tage, sofern Ihre Organisation nichts anderes festlegt) und die Antworten der API, bis der Browser geschlossen wird.",
  disclosureNobody:
    "Sendet keine Telemetrie: Nichts geht an die Entwickler von Voucher Lens oder an sonst jemanden.",
  disclosureMore: "Ihre Datenschutzeinstellungen und das Suchprotokoll",
  disclosurePolicy: "Datenschutzerklärung",
  noticeHeading: "Was Voucher Lens speichert, hat sich geändert",
  gotIt: "Verstanden",
} satisfies Translation<typeof en>;
