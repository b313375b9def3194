import {
  EMAIL_SOURCE,
  escapeRegExp,
  ID_KIND_NAMES,
  ID_KINDS,
  idSource,
  type TokenKind,
} from "@/lib/core/ids/kinds";

export { TOKEN_KINDS, type TokenKind } from "@/lib/core/ids/kinds";

/**
 * Built-in ids, one alternative per kind of the id-kinds table. Boundaries are "not a word
 * character" on both sides, so `user_r_…` or `cust_` alone never match, while an id glued to
 * punctuation or standing in a URL path does.
 */
const ID_PATTERNS: [TokenKind, string][] = ID_KIND_NAMES.map((kind) => [ID_KINDS[kind].mark, idSource(kind)]);

export interface DetectorConfig {
  /** Agent-defined code patterns: prefixes ("BF25-") or regular expressions, already validated. */
  codePatterns: CodePattern[];
  emails: boolean;
}

export type CodePattern = { kind: "prefix"; value: string } | { kind: "regex"; value: string };

export interface Detector {
  /** One regular expression with a named group per kind, run once over each text. */
  regex: RegExp;
  kinds: TokenKind[];
  /**
   * The same alternatives without the boundaries around them, for finding where tokens may be in
   * a page's text read as one string (block boundaries lost): every token overlaps one of its
   * matches. Set only when no pattern looks at what lies around it (look-around, anchors, \b):
   * there, a token's neighbours in that string could decide whether it matches.
   */
  candidates?: RegExp;
  /**
   * The agent's patterns left out because the expression would not compile with them (stored by an
   * older version, or by a browser that reads expressions differently): the rest still runs.
   */
  skipped?: { pattern: CodePattern; error: string }[];
}

/** Turns a prefix into a pattern: the prefix then the rest of a code (letters, digits, - and _). */
export function codePatternSource(pattern: CodePattern): string {
  // Bounded like every agent pattern (pattern-safety.ts): no code is longer than 64 characters after its prefix.
  return pattern.kind === "prefix" ? `${escapeRegExp(pattern.value)}[A-Za-z0-9_-]{1,64}` : pattern.value;
}

/**
 * The detector without candidates: all `findTokens` needs, and all the worker's check of a token
 * builds. The alternatives are pushed onto `parts`, for `buildDetector`'s candidates.
 */
export function buildMatcher(config: DetectorConfig, parts: string[] = []): Detector {
  const kinds: TokenKind[] = [];
  // Each alternative is a named group (vl0, vl1…), so an agent's own groups, escaped parentheses
  // or classes never shift which kind matched; agent patterns have no named groups (refused when
  // added), so no name is used twice.
  const add = (kind: TokenKind, source: string) => {
    parts.push(`(?<vl${kinds.length}>${source})`);
    kinds.push(kind);
  };
  const whole = () => new RegExp(`(?<![A-Za-z0-9_])(?:${parts.join("|")})(?![A-Za-z0-9_])`, "g");
  for (const [kind, source] of ID_PATTERNS) add(kind, source);
  if (config.emails) add("email", EMAIL_SOURCE);
  const ours = parts.length;
  for (const pattern of config.codePatterns) add("code", codePatternSource(pattern));
  try {
    return { regex: whole(), kinds };
  } catch {
    // A pattern that does not compile here, alone or beside the others, must not stop detection on
    // every page: the patterns are added again one at a time, and one that breaks the whole is left out.
    parts.length = ours;
    kinds.length = ours;
    const skipped: NonNullable<Detector["skipped"]> = [];
    for (const pattern of config.codePatterns) {
      add("code", codePatternSource(pattern));
      try {
        whole();
      } catch (error) {
        parts.pop();
        kinds.pop();
        skipped.push({ pattern, error: `${error}` });
      }
    }
    return { regex: whole(), kinds, skipped };
  }
}

export function buildDetector(config: DetectorConfig): Detector {
  const parts: string[] = [];
  const matcher = buildMatcher(config, parts);
  const contextFree = config.codePatterns.every(
    (pattern) => pattern.kind === "prefix" || !looksAround(pattern.value),
  );
  // The same parts the matcher compiled with, a pattern it left out not among them.
  return contextFree ? { ...matcher, candidates: new RegExp(parts.join("|"), "g") } : matcher;
}

/**
 * Whether a pattern's match depends on the text around it: look-ahead or look-behind, ^ or $, \b
 * or \B. Read outside character classes only, where "^" negates and is not an anchor.
 */
export function looksAround(source: string): boolean {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === "\\") {
      if (!inClass && (source[i + 1] === "b" || source[i + 1] === "B")) return true;
      i++;
    } else if (inClass) {
      if (char === "]") inClass = false;
    } else if (char === "[") inClass = true;
    else if (char === "^" || char === "$") return true;
    else if (char === "(" && source[i + 1] === "?") {
      const kind = source.slice(i + 2, i + 4);
      if (kind[0] === "=" || kind[0] === "!" || kind === "<=" || kind === "<!") return true;
    }
  }
  return false;
}

export interface Match {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
}

/** All tokens in one string, in order. */
export function findTokens(text: string, detector: Detector): Match[] {
  const matches: Match[] = [];
  detector.regex.lastIndex = 0;
  for (let m = detector.regex.exec(text); m; m = detector.regex.exec(text)) {
    if (m[0] === "") {
      detector.regex.lastIndex++;
      continue;
    }
    const group = m.findIndex((value, i) => i > 0 && value !== undefined);
    matches.push({
      kind: detector.kinds[group - 1] ?? "code",
      // A copy: V8 cuts a match as a slice of the text searched, which would keep a whole block's
      // text alive as long as the mark (about 3 MB on a 5 MB ticket, `npm run bench`).
      text: `${m[0]} `.slice(0, -1),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return matches;
}
