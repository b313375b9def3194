import * as v from "valibot";
import { parseCustomBaseUrl } from "@/lib/core/api/regions";
import { UI_LANGUAGES } from "@/lib/core/i18n/languages";
import { REPLY_LANGUAGES } from "@/lib/core/intl/reply-languages";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import type { CodePattern } from "@/lib/detection";
import { OwnDomainSchema } from "@/lib/detection";
import { policyProfileEntries } from "@/lib/profiles";
import { MAX_TEMPLATE_LENGTH } from "@/lib/replies";

/**
 * The organisation's policy as the worker applied it (read-policy.ts reads it from the browser),
 * kept where the pages read it: they never read storage.managed themselves.
 */

/**
 * The team's wordings, language by language, reply by reply. Each is checked against its reply's
 * placeholders where it is used (templateFor falls back to the default) and shown in the options
 * page when refused: the worker leaves the replies' texts out of its bundle.
 */
const PolicyTemplatesSchema = v.record(
  v.picklist(REPLY_LANGUAGES, `Group replyTemplates by language: ${REPLY_LANGUAGES.join(", ")}`),
  v.record(
    v.string(),
    v.pipe(v.string("A template is text"), v.maxLength(MAX_TEMPLATE_LENGTH, "A template is too long")),
  ),
);

/** A code pattern, as written in a policy (checked on reading) or as checked. */
// biome-ignore lint/suspicious/noExplicitAny: the input differs (text or checked pattern); the output is what matters
type PatternSchema = v.GenericSchema<any, CodePattern>;

/** Said of a key the policy has and Voucher Lens does not know (a typo, a newer version's). */
const UNKNOWN_KEY = "is not a setting Voucher Lens knows";
const UNKNOWN_PROFILE_KEY = "is not a profile setting Voucher Lens knows";

const PolicyIdSchema = v.pipe(
  v.string("A profile's id is text"),
  v.regex(/^[\w-]{1,40}$/, "A profile's id is 1 to 40 letters, digits, - or _"),
);

/** A profile as a policy gives it: where the project is and how replies are written, no secret. */
const PolicyProfileSchema = v.pipe(
  v.strictObject(
    {
      id: PolicyIdSchema,
      // The fields a policy may set, as profile-fields.ts checks them.
      ...policyProfileEntries(),
    },
    (issue) => (issue.expected === "never" ? UNKNOWN_PROFILE_KEY : "Each profile is an object of settings"),
  ),
  v.check(
    (profile) => (profile.region === undefined) !== (profile.clusterUrl === undefined),
    "Give each profile either a region or a clusterUrl, not both",
  ),
  v.check(
    (profile) => profile.clusterUrl === undefined || parseCustomBaseUrl(profile.clusterUrl).ok,
    (issue) => {
      const url = (issue.input as { clusterUrl?: string }).clusterUrl ?? "";
      const parsed = parseCustomBaseUrl(url);
      return parsed.ok ? "" : `clusterUrl: ${parsed.reason}`;
    },
  ),
);
export type PolicyProfile = v.InferOutput<typeof PolicyProfileSchema>;

/** A helpdesk the team uses that Voucher Lens does not know: offered to the agent to enable. */
const HelpdeskSiteSchema = v.pipe(
  v.string("A helpdesk site is text"),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      const url = new URL(dataset.value);
      if (url.protocol === "https:" && url.pathname === "/" && !url.search && !url.hash && !url.username)
        return url.origin;
    } catch {}
    addIssue({ message: `“${dataset.value}”: give a site as https://help.example.com` });
    return NEVER;
  }),
);

