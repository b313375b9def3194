import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Erste Schritte",
  profileHeading: "Ihr Profil",
  profileDone: "Erledigt: „{name}“ hat seinen App Token.",
  profileNone:
    "Fügen Sie die App ID und den App Token Ihres Voucherify-Projekts hinzu, zu finden unter Project settings → Application keys.",
  fillInForm: "Profilformular ausfüllen",
  profileFromAdmin: "Ihr Admin hat dies eingerichtet: Fügen Sie Ihren App Token zu „{name}“ hinzu.",
  profileWithoutToken: "„{name}“ hat noch keinen App Token.",
  addToken: "App Token hinzufügen",
  testHeading: "Verbindung testen",
  testText:
    "Unter dem Profilformular liest die Test-Schaltfläche mit Ihren Schlüsseln eine Einlösung und zeigt, welche Abfragen sie erlauben. In Voucherify wird dabei nichts geändert.",
  detectionHeading: "Wo die Erkennung läuft",
  detectionText:
    "IDs und Codes werden in den Agenten-Arbeitsbereichen dieser Helpdesks markiert (nicht in ihren Hilfe-Centern): {hosts}. Bei einem anderen Helpdesk öffnen Sie ihn, klicken in der Symbolleiste auf das Symbol von Voucher Lens und wählen „Auf dieser Website aktivieren“. Welche Codes zählen und ob E-Mail-Adressen zählen: {link}.",
  detectionLink: "Erkennung auf Helpdesk-Seiten",
  shortcutsHeading: "Tastenkürzel",
  hideSteps: "Diese Schritte ausblenden",
  showSteps: "Einrichtungsschritte anzeigen",

  updatedTo: "Aktualisiert auf {version}",
  updatedToSummary: "Aktualisiert auf {version}:",
  whatsNew: "Neuigkeiten",
  dismissWhatsNew: "Neuigkeiten schließen",
  dismiss: "Schließen",
} satisfies Translation<typeof en>;
