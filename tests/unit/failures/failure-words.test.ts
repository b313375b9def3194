import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "@/lib/core/i18n/languages";
// Through the public entry, as the redemptions and the replies use it.
import { explainFailure, FAILURE_EXPLAINERS, type FailureSay, failureWords } from "@/lib/failures";
import type { FailureFacts } from "@/lib/failures/failures";

/** A row with every fact, as the agent reads it. */
const full: FailureFacts = {
  code: "BF25-XK3P9Q",
  when: "10.11.2026, 06:31:15",
  startDate: "01.12.2026",
  expirationDate: "31.10.2026",
  orderAmount: "120,00 €",
  failureMessage: "Nicht gültig",
  promotionName: "Happy Hour",
  holder: "Alice Smith",
};

/**
 * Every way a row can lack facts: the code, the time of the attempt and the other facts each there or
 * not (every pair a wording depends on varies), with each window and rollback state.
 */
function* everyRow(): Generator<FailureFacts> {
  const { code, when, ...others } = full;
  for (const withCode of [{}, { code }])
    for (const withWhen of [{}, { when }])
      for (const withOthers of [{}, others]) {
        const facts: FailureFacts = { ...withCode, ...withWhen, ...withOthers };
        yield facts;
        yield { ...facts, rollback: true };
        yield { ...facts, rollback: false };
        yield { ...facts, usableNowUntil: "19:00" };
        yield { ...facts, usableNowUntil: "" };
        yield { ...facts, nextUsable: "Sonntag, 15. November, 17:00" };
        yield { ...facts, neverUsableAgain: true };
      }
}

const sayIn = async (language: (typeof UI_LANGUAGES)[number]): Promise<FailureSay> =>
  failureWords.load(language);

describe("failure codes in the agent's language", () => {
  it("explain every code, and say what to check, in all five languages, whatever facts the row has", async () => {
    const codes = [...Object.keys(FAILURE_EXPLAINERS), "brand_new_code", undefined];
    const english = await sayIn("en");
    const problems: string[] = [];
    for (const language of UI_LANGUAGES) {
      const say = await sayIn(language);
      for (const code of codes)
        for (const facts of everyRow()) {
          const { explanation, check } = explainFailure(code, facts, say);
          // A placeholder left unfilled, a key shown instead of words, or a fact missing its value.
          for (const text of [explanation, check])
            if (/[{}]|^[a-z]+[A-Z]\w*$|undefined|“”|„“|«\s*»/.test(text) || text.trim().length < 10)
              problems.push(`${language} ${code}: ${text}`);
          if (language === "en") continue;
          const inEnglish = explainFailure(code, facts, english);
          if (explanation === inEnglish.explanation || check === inEnglish.check)
            problems.push(`${language} ${code}: not translated`);
        }
    }
    expect(problems).toEqual([]);
  });

  it("use every wording of the table for some row", async () => {
    const english = await sayIn("en");
    const used = new Set<string>();
    const recording = Object.assign(
      (key: string, values: never) => {
        used.add(key);
        return (english as unknown as (key: string, values: never) => string)(key, values);
      },
      { parts: english.parts, language: english.language },
    ) as unknown as FailureSay;
    for (const code of [...Object.keys(FAILURE_EXPLAINERS), "brand_new_code", undefined])
      for (const facts of everyRow()) {
        explainFailure(code, facts, recording);
        explainFailure(code, { ...facts, failureMessage: undefined }, recording);
      }
    const table = (await failureWords.loaders.en()).default;
    expect(Object.keys(table).filter((key) => !used.has(key))).toEqual([]);
  });

  it("say a code is usable now when its window is open and none closes", async () => {
    // "" is a fact here, not a blank: the row found the window open with no end.
    expect(explainFailure("voucher_not_active_now", { code: "HH-1", usableNowUntil: "" }).explanation).toBe(
      "The code HH-1 was used outside the days or hours it is valid (its recurring validity window); it can be used now.",
    );
    expect(
      explainFailure("promotion_not_active_now", { usableNowUntil: "" }, await sayIn("de")).explanation,
    ).toMatch(/; jetzt läuft sie\.$/);
  });

  it("speak English when no words are given, the same as the English table", async () => {
    const english = await sayIn("en");
    for (const code of Object.keys(FAILURE_EXPLAINERS))
      expect(explainFailure(code, full), code).toEqual(explainFailure(code, full, english));
  });

  it("say a German agent what happened, with the row's facts in place", async () => {
    const de = await sayIn("de");
    expect(explainFailure("voucher_expired", full, de)).toEqual({
      explanation:
        "Der Code BF25-XK3P9Q war am 31.10.2026 abgelaufen, als er am 10.11.2026, 06:31:15 verwendet wurde.",
      check: "Prüfen Sie das Ablaufdatum des Gutscheins und seiner Kampagne.",
    });
    expect(explainFailure("voucher_expired", {}, de).explanation).toBe(
      "Der Code war bereits abgelaufen, als er verwendet wurde.",
    );
    expect(explainFailure("gift_amount_exceeded", full, de).explanation).toContain(
      "Bestellung über 120,00 €",
    );
    expect(explainFailure("invalid_customer", { ...full, rollback: false }, de).explanation).toContain(
      "(sie gehört Alice Smith)",
    );
    // The API's own words, quoted the German way, as a sentence of their own.
    expect(explainFailure("invalid_payload", full, de).explanation).toMatch(
      /Ein Integrationsproblem\. Die Meldung lautet: „Nicht gültig“\.$/,
    );
    expect(
      explainFailure("voucher_not_active_now", { ...full, usableNowUntil: "19:00" }, de).explanation,
    ).toMatch(/; jetzt ist er verwendbar, bis 19:00\.$/);
    expect(explainFailure("brand_new_code", full, de).explanation).toBe(
      "Voucherify hat einen Fehlercode gemeldet, den Voucher Lens noch nicht kennt (brand_new_code): „Nicht gültig“.",
    );
  });

  it("say a Polish agent what happened, in impersonal forms, with the row's facts in place", async () => {
    const pl = await sayIn("pl");
    expect(explainFailure("voucher_expired", full, pl)).toEqual({
      explanation:
        "W chwili użycia (10.11.2026, 06:31:15) kod BF25-XK3P9Q był już nieważny (wygasł 31.10.2026).",
      check: "Należy sprawdzić datę wygaśnięcia vouchera i jego kampanii.",
    });
    expect(explainFailure("promotion_inactive", full, pl).explanation).toBe(
      "Poziom promocji „Happy Hour” jest wyłączony (dezaktywowany), dlatego nie można go było zastosować.",
    );
    expect(
      explainFailure("voucher_not_active_now", { ...full, nextUsable: "niedziela, 15 listopada, 17:00" }, pl)
        .explanation,
    ).toMatch(/; następny raz można go użyć od: niedziela, 15 listopada, 17:00\.$/);
    expect(explainFailure(undefined, {}, pl).explanation).toBe("Komunikat Voucherify: nie podano powodu.");
  });

  it("keep API data as text in every language: markup is neither escaped nor run", async () => {
    const IMG = "<img src=x onerror=alert(1)>";
    for (const language of UI_LANGUAGES) {
      const { explanation } = explainFailure("voucher_expired", { code: IMG }, await sayIn(language));
      expect(explanation, language).toContain(IMG);
      expect(explanation, language).not.toMatch(/&lt;|&gt;/);
    }
  });
});
