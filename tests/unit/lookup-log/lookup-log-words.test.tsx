// The lookup log in the agent's language: its count and its question take the language's plurals.

import { fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { writerOf } from "@/lib/core/store/writes.worker";
import { LookupLogSection } from "@/lib/lookup-log/LookupLogSection";
import { lookupWords } from "@/lib/lookup-log/log-labels";
import { type LogEntry, lookupLogItem } from "@/lib/lookup-log/lookup-log";
import { lookupLogWords } from "@/lib/lookup-log/words";

afterEach(() => switchLanguage("en"));

const entry = (id: string): LogEntry => ({
  id,
  at: Date.now() - 60_000,
  profileId: "p1",
  profile: "Acme EU",
  host: "api.voucherify.io",
  appId: "acme-eu-app",
  kind: "customer_id",
  looked: `cust_${id}`,
  how: "shortcut",
  requestIds: [],
});

async function logIn(language: "de" | "pl", count: number) {
  await writerOf(lookupLogItem).write(Array.from({ length: count }, (_, n) => entry(`c${n}`)));
  await switchLanguage(language, [lookupLogWords, lookupWords]);
  render(
    <LanguageProvider>
      <LookupLogSection logDays={1} />
    </LanguageProvider>,
  );
  await screen.findByRole("table");
}

describe("the lookup log in German", () => {
  it("names its columns, the kind and how the lookup started, and says how long it keeps them", async () => {
    await logIn("de", 1);
    expect(screen.getByRole("columnheader", { name: "Anfrage-ID" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Kunden-ID" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Tastenkürzel" })).toBeTruthy();
    expect(screen.getByText(/Wird 1 Tag aufbewahrt\./)).toBeTruthy();
    expect(screen.getByText("1 Suche von 1 angezeigt")).toBeTruthy();
  });
});

describe("the lookup log in Polish", () => {
  it("counts and asks with the plural forms Polish needs", async () => {
    await logIn("pl", 3);
    expect(screen.getByText("Wyświetlono 3 wyszukiwania z 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Wyczyść dziennik" }));
    expect(
      screen.getByRole("group", {
        name: "Usunąć wszystkie 3 wpisy z dziennika wyszukiwań? Tego nie można cofnąć.",
      }),
    ).toBeTruthy();
  });
});
