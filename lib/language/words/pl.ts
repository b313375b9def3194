import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  label: "Język interfejsu",
  browsers: "Język przeglądarki ({language})",
  browsersUnknown: "Język przeglądarki (angielski)",
  hint: "Język, w którym Voucher Lens się do Ciebie zwraca. Odpowiedzi pozostają w języku klienta.",
  locked: "Ustawione przez zasady Twojej organizacji.",
  notChanged: "Nie zmieniono: {reason}",
} satisfies Translation<typeof en>;
