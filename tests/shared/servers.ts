import { type ApiServer, startApiServer } from "../server/api-server";
import { type HelpdeskServer, startHelpdeskServer } from "../server/helpdesk-server";

/** How a Playwright or a vitest fixture hands its value to the test. */
type Use<T> = (value: T) => Promise<void>;

/**
 * A local Voucherify API of its own for each test, closed after it, pass or fail. A fixture for either
 * runner: both read a fixture's dependencies from its first parameter, which must be a pattern.
 */
// biome-ignore lint/correctness/noEmptyPattern: Playwright and vitest read fixture dependencies from the pattern
export const apiServerFixture = async ({}: object, use: Use<ApiServer>): Promise<void> => {
  const api = await startApiServer();
  try {
    await use(api);
  } finally {
    await api.close();
  }
};

/** The sample helpdesk pages of each test, closed after it, pass or fail. */
// biome-ignore lint/correctness/noEmptyPattern: Playwright and vitest read fixture dependencies from the pattern
export const helpdeskServerFixture = async ({}: object, use: Use<HelpdeskServer>): Promise<void> => {
  const helpdesk = await startHelpdeskServer();
  try {
    await use(helpdesk);
  } finally {
    await helpdesk.close();
  }
};

/**
 * The hosts both browsers reach the local servers by: the production build talks to
 * https://*.voucherify.io, which goes to the local API, and the sample helpdesk pages answer for
 * Zendesk. Chromium maps hosts with --host-resolver-rules, Firefox through a CONNECT proxy; each
 * suite adds the hosts only its own tests use.
 */
export function localHosts(api: ApiServer, helpdesk: HelpdeskServer): Record<string, number> {
  return {
    "*.voucherify.io": api.port,
    "*.zendesk.com": helpdesk.port,
  };
}
