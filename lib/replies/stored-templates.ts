import * as v from "valibot";
import { isReplyLanguage } from "@/lib/core/intl/reply-languages";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import { MAX_TEMPLATE_LENGTH } from "./languages";
import type { TeamTemplates } from "./templates";

/**
 * The team's own wordings as stored, read by their shape alone: each text is checked against its
 * reply's placeholders where it is used (templateFor falls back to the default), so the worker, which
 * puts them under or over the policy's, leaves the template parser and the replies' texts out of
 * its bundle. An entry of another shape is left out on its own; the others stay in use.
 */
const StoredTemplatesSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((stored): TeamTemplates => {
    const kept: TeamTemplates = {};
    for (const [language, own] of Object.entries(stored)) {
      if (!isReplyLanguage(language) || typeof own !== "object" || own === null) continue;
      const entries = Object.entries(own).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === "string" && entry[1].length <= MAX_TEMPLATE_LENGTH,
      );
      if (entries.length) kept[language] = Object.fromEntries(entries);
    }
    return kept;
  }),
);

export const teamTemplatesItem = defineStoredItem("replyTemplates", {
  schema: StoredTemplatesSchema,
  fallback: {},
  version: 2,
});
