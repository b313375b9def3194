import { type ApiServer, startApiServer } from "../server/api-server";
import { type HelpdeskServer, startHelpdeskServer } from "../server/helpdesk-server";

/** How a Playwright or a vitest fixture hands its value to the test. */
type Use<T> = (value: T) => Promise<void>;

/**
 * A fixture, for either runner, that starts a server for one test and closes it after, pass or fail.
 * Both runners read a fixture's dependencies from its first parameter, which must be a pattern.
 */
const serverFixture =
  <Server extends { close(): Promise<void> }>(start: () => Promise<Server>) =>
  // biome-ignore lint/correctness/noEmptyPattern: Playwright and vitest read fixture dependencies from the pattern
  async ({}: object, use: Use<Server>): Promise<void> => {
    const server = await start();
    try {
      await use(server);
    } finally {
      await server.close();
    }
  };

/** A local Voucherify API of its own for each test. */
export const apiServerFixture = serverFixture<ApiServer>(() => startApiServer());

/** The sample helpdesk pages, served for each test. */
export const helpdeskServerFixture = serverFixture<HelpdeskServer>(() => startHelpdeskServer());

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
