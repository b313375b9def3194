import { fireEvent, render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { detectionWords } from "@/lib/detection/words";
import { applyManagedPolicy, keepPolicyUnread } from "@/lib/policy/apply-policy.worker";
import { checkPolicyPatterns } from "@/lib/policy/check-patterns.options";
import { OrganisationPolicy, type OrganisationPolicyProps } from "@/lib/policy/OrganisationPolicy";
import { PolicySection } from "@/lib/policy/PolicySection";
import { loadAppliedPolicy, unreadPolicyProblem } from "@/lib/policy/stored-policy";
import { policyWords } from "@/lib/policy/words";

afterEach(() => switchLanguage("en"));

async function speak(language: "de" | "pl") {
  await policyWords.load(language);
  await switchLanguage(language);
}

const SITE = "https://helpdesk.acme.example";

function renderPolicy(more: Partial<OrganisationPolicyProps> = {}) {
  const props: OrganisationPolicyProps = {
    policy: {
      profiles: [
        { id: "eu", name: "Acme EU", region: "api", appId: "app-eu" },
        { id: "us", name: "Acme US", region: "us1.api", appId: "app-us" },
      ],
      codePatterns: [{ kind: "regex", value: "(a+)+" }],
      teamEmailDomains: ["acme.com", "acme.io", "acme.de"],
      helpdeskSites: [SITE],
    },
    problem: "codePatterns[0] is not a pattern",
    patternChecks: { "(a+)+": { ok: false, reason: "zu langsam" } },
    enabledSites: new Set(),
    onEnableSite: vi.fn(),
    ...more,
  };
  render(
    <LanguageProvider>
      <OrganisationPolicy {...props} />
    </LanguageProvider>,
  );
  return props;
}

describe("the organisation's policy in German", () => {
  it("says what the policy sets and why it was not applied, every control named in German", async () => {
    await speak("de");
    const props = renderPolicy();
    expect(screen.getByRole("heading", { name: "Von Ihrer Organisation festgelegt" })).toBeTruthy();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(
      "Die Richtlinie Ihrer Organisation für Voucher Lens wurde nicht angewendet. codePatterns[0] is not a pattern",
    );
    expect(alert.textContent).toContain("unter der zuvor angewendeten Richtlinie");
    expect(screen.getByText(/^2 Profile stammen von Ihrem Admin/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Codemuster für alle Profile" })).toBeTruthy();
    expect(screen.getByText("Ausgeschaltet: zu langsam")).toBeTruthy();
    expect(
      screen.getByText(
        "E-Mail-Domains Ihres Teams, nie als Kunde des Tickets genommen: acme.com, acme.io und acme.de.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Helpdesk-Websites Ihres Teams" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Auf helpdesk.acme.example aktivieren" }));
    expect(props.onEnableSite).toHaveBeenCalledWith(SITE);
  });

  it("says a locked policy cannot be changed, and that a site already runs detection", async () => {
    await speak("de");
    renderPolicy({
      policy: { locked: true, helpdeskSites: [SITE] },
      problem: null,
      enabledSites: new Set([SITE]),
    });
    expect(screen.getByText("Was Ihr Admin festgelegt hat, kann hier nicht geändert werden.")).toBeTruthy();
    expect(screen.getByText("Erkennung an")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the organisation's policy in Polish", () => {
  it("says what the policy sets and why it was not applied, every control named in Polish", async () => {
    await speak("pl");
    renderPolicy({ policy: null });
    expect(screen.getByRole("heading", { name: "Ustawione przez organizację" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(
      "Nic się nie zmieniło: ustawienia pozostały bez zmian. Treść tego komunikatu należy przekazać administratorowi.",
    );
  });

  it("names the team's domains and sites in Polish", async () => {
    await speak("pl");
    renderPolicy({ problem: null });
    expect(screen.getByText(/^2 profile pochodzą od administratora/)).toBeTruthy();
    expect(screen.getByText("Wyłączony: zu langsam")).toBeTruthy();
    expect(
      screen.getByText(
        "Domeny e-mail zespołu, nigdy nie brane za klienta zgłoszenia: acme.com, acme.io i acme.de.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Witryny helpdesku używane przez zespół" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Włącz na helpdesk.acme.example" })).toBeTruthy();
  });

  it("counts the admin's profiles in Polish", async () => {
    const pl = await policyWords.load("pl");
    expect([0, 1, 2, 5, 22, 25].map((count) => pl("profilesFromAdmin", { count }).split(" od ")[0])).toEqual([
      "0 profili pochodzi",
      "1 profil pochodzi",
      "2 profile pochodzą",
      "5 profili pochodzi",
      "22 profile pochodzą",
      "25 profili pochodzi",
    ]);
  });
});

describe("a policy's expression refused in the agent's language", () => {
  it("records the reason in the words it is given", async () => {
    await applyManagedPolicy({ codePatterns: ["/(a+)+$/"] });
    const checks = await checkPolicyPatterns(
      (await loadAppliedPolicy()).policy,
      await detectionWords.load("de"),
    );
    expect(checks["(a+)+$"]).toEqual({
      ok: false,
      reason: expect.stringMatching(/^\(a\+\)\+ wiederholt etwas, das sich selbst wiederholt \(a\+\)/),
    });
  });
});

describe("a policy the browser cannot read, said in the agent's language", () => {
  const POLICY = { locked: true, profiles: [{ id: "eu", name: "Acme EU", region: "api", appId: "app-eu" }] };

  async function unreadIn(language: "de" | "pl", error?: Error) {
    await applyManagedPolicy(POLICY);
    if (error) await keepPolicyUnread(error);
    else await applyManagedPolicy(undefined);
    await speak(language);
    render(
      <LanguageProvider>
        <PolicySection applied={await loadAppliedPolicy()} />
      </LanguageProvider>,
    );
    return screen.getByRole("alert").textContent ?? "";
  }

  it("says in German why nothing changed, quoting the browser's own words", async () => {
    const said = await unreadIn("de", new Error("Managed storage manifest not found"));
    expect(said).not.toContain("The browser");
    expect(said).toContain(
      "Der Browser konnte sie nicht lesen („Managed storage manifest not found“): Die Richtliniendatei ist möglicherweise nicht lesbar",
    );
  });

  it("says in English what the worker records", async () => {
    const en = await policyWords.load("en");
    expect(en("policyNotGiven")).toBe(unreadPolicyProblem(""));
    expect(en("policyNotRead", { said: "Managed storage manifest not found" })).toBe(
      unreadPolicyProblem("Managed storage manifest not found"),
    );
  });

  it("says in Polish that the browser gives no policy now", async () => {
    const said = await unreadIn("pl");
    expect(said).not.toContain("The browser");
    expect(said).toContain("Przeglądarka nie udostępnia obecnie żadnych zasad dla Voucher Lens");
  });
});
