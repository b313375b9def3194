/**
 * Code patterns agents write, and fixed-count groups: all inside the linear-time subset, so the
 * options page accepts them. The unit tests check they are accepted; `npm run bench` (patterns)
 * measures what they cost the page scan on hostile text.
 */
export const ACCEPTED_PATTERNS: readonly string[] = [
  "/GIFT-[A-Z0-9]{4,32}/",
  "/SUMMER-[A-Z0-9]{4,8}/",
  "/LT1-[A-Za-z0-9]{8}/",
  "/(GC|GV)-\\d{4}/",
  "/[A-Z]{3}-\\d{4}-[A-Z]{2}/",
  "/GC-(?:[A-Z0-9]{4}-){2}[A-Z0-9]{4}/",
  // Fixed-count runs kept apart by the "-" each repeat starts with.
  "/GIFT-[A-Z0-9]{4}(?:-[A-Z0-9]{4}){0,4}/",
  "/[A-Z0-9]{4,8}(?:-[A-Z0-9]{4}){0,4}/",
  // One run in place of several: what the refusal of split runs suggests.
  "/GIFT-[A-Z0-9-]{5,64}/",
  "/[A-Z0-9-]{5,64}/",
  "/[A-Z]{2,4}-[0-9]{4}/",
  "/GIFT(?:CARD)?-[0-9]{4}/",
  "/GIFT-[0-9]{4}(?:-[A-Z]{1,24})?/",
  "/(?:ab|cd){1,10}/",
  // Choices told apart by their second character.
  "/(?:ab|ac){1,10}/",
  "/\\bGC[0-9]{1,8}/",
  "/[a-z]{1,64}/",
  "BF25-",
  "SUMMER24-",
];

/**
 * Patterns that backtrack on some ticket text, each with a part of its refusal: the two of the
 * review that stalled a helpdesk tab, and their relatives (a choice of prefixes, no literal at all,
 * optional separators, runs that start a code).
 */
export const REFUSED_PATTERNS: readonly (readonly [string, RegExp])[] = [
  ["/X[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}Y/", /one run, such as \[a-z\]\{2,64\}/],
  [
    "/GIFT-[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}/",
    /with only -\? between them.*one run, such as \[A-Z0-9-\]\{2,49\}/,
  ],
  ["/(?:GIFT|GC)-[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}/", /can take the same characters/],
  ["/(?:GIFT-|GC-|)[A-Z0-9]{1,24}[A-Z0-9]{1,24}/", /can match the same text/],
  ["/[A-Z0-9]{1,24}-?[A-Z0-9]{1,24}/", /can start a code/],
  ["/[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}x/", /can start a code/],
  ["/[A-Z]{1,64}[A-Z0-9]{1,64}-/", /can start a code/],
  ["/X[a-z]{1,64}[a-z]{1,64}/", /can take the same characters/],
  ["/X[a-z]{1,64}-?[a-z]{1,64}Y/", /can take the same characters/],
  ["/#[A-Z0-9-]{1,20}-[A-Z0-9-]{1,20}/", /can take the same characters/],
  ["/X[A-Z]?[A-Z0-9]{4,8}/", /can take the same characters/],
  ["/X(?:[a-z]{1,3}){4}/", /repeated with nothing between/],
  ["/(?:a[a-z]{1,64}|b)[a-z]{1,64}/", /can start a code|can take the same characters/],
  ["/[a-z]{1,64}x/", /can start a code/],
  ["/(?:[a-z]{1,64}x)?Y/", /\[a-z\]\{1,64\} can start a code/],
  ["/GIFT(?:-[A-Z0-9]{1,24})?[A-Z0-9]{1,24}/", /\[A-Z0-9\]\{1,24\} and \[A-Z0-9\]\{1,24\} can take the same/],
  ["/[^a]{5,64}a/", /can start a code/],
  ["/[ -~]{1,64}!/", /can start a code/],
  ["/a?a?a?a?aaaa/", /can take the same characters/],
  ["/(?:a|a)(?:a|a)(?:a|a)b/", /can match the same text/],
  ["/(?:GIFT|GIFTCARD)-[0-9]{4}/", /can match the same text.*GIFT\(\?:CARD\)\?/],
  // The two the review found accepted: flags set inside the pattern made choices and runs the
  // check read as apart take the same letters, and a look-ahead kept the timed texts out.
  [
    "/Q(?=Y)(?i:(?:[y]x|[Y]x){1,64})/",
    /A look-ahead such as \(\?=Y\) is not supported in code patterns: write what it checks as part of the code \(…Y\), or leave it out/,
  ],
  [
    "/X(?i:[a-z]{1,64}[A-Z]{1,64}[a-z]{1,64}[A-Z]{1,64}[a-z]{1,64})/",
    /Flags set inside a pattern, such as \(\?i:…\), are not supported in code patterns: write both cases of each letter in a class/,
  ],
  ["/(?<=order )X[0-9]{1,8}/", /write what it checks as part of the code \(order …\), or leave it out/],
];
