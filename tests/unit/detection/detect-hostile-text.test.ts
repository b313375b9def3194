import { describe, expect, it } from "vitest";
import { hostileTexts } from "@/lib/detection/hostile-text";
import { buildDetector, type CodePattern } from "@/lib/detection/patterns";
import { searchSteps } from "../../regex-steps";

const regex = (value: string): CodePattern => ({ kind: "regex", value });
const textsOf = (pattern: CodePattern, length: number) => hostileTexts(pattern).map((make) => make(length));

describe("hostile texts built from a pattern's structure", () => {
  it("reach each repeat by the shortest text, then run on with a character it takes, then fail", () => {
    const texts = textsOf(regex("GIFT-[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}"), 100);
    // The first run: after GIFT-; the second: after the first's one character, without the optional dash.
    expect(texts).toContain(`GIFT-${"A".repeat(94)}a`);
    expect(texts).toContain(`GIFT-${"A".repeat(95)}`);
    expect(texts).toContain(`GIFT-A${"A".repeat(93)}a`);
    // The dash, a character the first run does not take, runs on too.
    expect(texts).toContain(`GIFT-A${"-".repeat(93)}a`);
    for (const text of texts) expect(text).toHaveLength(100);
  });

  it("repeat a group by its shortest match, after what reaches it", () => {
    const texts = textsOf(regex("GIFT-[A-Z0-9]{4}(?:-[A-Z0-9]{4}){0,4}"), 60);
    expect(texts).toContain(`GIFT-AAAA${"-AAAA".repeat(10)}a`);
  });

  it("repeat a whole attempt, long enough to fill every repeat, with a space to start again after", () => {
    const texts = textsOf(regex("X[a-z]{1,8}[0-9]{1,8}"), 200);
    // The longest match is 17 characters: X and two runs of 8.
    const block = `X${"a".repeat(18)}A `;
    expect(texts).toContain(block.repeat(20).slice(0, 200));
  });

  it("are built for a prefix from the expression the page scan runs for it", () => {
    const texts = textsOf({ kind: "prefix", value: "BF25-" }, 40);
    expect(texts).toContain(`BF25-${"a".repeat(34)} `);
  });

  it("find the backtracking of the patterns that stalled a helpdesk tab, on a few hundred characters", () => {
    for (const value of [
      "X[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}Y",
      "GIFT-[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}",
    ]) {
      const { regex: detector } = buildDetector({ emails: false, codePatterns: [regex(value)] });
      // A linear pattern takes some steps a character; these, endless: past the counter's limit,
      // a thousand steps a character of one of the texts.
      const endless = textsOf(regex(value), 300).some(
        (text) => searchSteps(detector.source, text, 300_000) === Number.POSITIVE_INFINITY,
      );
      expect(endless).toBe(true);
    }
  }, 60_000);
});
