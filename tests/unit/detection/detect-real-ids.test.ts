import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildDetector, findTokens, type TokenKind } from "@/lib/detection/patterns";
import { SHARED_DIR } from "../helpers/paths";

/** Every file of the API's own examples: the response fixtures and the OpenAPI files. */
const SHARED = SHARED_DIR;
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
const SOURCES = [...filesUnder(join(SHARED, "fixtures")), ...filesUnder(join(SHARED, "spec/openapi"))];

const KIND_OF_PREFIX: Record<string, TokenKind> = {
  cust: "customer",
  camp: "campaign",
  promo: "promotion",
  ord: "order",
  v: "voucher",
  r: "redemption",
  rf: "redemption",
  rr: "redemption",
  lprg: "loyalty",
  lmbr: "loyalty",
  lcrd: "loyalty",
  lcard: "loyalty",
};
// An id as it stands in the examples: a known prefix, letters and digits, nothing word-like around
// it. ("camp_5h0wc453_4", a placeholder with a second underscore, is no id shape and is not read.)
const ID_IN_TEXT = new RegExp(
  `(?<![A-Za-z0-9_])(${Object.keys(KIND_OF_PREFIX).join("|")})_[A-Za-z0-9]+(?![A-Za-z0-9_])`,
  "g",
);

const idsInExamples = () => {
  const ids = new Map<string, TokenKind>();
  for (const file of SOURCES)
    for (const m of readFileSync(file, "utf8").matchAll(ID_IN_TEXT)) ids.set(m[0], KIND_OF_PREFIX[m[1]!]!);
  return ids;
};

const detector = buildDetector({ emails: false, codePatterns: [] });
const marked = (text: string) => findTokens(text, detector).map((t) => [t.kind, t.text]);

describe("ids in the API's own examples", () => {
  const ids = idsInExamples();

  it("are read from the fixtures and the OpenAPI files, old and new lengths alike", () => {
    expect(SOURCES.length).toBeGreaterThan(8);
    expect(ids.size).toBeGreaterThan(200);
    // The lengths the detection issue names, present in the examples.
    for (const id of [
      "ord_0ffc4ccac0d5d28b7a",
      "cust_6onRrs4kCnvSVrTs5YtDPFB",
      "cust_eWgXlBBiY6THFRJwX45Iakv4s",
    ])
      expect(ids.has(id), id).toBe(true);
  });

  it("are each marked as their kind, whole, in JSON and in running text", () => {
    const missed: string[] = [];
    for (const [id, kind] of ids) {
      for (const text of [`"id": "${id}",`, `Hi, my order ${id}. Thanks`, `${id}`]) {
        const found = marked(text);
        if (found.length !== 1 || found[0]![0] !== kind || found[0]![1] !== id)
          missed.push(`${id} in ${text}`);
      }
    }
    expect(missed).toEqual([]);
  });
});

describe("what looks like an id but is not one", () => {
  it.each([
    ["an id inside an identifier", "user_r_0c0469eaf705889d99 and xcust_tAED42tFhLM9v7GmZUaklJFd"],
    ["prefixes alone", "cust_ camp_ ord_ lmbr_ r_ v_"],
    ["a word that starts like a prefix", "user_r_profile r_and_d v_neck"],
    [
      "a long mixed-case document id",
      "doc_4f9A8b7C6d5E4f3A2b1C0d9E8f7A6b5C4d3E2f1 and cust_4f9A8b7C6d5E4f3A2b1C0d9E8f7A6b",
    ],
    [
      "Salesforce 15- and 18-character record ids",
      "Case 5003000000D8cuI and 5003000000D8cuIAAR, Contact 0033000000abcDEFAAZ",
    ],
    ["case and ticket numbers", "Case #00012345, ticket 4821, order no. 100-2345678-1234567"],
    ["a loyalty prefix with upper-case hex", "lcrd_43BE217BED35E00149"],
    ["an order id past the longest", `ord_${"a1".repeat(15)}`],
  ])("marks nothing in %s", (_label, text) => {
    expect(marked(text)).toEqual([]);
  });
});
