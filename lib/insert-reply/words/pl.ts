import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  inserted:
    "Wstawiono do pola odpowiedzi. Nic nie zostało wysłane: należy przeczytać odpowiedź i wysłać ją z helpdesku.",
  insertedIn:
    "Wstawiono do pola odpowiedzi w {host}. Nic nie zostało wysłane: należy przeczytać odpowiedź i wysłać ją z helpdesku.",
  otherTicket: "Ta odpowiedź dotyczy innego zgłoszenia: należy wyszukać ją ponownie tutaj",
  beforeTicket: "Ta odpowiedź przyszła przed odczytaniem tego zgłoszenia: należy wyszukać ją ponownie tutaj",
  tooLong: {
    one: "Ta odpowiedź jest za długa, by ją wstawić: ma {count} znak, a „Wstaw do odpowiedzi” przyjmuje najwyżej {max}. Należy ją przeczytać i, jeśli jest poprawna, użyć „Kopiuj odpowiedź”.",
    few: "Ta odpowiedź jest za długa, by ją wstawić: ma {count} znaki, a „Wstaw do odpowiedzi” przyjmuje najwyżej {max}. Należy ją przeczytać i, jeśli jest poprawna, użyć „Kopiuj odpowiedź”.",
    many: "Ta odpowiedź jest za długa, by ją wstawić: ma {count} znaków, a „Wstaw do odpowiedzi” przyjmuje najwyżej {max}. Należy ją przeczytać i, jeśli jest poprawna, użyć „Kopiuj odpowiedź”.",
    other:
      "Ta odpowiedź jest za długa, by ją wstawić: ma {count} znaku, a „Wstaw do odpowiedzi” przyjmuje najwyżej {max}. Należy ją przeczytać i, jeśli jest poprawna, użyć „Kopiuj odpowiedź”.",
  },
  notTaken: "Edytor helpdesku nie przyjął tekstu: został skopiowany, można go wkleić skrótem Ctrl+V.",
  notTakenCopyFailed:
    "Edytor helpdesku nie przyjął tekstu i nie udało się go też skopiować: należy zaznaczyć odpowiedź i ją skopiować.",
  clickFirstCopied:
    "Najpierw należy kliknąć w pole odpowiedzi. Zamiast tego skopiowano odpowiedź: można ją tam wkleić.",
  clickFirstCopyFailed:
    "Najpierw należy kliknąć w pole odpowiedzi. Nie udało się też skopiować: należy zaznaczyć odpowiedź i ją skopiować.",
  boxGoneCopied:
    "Ostatnio używanego pola odpowiedzi już nie ma (inne zgłoszenie?). Najpierw należy kliknąć w pole odpowiedzi. Zamiast tego skopiowano odpowiedź: można ją tam wkleić.",
  boxGoneCopyFailed:
    "Ostatnio używanego pola odpowiedzi już nie ma (inne zgłoszenie?). Najpierw należy kliknąć w pole odpowiedzi. Nie udało się też skopiować: należy zaznaczyć odpowiedź i ją skopiować.",
  tabUnreachableCopied:
    "Najpierw należy kliknąć w pole odpowiedzi: nie udało się połączyć z kartą zgłoszenia. Zamiast tego skopiowano odpowiedź: można ją tam wkleić.",
  tabUnreachableCopyFailed:
    "Najpierw należy kliknąć w pole odpowiedzi: nie udało się połączyć z kartą zgłoszenia. Nie udało się też skopiować: należy zaznaczyć odpowiedź i ją skopiować.",
  noTicketReadCopied:
    "Voucher Lens nie odczytał żadnego zgłoszenia w tej karcie, więc nic nie wstawił. Zamiast tego skopiowano odpowiedź: można ją tam wkleić.",
  noTicketReadCopyFailed:
    "Voucher Lens nie odczytał żadnego zgłoszenia w tej karcie, więc nic nie wstawił. Nie udało się też skopiować: należy zaznaczyć odpowiedź i ją skopiować.",
} satisfies Translation<typeof en>;
