import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "puppeteer-core";
import { afterEach, expect, test } from "vitest";
import { restoreFirefoxPolicy, writeFirefoxPolicy, writeFirefoxPolicyText } from "../policy-files";
import { type ApiServer, startApiServer } from "../server/api-server";
import { type HelpdeskServer, startHelpdeskServer } from "../server/helpdesk-server";
import { startConnectProxy } from "./connect-proxy";
import {
  EXTENSION_ORIGIN,
  FIREFOX,
  launchFirefox,
  openExtensionPage,
  pageAt,
  testCopyOfBuild,
} from "./firefox";
import { control, fill, press, search, shows } from "./ui";

// Issue #21, managed configuration, in Firefox ESR as an organisation rolls it out: a policies.json
// in the installation's distribution folder gives the add-on its settings under
// 3rdparty.Extensions, read at start. The policy names a copy of the build with its own add-on id,
// so the other Firefox tests running meanwhile never see it; the file goes when the test ends, and
// one that was there before comes back.

const POLICY_ADDON_ID = "@voucher-lens-policy-test";

/** Firefox ESR started with `policy` in force and the copy installed; all of it removed afterwards. */
async function withPolicy(
  policy: (api: ApiServer) => unknown,
  run: (firefox: Browser, home: Page, servers: { api: ApiServer; helpdesk: HelpdeskServer }) => Promise<void>,
): Promise<void> {
  const stops: (() => Promise<unknown>)[] = [];
  let firefox: Browser | undefined;
  try {
    const api = await startApiServer();
    stops.push(() => api.close());
    const helpdesk = await startHelpdeskServer();
    stops.push(() => helpdesk.close());
    const proxy = await startConnectProxy({ "*.voucherify.io": api.port, "*.zendesk.com": helpdesk.port });
    stops.push(() => proxy.close());
    const profileDir = await mkdtemp(join(tmpdir(), "voucher-lens-firefox-policy-"));
    stops.push(() => rm(profileDir, { recursive: true, force: true }));
    const extensionDir = await testCopyOfBuild(undefined, POLICY_ADDON_ID);
    stops.push(() => rm(extensionDir, { recursive: true, force: true }));
    await writeFirefoxPolicy(FIREFOX, POLICY_ADDON_ID, policy(api));
    firefox = await launchFirefox(profileDir, proxy.port, POLICY_ADDON_ID);
    await firefox.installExtension(extensionDir);
    // The test hook's tab, or the setup tab the install opens, as the fixture's home.
    const home = await pageAt(
      firefox,
      `${EXTENSION_ORIGIN}/options.html`,
      `${EXTENSION_ORIGIN}/options.html#get-started`,
    );
    await run(firefox, home, { api, helpdesk });
  } finally {
    await firefox?.close();
    await restoreFirefoxPolicy(FIREFOX);
    await Promise.all(stops.map((stop) => stop()));
  }
}

// After each test, a timed-out one too: the test's policies.json goes, one that was there comes back.
afterEach(() => restoreFirefoxPolicy(FIREFOX));

test("an admin's policies.json gives the agent the team's profile: they add only their App Token, and lookups use it", async () => {
  await withPolicy(
    (api) => ({
      profiles: [{ id: "eu", name: "Acme EU (team)", region: "api", appId: api.credentials.appId }],
      defaultProfile: "eu",
      locked: true,
    }),
    async (firefox, home, { api }) => {
      await shows(home, "Acme EU (team)");
      await shows(home, "Set by your organisation");
      expect(await home.$('::-p-aria([name="Delete “Acme EU (team)”"][role="button"])')).toBeNull();
      const name = await control(home, "Profile name");
      expect(
        await name.evaluate((el) => [(el as HTMLInputElement).value, (el as HTMLInputElement).readOnly]),
      ).toEqual(["Acme EU (team)", true]);
      const region = await control(home, "Region");
      expect(await region.evaluate((el) => (el as HTMLInputElement).readOnly)).toBe(true);
      // The App ID came from the policy: the agent typed only the token.
      expect(await (await control(home, "App ID")).evaluate((el) => (el as HTMLInputElement).value)).toBe(
        api.credentials.appId,
      );
      await fill(home, "App Token", api.credentials.appToken);
      await press(home, "Save");
      await shows(home, "Saved “Acme EU (team)”.");

      const panel = await openExtensionPage(firefox, home, "sidepanel.html");
      await search(panel, api.data.samples.customerId);
      await shows(panel, "Read as customer id");
      await panel.waitForSelector("li.redemption");
      const last = api.requests.filter((r) => r.path === "/v1/redemptions").at(-1)!;
      expect(last.headers["x-app-id"]).toBe(api.credentials.appId);
    },
  );
});

