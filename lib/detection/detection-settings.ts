import * as v from "valibot";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import { ProfileIdSchema } from "@/lib/profiles";
import { OwnDomainSchema } from "./own-domain";
import { PATTERN_CHECK, passedCheck } from "./pattern-check";
import type { CodePattern } from "./patterns";

export { OwnDomainSchema, PATTERN_CHECK, passedCheck };

/** A pattern's text, stored or in a change: a prefix is 2 characters or more. */
const PrefixText = v.pipe(v.string(), v.minLength(2), v.maxLength(200));
const RegexText = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

const checkedFields = {
  /** Which version of the check the pattern passed (pattern-check.ts); patterns stored by 0.2 have none. */
  checked: v.optional(v.number()),
  /** Why the pattern is switched off (it failed the check); it stays listed for the agent to fix. */
  off: v.optional(v.pipe(v.string(), v.maxLength(500))),
};
const PatternSchema = v.union([
  v.object({ kind: v.literal("prefix"), value: PrefixText, ...checkedFields }),
  v.object({ kind: v.literal("regex"), value: RegexText, ...checkedFields }),
]);
export type StoredPattern = v.InferOutput<typeof PatternSchema>;

export const DetectionSettingsSchema = v.object({
  /** Emails as customer source ids: off by default, they are everywhere in a helpdesk. */
  emails: v.boolean(),
  /** The agent's voucher code patterns, per profile id; each was validated when it was added. */
  codePatterns: v.record(v.string(), v.array(PatternSchema)),
  /** Look up the ticket's only customer when the panel is open (settings of 0.2 have no field: on). */
  autoCustomer: v.optional(v.boolean(), true),
  /** The team's own email domains: their addresses are never the ticket's customer. */
  ownDomains: v.optional(v.array(OwnDomainSchema), []),
});
export type DetectionSettings = v.InferOutput<typeof DetectionSettingsSchema>;

export const DEFAULT_DETECTION: DetectionSettings = {
  emails: false,
  codePatterns: {},
  autoCustomer: true,
  ownDomains: [],
};

/** The agent's own detection settings; content scripts get their part of it from the worker, never from storage. */
export const detectionItem = defineStoredItem("detection", {
  schema: DetectionSettingsSchema,
  fallback: DEFAULT_DETECTION,
  version: 2,
});

export const loadDetection = (): Promise<DetectionSettings> => detectionItem.read();

const PatternTextSchema = v.union([
  v.strictObject({ kind: v.literal("prefix"), value: PrefixText }),
  v.strictObject({ kind: v.literal("regex"), value: RegexText }),
]);

/**
 * One change the options page asks the worker to make to the detection settings, applied to what
 * is stored when its turn comes: never a whole copy of the settings, which would bring back what
 * changed meanwhile (a deleted profile's patterns, the email switch a policy set).
 */
export const DetectionChangeSchema = v.union([
  v.strictObject({ kind: v.literal("emails"), on: v.boolean() }),
  v.strictObject({ kind: v.literal("autoCustomer"), on: v.boolean() }),
  v.strictObject({
    kind: v.literal("ownDomains"),
    domains: v.pipe(v.array(OwnDomainSchema), v.maxLength(100)),
  }),
  // Checked in the options page, which alone bundles the pattern parser; added only while the profile exists.
  v.strictObject({ kind: v.literal("addPattern"), profileId: ProfileIdSchema, pattern: PatternTextSchema }),
  v.strictObject({
    kind: v.literal("removePattern"),
    profileId: ProfileIdSchema,
    pattern: PatternTextSchema,
  }),
  // The options page's check of patterns stored before the linear-time check existed.
  v.strictObject({
    kind: v.literal("patternsChecked"),
    results: v.pipe(
      v.array(
        v.strictObject({
          profileId: ProfileIdSchema,
          pattern: PatternTextSchema,
          off: checkedFields.off,
        }),
      ),
      v.maxLength(1000),
    ),
  }),
]);
export type DetectionChange = v.InferOutput<typeof DetectionChangeSchema>;

/** Whether a stored pattern is one the page scan may run: not switched off, and safe as checked. */
const runnable = (p: StoredPattern) => !p.off && (p.kind === "prefix" || passedCheck(p.checked, p.value));

/**
 * The patterns the page scan runs for a profile. Prefixes are ours to turn into an expression
 * (bounded, codePatternSource); a regular expression stored before this version of the linear-time
 * check (pattern-check.ts) waits for the options page to check it, and marks nothing until then
 * rather than risk a hostile ticket freezing the agent's tab.
 */
export function patternsFor(settings: DetectionSettings, profileId: string | null): CodePattern[] {
  const stored = profileId ? (settings.codePatterns[profileId] ?? []) : [];
  return stored.filter(runnable).map(({ kind, value }) => ({ kind, value }));
}

/** A profile's regular expressions stored before this version of the check, not run until checked. */
export function patternsWaitingForCheck(settings: DetectionSettings, profileId: string | null): number {
  const stored = profileId ? (settings.codePatterns[profileId] ?? []) : [];
  return stored.filter((p) => p.kind === "regex" && !passedCheck(p.checked, p.value)).length;
}

/**
 * Reads the "our email domains" field: comma- or space-separated; the first bad one is named, and
 * given as typed (`entry`) for a page to say in its language.
 */
export function parseOwnDomains(
  raw: string,
): { ok: true; domains: string[] } | { ok: false; message: string; entry: string } {
  const parts = raw.split(/[\s,;]+/).filter(Boolean);
  const domains: string[] = [];
  for (const part of parts) {
    const parsed = v.safeParse(OwnDomainSchema, part.replace(/^@/, ""));
    if (!parsed.success) return { ok: false, message: `“${part}”: ${parsed.issues[0].message}`, entry: part };
    if (!domains.includes(parsed.output)) domains.push(parsed.output);
  }
  return { ok: true, domains };
}
