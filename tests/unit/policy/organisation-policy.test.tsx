import { render, screen } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { checkPolicyPatterns } from "@/lib/policy/check-patterns.options";
import { OrganisationPolicy } from "@/lib/policy/OrganisationPolicy";
import { activeDetectorConfig } from "@/lib/policy/settings-in-force.worker";
import { loadAppliedPolicy } from "@/lib/policy/stored-policy";

// Hostile values in a policy: markup where text goes, an expression built to backtrack without bound.
const MARKUP = '<img src=x onerror="window.__owned=1">';

describe("a policy with hostile values", () => {
  it("shows its values and the reason it was refused as text, never as markup", () => {
    render(
      <OrganisationPolicy
        policy={{ codePatterns: [{ kind: "prefix", value: MARKUP }], teamEmailDomains: ["acme.com"] }}
        problem={`“${MARKUP}” is not a setting Voucher Lens knows`}
        patternChecks={{}}
        enabledSites={new Set()}
        onEnableSite={() => undefined}
      />,
    );
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByText(`${MARKUP}…`)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(MARKUP);
  });

  it("switches off an expression that would freeze a tab, and the page scan never runs it", async () => {
    await applyManagedPolicy({ codePatterns: ["/(a+)+$/", "/BF25-[A-Z0-9]{6}/"] });
    const checks = await checkPolicyPatterns((await loadAppliedPolicy()).policy);
    expect(checks["(a+)+$"]).toMatchObject({ ok: false });
    expect(checks["BF25-[A-Z0-9]{6}"]).toMatchObject({ ok: true });
    const { codePatterns } = await activeDetectorConfig();
    expect(codePatterns).toEqual([{ kind: "regex", value: "BF25-[A-Z0-9]{6}" }]);
  });
});
