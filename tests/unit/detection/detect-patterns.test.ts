import { describe, expect, it } from "vitest";
import { buildDetector, type CodePattern, type DetectorConfig, findTokens } from "@/lib/detection/patterns";
import { createTokenCheck } from "@/lib/detection/token-check.worker";
import { validateCodePattern } from "@/lib/detection/validate-pattern";

const CUST = "cust_qBwHpagDOFu71Z3F22UzR80X";
const VOUCHER = "v_Xak3ViMbxCH8Lb4ZG0lWwC0goMRBXWB4";
const ORDER = "ord_ndw5rQJt12zvZ4upF72a3ljh";
const REDEMPTION = "r_0c0469eaf705889d99";

function detect(text: string, config: Partial<DetectorConfig> = {}) {
  return findTokens(text, buildDetector({ codePatterns: [], emails: false, ...config }));
}

/** What the agent sees marked: each token's kind and text. */
function marked(text: string, config: Partial<DetectorConfig> = {}) {
  return detect(text, config).map(({ kind, text }) => ({ kind, text }));
}

describe("finding the ids Voucherify prints", () => {
  it.each([
    ["customer", CUST],
    ["voucher", VOUCHER],
    ["campaign", "camp_fkZ28pe7DUAEmmabofkxHI8N"],
    ["promotion", "promo_ZWkx6R0I1Ts3N9HL4kfTdxOm"],
    ["order", ORDER],
    ["redemption", REDEMPTION],
    ["redemption", "rf_0bf9caf744d2dc593a"],
    ["redemption", "rr_0c5eb002b40cce9d62"],
    ["loyalty", "lprg_128f58429f4c4bf7b2"],
    ["loyalty", "lmbr_128f58429f4c4bf7b2"],
    ["loyalty", "lcrd_128f62dbd8c4ba5df"],
  ])("marks a %s id such as %s", (kind, id) => {
    expect(marked(`The customer pasted ${id} in the ticket`)).toEqual([{ kind, text: id }]);
  });

  it.each([
    ["an r_ id inside a longer identifier", `user_${REDEMPTION}`],
    ["an r_ id glued to a letter before it", `x${REDEMPTION}`],
    ["the bare prefix cust_", "cust_"],
    // Lengths are ranges (cust_ + 20 to 28, v_ + 28 to 36, r_ + 16 to 28): just outside them is no id.
    ["a cust_ id shorter than any", "cust_qBwHpagDOFu71Z3F22U"],
    ["a cust_ id longer than any", `${CUST}QQQQQ`],
    ["a v_ id shorter than any", VOUCHER.slice(0, -5)],
    ["an r_ id longer than any", "r_0c0469eaf705889d0c0469eaf70588"],
    ["an r_ id shorter than any", "r_0c0469eaf7058"],
    ["a customer id followed by an underscore", `${CUST}_old`],
    ["a redemption id followed by letters past the longest", `${REDEMPTION}ghijklmnopq`],
    ["a loyalty prefix with too few hex digits", "lcrd_128f62db"],
  ])("does not mark %s", (_label, text) => {
    expect(detect(`see ${text} here`)).toEqual([]);
  });

  it.each([
    ["in parentheses", `(${CUST})`],
    ["before a comma", `${CUST},`],
    ["at the end of a sentence", `${CUST}.`],
    ["in double quotes", `"${CUST}"`],
    ["in single quotes", `'${CUST}'`],
    ["in typographic quotes", `“${CUST}”`],
    ["after a colon", `id:${CUST}`],
    ["in a dashboard URL", `https://app.voucherify.io/customers/${CUST}?tab=1`],
    ["as a URL path segment", `https://app.voucherify.io/customers/${CUST}/details`],
  ])("finds an id %s without the punctuation around it", (_label, text) => {
    expect(marked(text)).toEqual([{ kind: "customer", text: CUST }]);
  });

  it("reports several tokens in one text in order, with their offsets", () => {
    const text = `Customer ${CUST} placed ${ORDER}, redeemed (${REDEMPTION}) with ${VOUCHER}.`;
    const at = (id: string) => ({ start: text.indexOf(id), end: text.indexOf(id) + id.length });
    expect(detect(text)).toEqual([
      { kind: "customer", text: CUST, ...at(CUST) },
      { kind: "order", text: ORDER, ...at(ORDER) },
      { kind: "redemption", text: REDEMPTION, ...at(REDEMPTION) },
      { kind: "voucher", text: VOUCHER, ...at(VOUCHER) },
    ]);
    for (const token of detect(text)) expect(text.slice(token.start, token.end)).toBe(token.text);
  });

  it("finds the same text again when the detector is reused", () => {
    const detector = buildDetector({ codePatterns: [], emails: false });
    expect(findTokens(`a ${CUST}`, detector)).toHaveLength(1);
    expect(findTokens(`b ${CUST}`, detector)).toHaveLength(1);
  });
});

describe("finding e-mail addresses", () => {
  const text = "Please write to jane.doe+vip@example.co.uk.";

  it("leaves e-mail addresses alone by default", () => {
    expect(detect(text)).toEqual([]);
  });

  it("marks them, without the final full stop, when e-mails are switched on", () => {
    expect(marked(text, { emails: true })).toEqual([{ kind: "email", text: "jane.doe+vip@example.co.uk" }]);
  });
});

