import * as v from "valibot";

/** A domain of the team's own addresses ("acme.com"): lower case, letters, digits, dots and hyphens. */
export const OwnDomainSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((domain) => domain.toLowerCase()),
  v.regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/,
    "Use a domain such as acme.com, without @ or https://",
  ),
);