/** A pattern as applied: checked once, when the policy was read (the check is timed). */
const AppliedPatternSchema = v.object({
  kind: v.picklist(["prefix", "regex"]),
  value: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

/** The policy's shape, with code patterns as written (read) or as checked (applied). */
export const policySchema = <P extends PatternSchema>(pattern: P) =>
  v.pipe(
    v.strictObject(
      {
        profiles: v.optional(v.pipe(v.array(PolicyProfileSchema), v.maxLength(50, "At most 50 profiles"))),
        defaultProfile: v.optional(PolicyIdSchema),
        codePatterns: v.optional(v.pipe(v.array(pattern), v.maxLength(50, "At most 50 patterns"))),
        detectEmails: v.optional(v.boolean("detectEmails is true or false")),
        teamEmailDomains: v.optional(v.pipe(v.array(OwnDomainSchema), v.maxLength(100))),
        helpdeskSites: v.optional(v.pipe(v.array(HelpdeskSiteSchema), v.maxLength(100))),
        replyTemplates: v.optional(PolicyTemplatesSchema),
        // The language Voucher Lens speaks to agents: theirs to change unless the policy is locked.
        language: v.optional(v.picklist(UI_LANGUAGES, `language is one of ${UI_LANGUAGES.join(", ")}`)),
        // Masks customers' personal data: the agents' default, held on for them when locked.
        maskPersonalData: v.optional(v.boolean("maskPersonalData is true or false")),
        // How long the lookup log keeps an entry; keepLookupLog: false keeps none.
        lookupLogDays: v.optional(
          v.pipe(
            v.number("lookupLogDays is a whole number of days, 1 to 365"),
            v.check(
              (days) => Number.isInteger(days) && days >= 1 && days <= 365,
              "lookupLogDays is a whole number of days, 1 to 365",
            ),
          ),
        ),
        keepLookupLog: v.optional(v.boolean("keepLookupLog is true or false")),
        // Sent in X-Voucherify-Channel, so Voucherify's audit log tells the team's agents apart.
        agentTag: v.optional(
          v.pipe(
            v.string("agentTag is text"),
            v.trim(),
            v.regex(
              /^[A-Za-z0-9._@/+ -]{1,64}$/,
              "agentTag is 1 to 64 plain characters: letters, digits, spaces and . _ @ / + -",
            ),
          ),
        ),
        locked: v.optional(v.boolean("locked is true or false")),
      },
      (issue) => (issue.expected === "never" ? UNKNOWN_KEY : "The policy is an object of settings"),
    ),
    v.check(
      (policy) => new Set(policy.profiles?.map((p) => p.id)).size === (policy.profiles?.length ?? 0),
      "Two profiles have the same id",
    ),
    v.check(
      (policy) =>
        policy.defaultProfile === undefined ||
        Boolean(policy.profiles?.some((p) => p.id === policy.defaultProfile)),
      "defaultProfile names no profile of the policy",
    ),
  );

const AppliedPolicySchema = policySchema(AppliedPatternSchema);
export type ManagedPolicy = v.InferOutput<typeof AppliedPolicySchema>;

const AppliedSchema = v.object({
  /** The policy in force: the last one that parsed. */
  policy: v.nullable(AppliedPolicySchema),
  /** Why the newest policy was refused, when it was; the policy in force stays. */
  problem: v.nullable(v.string()),
  /**
   * No policy can be read now (apply-policy.worker.ts): the policy in force stays, and the agent
   * may delete the profiles it set up, if their organisation stopped using it.
   */
  unread: v.optional(v.literal(true)),
});
export type AppliedPolicy = v.InferOutput<typeof AppliedSchema>;
export const NO_POLICY: AppliedPolicy = { policy: null, problem: null };

/** The policy as the worker last applied it, for the pages: they never read storage.managed. */
export const appliedPolicyItem = defineStoredItem("managedPolicy", {
  schema: AppliedSchema,
  fallback: NO_POLICY,
  version: 2,
});

export const loadAppliedPolicy = (): Promise<AppliedPolicy> => appliedPolicyItem.read();

/**
 * Why no policy can be read while one is in force, as the worker records it (`problem`, with
 * `unread`): in English, for it loads no words; the options page says it in the agent's language
 * (`unreadPolicyReason` reads back what the browser said). Kept here, beside the item, so the
 * worker's sentence and the page's reading of it cannot drift apart.
 */
const UNREAD_REST =
  ': its policy file may not parse, or may no longer name Voucher Lens. The profiles it set up stay, with your tokens, until a policy that can be read says otherwise (an admin removes them with "profiles": []); if your organisation stopped using it, you may delete them yourself.';
const NOT_GIVEN = "The browser gives no policy for Voucher Lens now";
const NOT_READ = /^The browser could not read it \(“([\s\S]*)”\)$/;

/** The problem recorded when no policy can be read: `browserSaid` is the browser's own words, or "". */
export const unreadPolicyProblem = (browserSaid: string): string =>
  `${browserSaid ? `The browser could not read it (“${browserSaid}”)` : NOT_GIVEN}${UNREAD_REST}`;

/** What the browser said of a policy it could not read ("" when it gave none), or undefined for another problem. */
export function unreadPolicyReason(problem: string): { browserSaid: string } | undefined {
  if (!problem.endsWith(UNREAD_REST)) return undefined;
  const why = problem.slice(0, -UNREAD_REST.length);
  if (why === NOT_GIVEN) return { browserSaid: "" };
  const said = NOT_READ.exec(why)?.[1];
  return said === undefined ? undefined : { browserSaid: said };
}
