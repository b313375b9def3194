/** Patterns checked against the linear-time subset (pattern-safety.ts) carry this. */
export const PATTERN_CHECK = 3;
