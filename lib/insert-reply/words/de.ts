import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  inserted:
    "In das Antwortfeld eingefügt. Es wurde nichts gesendet: Lesen Sie die Antwort durch und senden Sie sie aus dem Helpdesk.",
  insertedIn:
    "In das Antwortfeld in {host} eingefügt. Es wurde nichts gesendet: Lesen Sie die Antwort durch und senden Sie sie aus dem Helpdesk.",
  otherTicket: "Diese Antwort betrifft ein anderes Ticket: Schlagen Sie hier erneut nach",
  beforeTicket: "Diese Antwort kam, bevor dieses Ticket gelesen wurde: Schlagen Sie hier erneut nach",
  tooLong: {
    one: "Diese Antwort ist zu lang zum Einfügen: {count} Zeichen, und „In Antwort einfügen“ nimmt höchstens {max}. Lesen Sie sie durch und verwenden Sie „Antwort kopieren“, wenn sie stimmt.",
    other:
      "Diese Antwort ist zu lang zum Einfügen: {count} Zeichen, und „In Antwort einfügen“ nimmt höchstens {max}. Lesen Sie sie durch und verwenden Sie „Antwort kopieren“, wenn sie stimmt.",
  },
  notTaken:
    "Der Editor Ihres Helpdesks hat den Text nicht übernommen: Er ist kopiert, fügen Sie ihn mit Strg+V ein.",
  notTakenCopyFailed:
    "Der Editor Ihres Helpdesks hat den Text nicht übernommen, und auch das Kopieren ist fehlgeschlagen: Markieren Sie die Antwort und kopieren Sie sie.",
  clickFirstCopied:
    "Klicken Sie zuerst in das Antwortfeld. Die Antwort wurde stattdessen kopiert: Fügen Sie sie dort ein.",
  clickFirstCopyFailed:
    "Klicken Sie zuerst in das Antwortfeld. Auch das Kopieren ist fehlgeschlagen: Markieren Sie die Antwort und kopieren Sie sie.",
  boxGoneCopied:
    "Das zuletzt verwendete Antwortfeld ist nicht mehr da (ein anderes Ticket?). Klicken Sie zuerst in das Antwortfeld. Die Antwort wurde stattdessen kopiert: Fügen Sie sie dort ein.",
  boxGoneCopyFailed:
    "Das zuletzt verwendete Antwortfeld ist nicht mehr da (ein anderes Ticket?). Klicken Sie zuerst in das Antwortfeld. Auch das Kopieren ist fehlgeschlagen: Markieren Sie die Antwort und kopieren Sie sie.",
  tabUnreachableCopied:
    "Klicken Sie zuerst in das Antwortfeld: Der Tab des Tickets war nicht erreichbar. Die Antwort wurde stattdessen kopiert: Fügen Sie sie dort ein.",
  tabUnreachableCopyFailed:
    "Klicken Sie zuerst in das Antwortfeld: Der Tab des Tickets war nicht erreichbar. Auch das Kopieren ist fehlgeschlagen: Markieren Sie die Antwort und kopieren Sie sie.",
  noTicketReadCopied:
    "Voucher Lens hat in diesem Tab kein Ticket gelesen und daher nichts eingefügt. Die Antwort wurde stattdessen kopiert: Fügen Sie sie dort ein.",
  noTicketReadCopyFailed:
    "Voucher Lens hat in diesem Tab kein Ticket gelesen und daher nichts eingefügt. Auch das Kopieren ist fehlgeschlagen: Markieren Sie die Antwort und kopieren Sie sie.",
} satisfies Translation<typeof en>;
