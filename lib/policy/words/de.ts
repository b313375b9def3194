import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  heading: "Von Ihrer Organisation festgelegt",
  notApplied: "Die Richtlinie Ihrer Organisation für Voucher Lens wurde nicht angewendet.",
  policyNotGiven:
    'Der Browser stellt derzeit keine Richtlinie für Voucher Lens bereit: Die Richtliniendatei ist möglicherweise nicht lesbar oder nennt Voucher Lens nicht mehr. Die damit eingerichteten Profile bleiben samt Ihren Tokens erhalten, bis eine lesbare Richtlinie etwas anderes festlegt (ein Admin entfernt sie mit "profiles": []). Verwendet Ihre Organisation die Richtlinie nicht mehr, können Sie die Profile selbst löschen.',
  policyNotRead:
    'Der Browser konnte sie nicht lesen („{said}“): Die Richtliniendatei ist möglicherweise nicht lesbar oder nennt Voucher Lens nicht mehr. Die damit eingerichteten Profile bleiben samt Ihren Tokens erhalten, bis eine lesbare Richtlinie etwas anderes festlegt (ein Admin entfernt sie mit "profiles": []). Verwendet Ihre Organisation die Richtlinie nicht mehr, können Sie die Profile selbst löschen.',
  nothingChanged:
    "Es hat sich nichts geändert: Ihre Einstellungen sind wie zuvor. Teilen Sie Ihrem Admin mit, was hier steht.",
  nothingChangedUnderPolicy:
    "Es hat sich nichts geändert: Ihre Einstellungen sind wie zuvor, unter der zuvor angewendeten Richtlinie. Teilen Sie Ihrem Admin mit, was hier steht.",
  profilesFromAdmin: {
    one: "{count} Profil stammt von Ihrem Admin und ist in der Liste unten markiert. Eine Richtlinie enthält nie einen Token: Sie fügen Ihren eigenen App Token hinzu.",
    other:
      "{count} Profile stammen von Ihrem Admin und sind in der Liste unten markiert. Eine Richtlinie enthält nie einen Token: Sie fügen Ihren eigenen App Token hinzu.",
  },
  locked: "Was Ihr Admin festgelegt hat, kann hier nicht geändert werden.",
  unlocked:
    "Sie können die Felder der Profile und den E-Mail-Schalter ändern, die Ihr Admin festgelegt hat (eine neue Richtlinie setzt sie erneut), und Ihre eigenen Antworttexte haben Vorrang vor denen des Teams. Die Codemuster und E-Mail-Domains des Teams gelten immer, neben Ihren eigenen.",
  patternsHeading: "Codemuster für alle Profile",
  patternSwitchedOff: "Ausgeschaltet: {reason}",
  teamDomains: "E-Mail-Domains Ihres Teams, nie als Kunde des Tickets genommen: {domains}.",
  sitesHeading: "Helpdesk-Websites Ihres Teams",
  detectionOn: "Erkennung an",
  enableOn: "Auf {host} aktivieren",
} satisfies Translation<typeof en>;
