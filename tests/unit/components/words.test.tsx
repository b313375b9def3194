import { act, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { CopyButton } from "@/components/CopyButton";
import { ErrorNotice } from "@/components/ErrorNotice";
import { LanguageProvider } from "@/components/use-words";
import { switchLanguage } from "@/lib/core/i18n/words";

afterEach(() => switchLanguage("en"));

describe("the shared components in the agent's language", () => {
  it("name the copy button in German, and change at once when the language changes", async () => {
    await switchLanguage("de");
    render(
      <LanguageProvider>
        <CopyButton text="BF25" what="Code BF25" />
      </LanguageProvider>,
    );
    expect(screen.getByRole("button", { name: "Code BF25 kopieren" })).toBeTruthy();
    await act(() => switchLanguage("pl"));
    expect(screen.getByRole("button", { name: "Kopiuj Code BF25" })).toBeTruthy();
  });

  it("say what went wrong in Polish, with the request id to quote", async () => {
    await switchLanguage("pl");
    render(
      <LanguageProvider>
        <ErrorNotice
          error={{ kind: "rate_limited", retryAt: Date.now() + 5000, body: { request_id: "v-0a1b" } }}
          onRetry={() => undefined}
        />
      </LanguageProvider>,
    );
    expect(screen.getByText("Osiągnięto limit zapytań")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Spróbuj ponownie za \d s/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Kopiuj identyfikator żądania" })).toBeTruthy();
  });
});