describe("finding the agent's own code patterns", () => {
  const prefix: CodePattern = { kind: "prefix", value: "BF25-" };
  const loyaltyCode: CodePattern = { kind: "regex", value: "LT1-[A-Za-z0-9]{8}" };

  it.each([
    ["a code with the prefix", "Code BF25-XK3P9Q does not work", [{ kind: "code", text: "BF25-XK3P9Q" }]],
    [
      "a code with the prefix at the end of a sentence",
      "It was BF25-XK3P9Q.",
      [{ kind: "code", text: "BF25-XK3P9Q" }],
    ],
    ["the prefix inside a longer word", "Code XBF25-XK3P9Q does not work", []],
    ["the prefix alone", "Every code starts with BF25- here", []],
  ])("with a prefix, marks %s correctly", (_label, text, expected) => {
    expect(marked(text, { codePatterns: [prefix] })).toEqual(expected);
  });

  it("marks codes matching a regular expression", () => {
    expect(marked("Tried LT1-wMPnRhxb twice", { codePatterns: [loyaltyCode] })).toEqual([
      { kind: "code", text: "LT1-wMPnRhxb" },
    ]);
  });

  it("reports the right kind for every token when a pattern has capture groups", () => {
    const text = `GC-2024-AB then ${CUST}, mail bob@example.com, BF25-XK3P9Q and LT1-wMPnRhxb`;
    const codePatterns: CodePattern[] = [
      { kind: "regex", value: "(GC|GV)-(\\d{4})-([A-Z]{2})" },
      prefix,
      loyaltyCode,
    ];
    expect(marked(text, { codePatterns, emails: true })).toEqual([
      { kind: "code", text: "GC-2024-AB" },
      { kind: "customer", text: CUST },
      { kind: "email", text: "bob@example.com" },
      { kind: "code", text: "BF25-XK3P9Q" },
      { kind: "code", text: "LT1-wMPnRhxb" },
    ]);
  });

  it("skips a damaged stored pattern and still finds the built-in ids and the other patterns", () => {
    const codePatterns: CodePattern[] = [{ kind: "regex", value: "[a-" }, prefix];
    expect(marked(`${CUST} BF25-XK3P9Q`, { codePatterns })).toEqual([
      { kind: "customer", text: CUST },
      { kind: "code", text: "BF25-XK3P9Q" },
    ]);
  });

  // Regression (fixed): lib/detection/patterns.ts buildDetector turns every "(" not followed by "?" into "(?:" to
  // make the agent's groups non-capturing, but it also rewrites an escaped literal "\(" (and a "("
  // inside a character class). `GC\([0-9]{4}\)` becomes `GC\(?:[0-9]{4}\)` — an optional "("
  // followed by a literal ":" — so the pattern that validateCodePattern accepted never matches
  // "GC(2024)" on the page. Fix: only rewrite unescaped "(" outside character classes (walk the
  // source skipping "\x" pairs and [...] ranges), or stop relying on group indexes altogether
  // (e.g. wrap each part in a named group `(?<k7>…)` and read `m.groups`).
  it("finds a code whose pattern contains escaped parentheses", () => {
    const check = validateCodePattern("/GC\\([0-9]{4}\\)/");
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(marked("Gift card GC(2024) was refused", { codePatterns: [check.pattern] })).toEqual([
      { kind: "code", text: "GC(2024)" },
    ]);
  });
});

describe("a pattern that breaks the detector takes nothing else down", () => {
  const prefix: CodePattern = { kind: "prefix", value: "BF25-" };
  // Stored by an older version, before named groups were refused: the detector names its own
  // parts vl0, vl1…, so this one's name is taken when it is the part of that name, and the
  // expression holding the same name twice on one path does not compile.
  const builtIns = buildDetector({ codePatterns: [], emails: false }).kinds.length;
  const named = (n: number): CodePattern => ({ kind: "regex", value: `(?<vl${n}>AB)[0-9]{4}` });
  const colliding = named(builtIns);
  const text = `${CUST} paid with BF25-XK3P9Q and AB1234`;

  it("is skipped, named with the browser's reason, and the built-in ids and other patterns are still marked", () => {
    const detector = buildDetector({ codePatterns: [colliding, prefix], emails: false });
    expect(detector.skipped).toEqual([{ pattern: colliding, error: expect.stringMatching(/group name/i) }]);
    expect(findTokens(text, detector).map((t) => [t.kind, t.text])).toEqual([
      ["customer", CUST],
      ["code", "BF25-XK3P9Q"],
    ]);
    // Its candidates, for the page's first read, are built too.
    expect(detector.candidates).toBeInstanceOf(RegExp);
  });

  it("is skipped when it breaks the detector only beside emails or another pattern", () => {
    // Alone it sits in the part before the one it names; emails, or a pattern before it, move it there.
    const late = named(builtIns + 1);
    expect(buildDetector({ codePatterns: [late], emails: false }).skipped).toBeUndefined();
    expect(buildDetector({ codePatterns: [late], emails: true }).skipped).toHaveLength(1);
    const detector = buildDetector({ codePatterns: [prefix, late], emails: false });
    expect(detector.skipped?.map((s) => s.pattern)).toEqual([late]);
    expect(findTokens(text, detector).map((t) => t.text)).toEqual([CUST, "BF25-XK3P9Q"]);
  });

  it("is skipped by the worker's token check too, which keeps answering for the rest", async () => {
    const check = createTokenCheck(async () => ({ codePatterns: [colliding, prefix], emails: false }));
    expect(await check.isDetectable({ kind: "customer", text: CUST })).toBe(true);
    expect(await check.isDetectable({ kind: "code", text: "BF25-XK3P9Q" })).toBe(true);
    expect(await check.isDetectable({ kind: "code", text: "AB1234" })).toBe(false);
  });

  it("cannot be added: its named group is refused, and an escape that breaks the detector too", () => {
    expect(validateCodePattern(`/(?<vl${builtIns}>AB)[0-9]{4}/`)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("Named groups"),
    });
    expect(validateCodePattern("/\\kAB[0-9]{4}/")).toMatchObject({ ok: false });
  });
});