test("a policies.json that carries a token is refused with a notice, and sets nothing up", async () => {
  await withPolicy(
    () => ({
      profiles: [{ id: "eu", name: "Acme EU (team)", region: "api", appToken: "s3cret-team-token" }],
    }),
    async (_firefox, home) => {
      await shows(home, "Your organisation's policy for Voucher Lens was not applied.");
      await shows(home, "It contains a secret (profiles[0].appToken)");
      await shows(home, "Nothing changed");
      // biome-ignore lint/performance/useDomNodeTextContent: what the agent sees
      expect(await home.evaluate(() => document.body.innerText)).not.toContain("Acme EU (team)");
    },
  );
});

/**
 * A test install goes when Firefox stops; an agent's add-on and what it keeps do not. These keep
 * the copy's data and origin across a restart, so the second start finds what the first set up.
 */
const KEEP_DATA_ACROSS_RESTART = {
  "extensions.webextensions.keepStorageOnUninstall": true,
  "extensions.webextensions.keepUuidOnUninstall": true,
};

/** Longer than the wait before an empty first read of the policy is read again and applied. */
const PAST_THE_SETTLE_WAIT_MS = 13_000;

test("a policies.json that does not parse changes nothing: the team's profile stays with its token, and the options page says why", {
  timeout: 150_000,
}, async () => {
  const stops: (() => Promise<unknown>)[] = [];
  let firefox: Browser | undefined;
  try {
    const api = await startApiServer();
    stops.push(() => api.close());
    const proxy = await startConnectProxy({ "*.voucherify.io": api.port });
    stops.push(() => proxy.close());
    const profileDir = await mkdtemp(join(tmpdir(), "voucher-lens-firefox-policy-"));
    stops.push(() => rm(profileDir, { recursive: true, force: true }));
    const extensionDir = await testCopyOfBuild(undefined, POLICY_ADDON_ID);
    stops.push(() => rm(extensionDir, { recursive: true, force: true }));
    const start = async () => {
      firefox = await launchFirefox(profileDir, proxy.port, POLICY_ADDON_ID, KEEP_DATA_ACROSS_RESTART);
      await firefox.installExtension(extensionDir);
      return pageAt(
        firefox,
        `${EXTENSION_ORIGIN}/options.html`,
        `${EXTENSION_ORIGIN}/options.html#get-started`,
      );
    };

    // The first start: the team's profile from the policy, and the agent's App Token for it.
    await writeFirefoxPolicy(FIREFOX, POLICY_ADDON_ID, {
      profiles: [{ id: "eu", name: "Acme EU (team)", region: "api", appId: api.credentials.appId }],
      defaultProfile: "eu",
      locked: true,
    });
    let home = await start();
    await shows(home, "Set by your organisation");
    await fill(home, "App Token", api.credentials.appToken);
    await press(home, "Save");
    await shows(home, "Saved “Acme EU (team)”.");
    await firefox!.close();
    firefox = undefined;

    // The admin's typo: a trailing comma and a brace missing. Read leniently, it would say
    // "profiles": [] and remove the profile; Firefox reads none of it.
    await writeFirefoxPolicyText(
      FIREFOX,
      `{ "policies": { "3rdparty": { "Extensions": { "${POLICY_ADDON_ID}": { "profiles": [], } } }`,
    );
    home = await start();
    // What Firefox answers the add-on then: the same refusal as when no policy names it.
    const answer = await home.evaluate(() =>
      browser.storage.managed.get().then(
        (value) => ({ value }),
        (error: unknown) => ({ refused: error instanceof Error ? error.message : String(error) }),
      ),
    );
    expect(answer).toEqual({ refused: "Managed storage manifest not found" });
    await shows(home, "Your organisation's policy for Voucher Lens was not applied.");
    await shows(home, "The browser could not read it (“Managed storage manifest not found”)");
    // Past the moment an empty policy would have removed the profile and its token.
    await new Promise((resolve) => setTimeout(resolve, PAST_THE_SETTLE_WAIT_MS));
    // Read afresh: the profile, its Delete while no policy can be read, and the notice.
    const options = await openExtensionPage(firefox!, home, "options.html");
    await shows(options, "Acme EU (team)");
    await shows(options, "Set by your organisation");
    await shows(options, "could not read it");
    // It may be gone for good: the agent may delete the team's profile meanwhile.
    await options.waitForSelector('::-p-aria([name="Delete “Acme EU (team)”"][role="button"])');

    // The agent's token stayed: a lookup works with it, no typing.
    const panel = await openExtensionPage(firefox!, home, "sidepanel.html");
    await search(panel, api.data.samples.customerId);
    await panel.waitForSelector("li.redemption");
    const last = api.requests.filter((r) => r.path === "/v1/redemptions").at(-1)!;
    expect(last.headers["x-app-token"]).toBe(api.credentials.appToken);
  } finally {
    await (firefox as Browser | undefined)?.close();
    await restoreFirefoxPolicy(FIREFOX);
    await Promise.all(stops.map((stop) => stop()));
  }
});
