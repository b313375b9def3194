import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorNotice } from "@/components/ErrorNotice";
import { LanguageProvider } from "@/components/use-words";
import { credentialWords } from "@/lib/core/api/credential";
import type { ApiError } from "@/lib/core/api/errors";
import { type ApiSay, explainError } from "@/lib/core/api/explain-error";
import { OPERATIONS } from "@/lib/core/api/operations";
import { checkParams, RevokeTokenParamsSchema } from "@/lib/core/api/params";
import { REGION_IDS, regionLabel } from "@/lib/core/api/regions";
import { apiWords } from "@/lib/core/api/words";
import { UI_LANGUAGES, type UiLanguage } from "@/lib/core/i18n/languages";
import { switchLanguage } from "@/lib/core/i18n/words";

afterEach(() => switchLanguage("en"));

/** Every key of these words the worker's code sends in a refusal: `apiSaid("key"`. */
function workerSaid(): string[] {
  const root = join(__dirname, "../../../..");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  return ["lib", "entrypoints"].flatMap((dir) =>
    files(join(root, dir)).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/apiSaid\(\s*"(\w+)"/g)].map((match) => match[1]!),
    ),
  );
}

const NOW = Date.parse("2026-11-10T10:00:00Z");
const body = { request_id: "v-0a1b", message: "Forbidden", details: "missing_required_permission" };

/** One error of every kind and status explain-error tells apart, each refused operation among them. */
const ERRORS: ApiError[] = [
  { kind: "invalid_input", field: "code", message: "code is empty" },
  {
    kind: "invalid_input",
    field: "profile",
    message: "No profile is set up yet: add your API keys in Settings",
    said: { words: "api", key: "noProfileSetUp" },
  },
  { kind: "network", message: "Failed to fetch" },
  { kind: "timeout", afterMs: 15_000 },
  { kind: "shape", issue: { path: "data.0.id", message: "expected string, got number" } },
  { kind: "rate_limited", retryAt: NOW + 5000, body },
  { kind: "rate_limited", retryAt: NOW, body },
  ...OPERATIONS.map((operation): ApiError => ({ kind: "http", status: 403, body, operation })),
  { kind: "http", status: 403, body },
  {
    kind: "http",
    status: 403,
    body: { ...body, key: "forbidden", resource_type: "campaign", resource_id: "camp_1" },
  },
  { kind: "http", status: 403, body: {}, fromApi: false },
  { kind: "http", status: 401, body },
  { kind: "http", status: 402, body },
  { kind: "http", status: 404, body },
  { kind: "http", status: 503, body, contentType: "text/html" },
  { kind: "http", status: 500, body },
  { kind: "http", status: 409, body },
];

const explainAll = (say: ApiSay) =>
  ERRORS.flatMap((error) => [
    explainError(error, { host: "us1.api.voucherify.io", now: NOW }, say),
    explainError(error, { now: NOW }, say),
  ]);

