import { render, screen } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { checkPolicyPatterns, recordPolicyPatternChecks } from "@/lib/policy/check-patterns.options";
import { OrganisationPolicy } from "@/lib/policy/OrganisationPolicy";
import { loadPolicyPatternChecks, policyPatternsWaiting } from "@/lib/policy/pattern-check-results";
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

describe("a policy's expressions and the linear-time check", () => {
  // The two patterns of the review: accepted by the previous check, each freezes a tab.
  const lookAhead = "/Q(?=Y)(?i:(?:[y]x|[Y]x){1,64})/";
  const foldedRuns = "/X(?i:[a-z]{1,64}[A-Z]{1,64}[a-z]{1,64}[A-Z]{1,64}[a-z]{1,64})/";

  it("refuses a look-ahead and flags set inside an expression, saying what to write instead", async () => {
    await applyManagedPolicy({ codePatterns: [lookAhead, foldedRuns, "/BF25-[A-Z0-9]{6}/"] });
    const checks = await checkPolicyPatterns((await loadAppliedPolicy()).policy);
    expect(checks[lookAhead.slice(1, -1)]).toEqual({
      ok: false,
      reason: expect.stringContaining("A look-ahead such as (?=Y) is not supported in code patterns"),
    });
    expect(checks[foldedRuns.slice(1, -1)]).toEqual({
      ok: false,
      reason: expect.stringContaining("Flags set inside a pattern, such as (?i:…), are not supported"),
    });
    const { codePatterns } = await activeDetectorConfig();
    expect(codePatterns).toEqual([{ kind: "regex", value: "BF25-[A-Z0-9]{6}" }]);
  });

  it("does not run an expression the previous check passed with a look-around until checked again", async () => {
    await applyManagedPolicy({ codePatterns: [lookAhead, "/BF25-[A-Z0-9]{6}/"] });
    const { policy } = await loadAppliedPolicy();
    // As the previous version recorded them: both passed its check (3).
    await recordPolicyPatternChecks(policy, {
      [lookAhead.slice(1, -1)]: { ok: true, check: 3 },
      "BF25-[A-Z0-9]{6}": { ok: true, check: 3 },
    });
    expect((await activeDetectorConfig()).codePatterns).toEqual([
      { kind: "regex", value: "BF25-[A-Z0-9]{6}" },
    ]);
    expect(policyPatternsWaiting(policy, await loadPolicyPatternChecks())).toEqual([lookAhead.slice(1, -1)]);
    const checks = await checkPolicyPatterns(policy);
    expect(checks[lookAhead.slice(1, -1)]).toMatchObject({ ok: false });
    expect((await activeDetectorConfig()).codePatterns).toEqual([
      { kind: "regex", value: "BF25-[A-Z0-9]{6}" },
    ]);
  });
});
