import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  label: "Idioma de la interfaz",
  browsers: "Idioma del navegador ({language})",
  browsersUnknown: "Idioma del navegador (inglés)",
  hint: "El idioma en el que Voucher Lens le habla. Las respuestas siguen en el idioma del cliente.",
  locked: "Establecido por la política de su organización.",
  notChanged: "Sin cambios: {reason}",
} satisfies Translation<typeof en>;
