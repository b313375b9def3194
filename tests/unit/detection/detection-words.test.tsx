import { fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { DetectionSettings } from "@/lib/detection/DetectionSettings";
import { parsePattern } from "@/lib/detection/pattern-ast";
import { checkPatternSafety } from "@/lib/detection/pattern-safety";
import { patternsSkipped, recheckStoredPatterns } from "@/lib/detection/recheck-patterns";
import { SiteSection } from "@/lib/detection/SiteSection";
import { siteInWords } from "@/lib/detection/site-access";
import type { SiteAccess } from "@/lib/detection/use-site-access";
import { validateCodePattern } from "@/lib/detection/validate-pattern";
import { detectionWords, detectionWordsInUse } from "@/lib/detection/words";

afterEach(() => switchLanguage("en"));

async function speak(language: "de" | "pl") {
  await detectionWords.load(language);
  await switchLanguage(language);
}

function renderSettings() {
  const props = {
    profileName: "Acme EU",
    emails: false,
    emailsLocked: true,
    patterns: [
      { kind: "prefix" as const, value: "BF25-" },
      { kind: "regex" as const, value: "(a+)+", off: "zu langsam" },
    ],
    patternError: "Ein Präfix darf keine Leerzeichen enthalten",
    onEmailsChange: vi.fn(),
    onAddPattern: vi.fn(),
    onRemovePattern: vi.fn(),
  };
  render(
    <LanguageProvider>
      <DetectionSettings {...props} />
    </LanguageProvider>,
  );
  return props;
}

function access(site: SiteAccess["site"], note?: string): SiteAccess {
  return { windowId: 1, site, note, enable: vi.fn(), disable: vi.fn(async () => undefined) };
}

describe("the detection settings in German", () => {
  it("name the switch, the patterns and every control in German", async () => {
    await speak("de");
    const props = renderSettings();
    expect(screen.getByLabelText("E-Mail-Adressen als Kunden-Source-IDs markieren")).toBeTruthy();
    expect(screen.getByText("Von Ihrer Organisation festgelegt.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Codemuster für „Acme EU“" })).toBeTruthy();
    expect(screen.getByText(/^IDs wie cust_…, camp_… und lcrd_… werden immer markiert\./)).toBeTruthy();
    // The examples are expressions, the same in every language.
    expect(screen.getByText(/etwa \/LT1-\[A-Za-z0-9\]\{8\}\/\.$/)).toBeTruthy();
    expect(screen.getByText(/GIFT-\[A-Z0-9\]\{4\}\(\?:-\[A-Z0-9\]\{4\}\)\{0,4\}/)).toBeTruthy();
    expect(screen.getByText("Aus: zu langsam")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Muster BF25-… entfernen" }));
    expect(props.onRemovePattern).toHaveBeenCalledWith(0);
    expect(screen.getByRole("button", { name: "Muster /(a+)+/ entfernen" }).textContent).toBe("Entfernen");
    fireEvent.input(screen.getByLabelText("Codemuster"), { target: { value: "GC-" } });
    fireEvent.click(screen.getByRole("button", { name: "Muster hinzufügen" }));
    expect(props.onAddPattern).toHaveBeenCalledWith("GC-");
  });

  it("say what to do before a profile exists, and when it has no patterns", async () => {
    await speak("de");
    render(
      <LanguageProvider>
        <DetectionSettings
          emails
          patterns={[]}
          onEmailsChange={() => undefined}
          onAddPattern={() => undefined}
          onRemovePattern={() => undefined}
        />
      </LanguageProvider>,
    );
    expect(
      screen.getByText("Speichern Sie ein Profil, um die Codemuster seines Projekts hinzuzufügen."),
    ).toBeTruthy();
  });
});

describe("the detection settings in Polish", () => {
  it("name the switch, the patterns and every control in Polish", async () => {
    await speak("pl");
    renderSettings();
    expect(
      screen.getByLabelText("Oznaczanie adresów e-mail jako identyfikatorów źródłowych klientów"),
    ).toBeTruthy();
    expect(screen.getByText("Ustawione przez organizację.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Wzorce kodów dla „Acme EU”" })).toBeTruthy();
    expect(screen.getByText("Wyłączony: zu langsam")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Usuń wzorzec BF25-…" }).textContent).toBe("Usuń");
    expect(screen.getByLabelText("Wzorzec kodu")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dodaj wzorzec" })).toBeTruthy();
  });
});

describe("the popup's This site in German and Polish", () => {
  it("says where detection runs and names the switch in German", async () => {
    await speak("de");
    const shown = access({ kind: "disabled", origin: "https://helpdesk.acme.example" }, "Nicht aktiviert: x");
    render(
      <LanguageProvider>
        <SiteSection access={shown} />
      </LanguageProvider>,
    );
    const region = screen.getByRole("region", { name: "Diese Website" });
    expect(region.textContent).toContain("Die Erkennung ist auf helpdesk.acme.example aus.");
    fireEvent.click(screen.getByRole("button", { name: "Auf dieser Website aktivieren" }));
    expect(shown.enable).toHaveBeenCalledWith("https://helpdesk.acme.example");
  });

  it("says where detection runs and names the switch in Polish", async () => {
    await speak("pl");
    render(
      <LanguageProvider>
        <SiteSection access={access({ kind: "enabled", origin: "https://helpdesk.acme.example" })} />
      </LanguageProvider>,
    );
    expect(screen.getByRole("region", { name: "Ta witryna" }).textContent).toContain(
      "Wykrywanie działa na helpdesk.acme.example.",
    );
    expect(screen.getByRole("button", { name: "Wyłącz na tej witrynie" })).toBeTruthy();
  });

  it("says why detection cannot run on a page in the agent's language", async () => {
    const de = await detectionWords.load("de");
    const pl = await detectionWords.load("pl");
    expect(siteInWords({ kind: "unsupported", why: "not_https" }, de)).toEqual({
      kind: "unsupported",
      reason: "Die Erkennung läuft nur auf https-Seiten.",
    });
    expect(
      siteInWords({ kind: "unsupported", why: "outside_workspace", helpdesk: "Zendesk" }, pl),
    ).toMatchObject({
      reason: expect.stringMatching(/^Voucher Lens działa w Zendesk tylko w obszarze roboczym agentów;/),
    });
  });
});

describe("why a code pattern is refused, in the agent's language", () => {
  it("says it in German and in Polish, the pattern's parts as typed", async () => {
    const de = await detectionWords.load("de");
    const pl = await detectionWords.load("pl");
    expect(validateCodePattern("BF 25-", undefined, de)).toEqual({
      ok: false,
      reason: "Ein Präfix darf keine Leerzeichen enthalten",
    });
    expect(validateCodePattern("", undefined, pl)).toEqual({
      ok: false,
      reason: "Należy wpisać prefiks, np. BF25-, albo wyrażenie regularne, np. /BF25-[A-Z0-9]{6}/",
    });
    const nested = validateCodePattern("/GIFT-([A-Z0-9]+)+/", undefined, de);
    expect(nested).toMatchObject({
      ok: false,
      reason: expect.stringContaining("Schreiben Sie stattdessen [A-Z0-9]{1,32}"),
    });
    const tree = parsePattern("Q(?=Y)[A-Z]{4}");
    if (tree instanceof Error) throw tree;
    const look = checkPatternSafety(tree, pl);
    expect(look).toMatchObject({ ok: false, reason: expect.stringContaining("(…Y)") });
    expect(look).toMatchObject({
      reason: expect.stringMatching(/^Asercja wprzód \(lookahead\), taka jak \(\?=Y\)/),
    });
  });

  it("counts the characters a slow pattern took in Polish", async () => {
    const pl = await detectionWords.load("pl");
    let t = 0;
    const clock = () => (t += 21);
    expect(validateCodePattern("/LT1-[A-Za-z0-9]{8}/", clock, pl)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("(21 ms dla 8 znaków)"),
    });
  });

  it("switches off an old pattern, and names a skipped one, in the words given", async () => {
    const de = await detectionWords.load("de");
    const rechecked = recheckStoredPatterns(
      {
        emails: false,
        codePatterns: { p1: [{ kind: "regex", value: "(a+)+" }] },
        autoCustomer: true,
        ownDomains: [],
      },
      de,
    );
    expect(rechecked.switchedOff[0]?.reason).toMatch(/wiederholt etwas, das sich selbst wiederholt/);
    expect(
      patternsSkipped({ emails: false, codePatterns: {}, autoCustomer: true, ownDomains: [] }, de),
    ).toEqual([]);
  });

  it("says it in English when the page's words are English, as checks called without words do", async () => {
    expect(detectionWordsInUse().language).toBe("en");
    expect(validateCodePattern("B")).toMatchObject({
      reason: expect.stringMatching(/^A prefix needs at least 2/),
    });
    await speak("de");
    expect(validateCodePattern("B")).toMatchObject({ reason: expect.stringMatching(/^Ein Präfix braucht/) });
  });
});

describe("plural wording in Polish", () => {
  const counts = [0, 1, 2, 5, 22, 25];

  it("counts the switched-off patterns", async () => {
    const pl = await detectionWords.load("pl");
    expect(counts.map((count) => pl("patternsSwitchedOff", { count }).split(":")[0])).toEqual([
      "0 wzorców kodów jest wyłączonych i niczego nie oznacza",
      "Jeden wzorzec kodu jest wyłączony i niczego nie oznacza",
      "2 wzorce kodów są wyłączone i niczego nie oznaczają",
      "5 wzorców kodów jest wyłączonych i niczego nie oznacza",
      "22 wzorce kodów są wyłączone i niczego nie oznaczają",
      "25 wzorców kodów jest wyłączonych i niczego nie oznacza",
    ]);
  });

  it("counts characters and repeats", async () => {
    const pl = await detectionWords.load("pl");
    expect(counts.map((count) => pl("tooSlow", { ms: 30, count }).match(/\(30 ms dla [^)]*\)/)?.[0])).toEqual(
      [
        "(30 ms dla 0 znaków)",
        "(30 ms dla 1 znaku)",
        "(30 ms dla 2 znaków)",
        "(30 ms dla 5 znaków)",
        "(30 ms dla 22 znaków)",
        "(30 ms dla 25 znaków)",
      ],
    );
    expect(counts.map((count) => pl("tooManyRepeats", { part: "a{1,99}", count }))).toEqual([
      "a{1,99} powtarza się więcej niż 0 razy: kody są krótsze",
      "a{1,99} powtarza się więcej niż 1 raz: kody są krótsze",
      "a{1,99} powtarza się więcej niż 2 razy: kody są krótsze",
      "a{1,99} powtarza się więcej niż 5 razy: kody są krótsze",
      "a{1,99} powtarza się więcej niż 22 razy: kody są krótsze",
      "a{1,99} powtarza się więcej niż 25 razy: kody są krótsze",
    ]);
    expect(
      counts.map((count) => pl("runStartsCode", { part: "[A-Z]{1,20}", count }).split("najwyżej ")[1]),
    ).toEqual(["0 znaków", "1 znaku", "2 znaków", "5 znaków", "22 znaków", "25 znaków"]);
  });
});