describe("a failed lookup in the agent's language", () => {
  it("is explained in all five languages: every title and action translated, no placeholder left", async () => {
    const english = explainAll(await apiWords.load("en"));
    for (const language of UI_LANGUAGES) {
      const explained = explainAll(await apiWords.load(language));
      explained.forEach(({ title, action, requestId }, i) => {
        const context = `${language}: ${english[i]!.title}`;
        for (const text of [title, action]) expect(text, context).not.toMatch(/[{}]|^[a-z]+[A-Z]\w*$/);
        expect(requestId, context).toBe(english[i]!.requestId);
        // The agent's words change; the API's own (an invalid input's message) stay as they came.
        if (language !== "en" && ERRORS[Math.floor(i / 2)]!.kind !== "invalid_input")
          expect(title, context).not.toBe(english[i]!.title);
        if (language !== "en") expect(action, context).not.toBe(english[i]!.action);
      });
    }
  });

  it("uses every wording of the table for some error, credential or region", async () => {
    const english = await apiWords.load("en");
    const used = new Set<string>();
    const recording = Object.assign(
      (key: string, values: never) => {
        used.add(key);
        return (english as unknown as (key: string, values: never) => string)(key, values);
      },
      { parts: english.parts, language: english.language },
    ) as unknown as ApiSay;
    explainAll(recording);
    for (const credential of ["oauth_token", "app_keys_and_oauth_token", "app_keys"])
      credentialWords(credential, recording);
    for (const region of [...REGION_IDS, "custom" as const]) regionLabel(region, recording);
    // The refusals the worker sends as messages (apiSaid), said by the page that shows them.
    for (const key of workerSaid()) used.add(key);
    // A pasted token's refusals, which the request's own check says.
    for (const token of ["", "x".repeat(5000), "eyJ hbG"]) {
      const checked = checkParams(RevokeTokenParamsSchema, { token });
      if (!checked.ok && checked.error.kind === "invalid_input" && checked.error.said)
        used.add(checked.error.said.key);
    }
    const table = (await apiWords.loaders.en()).default;
    expect(Object.keys(table).filter((key) => !used.has(key))).toEqual([]);
  });

  it("speaks English when no words are given, as the English table does", async () => {
    const english = await apiWords.load("en");
    for (const error of ERRORS)
      expect(explainError(error, { now: NOW })).toEqual(explainError(error, { now: NOW }, english));
    expect(explainError({ kind: "timeout", afterMs: 1000 }).title).toBe(
      "The Voucherify API did not answer within 1 second",
    );
  });

  it("tells a German agent what the key cannot do and what to ask for", async () => {
    const de = await apiWords.load("de");
    const explained = explainError({ kind: "http", status: 403, body, operation: "listRedemptions" }, {}, de);
    expect(explained.title).toBe("Dieser Schlüssel darf keine Einlösungen auflisten (403)");
    expect(explained.action).toBe(
      "Bitten Sie Ihre Administration um einen Schlüssel mit Lesezugriff auf Einlösungen.",
    );
    // The API's own words stay as the API wrote them.
    expect(explained.detail).toBe("Forbidden: missing_required_permission");
    expect(explainError({ kind: "timeout", afterMs: 15_000 }, { host: "api.voucherify.io" }, de).title).toBe(
      "api.voucherify.io hat nicht innerhalb von 15 Sekunden geantwortet",
    );
  });

  it("counts the seconds of a timeout the Polish way", async () => {
    const pl = await apiWords.load("pl");
    const title = (seconds: number) =>
      explainError({ kind: "timeout", afterMs: seconds * 1000 }, {}, pl).title;
    expect(title(0)).toBe("API Voucherify nie odpowiedziało w ciągu 0 sekund");
    expect(title(1)).toBe("API Voucherify nie odpowiedziało w ciągu 1 sekundy");
    expect(title(2)).toBe("API Voucherify nie odpowiedziało w ciągu 2 sekund");
    expect(title(5)).toBe("API Voucherify nie odpowiedziało w ciągu 5 sekund");
    expect(title(22)).toBe("API Voucherify nie odpowiedziało w ciągu 22 sekund");
    expect(title(25)).toBe("API Voucherify nie odpowiedziało w ciągu 25 sekund");
    const host = (seconds: number) =>
      explainError({ kind: "timeout", afterMs: seconds * 1000 }, { host: "api.voucherify.io" }, pl).title;
    expect(host(1)).toBe("Serwer api.voucherify.io nie odpowiedział w ciągu 1 sekundy");
    expect(host(22)).toBe("Serwer api.voucherify.io nie odpowiedział w ciągu 22 sekund");
  });
});

/** The notice as the panel draws it, in a language loaded first as a page loads it. */
async function renderIn(language: UiLanguage, error: ApiError, host?: string) {
  await apiWords.load(language);
  await switchLanguage(language);
  render(
    <LanguageProvider>
      <ErrorNotice error={error} {...(host ? { host } : {})} onRetry={() => undefined} />
    </LanguageProvider>,
  );
}

describe("the error notice in the agent's language", () => {
  it("says in German that the keys were refused, and what to check, with its controls named in German", async () => {
    await renderIn("de", { kind: "http", status: 401, body }, "us1.api.voucherify.io");
    expect(screen.getByText("Die App ID oder das App Token wurde abgelehnt (401)")).toBeTruthy();
    expect(
      screen.getByText(
        "Prüfen Sie beide Schlüssel in den Einstellungen und ob das Projekt in der gewählten Region liegt (us1.api.voucherify.io): Schlüssel einer anderen Region werden abgelehnt.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Anfrage-ID kopieren" })).toBeTruthy();
  });

  it("says in Polish that the server failed and was already retried, with its controls named in Polish", async () => {
    await renderIn("pl", { kind: "http", status: 503, body, contentType: "text/html" });
    expect(screen.getByText("Voucherify odpowiedział stroną błędu (503)")).toBeTruthy();
    expect(
      screen.getByText(
        "Voucher Lens już ponowił próbę. Warto spróbować ponownie za minutę i podać wsparciu Voucherify identyfikator żądania.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Spróbuj ponownie" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Kopiuj identyfikator żądania" })).toBeTruthy();
  });

  it("names the refused operation in Polish", async () => {
    await renderIn("pl", { kind: "http", status: 403, body, operation: "getMember" });
    expect(
      screen.getByText("Ten klucz nie może odczytywać kart lojalnościowych (Get Member) (403)"),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Należy poprosić administratora o klucz z dostępem do odczytu kampanii lojalnościowych i ich członków.",
      ),
    ).toBeTruthy();
  });
});

describe("which credential answered, in words", () => {
  it("says it in the agent's language, and nothing for a credential it does not know", async () => {
    const pl = await apiWords.load("pl");
    expect(credentialWords("app_keys", pl)).toBe("przez klucze aplikacji");
    expect(credentialWords("oauth_token", await apiWords.load("en"))).toBe("via the OAuth token");
    expect(credentialWords("toString", pl)).toBe("");
    expect(credentialWords(undefined, pl)).toBe("");
  });
});

describe("a cluster by its name", () => {
  it("is named in the agent's language, and in English when no words are given", async () => {
    expect(regionLabel("us1.api", await apiWords.load("de"))).toBe("Vereinigte Staaten");
    expect(regionLabel("api", await apiWords.load("pl"))).toBe("Europa (domyślnie)");
    expect(regionLabel("as1.download")).toBe("Asia, download cluster");
  });
});
