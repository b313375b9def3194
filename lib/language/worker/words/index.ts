import { defineWords } from "@/lib/core/i18n/words";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import pl from "./pl";

/**
 * The worker's words, in every language at once: a service worker cannot load a module on demand,
 * and these few lines are all it says.
 */
export const workerWords = defineWords<typeof en>("worker", {
  en: async () => ({ default: en }),
  de: async () => ({ default: de }),
  es: async () => ({ default: es }),
  fr: async () => ({ default: fr }),
  pl: async () => ({ default: pl }),
});
