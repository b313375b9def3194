import { describe, expect, it } from "vitest";
import { REPLY_LANGUAGES } from "@/lib/core/intl/reply-languages";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import { FAILURE_CODES, failureTopic, TOPIC_KEYS } from "@/lib/replies/topics";

// The replies Voucher Lens ships reach customers word for word: however the language files are
// arranged, every language's reply for every topic stays the text recorded here.

const SHIPPED = await loadEveryShippedSet();

describe("the replies Voucher Lens ships", () => {
  it("keep every language's text for every topic, byte for byte", async () => {
    const byLanguage = Object.fromEntries(
      REPLY_LANGUAGES.map((language) => [
        language,
        Object.fromEntries(TOPIC_KEYS.map((key) => [key, SHIPPED[language][key] ?? null])),
      ]),
    );
    await expect(`${JSON.stringify(byLanguage, null, 2)}\n`).toMatchFileSnapshot(
      "./__snapshots__/shipped-replies.json",
    );
  });

  it("give every failure code, and a code Voucher Lens does not know, a reply in every language", () => {
    for (const language of REPLY_LANGUAGES)
      for (const code of [...FAILURE_CODES, "not_a_code", undefined])
        for (const facts of [{}, { rollback: true }, { neverUsableAgain: true }])
          expect(SHIPPED[language][failureTopic(code, facts)], `${language} ${code}`).toMatch(/\S/);
  });
});
