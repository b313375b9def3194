/**
 * Code patterns agents write, and fixed-count groups: all inside the linear-time subset, so the
 * options page accepts them. The unit tests check they are accepted; `npm run bench` (patterns)
 * measures what they cost the page scan on hostile text.
 */
export const ACCEPTED_PATTERNS: readonly string[] = [
  "/GIFT-[A-Z0-9]{4,32}/",
  "/LT1-[A-Za-z0-9]{8}/",
  "/(GC|GV)-\\d{4}/",
  "/GC-(?:[A-Z0-9]{4}-){2}[A-Z0-9]{4}/",
  "/(?:ab|cd){1,10}/",
  "/X[0-9]{1,10}(?!-)/",
  "/(?<=order )X[0-9]{1,8}/",
  "/\\bGC[0-9]{1,8}/",
  "/[A-Z]{1,64}[A-Z0-9]{1,64}-/",
  "/[a-z]{1,64}[a-z]{1,64}[a-z]{1,64}x/",
  "BF25-",
  "SUMMER24-",
];
